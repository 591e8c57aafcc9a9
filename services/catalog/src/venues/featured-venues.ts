import * as z from 'zod';
import { HOME_FEATURED_VENUES } from '@konstvagg/rules';
import { pageCursor, pageLimit } from '@konstvagg/contracts';
import { queries } from '@konstvagg/domain';
import { defineOperation, now, pageByOffset } from '@konstvagg/lambda-kit';
import { allVenues } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { toVenueView } from '../profiles/venue-view.ts';
import { featuredVenuesResponseSchema } from '@konstvagg/contracts';

/**
 * GET /venues/featured?limit&cursor (6, at most 24 a page): featured venues first, then those with
 * the most art on their walls.
 */
export const featuredVenues = defineOperation({
  response: featuredVenuesResponseSchema,
  query: z.object({ limit: pageLimit(24), cursor: pageCursor }),
  async run({ query }) {
    const at = now();
    const ranked = (await allVenues()).sort(
      (a, b) =>
        Number(b.is_featured) - Number(a.is_featured) ||
        (b.current_exhibitions_count ?? 0) - (a.current_exhibitions_count ?? 0) ||
        a.venue_name.localeCompare(b.venue_name, 'sv'),
    );
    const { items, pagination } = pageByOffset(ranked, {
      limit: query.limit ?? HOME_FEATURED_VENUES,
      cursor: query.cursor,
    });
    const venues = await Promise.all(
      items.map(async (v) => toVenueView(v, await countPublicArtworks(queries.artworksAtVenue(v.id)), at)),
    );
    return { body: { venues, pagination }, headers: { 'Cache-Control': 'public, max-age=600' } };
  },
});
