import * as z from 'zod';
import { ARTWORK_LIST_PK, HOME_FEATURED_ARTWORKS, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { limitSchema } from '../query-params.ts';
import { toArtworkView } from './artwork-view.ts';
import { featuredArtworksResponseSchema } from '@konstvagg/contracts';

/** GET /artworks/featured?limit (8): the newest works that can be bought now (available or on display). */
export const featuredArtworks = defineOperation({
  response: featuredArtworksResponseSchema,
  query: z.object({ limit: limitSchema(24) }),
  async run({ query }) {
    const page = await queryExactPage<Record<string, unknown>>({
      input: {
        TableName: tableName(),
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: '#status IN (:available, :exhibited)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': ARTWORK_LIST_PK,
          ':available': 'available',
          ':exhibited': 'exhibited',
        },
        ScanIndexForward: false,
      },
      index: 'GSI1',
      partition: ARTWORK_LIST_PK,
      limit: query.limit ?? HOME_FEATURED_ARTWORKS,
    });
    const items = page === 'invalid' ? [] : page.items;
    return {
      body: { artworks: items.map((i) => toArtworkView(i as unknown as ArtworkRecord)) },
      headers: { 'Cache-Control': 'public, max-age=600' },
    };
  },
});
