import type { PlatformStats } from '@konstvagg/contracts';
import {
  ARTIST_LIST_PK,
  ARTWORK_LIST_PK,
  centsToEuros,
  VENUE_LIST_PK,
  type OrderRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { countQuery, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { platformStatsSchema } from '@konstvagg/contracts';

/** Orders that count as sales: paid and not refunded. */
const SOLD_ORDER_STATUSES: readonly OrderRecord['status'][] = [
  'paid',
  'collected',
  'payout_scheduled',
  'paid_out',
];

const countPartition = (
  index: string,
  pk: string,
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
) =>
  countQuery({
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': `${index}PK`, ...filter?.names },
    ExpressionAttributeValues: { ':pk': pk, ...filter?.values },
    ...(filter ? { FilterExpression: filter.expression } : {}),
  });

/** GET /stats/platform: every figure computed from the table (documented keys in shared/domain/keys.ts). */
export async function computePlatformStats(): Promise<PlatformStats> {
  const [totalArtworks, totalArtists, activeExhibitions, venues, orders] = await Promise.all([
    countPartition('GSI1', ARTWORK_LIST_PK),
    countPartition('GSI5', ARTIST_LIST_PK),
    countPartition('GSI1', ARTWORK_LIST_PK, {
      expression: '#status IN (:exhibited, :reserved)',
      names: { '#status': 'status' },
      values: { ':exhibited': 'exhibited', ':reserved': 'reserved' },
    }),
    queryAll<Pick<VenueRecord, 'city'>>({
      TableName: tableName(),
      IndexName: 'GSI5',
      KeyConditionExpression: 'GSI5PK = :pk',
      ExpressionAttributeValues: { ':pk': VENUE_LIST_PK },
      ProjectionExpression: 'city',
    }),
    Promise.all(
      SOLD_ORDER_STATUSES.map((status) =>
        queryAll<Pick<OrderRecord, 'amount_cents'>>({
          TableName: tableName(),
          IndexName: 'GSI5',
          KeyConditionExpression: 'GSI5PK = :pk',
          ExpressionAttributeValues: { ':pk': `ORDERS#${status}` },
          ProjectionExpression: 'amount_cents',
        }),
      ),
    ).then((lists) => lists.flat()),
  ]);
  return {
    totalArtworks,
    totalArtists,
    totalVenues: venues.length,
    totalSales: orders.length,
    totalRevenue: centsToEuros(orders.reduce((sum, o) => sum + (o.amount_cents ?? 0), 0)),
    activeExhibitions,
    citiesActive: new Set(venues.map((v) => v.city).filter(Boolean)).size,
  };
}

export const platformStats = defineOperation({
  response: platformStatsSchema,
  async run() {
    return { body: await computePlatformStats(), headers: { 'Cache-Control': 'public, max-age=300' } };
  },
});
