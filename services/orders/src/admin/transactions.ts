import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  adminTransactionDetailResponseSchema,
  adminTransactionsQuerySchema,
  adminTransactionsResponseSchema,
  ORDER_STATUSES,
  type AdminPayout,
  type AdminTransaction,
  type AdminTransactionDetailResponse,
  type AdminTransactionsQuery,
  type Language,
  type TimelineEntry,
} from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import {
  queries,
  queryInput,
  disputeHoldsPayment,
  disputeHoldsPayouts,
  orderStatusLine,
  type AuditEntryRecord,
  type OrderEventRecord,
  type OrderHistoryEntry,
  type OrderMailRecord,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import { csvHeader } from '@konstvagg/i18n';
import { withNames } from '@konstvagg/lambda-kit/audit-names';
import {
  decodeCursor,
  defineOperation,
  encodeCursor,
  invalidCursor,
  notFound,
  nowIso,
} from '@konstvagg/lambda-kit';
import { countQuery, documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { csvDownload } from '../orders/csv.ts';
import { listPriceView, payoutStillDue, payoutView } from '../orders/view.ts';
import { adminDisputeOf } from '../disputes/view.ts';

/** Orders an admin may refund (paid at some point, not refunded yet). */
export const REFUNDABLE: OrderRecord['status'][] = ['paid', 'collected', 'payout_scheduled', 'paid_out'];

/** Orders whose failed payouts may be retried (the sweep pays only these). */
export const PAYABLE: OrderRecord['status'][] = ['collected', 'payout_scheduled'];
const PAGE_READ = 100;
const EXPORT_MAX_ROWS = 10_000;

type Stored = OrderRecord & { GSI5SK: string };

export const transactionIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** The date filter as key bounds (UTC days, both included); the cursor lowers the upper one. */
function keyRange(query: AdminTransactionsQuery, before: string | null): { from?: string; to?: string } {
  const to = before && (!query.to || before < `${query.to}~`) ? before : query.to;
  return { ...(query.from ? { from: query.from } : {}), ...(to ? { to } : {}) };
}

/** The fields `q` is matched on. */
const SEARCHED = ['id', 'buyer_email', 'buyer_name', 'title', 'artist_name', 'venue_name'] as const;

const matches = (o: Pick<OrderRecord, (typeof SEARCHED)[number]>, q: string) =>
  SEARCHED.some((f) => (o[f] ?? '').toLowerCase().includes(q));

/**
 * One page of orders, newest first. Every order sits in exactly one `ORDERS#<status>` partition
 * (GSI5), sorted by `<created_at>#<id>`: a status filter reads one partition, no filter reads the
 * seven side by side and merges them, a date range narrows the keys. `q` is matched on the items
 * read (id, buyer email and name, title, artist, venue), so a rare match may read many of them.
 * The cursor is the last key shown: the next page starts strictly below it in every partition.
 */
async function orderPage(
  query: AdminTransactionsQuery,
  limit: number,
  failed?: Set<string>,
): Promise<{ orders: Stored[]; hasMore: boolean; nextCursor: string | null }> {
  let before: string | null = null;
  if (query.cursor) {
    const fields = decodeCursor(query.cursor, { k: 'string' });
    if (!fields) throw invalidCursor();
    before = String(fields.k);
  }
  const q = query.q?.toLowerCase() ?? '';
  const failedOnly = query.payout === 'failed' ? (failed ?? (await ordersWithFailedPayouts())) : null;
  const statuses = query.status ? [query.status] : [...ORDER_STATUSES];
  const streams = statuses.map((status) => ({
    input: {
      TableName: tableName(),
      ...queryInput(queries.ordersByStatus(status, keyRange(query, before))),
      ScanIndexForward: false,
      Limit: PAGE_READ,
    },
    items: [] as Stored[],
    start: undefined as Record<string, unknown> | undefined,
    done: false,
  }));
  const fill = async (s: (typeof streams)[number]) => {
    while (!s.items.length && !s.done) {
      const page = await documentClient().send(new QueryCommand({ ...s.input, ExclusiveStartKey: s.start }));
      s.items.push(...((page.Items ?? []) as Stored[]));
      s.start = page.LastEvaluatedKey;
      s.done = !s.start;
    }
  };
  const found: Stored[] = [];
  while (found.length <= limit) {
    await Promise.all(streams.map(fill));
    let next: (typeof streams)[number] | null = null;
    for (const s of streams)
      if (s.items.length && (!next || s.items[0]!.GSI5SK > next.items[0]!.GSI5SK)) next = s;
    if (!next) break;
    const order = next.items.shift()!;
    if (before && order.GSI5SK >= before) continue;
    if (q && !matches(order, q)) continue;
    if (failedOnly && !failedOnly.has(order.id)) continue;
    found.push(order);
  }
  const hasMore = found.length > limit;
  const orders = found.slice(0, limit);
  return {
    orders,
    hasMore,
    nextCursor: hasMore ? encodeCursor({ k: orders[orders.length - 1]!.GSI5SK }) : null,
  };
}

/** The ids of orders with a failed payout: one read of the `PAYOUTS#failed` partition. */
async function ordersWithFailedPayouts(): Promise<Set<string>> {
  const failed = await queryAll<PayoutRecord>({
    TableName: tableName(),
    ...queryInput(queries.payoutsByStatus('failed')),
  });
  return new Set(failed.map((p) => p.order_id));
}

export function toAdminTransaction(o: OrderRecord, payoutFailed: boolean): AdminTransaction {
  return {
    id: o.id,
    status: o.status,
    status_line: orderStatusLine(o),
    created_at: o.created_at,
    paid_at: o.paid_at ?? null,
    title: o.title,
    artwork_id: o.artwork_id,
    artist_name: o.artist_name,
    venue_name: o.venue_name ?? null,
    buyer_name: o.buyer_name ?? null,
    buyer_email: o.buyer_email,
    amount: centsToEuros(o.amount_cents),
    currency: o.currency,
    list_price: listPriceView(o),
    split: {
      artist: centsToEuros(o.artist_cents),
      venue: centsToEuros(o.venue_cents),
      platform: centsToEuros(o.platform_cents),
    },
    disputed: !!o.disputed_at,
    dispute: o.disputed_at ? (o.dispute_outcome ?? 'open') : null,
    payout_failed: payoutFailed,
  };
}

/**
 * How many orders the filters match: server-side counts of the status partitions in the date
 * range, or, when `q` or `payout` needs each order, a read of only the fields they look at.
 */
async function countOrders(query: AdminTransactionsQuery, failed: Set<string>): Promise<number> {
  const q = query.q?.toLowerCase() ?? '';
  const statuses = query.status ? [query.status] : [...ORDER_STATUSES];
  const range = keyRange(query, null);
  const counts = await Promise.all(
    statuses.map(async (s) => {
      const input = { TableName: tableName(), ...queryInput(queries.ordersByStatus(s, range)) };
      if (!q && !query.payout) return countQuery(input);
      const names = Object.fromEntries(SEARCHED.map((f, i) => [`#p${i}`, f]));
      const orders = await queryAll<Pick<OrderRecord, (typeof SEARCHED)[number]>>({
        ...input,
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...names },
        ProjectionExpression: Object.keys(names).join(', '),
      });
      return orders.filter((o) => (!q || matches(o, q)) && (!query.payout || failed.has(o.id))).length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** GET /admin/transactions?status&from&to&q&cursor&limit (admins): every order, newest first. */
export const listTransactions = defineOperation({
  query: adminTransactionsQuerySchema,
  response: adminTransactionsResponseSchema,
  async run({ query }) {
    const limit = query.limit ?? 25;
    const failed = await ordersWithFailedPayouts();
    const [page, total] = await Promise.all([orderPage(query, limit, failed), countOrders(query, failed)]);
    return {
      body: {
        transactions: page.orders.map((o) => toAdminTransaction(o, failed.has(o.id))),
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/** The export's columns: the artist's and the venue's names, then their parts of the price. */
const CSV_COLUMNS = [
  'csv.order',
  'csv.created',
  'csv.paid',
  'csv.status',
  'csv.work',
  'csv.artist',
  'csv.venue',
  'csv.buyer',
  'csv.buyer_email',
  'csv.currency',
  'csv.price',
  'csv.artist_share',
  'csv.venue_commission',
  'csv.fee',
  'csv.refunded',
  'csv.list_price_eur',
  'csv.rate',
] as const;

/** GET /admin/transactions/export?status&from&to&q: the same list as CSV (every match, up to 10 000 rows). */
export const exportTransactions = defineOperation({
  query: adminTransactionsQuerySchema,
  response: 'binary',
  async run({ query, lang }) {
    const rows: unknown[][] = [];
    let cursor = query.cursor;
    do {
      const page = await orderPage({ ...query, cursor }, 100);
      for (const o of page.orders)
        rows.push([
          o.id,
          o.created_at,
          o.paid_at ?? '',
          o.status,
          o.title,
          o.artist_name,
          o.venue_name ?? '',
          o.buyer_name ?? '',
          o.buyer_email,
          o.currency,
          centsToEuros(o.amount_cents).toFixed(2),
          centsToEuros(o.artist_cents).toFixed(2),
          centsToEuros(o.venue_cents).toFixed(2),
          centsToEuros(o.platform_cents).toFixed(2),
          o.status === 'refunded' ? centsToEuros(o.amount_refunded_cents ?? o.amount_cents).toFixed(2) : '',
          typeof o.list_price_cents === 'number' ? centsToEuros(o.list_price_cents).toFixed(2) : '',
          o.fx_rate ?? '',
        ]);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < EXPORT_MAX_ROWS);
    return csvDownload(csvHeader(lang, CSV_COLUMNS), rows, 'konstvagg-transactions.csv');
  },
});

/** Everything stored about one order: the order, its payouts, the mails sent, the Stripe events seen, the admins' actions. */
export async function readTransaction(id: string) {
  const items = await queryAll<Record<string, unknown> & { entity?: string }>({
    TableName: tableName(),
    ConsistentRead: true,
    ...queryInput(queries.orderPartition(id)),
  });
  const order = items.find((i) => i.entity === 'order') as OrderRecord | undefined;
  if (!order) return null;
  const audit = await queryAll<AuditEntryRecord>({
    TableName: tableName(),
    ...queryInput(queries.auditOfTarget({ kind: 'order', id })),
  });
  return {
    order,
    payouts: items.filter((i) => i.entity === 'payout') as unknown as PayoutRecord[],
    mails: items.filter((i) => i.entity === 'order_mail') as unknown as OrderMailRecord[],
    events: items.filter((i) => i.entity === 'order_event') as unknown as OrderEventRecord[],
    audit,
  };
}

type Stored2 = NonNullable<Awaited<ReturnType<typeof readTransaction>>>;

/** The order's timeline, oldest first: checkout, payment, pickup, schedules, transfers, refunds, disputes, mails, events, admins. */
export function timelineOf(
  t: Stored2,
  now: string,
  actorNames: ReadonlyMap<string, string> = new Map(),
): TimelineEntry[] {
  const { order: o } = t;
  const out: TimelineEntry[] = [];
  const add = (
    at: string | null | undefined,
    kind: TimelineEntry['kind'],
    what: string,
    extra: Partial<Omit<TimelineEntry, 'at' | 'kind' | 'what'>> = {},
  ) => {
    if (!at) return;
    out.push({
      at,
      kind,
      what,
      who: extra.who ?? null,
      amount: extra.amount ?? null,
      detail: extra.detail ?? null,
      problem: extra.problem ?? false,
      future: at > now,
    });
  };
  const amount = centsToEuros(o.amount_cents);
  const addHistory = (h: OrderHistoryEntry) => {
    switch (h.what) {
      case 'reserved':
        return add(h.at, 'checkout', 'reserved', { amount, who: o.buyer_email });
      case 'paid':
        return add(h.at, 'payment', 'paid', { amount, detail: o.stripe_payment_intent_id ?? null });
      case 'payment_failed':
        return add(h.at, 'payment', 'cancelled', { detail: 'payment_failed' });
      case 'cancelled':
        return add(h.at, 'payment', 'cancelled', { detail: h.detail ?? null });
      case 'collected':
        return add(h.at, 'pickup', 'collected', {
          who: o.venue_name ?? null,
          // How the buyer's code was given, and by which staff account.
          detail:
            [h.detail, o.pickup_by_email ?? (h.by_role === 'venue' ? h.by : null)]
              .filter(Boolean)
              .join(', ') || null,
        });
      case 'payout_scheduled':
        return; // The payouts' own rows say it, per party.
      case 'paid_out':
        return add(h.at, 'transfer', 'paid_out');
      case 'refunded':
        return add(h.at, 'refund', 'refunded', {
          amount: centsToEuros(o.amount_refunded_cents ?? o.amount_cents),
          detail: [h.detail, h.note].filter(Boolean).join(': ') || null,
        });
      case 'dispute_opened':
        return add(h.at, 'dispute', 'dispute_opened', {
          detail: [o.dispute_id, h.detail].filter(Boolean).join(': ') || null,
          problem: true,
        });
      case 'dispute_evidence':
        return add(h.at, 'dispute', `dispute_evidence_${h.detail === 'submitted' ? 'submitted' : 'saved'}`, {
          who: h.by_role === 'admin' ? (actorNames.get(h.by) ?? h.by) : null,
          detail: h.note ?? null,
        });
      case 'dispute_closed':
        return add(h.at, 'dispute', `dispute_${h.detail ?? 'closed'}`, {
          detail: o.dispute_id ?? null,
          problem: h.detail === 'lost',
        });
    }
  };
  // The order's own events: its history (the money machine appends one entry per event), or, for
  // an order older than the history, its timestamps.
  if (o.history?.length) for (const h of o.history) addHistory(h);
  else {
    add(o.created_at, 'checkout', 'reserved', { amount: centsToEuros(o.amount_cents), who: o.buyer_email });
    add(o.paid_at, 'payment', 'paid', {
      amount: centsToEuros(o.amount_cents),
      detail: o.stripe_payment_intent_id ?? null,
    });
    add(o.cancelled_at, 'payment', 'cancelled');
    add(o.collected_at, 'pickup', 'collected', { who: o.venue_name ?? null });
    add(o.paid_out_at, 'transfer', 'paid_out');
    add(o.refunded_at, 'refund', 'refunded', {
      amount: centsToEuros(o.amount_refunded_cents ?? o.amount_cents),
      detail: [o.refund_reason, o.refund_note].filter(Boolean).join(': ') || null,
    });
    add(o.disputed_at, 'dispute', 'dispute_opened', { detail: o.dispute_id ?? null, problem: true });
    if (o.dispute_outcome)
      add(o.dispute_closed_at, 'dispute', `dispute_${o.dispute_outcome}`, {
        detail: o.dispute_id ?? null,
        problem: o.dispute_outcome === 'lost',
      });
  }
  if (o.status === 'pending_payment') add(o.reservation_expires_at, 'schedule', 'reservation_expires');
  if (o.pickup_deadline) {
    const fate =
      o.refund_reason === 'not_collected'
        ? 'fired'
        : o.status !== 'paid'
          ? 'cancelled'
          : disputeHoldsPayment(o)
            ? 'held'
            : 'pending';
    add(o.pickup_deadline, 'schedule', 'refund_schedule', { detail: fate });
  }
  for (const p of t.payouts) {
    const amount = centsToEuros(p.amount_cents);
    add(p.scheduled_for, 'schedule', 'payout_scheduled', { who: p.party, amount });
    // Held from when there was both a pickup and the dispute (or its loss): whichever came later.
    const heldSince = [o.dispute_closed_at ?? o.disputed_at, o.collected_at].filter(Boolean).sort().pop();
    if (payoutStillDue(p) && disputeHoldsPayouts(o))
      add(heldSince, 'transfer', 'payout_held', {
        who: p.party,
        amount,
        detail: o.dispute_outcome === 'lost' ? 'dispute_lost' : 'dispute_open',
        problem: true,
      });
    if (p.status === 'waiting_for_account')
      add(p.updated_at, 'transfer', 'payout_waiting', { who: p.party, amount, detail: p.failure_reason });
    if (p.status === 'failed')
      add(p.updated_at, 'transfer', 'transfer_failed', {
        who: p.party,
        amount,
        detail: `${p.failure_reason ?? 'transfer_failed'} (${p.attempts})`,
        problem: true,
      });
    add(p.sent_at, 'transfer', 'transfer_sent', { who: p.party, amount, detail: p.stripe_transfer_id });
    add(p.reversed_at, 'transfer', 'transfer_reversed', {
      who: p.party,
      amount,
      detail: p.stripe_reversal_id,
    });
    if (p.reversal_failure)
      add(o.refunded_at ?? p.updated_at, 'transfer', 'reversal_failed', {
        who: p.party,
        amount,
        detail: p.reversal_failure,
        problem: true,
      });
    add(p.cancelled_at, 'transfer', 'payout_cancelled', { who: p.party, amount });
  }
  for (const m of t.mails) {
    // Not sent on purpose: the address bounced or complained (admin, Mail suppressions).
    if (m.status === 'suppressed') add(m.at, 'mail', 'mail_suppressed', { who: m.to, detail: m.subject });
    else
      add(m.at, 'mail', m.status === 'sent' ? `mail_${m.kind}` : `mail_${m.kind}_failed`, {
        who: m.to,
        detail: m.subject,
        problem: m.status !== 'sent',
      });
  }
  for (const e of t.events)
    add(e.received_at ?? e.at, 'event', e.type, {
      detail: e.object_id,
      amount: e.amount_cents === null ? null : centsToEuros(e.amount_cents),
    });
  for (const a of t.audit)
    add(a.at, 'admin', a.action, { who: actorNames.get(a.id) ?? a.actor_email, detail: a.reason });
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

export async function detailOf(t: Stored2, lang: Language): Promise<AdminTransactionDetailResponse> {
  const o = t.order;
  // The admins' actions name who acted and on what, as the audit log does (ids on hover).
  const audit = await withNames([...t.audit].reverse());
  const actorNames = new Map(audit.flatMap((a) => (a.actor_name ? [[a.id, a.actor_name] as const] : [])));
  const failed = t.payouts.some((p) => p.status === 'failed');
  const payouts: AdminPayout[] = (['artist', 'venue'] as const)
    .filter((party) => party === 'artist' || o.venue_id)
    .map((party) => {
      const p = t.payouts.find((x) => x.party === party);
      return {
        ...payoutView(o, party, t.payouts, lang),
        attempts: p?.attempts ?? 0,
        failure_reason: p?.failure_reason ?? null,
        stripe_transfer_id: p?.stripe_transfer_id ?? null,
        stripe_reversal_id: p?.stripe_reversal_id ?? null,
        reversal_failure: p?.reversal_failure ?? null,
      };
    });
  return {
    transaction: {
      ...toAdminTransaction(o, failed),
      buyer_id: o.buyer_id ?? null,
      artist_id: o.artist_id,
      venue_id: o.venue_id ?? null,
      venue_commission_percent: o.venue_commission,
      platform_fee_percent: o.platform_fee_bps / 100,
      pickup_deadline: o.pickup_deadline ?? null,
      collected_at: o.collected_at ?? null,
      paid_out_at: o.paid_out_at ?? null,
      refunded_at: o.refunded_at ?? null,
      refund_reason: o.refund_reason ?? null,
      refund_note: o.refund_note ?? null,
      amount_refunded: o.amount_refunded_cents === undefined ? null : centsToEuros(o.amount_refunded_cents),
      stripe_payment_intent_id: o.stripe_payment_intent_id ?? null,
      stripe_charge_id: o.stripe_charge_id ?? null,
      stripe_refund_id: o.stripe_refund_id ?? null,
    },
    payouts,
    timeline: timelineOf(t, nowIso(), actorNames),
    audit,
    actions: {
      refund: REFUNDABLE.includes(o.status) && !!o.stripe_payment_intent_id && !disputeHoldsPayment(o),
      retry_payout: failed && PAYABLE.includes(o.status) && !disputeHoldsPayouts(o),
    },
    dispute: adminDisputeOf(o, lang, nowIso()),
  };
}

/** GET /admin/transactions/{id} (admins): the order, its split, payouts, timeline and audit trail. */
export const transactionDetail = defineOperation({
  params: transactionIdParams,
  response: adminTransactionDetailResponseSchema,
  async run({ params, lang }) {
    const t = await readTransaction(params.id);
    if (!t) throw notFound('error.order_not_found');
    return { body: await detailOf(t, lang), headers: { 'Cache-Control': 'private, no-store' } };
  },
});
