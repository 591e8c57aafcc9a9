import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  keys,
  queries,
  queryInput,
  disputeHoldsPayment,
  refundedStats,
  statUpdateItems,
  transitionUpdate,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { refundBuyerMail, refundPartyMail, sendQuietly } from '../orders/mails.ts';
import { contactOf, getItem, getOrder, orderTransitionItem } from '../orders/store.ts';

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
  at: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  return [
    orderTransitionItem(order, 'refunded', ['paid'], at, { refunded_at: at, ...fields }),
    ...(await backOnDisplayItems(order, at)),
    ...statUpdateItems(refundedStats(order, 'paid', at), tableName(), at),
  ];
}

/**
 * The `refund-<order>` schedule fired (at the pickup deadline). Only an order still paid and past
 * its deadline is refunded: in full, key `re:<order>`; the order becomes refunded, the work is on
 * display again (sold -> exhibited) and so is its exhibition (sold -> on_display), in one
 * transaction; then the buyer, the venue and the artist are mailed. Fired twice, or after the
 * pickup: nothing happens. A disputed payment is not refunded here (disputeHoldsPayment): the
 * order waits for the admins. A throw makes Scheduler try again (the refund key keeps it single).
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
  const refund = await payments().refund({
    paymentIntentId: order.stripe_payment_intent_id,
    idempotencyKey: `re:${order.id}`,
    metadata: { order_id: order.id, reason: 'not_collected' },
  });
  const items = await uncollectedRefundItems(order, at, {
    refund_reason: 'not_collected',
    stripe_refund_id: refund.id,
  });
  try {
    await transactWrite(items);
  } catch (err) {
    if (!isConditionalCheckFailed(err) && (err as { name?: string }).name !== 'TransactionCanceledException')
      throw err;
    const now = await getOrder(orderId);
    if (now?.status === 'paid') throw new Error(`order ${orderId}: refund transaction lost a race, retrying`);
    log.warn('Refund schedule found the order moved on', { order: orderId, status: now?.status });
    return { refunded: false };
  }
  const refunded = { ...order, status: 'refunded' as const, refunded_at: at };
  await sendQuietly(refundBuyerMail(refunded, 'not_collected'), `refund buyer ${order.id}`, {
    orderId: order.id,
    kind: 'refund_buyer',
  });
  const [artist, venue] = await Promise.all([
    contactOf('artist', order.artist_id),
    order.venue_id ? contactOf('venue', order.venue_id) : Promise.resolve(null),
  ]);
  if (artist)
    await sendQuietly(refundPartyMail(refunded, artist), `refund artist ${order.id}`, {
      orderId: order.id,
      kind: 'refund_artist',
    });
  if (venue)
    await sendQuietly(refundPartyMail(refunded, venue), `refund venue ${order.id}`, {
      orderId: order.id,
      kind: 'refund_venue',
    });
  return { refunded: true };
}

/** How long after its deadline an order must be before the backstop takes it from its schedule. */
export const OVERDUE_AFTER_MINUTES = 60;

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
        log.error(`Overdue order ${order.id} not refunded; the next sweep tries again`, err as Error);
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  if (refunded) log.warn('Refunded orders their schedules missed', { refunded });
  return { overdue_refunded: refunded, overdue_failed: failed };
}
