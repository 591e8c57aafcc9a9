import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  keys,
  queries,
  queryInput,
  disputeHoldsPayment,
  refund as refundOrder,
  refundedStats,
  statUpdateItems,
  SYSTEM,
  transitionUpdate,
  type Actor,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type Step,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { adminRefundPartyMail, refundBuyerMail, refundPartyMail, sendQuietly } from '../orders/mails.ts';
import { claimRefund, contactOf, getItem, getOrder } from '../orders/store.ts';

const log = createLogger('konstvagg-orders');

/**
 * A refunded sale that was not collected: the work is on display again (sold -> exhibited) and so
 * is its exhibition (sold -> on_display). The transaction items, for the refund's own transaction.
 */
export async function backOnDisplayItems(order: OrderRecord, at: string): Promise<Record<string, unknown>[]> {
  const artwork = await getItem<ArtworkRecord>(keys.artwork(order.artwork_id));
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.exhibitionsOfArtwork(order.artwork_id), {
        filter: '#st = :st AND venue_id = :venue',
        names: { '#st': 'status' },
        values: { ':st': 'sold', ':venue': order.venue_id },
      }),
    }),
  );
  const exhibition = Items?.[0] as ExhibitionRecord | undefined;
  const items: Record<string, unknown>[] = [];
  if (artwork?.status === 'sold') {
    items.push({
      Update: {
        TableName: tableName(),
        ...transitionUpdate({
          lifecycle: ARTWORK_LIFECYCLE,
          key: keys.artwork(artwork.id),
          to: 'exhibited',
          from: ['sold'],
          expectedVersion: artwork.version,
          at,
        }),
      },
    });
  }
  if (exhibition) {
    items.push({
      Update: {
        TableName: tableName(),
        ...transitionUpdate({
          lifecycle: EXHIBITION_LIFECYCLE,
          key: keys.exhibition(exhibition.id),
          to: 'on_display',
          from: ['sold'],
          expectedVersion: exhibition.version,
          at,
          append: {
            history: [
              { at, by: 'system', by_role: 'system', what: 'on_display', note: `refunded ${order.id}` },
            ],
          },
        }),
      },
    });
  }
  return items;
}

/**
 * The transaction of a paid, uncollected sale that is refunded (the deadline's refund, or a dispute
 * lost before the pickup): the order paid -> refunded with `fields`, the work and its exhibition on
 * display again (backOnDisplayItems), and the refund counted.
 */
export async function uncollectedRefundItems(
  order: OrderRecord,
  step: Step,
  reason: 'not_collected' | 'admin' | 'dispute_lost',
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const at = step.at;
  return [
    ...refundOrder(order, step, reason, fields, { from: ['paid'] }),
    ...(await backOnDisplayItems(order, at)),
    ...statUpdateItems(refundedStats(order, 'paid', at), tableName(), at),
  ];
}

/** Stripe's answer when the whole charge is already refunded (here, by the dashboard or an earlier go). */
export const alreadyRefundedAtStripe = (err: unknown) =>
  (err as { code?: string }).code === 'charge_already_refunded' ||
  (err as { raw?: { code?: string } }).raw?.code === 'charge_already_refunded';

/**
 * Stripe answered the refund with a refusal (a 4xx it stores against the idempotency key and
 * replays for 24 hours: an empty balance, say), not a network error or a 5xx (which it does not
 * store, so the same key is simply tried again).
 */
export const refusedByStripe = (err: unknown) => {
  const status = (err as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 409 && status !== 429;
};

/**
 * Counts a refund Stripe refused on the order (refund_refusals; no status change), so the next try
 * asks under a new key (`re:<order>:<n>`) instead of being answered the stored refusal for a day.
 * A second refund cannot follow from it: the refund is always in full, and Stripe refuses a second
 * full refund of a charge (charge_already_refunded, which refundTask treats as done).
 */
export async function countRefusal(order: OrderRecord): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.id),
        UpdateExpression: 'SET refund_refusals = :next',
        ConditionExpression: 'attribute_not_exists(refund_refusals) OR refund_refusals = :seen',
        ExpressionAttributeValues: {
          ':next': (order.refund_refusals ?? 0) + 1,
          ':seen': order.refund_refusals ?? 0,
        },
      }),
    )
    .catch((err: unknown) => {
      if (!isConditionalCheckFailed(err)) throw err;
    });
}

/**
 * The `refund-<order>` schedule fired (at the pickup deadline). Only an order still paid and past
 * its deadline is refunded: in full, key `re:<order>`; the order becomes refunded, the work is on
 * display again (sold -> exhibited) and so is its exhibition (sold -> on_display), in one
 * transaction; then the buyer, the venue and the artist are mailed. Fired twice, or after the
 * pickup: nothing happens. A disputed payment is not refunded here (disputeHoldsPayment): the
 * order waits for the admins. A throw makes Scheduler try again (the refund key keeps it single).
 * The refund is claimed on the order first (claimRefund), so the charge.refunded it causes leaves
 * the order to this task; a charge Stripe says is already refunded (the dashboard, or a go whose
 * key expired) is finished as refunded without a second one.
 */
export async function refundTask(orderId: string): Promise<{ refunded: boolean }> {
  const order = await getOrder(orderId);
  const at = nowIso();
  if (!order || order.status !== 'paid' || !order.pickup_deadline || order.pickup_deadline > at)
    return { refunded: false };
  if (!order.stripe_payment_intent_id) throw new Error(`order ${orderId} is paid but has no payment intent`);
  if (disputeHoldsPayment(order)) {
    // Stripe would refuse it (and retrying would not help): the admins, who have the dispute's
    // mail, decide; once it is won they can refund from the console.
    log.warn('Not collected, but the payment is disputed: the refund is left to the admins', {
      order: orderId,
    });
    return { refunded: false };
  }
  await claimRefund(order, 'not_collected', at);
  let refundId: string | null = null;
  const refusals = order.refund_refusals ?? 0;
  try {
    const refund = await payments().refund({
      paymentIntentId: order.stripe_payment_intent_id,
      idempotencyKey: refusals ? `re:${order.id}:${refusals}` : `re:${order.id}`,
      metadata: { order_id: order.id, reason: 'not_collected' },
    });
    refundId = refund.id;
  } catch (err) {
    if (!alreadyRefundedAtStripe(err)) {
      if (refusedByStripe(err)) await countRefusal(order);
      throw err;
    }
    log.warn('The payment was already refunded at Stripe: the order is finished as refunded', {
      order: orderId,
    });
  }
  const refunded = await finishUncollectedRefund(order, at, 'not_collected', refundId);
  if (refunded === 'raced') throw new Error(`order ${orderId}: refund transaction lost a race, retrying`);
  return { refunded: refunded === 'done' };
}

/**
 * Writes a paid, uncollected order's refund once the money is back at Stripe: the order refunded
 * with `reason`, its work and exhibition on display again, the refund counted (one transaction);
 * then the buyer, the artist and the venue are mailed. 'moved' when the order is no longer paid
 * (someone else finished it: nothing is mailed twice), 'raced' when it is still paid but changed
 * under the write (the caller goes again).
 */
export async function finishUncollectedRefund(
  order: OrderRecord,
  at: string,
  reason: 'not_collected' | 'admin',
  refundId: string | null,
  by: Actor = SYSTEM,
): Promise<'done' | 'moved' | 'raced'> {
  const items = await uncollectedRefundItems(order, { table: tableName(), at, by }, reason, {
    stripe_refund_id: refundId,
  });
  try {
    await transactWrite(items);
  } catch (err) {
    if (!isConditionalCheckFailed(err) && (err as { name?: string }).name !== 'TransactionCanceledException')
      throw err;
    const now = await getOrder(order.id);
    if (now?.status === 'paid') return 'raced';
    log.warn('The refund found the order moved on', { order: order.id, status: now?.status });
    return 'moved';
  }
  countMetric('orders', METRIC.Refunds, 1, { reason });
  countMetric('orders', METRIC.RefundedCents, order.amount_cents);
  const refunded = { ...order, status: 'refunded' as const, refunded_at: at };
  await sendQuietly(refundBuyerMail(refunded, reason), `refund buyer ${order.id}`, {
    orderId: order.id,
    kind: 'refund_buyer',
  });
  const [artist, venue] = await Promise.all([
    contactOf('artist', order.artist_id),
    order.venue_id ? contactOf('venue', order.venue_id) : Promise.resolve(null),
  ]);
  // Before the pickup nothing was paid out: an admin's refund cancels both parts.
  const partyMail = (to: NonNullable<typeof artist>, party: 'artist' | 'venue') =>
    reason === 'admin'
      ? adminRefundPartyMail(refunded, to, party, 'cancelled')
      : refundPartyMail(refunded, to);
  if (artist)
    await sendQuietly(partyMail(artist, 'artist'), `refund artist ${order.id}`, {
      orderId: order.id,
      kind: 'refund_artist',
    });
  if (venue)
    await sendQuietly(partyMail(venue, 'venue'), `refund venue ${order.id}`, {
      orderId: order.id,
      kind: 'refund_venue',
    });
  return 'done';
}

/** How long after its deadline an order must be before the backstop takes it from its schedule. */
const OVERDUE_AFTER_MINUTES = 60;

/**
 * The backstop of the refund schedules (issue 45), run by the quarter-hourly sweep: every order
 * still paid an hour past its pickup deadline is refunded through refundTask, whatever became of
 * its schedule (deleted by hand, lost with a failed outbox item, dead-lettered). The schedule
 * itself refunds at the deadline; this only catches what it missed, and refundTask's conditional
 * transition and refund key keep the two to one refund. A disputed payment stays with the admins.
 */
export async function refundOverdue(): Promise<{ overdue_refunded: number; overdue_failed: number }> {
  const due = new Date(Date.parse(nowIso()) - OVERDUE_AFTER_MINUTES * 60_000).toISOString();
  let refunded = 0;
  let failed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...queryInput(queries.ordersByStatus('paid'), {
          filter: 'pickup_deadline < :due',
          values: { ':due': due },
        }),
        ExclusiveStartKey: start,
      }),
    );
    for (const order of (page.Items ?? []) as OrderRecord[]) {
      try {
        if ((await refundTask(order.id)).refunded) refunded += 1;
      } catch (err) {
        failed += 1;
        countMetric('orders', METRIC.RefundFailures);
        log.error(`Overdue order ${order.id} not refunded; the next sweep tries again`, err as Error);
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  if (refunded) log.warn('Refunded orders their schedules missed', { refunded });
  return { overdue_refunded: refunded, overdue_failed: failed };
}
