/**
 * Pure sums over the counter items (shared/domain stats.ts) a date range read: the analytics'
 * series per bucket, the breakdowns, the activity counts and the averages, and the dashboard's windows.
 */
import {
  ANALYTICS_TOP_N,
  type AdminAnalyticsResponse,
  type AnalyticsGranularity,
} from '@konstvagg/contracts';
import {
  addDays,
  addTotals,
  bucketStart,
  bucketsOf,
  emptyTotals,
  STAT_DIMENSIONS,
  type StatDimension,
  type StatTotals,
} from '@konstvagg/domain';

/** A stored counter item as read (its descriptive attributes and numbers). */
export type StatItem = Record<string, unknown> & {
  entity?: string;
  day?: string;
  dimension?: string;
  value?: string;
  label?: string;
};

const dayItems = (items: readonly StatItem[]) =>
  items.filter((i) => i.entity === 'stat_day' && typeof i.day === 'string');

/** The totals of the days from..to (both included) among `items`. */
function totalsBetween(items: readonly StatItem[], from: string, to: string): StatTotals {
  const t = emptyTotals();
  for (const i of dayItems(items)) if (i.day! >= from && i.day! <= to) addTotals(t, i);
  return t;
}

/** The totals of the last `days` days up to `today`. */
export const lastDays = (items: readonly StatItem[], today: string, days: number) =>
  totalsBetween(items, addDays(today, -(days - 1)), today);

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const avg = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

type Breakdown = AdminAnalyticsResponse['breakdowns']['city'];

/** Sales and GMV per value of one dimension, largest GMV first; after the top N, one `other` row. */
export function breakdown(
  items: readonly StatItem[],
  dimension: StatDimension,
  topN = ANALYTICS_TOP_N,
): Breakdown {
  const rows = new Map<string, { key: string; label: string | null; sales: number; gmv_cents: number }>();
  for (const i of items) {
    if (i.entity !== 'stat_dimension' || i.dimension !== dimension || typeof i.value !== 'string') continue;
    const row = rows.get(i.value) ?? { key: i.value, label: null, sales: 0, gmv_cents: 0 };
    row.sales += num(i.sales);
    row.gmv_cents += num(i.gmv_cents);
    if (typeof i.label === 'string') row.label = i.label;
    rows.set(i.value, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.gmv_cents - a.gmv_cents || b.sales - a.sales || a.key.localeCompare(b.key),
  );
  if (sorted.length <= topN) return sorted;
  const rest = sorted.slice(topN);
  return [
    ...sorted.slice(0, topN),
    {
      key: 'other',
      label: null,
      sales: rest.reduce((s, r) => s + r.sales, 0),
      gmv_cents: rest.reduce((s, r) => s + r.gmv_cents, 0),
    },
  ];
}

/** The whole analytics answer for a range, from the counter items of its days. */
export function analytics(
  items: readonly StatItem[],
  from: string,
  to: string,
  granularity: AnalyticsGranularity,
): AdminAnalyticsResponse {
  const inRange = items.filter((i) => typeof i.day === 'string' && i.day >= from && i.day <= to);
  const buckets = new Map(bucketsOf(from, to, granularity).map((b) => [b, emptyTotals()]));
  for (const i of dayItems(inRange)) {
    const b = buckets.get(bucketStart(i.day!, granularity));
    if (b) addTotals(b, i);
  }
  const t = totalsBetween(inRange, from, to);
  return {
    from,
    to,
    granularity,
    series: [...buckets].map(([bucket, b]) => ({
      bucket,
      sales: b.sales,
      gmv_cents: b.gmv_cents,
      qr_visits: b.qr_visits,
      checkouts: b.checkouts,
      pickups: b.pickups,
      refunds: b.refunds,
    })),
    totals: {
      sales: t.sales,
      gmv_cents: t.gmv_cents,
      qr_visits: t.qr_visits,
      checkouts: t.checkouts,
      pickups: t.pickups,
      refunds: t.refunds,
      refunded_cents: t.refunded_cents,
      decisions: t.decisions,
    },
    breakdowns: Object.fromEntries(STAT_DIMENSIONS.map((d) => [d, breakdown(inRange, d)])) as Record<
      StatDimension,
      Breakdown
    >,
    // Three counts side by side, each of its own events: no visitor is followed from one to the next.
    activity: { qr_visits: t.qr_visits, checkouts: t.checkouts, paid: t.sales },
    avg_pickup_minutes: avg(t.pickup_minutes, t.pickups),
    refund_rate: t.sales > 0 ? Math.round((t.refunds / t.sales) * 1000) / 1000 : null,
    avg_moderation_minutes: avg(t.decision_minutes, t.decisions),
  };
}
