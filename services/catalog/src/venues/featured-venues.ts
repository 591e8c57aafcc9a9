import * as z from 'zod';
import { HOME_FEATURED_VENUES } from '@konstvagg/rules';
import { queries } from '@konstvagg/domain';
import { defineOperation, now } from '@konstvagg/lambda-kit';
import { limitSchema } from '../query-params.ts';
import { allVenues } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { toVenueView } from '../profiles/venue-view.ts';
import { featuredVenuesResponseSchema } from '@konstvagg/contracts';

/** GET /venues/featured?limit (6): featured venues first, then those with the most art on their walls. */
export const featuredVenues = defineOperation({
  response: featuredVenuesResponseSchema,
  query: z.object({ limit: limitSchema(24) }),
  async run({ query }) {
    const at = now();
    const ranked = (await allVenues())
      .sort(
        (a, b) =>
          Number(b.is_featured) - Number(a.is_featured) ||
          (b.current_exhibitions_count ?? 0) - (a.current_exhibitions_count ?? 0) ||
          a.venue_name.localeCompare(b.venue_name, 'sv'),
      )
      .slice(0, query.limit ?? HOME_FEATURED_VENUES);
    const venues = await Promise.all(
      ranked.map(async (v) => toVenueView(v, await countPublicArtworks(queries.artworksAtVenue(v.id)), at)),
    );
    return { body: { venues }, headers: { 'Cache-Control': 'public, max-age=600' } };
  },
});
