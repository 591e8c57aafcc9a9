import * as z from 'zod';
import { HOME_FEATURED_ARTWORKS } from '@konstvagg/rules';
import { pageCursor, pageLimit } from '@konstvagg/contracts';
import { queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation, invalidCursor } from '@konstvagg/lambda-kit';
import { countQuery, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { toArtworkView } from './artwork-view.ts';
import { pricerFor, readRates } from './local-price.ts';
import { featuredArtworksResponseSchema } from '@konstvagg/contracts';

/**
 * GET /artworks/featured?limit&cursor (8, at most 24 a page): the newest works that can be bought
 * now (available or on display), with the count of all of them.
 */
export const featuredArtworks = defineOperation({
  response: featuredArtworksResponseSchema,
  query: z.object({ limit: pageLimit(24), cursor: pageCursor }),
  async run({ query }) {
    const newest = queries.publicArtworks('created_at');
    const limit = query.limit ?? HOME_FEATURED_ARTWORKS;
    const rates = readRates();
    const input = {
      TableName: tableName(),
      ...queryInput(newest, {
        filter: '#status IN (:available, :exhibited)',
        names: { '#status': 'status' },
        values: { ':available': 'available', ':exhibited': 'exhibited' },
      }),
    };
    const [page, total] = await Promise.all([
      queryExactPage<Record<string, unknown>>({
        input: { ...input, ScanIndexForward: false },
        index: newest.index!,
        partition: newest.pk,
        limit,
        cursor: query.cursor,
      }),
      countQuery(input),
    ]);
    if (page === 'invalid') throw invalidCursor();
    const works = page.items as unknown as ArtworkRecord[];
    const localPrice = await pricerFor(works, rates);
    return {
      body: {
        artworks: works.map((w) => toArtworkView(w, localPrice(w))),
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'public, max-age=600' },
    };
  },
});
