import { artworkListQuerySchema, artworkListResponseSchema } from '@konstvagg/contracts';
import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { readArtworkPage } from '../artworks/list-artworks.ts';
import { getArtistRecord } from '../profiles/load-profiles.ts';
import { profileIdSchema } from './get-artist.ts';

/** GET /artists/{id}/artworks: the artist's public works, with every filter and sort of GET /artworks. */
export const artistArtworks = defineOperation({
  response: artworkListResponseSchema,
  params: profileIdSchema,
  query: artworkListQuerySchema,
  async run({ params, query }) {
    if (!(await getArtistRecord(params.id))) throw notFound('error.artist_not_found');
    return {
      body: await readArtworkPage({ ...query, artist_id: params.id }),
      headers: { 'Cache-Control': 'public, max-age=30' },
    };
  },
});
