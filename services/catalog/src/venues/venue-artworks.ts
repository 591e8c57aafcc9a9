import { artworkListQuerySchema, artworkListResponseSchema } from '@konstvagg/contracts';
import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { profileIdSchema } from '../artists/get-artist.ts';
import { readArtworkPage } from '../artworks/list-artworks.ts';
import { getVenueRecord } from '../profiles/load-profiles.ts';

/** GET /venues/{id}/artworks: the public works hanging at the venue, with the filters and sorts of GET /artworks. */
export const venueArtworks = defineOperation({
  response: artworkListResponseSchema,
  params: profileIdSchema,
  query: artworkListQuerySchema,
  async run({ params, query }) {
    if (!(await getVenueRecord(params.id))) throw notFound('error.venue_not_found');
    return {
      body: await readArtworkPage({ ...query, venue_id: params.id }),
      headers: { 'Cache-Control': 'public, max-age=30' },
    };
  },
});
