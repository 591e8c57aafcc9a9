import * as z from 'zod';
import { HOME_FEATURED_ARTWORKS } from '@konstvagg/rules';
import { queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { limitSchema } from '../query-params.ts';
import { toArtworkView } from './artwork-view.ts';
import { pricerFor, readRates } from './local-price.ts';
import { featuredArtworksResponseSchema } from '@konstvagg/contracts';

/** GET /artworks/featured?limit (8): the newest works that can be bought now (available or on display). */
export const featuredArtworks = defineOperation({
  response: featuredArtworksResponseSchema,
  query: z.object({ limit: limitSchema(24) }),
  async run({ query }) {
    const newest = queries.publicArtworks('created_at');
    const rates = readRates();
    const page = await queryExactPage<Record<string, unknown>>({
      input: {
        TableName: tableName(),
        ...queryInput(newest, {
          filter: '#status IN (:available, :exhibited)',
          names: { '#status': 'status' },
          values: { ':available': 'available', ':exhibited': 'exhibited' },
        }),
        ScanIndexForward: false,
      },
      index: newest.index!,
      partition: newest.pk,
      limit: query.limit ?? HOME_FEATURED_ARTWORKS,
    });
    const works = (page === 'invalid' ? [] : page.items) as unknown as ArtworkRecord[];
    const localPrice = await pricerFor(works, rates);
    return {
      body: { artworks: works.map((w) => toArtworkView(w, localPrice(w))) },
      headers: { 'Cache-Control': 'public, max-age=600' },
    };
  },
});
