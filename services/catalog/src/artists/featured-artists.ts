import * as z from 'zod';
import { HOME_FEATURED_ARTISTS } from '@konstvagg/rules';
import { pageCursor, pageLimit } from '@konstvagg/contracts';
import { queries } from '@konstvagg/domain';
import { defineOperation, pageByOffset } from '@konstvagg/lambda-kit';
import { toArtistView } from '../profiles/artist-view.ts';
import { allArtists } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { featuredArtistsResponseSchema } from '@konstvagg/contracts';

/**
 * GET /artists/featured?limit&cursor (6, at most 24 a page): artists with public work, verified
 * first, then those who can be paid (Pro), then by how much of their work is on offer.
 */
export const featuredArtists = defineOperation({
  response: featuredArtistsResponseSchema,
  query: z.object({ limit: pageLimit(24), cursor: pageCursor }),
  async run({ query }) {
    const withCounts = await Promise.all(
      (await allArtists()).map(async (a) => ({
        a,
        count: await countPublicArtworks(queries.artworksOfArtist(a.id)),
      })),
    );
    const ranked = withCounts
      .filter((x) => x.count > 0)
      .sort(
        (x, y) =>
          Number(y.a.is_verified) - Number(x.a.is_verified) ||
          Number(y.a.can_receive_payouts) - Number(x.a.can_receive_payouts) ||
          y.count - x.count ||
          x.a.artist_name.localeCompare(y.a.artist_name, 'sv'),
      );
    const { items, pagination } = pageByOffset(ranked, {
      limit: query.limit ?? HOME_FEATURED_ARTISTS,
      cursor: query.cursor,
    });
    return {
      body: { artists: items.map((x) => toArtistView(x.a, x.count)), pagination },
      headers: { 'Cache-Control': 'public, max-age=600' },
    };
  },
});
