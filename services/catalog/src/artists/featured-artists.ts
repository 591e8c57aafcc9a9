import * as z from 'zod';
import { HOME_FEATURED_ARTISTS } from '@konstvagg/rules';
import { queries } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { toArtistView } from '../profiles/artist-view.ts';
import { allArtists } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { limitSchema } from '../query-params.ts';
import { featuredArtistsResponseSchema } from '@konstvagg/contracts';

/**
 * GET /artists/featured?limit (6): artists with public work, verified first, then those who can be
 * paid (Pro), then by how much of their work is on offer.
 */
export const featuredArtists = defineOperation({
  response: featuredArtistsResponseSchema,
  query: z.object({ limit: limitSchema(24) }),
  async run({ query }) {
    const withCounts = await Promise.all(
      (await allArtists()).map(async (a) => ({
        a,
        count: await countPublicArtworks(queries.artworksOfArtist(a.id)),
      })),
    );
    const artists = withCounts
      .filter((x) => x.count > 0)
      .sort(
        (x, y) =>
          Number(y.a.is_verified) - Number(x.a.is_verified) ||
          Number(y.a.can_receive_payouts) - Number(x.a.can_receive_payouts) ||
          y.count - x.count ||
          x.a.artist_name.localeCompare(y.a.artist_name, 'sv'),
      )
      .slice(0, query.limit ?? HOME_FEATURED_ARTISTS)
      .map((x) => toArtistView(x.a, x.count));
    return { body: { artists }, headers: { 'Cache-Control': 'public, max-age=600' } };
  },
});
