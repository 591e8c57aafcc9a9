/**
 * The admin's counters (issue 13): what the dashboard and the analytics read instead of scanning
 * the table. Each event that counts (a checkout, a payment, a pickup, a refund, a moderation
 * decision, a sign-up, a QR visit, a dispute, every order status change) adds its `StatDelta`s as
 * extra Update items (`statUpdateItems`) to the SAME TransactWriteItems as the event's own write,
 * so a counter moves exactly when the thing it counts happened, never twice, never without it.
 *
 * Items (docs/data-model.md, keys.statDay / keys.statDimension / keys.orderStatusCounts):
 * - one per Swedish calendar day (Europe/Stockholm) with the day's totals, in a partition per
 *   month, so any date range is one Query per month it touches;
 * - one per day and dimension value (city, category, style, venue) with that day's sales and GMV;
 * - one with the number of orders in each status right now (+1 to the new status, -1 to the old,
 *   in the transition's own transaction) and the number of disputes open (+1 when one is opened,
 *   -1 when it closes).
 *
 * Everything here is pure; `statsBackfill` folds the same deltas over existing records, which is
 * how the demo seed writes counters that agree with its orders (a one-off backfill).
 */
import type { Category, OrderStatus, Role, Style } from '@konstvagg/contracts';
import { keys, type StatDimension } from './keys.ts';
import { toListCents, type ChargedOrder } from './markets.ts';

export type { StatDimension };
export const STAT_DIMENSIONS = [
  'city',
  'category',
  'style',
  'venue',
] as const satisfies readonly StatDimension[];

/** The time zone whose calendar days the counters are bucketed by. */
export const STATS_TIME_ZONE = 'Europe/Stockholm';

/** The numeric fields of a day's totals item. */
export const STAT_FIELDS = [
  'sales',
  'gmv_cents',
  'checkouts',
  'qr_visits',
  'pickups',
  'pickup_minutes',
  'refunds',
  'refunded_cents',
  'decisions',
  'decision_minutes',
  'signups_artist',
  'signups_venue',
  'signups_buyer',
  'signups_admin',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export type StatTotals = Record<StatField, number>;

/** The numeric fields of a dimension item (sales and GMV of one city, category, style or venue). */
export const DIMENSION_FIELDS = ['sales', 'gmv_cents'] as const satisfies readonly StatField[];

/** A change to one counter item: numbers to add to its fields. */
export type StatDelta =
  | { kind: 'day'; day: string; add: Partial<StatTotals> }
  | {
      kind: 'dimension';
      day: string;
      dimension: StatDimension;
      value: string;
      /** A name to show (a venue's name); the latest write wins. */
      label?: string;
      add: { sales?: number; gmv_cents?: number };
    }
  | { kind: 'order_status'; add: Partial<Record<OrderStatus | 'disputes', number>> };

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Swedish calendar day (yyyy-mm-dd) of an instant. */
export function stockholmDay(at: string | Date): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a time: ${String(at)}`);
  return dayFormat.format(d);
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/** Moves an order's status count: +1 to `to`, -1 to `from` (none for a new order). */
export function orderStatusDelta(from: OrderStatus | null, to: OrderStatus): StatDelta {
  const add: Partial<Record<OrderStatus, number>> = { [to]: 1 };
  if (from) add[from] = -1;
  return { kind: 'order_status', add };
}

/** A checkout started: the order is created pending payment. */
export function checkoutStats(order: { created_at: string }): StatDelta[] {
  return [
    { kind: 'day', day: stockholmDay(order.created_at), add: { checkouts: 1 } },
    orderStatusDelta(null, 'pending_payment'),
  ];
}

/** What a paid order is broken down by (the artwork's at the time of the sale). */
export interface SaleFacts {
  city: string | null;
  category: Category | string;
  style: Style | string;
  venue_id: string | null;
  venue_name: string | null;
}

/**
 * The counters' money is in cents of the list currency (euros): a sale in another currency counts
 * at its own order's stored rate (markets.ts toListCents), so sales in kronor and in euros add up,
 * and the admin's figures say so. An order with no stored rate counts nothing.
 */
const counted = (minor: number, order: ChargedOrder) => toListCents(minor, order) ?? 0;

/** A sale: the order paid. Counts one sale and its price, in total and per city, category, style and venue. */
export function paidStats(
  order: { amount_cents: number; status?: OrderStatus } & ChargedOrder,
  facts: SaleFacts,
  paidAt: string,
  from: OrderStatus = 'pending_payment',
): StatDelta[] {
  const day = stockholmDay(paidAt);
  const add = { sales: 1, gmv_cents: counted(order.amount_cents, order) };
  const dims: StatDelta[] = [
    { kind: 'dimension', day, dimension: 'city', value: facts.city || 'unknown', add },
    { kind: 'dimension', day, dimension: 'category', value: String(facts.category || 'unknown'), add },
    { kind: 'dimension', day, dimension: 'style', value: String(facts.style || 'unknown'), add },
  ];
  if (facts.venue_id)
    dims.push({
      kind: 'dimension',
      day,
      dimension: 'venue',
      value: facts.venue_id,
      ...(facts.venue_name ? { label: facts.venue_name } : {}),
      add,
    });
  return [{ kind: 'day', day, add }, ...dims, orderStatusDelta(from, 'paid')];
}

/** A pickup: counts it and the minutes from payment to pickup (for the average time to pickup). */
export function collectedStats(order: { paid_at: string | null }, collectedAt: string): StatDelta[] {
  return [
    {
      kind: 'day',
      day: stockholmDay(collectedAt),
      add: { pickups: 1, pickup_minutes: order.paid_at ? minutesBetween(order.paid_at, collectedAt) : 0 },
    },
    orderStatusDelta('paid', 'collected'),
  ];
}

/** A refund (any reason): counts it and the refunded cents (in the order's currency); the order leaves `from`. */
export function refundedStats(
  order: { amount_cents: number } & ChargedOrder,
  from: OrderStatus,
  refundedAt: string,
  refundedCents = order.amount_cents,
): StatDelta[] {
  return [
    {
      kind: 'day',
      day: stockholmDay(refundedAt),
      add: { refunds: 1, refunded_cents: counted(refundedCents, order) },
    },
    orderStatusDelta(from, 'refunded'),
  ];
}

/** A moderation decision: counts it and the minutes the work waited in the queue. */
export function moderationStats(d: { submitted_at: string | null; decided_at: string }): StatDelta[] {
  return [
    {
      kind: 'day',
      day: stockholmDay(d.decided_at),
      add: {
        decisions: 1,
        decision_minutes: d.submitted_at ? minutesBetween(d.submitted_at, d.decided_at) : 0,
      },
    },
  ];
}

/** A new account, by its role. */
export function signupStats(u: { role: Role; created_at: string }): StatDelta[] {
  return [{ kind: 'day', day: stockholmDay(u.created_at), add: { [`signups_${u.role}`]: 1 } }];
}

/** A visit to an artwork page from its printed QR code (`?src=qr`). */
export function qrVisitStats(at: string): StatDelta[] {
  return [{ kind: 'day', day: stockholmDay(at), add: { qr_visits: 1 } }];
}

/** A dispute opened on an order's payment: one more open dispute. */
export function disputeStats(): StatDelta[] {
  return [{ kind: 'order_status', add: { disputes: 1 } }];
}

/** A dispute closed (won, lost or closed as a warning): one open dispute less. */
export function disputeClosedStats(): StatDelta[] {
  return [{ kind: 'order_status', add: { disputes: -1 } }];
}

/** The key of the item a delta changes. */
export function statKey(d: StatDelta): { PK: string; SK: string } {
  if (d.kind === 'day') return keys.statDay(d.day);
  if (d.kind === 'dimension') return keys.statDimension(d.day, d.dimension, d.value);
  return keys.orderStatusCounts();
}

interface FoldedStat {
  key: { PK: string; SK: string };
  delta: StatDelta;
  add: Record<string, number>;
  label?: string;
}

/** Adds up deltas per item (a transaction may name an item only once). */
export function foldStatDeltas(deltas: readonly StatDelta[]): FoldedStat[] {
  const byKey = new Map<string, FoldedStat>();
  for (const d of deltas) {
    const key = statKey(d);
    const id = `${key.PK}\u0000${key.SK}`;
    let f = byKey.get(id);
    if (!f) {
      f = { key, delta: d, add: {} };
      byKey.set(id, f);
    }
    for (const [field, n] of Object.entries(d.add)) {
      if (!n) continue;
      if (!Number.isSafeInteger(n)) throw new RangeError(`${field}: ${n} is not an integer`);
      f.add[field] = (f.add[field] ?? 0) + n;
    }
    if (d.kind === 'dimension' && d.label) f.label = d.label;
  }
  return [...byKey.values()];
}

/** The descriptive attributes of a counter item (what it is, which day, which dimension). */
function statMeta(d: StatDelta): Record<string, string> {
  if (d.kind === 'day') return { entity: 'stat_day', day: d.day };
  if (d.kind === 'dimension')
    return { entity: 'stat_dimension', day: d.day, dimension: d.dimension, value: d.value };
  return { entity: 'order_status_counts' };
}

/** One counter Update of a TransactWriteItems (lib-dynamodb's document shape). */
export type StatUpdateItem = {
  Update: {
    TableName: string;
    Key: { PK: string; SK: string };
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
};

/**
 * The counter Updates of some deltas, to append to the event's own transaction: `ADD` for the
 * numbers (an item that does not exist yet starts at 0), `SET` for what the item is.
 */
export function statUpdateItems(
  deltas: readonly StatDelta[],
  tableName: string,
  at: string,
): StatUpdateItem[] {
  return foldStatDeltas(deltas)
    .filter((f) => Object.keys(f.add).length > 0)
    .map((f) => {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':sat': at };
      const adds = Object.entries(f.add).map(([field, n], i) => {
        names[`#a${i}`] = field;
        values[`:a${i}`] = n;
        return `#a${i} :a${i}`;
      });
      const sets = ['#supdated = :sat'];
      names['#supdated'] = 'updated_at';
      const meta: Record<string, string> = { ...statMeta(f.delta), ...(f.label ? { label: f.label } : {}) };
      Object.entries(meta).forEach(([attr, v], i) => {
        names[`#m${i}`] = attr;
        values[`:m${i}`] = v;
        sets.push(`#m${i} = :m${i}`);
      });
      return {
        Update: {
          TableName: tableName,
          Key: f.key,
          UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    });
}

/** What a backfill reads: the records whose history the counters count. */
export interface BackfillRecords {
  orders: readonly ({
    artwork_id: string;
    status: OrderStatus;
    amount_cents: number;
    created_at: string;
    paid_at: string | null;
    collected_at: string | null;
    refunded_at?: string | null;
    amount_refunded_cents?: number;
    disputed_at?: string | null;
    dispute_closed_at?: string | null;
    venue_id: string | null;
    venue_name: string | null;
  } & ChargedOrder)[];
  /** The artwork of each order (its city, category, style). */
  artworks: ReadonlyMap<string, { city: string | null; category: string; style: string }>;
  /** The venues, for the city of a sale whose work has left the venue since (a collected work has none). */
  venues?: ReadonlyMap<string, { city: string }>;
  users: readonly { role: Role; created_at: string }[];
  decisions: readonly { submitted_at: string | null; decided_at: string }[];
}

/**
 * The counters as the events would have left them, from the records as they are: the whole
 * history replayed through the same delta builders (the order status counts telescope to +1 for
 * each order's current status). Written as whole items (Put), so running it twice counts once.
 */
export function statsBackfill(r: BackfillRecords, at: string): Record<string, unknown>[] {
  const deltas: StatDelta[] = [];
  for (const o of r.orders) {
    deltas.push(...checkoutStats(o).filter((d) => d.kind === 'day'));
    if (o.paid_at) {
      const art = r.artworks.get(o.artwork_id);
      const facts: SaleFacts = {
        city: (o.venue_id ? r.venues?.get(o.venue_id)?.city : undefined) ?? art?.city ?? null,
        category: art?.category ?? 'unknown',
        style: art?.style ?? 'unknown',
        venue_id: o.venue_id,
        venue_name: o.venue_name,
      };
      deltas.push(...paidStats(o, facts, o.paid_at).filter((d) => d.kind !== 'order_status'));
    }
    if (o.collected_at) deltas.push(...collectedStats(o, o.collected_at).filter((d) => d.kind === 'day'));
    if (o.status === 'refunded' && o.refunded_at)
      deltas.push(
        ...refundedStats(o, 'paid', o.refunded_at, o.amount_refunded_cents ?? o.amount_cents).filter(
          (d) => d.kind === 'day',
        ),
      );
    deltas.push({ kind: 'order_status', add: { [o.status]: 1 } });
    if (o.disputed_at && !o.dispute_closed_at) deltas.push(...disputeStats());
  }
  for (const u of r.users) deltas.push(...signupStats(u));
  for (const d of r.decisions) deltas.push(...moderationStats(d));
  return foldStatDeltas(deltas).map((f) => ({
    ...f.key,
    ...statMeta(f.delta),
    ...(f.label ? { label: f.label } : {}),
    ...f.add,
    updated_at: at,
  }));
}

// ---------------------------------------------------------------------------------------------
// Reading: days, buckets and ranges (calendar dates, so no time zone arithmetic is needed here).

export type Granularity = 'day' | 'week' | 'month';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A valid calendar date yyyy-mm-dd. */
export function isCalendarDay(s: string): boolean {
  if (!DAY_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const dayMs = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` calendar days. */
export const addDays = (day: string, n: number) => fromUtc(toUtc(day) + n * dayMs);

/** Days from `from` to `to`, both included (1 for one day). */
export const daysInRange = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / dayMs) + 1;

/** The first day of the bucket a day falls in: itself, its week's Monday (ISO weeks), its month's 1st. */
export function bucketStart(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket that meets the range, in order (the first and last may be partial). */
export function bucketsOf(from: string, to: string, granularity: Granularity): string[] {
  const out: string[] = [];
  let b = bucketStart(from, granularity);
  while (b <= to) {
    out.push(b);
    b =
      granularity === 'day'
        ? addDays(b, 1)
        : granularity === 'week'
          ? addDays(b, 7)
          : fromUtc(Date.UTC(Number(b.slice(0, 4)), Number(b.slice(5, 7)), 1));
  }
  return out;
}

/** The months (yyyy-mm) a range touches: one counter partition each. */
export function monthsOf(from: string, to: string): string[] {
  return bucketsOf(from, to, 'month').map((m) => m.slice(0, 7));
}

/** An empty set of totals. */
export const emptyTotals = (): StatTotals => Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as StatTotals;

/** Adds a stored day item's fields into totals (missing fields count 0). */
export function addTotals(into: StatTotals, item: Record<string, unknown>): StatTotals {
  for (const f of STAT_FIELDS) into[f] += typeof item[f] === 'number' ? item[f] : 0;
  return into;
}
