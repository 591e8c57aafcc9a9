import { queries } from '@konstvagg/domain';
import { defineOperation, notFound, now } from '@konstvagg/lambda-kit';
import { profileIdSchema } from '../artists/get-artist.ts';
import { getVenueRecord } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { toVenueView } from '../profiles/venue-view.ts';
import { venueResponseSchema } from '@konstvagg/contracts';

/** GET /venues/{id}, with today's opening hours and the works on its walls. */
export const getVenue = defineOperation({
  response: venueResponseSchema,
  params: profileIdSchema,
  async run({ params }) {
    const venue = await getVenueRecord(params.id);
    if (!venue) throw notFound('error.venue_not_found');
    const count = await countPublicArtworks(queries.artworksAtVenue(venue.id));
    // Short cache: `today.open_now` changes during the day.
    return {
      body: { venue: toVenueView(venue, count, now()) },
      headers: { 'Cache-Control': 'public, max-age=60' },
    };
  },
});
