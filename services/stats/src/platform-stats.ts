import type { PlatformStats } from '@konstvagg/contracts';
import { centsToEuros, LIST_CURRENCY } from '@konstvagg/rules';
import {
  toListCents,
  queries,
  queryInput,
  type KeyQuery,
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
  query: KeyQuery,
  filter?: { filter: string; names: Record<string, string>; values: Record<string, unknown> },
) => countQuery({ TableName: tableName(), ...queryInput(query, filter) });

/** GET /stats/platform: every figure computed from the table (documented keys in shared/domain/keys.ts). */
async function computePlatformStats(): Promise<PlatformStats> {
  const [totalArtworks, totalArtists, activeExhibitions, venues, orders] = await Promise.all([
    countPartition(queries.publicArtworks()),
    countPartition(queries.artists()),
    countPartition(queries.publicArtworks(), {
      filter: '#status IN (:exhibited, :reserved)',
      names: { '#status': 'status' },
      values: { ':exhibited': 'exhibited', ':reserved': 'reserved' },
    }),
    queryAll<Pick<VenueRecord, 'city'>>({
      TableName: tableName(),
      ...queryInput(queries.venues()),
      ProjectionExpression: 'city',
    }),
    Promise.all(
      SOLD_ORDER_STATUSES.map((status) =>
        queryAll<Pick<OrderRecord, 'amount_cents' | 'currency' | 'fx_rate'>>({
          TableName: tableName(),
          ...queryInput(queries.ordersByStatus(status)),
          ProjectionExpression: 'amount_cents, currency, fx_rate',
        }),
      ),
    ).then((lists) => lists.flat()),
  ]);
  return {
    totalArtworks,
    totalArtists,
    totalVenues: venues.length,
    totalSales: orders.length,
    // In euros (the list currency): a sale in kronor counts at its own order's rate.
    totalRevenue: centsToEuros(
      orders.reduce(
        (sum, o) =>
          sum +
          (toListCents(o.amount_cents ?? 0, { currency: o.currency ?? LIST_CURRENCY, fx_rate: o.fx_rate }) ??
            0),
        0,
      ),
    ),
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
