import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  keys,
  newPickupCodes,
  paidStats,
  pay as payOrder,
  pickupDeadline,
  queries,
  queryInput,
  refund as refundOrder,
  refundedStats,
  statUpdateItems,
  STRIPE,
  transitionUpdate,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import {
  documentClient,
  getMany,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { callPayments } from '../payments-call.ts';
import { refundBuyerMail, sendQuietly } from '../orders/mails.ts';
import { getOrder } from '../orders/store.ts';
import { paidOutboxItem } from '../tasks/outbox.ts';
import { countRefusal, refusedByStripe } from '../tasks/refund.ts';
import type { EventOutcome } from './event-handlers.ts';

const log = createLogger('konstvagg-orders');

/** The order a PaymentIntent event is about (metadata.order_id, which checkout sets). */
export function orderIdOf(event: PaymentEvent): string | null {
  const obj = event.data.object as {
    metadata?: Record<string, string> | null;
    transfer_group?: string | null;
  };
  return obj.metadata?.order_id ?? obj.transfer_group ?? null;
}

/** The exhibition of a work at a venue in a status, if the exhibitions records have one. */
async function exhibitionOf(artworkId: string, venueId: string | null, status: ExhibitionRecord['status']) {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.exhibitionsOfArtwork(artworkId), {
        filter: '#st = :st AND venue_id = :venue',
        names: { '#st': 'status' },
        values: { ':st': status, ':venue': venueId },
      }),
    }),
  );
  return (Items?.[0] as ExhibitionRecord | undefined) ?? null;
}

interface Sale {
  order: OrderRecord | undefined;
  artwork: ArtworkRecord | undefined;
  venue: VenueRecord | undefined;
  exhibition: ExhibitionRecord | null;
}

/**
 * What a payment decides on: the order, its work, its venue and the work's exhibition there. With
 * the work, the venue and the exhibition the checkout put in the intent's metadata, that is one
 * batch before the order can read paid (issue 43); an intent that names no exhibition has it
 * queried beside the batch, and one whose names do not match the order is read one step after
 * another.
 */
async function readSale(
  orderId: string,
  named: { artworkId?: string; venueId?: string; exhibitionId?: string },
): Promise<Sale> {
  if (named.artworkId && named.venueId) {
    const { artworkId, venueId, exhibitionId } = named;
    const [[order, artwork, venue, held], queried] = await Promise.all([
      getMany<OrderRecord | ArtworkRecord | VenueRecord | ExhibitionRecord>(
        [
          keys.order(orderId),
          keys.artwork(artworkId),
          keys.venue(venueId),
          exhibitionId ? keys.exhibition(exhibitionId) : null,
        ],
        { consistent: true },
      ) as Promise<
        [
          OrderRecord | undefined,
          ArtworkRecord | undefined,
          VenueRecord | undefined,
          ExhibitionRecord | undefined,
        ]
      >,
      exhibitionId ? Promise.resolve(null) : exhibitionOf(artworkId, venueId, 'on_display'),
    ]);
    if (!order || (order.artwork_id === artworkId && order.venue_id === venueId)) {
      const onDisplay =
        held?.status === 'on_display' && held.artwork_id === artworkId && held.venue_id === venueId;
      const exhibition = !exhibitionId
        ? queried
        : onDisplay
          ? held
          : await exhibitionOf(artworkId, venueId, 'on_display');
      return { order, artwork, venue, exhibition };
    }
  }
  const order = await getOrder(orderId);
  if (!order || order.status !== 'pending_payment')
    return { order, artwork: undefined, venue: undefined, exhibition: null };
  const [artwork, venue] = (await getMany<ArtworkRecord | VenueRecord>(
    [keys.artwork(order.artwork_id), order.venue_id ? keys.venue(order.venue_id) : null],
    { consistent: true },
  )) as [ArtworkRecord | undefined, VenueRecord | undefined];
  return {
    order,
    artwork,
    venue,
    exhibition: await exhibitionOf(order.artwork_id, order.venue_id, 'on_display'),
  };
}

/**
 * payment_intent.succeeded: the order becomes paid (pickup deadline: the venue's closing time on the
 * 7th day, see pickupDeadline; pickup codes), the work sold and its exhibition sold, with the
 * day's counters and the outbox item of what follows (the refund schedule at the deadline, the
 * mails; tasks/outbox.ts), in one transaction. A payment for a work another buyer holds (our
 * reservation lapsed and was taken over) or has bought is refunded at once. Repeats and late
 * duplicates change nothing.
 */
export async function paymentIntentSucceeded(event: PaymentEvent): Promise<EventOutcome> {
  const orderId = orderIdOf(event);
  if (!orderId) return { changed: false };
  const pi = event.data.object as {
    id: string;
    latest_charge?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
  };
  const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
  return paymentSucceeded(orderId, { id: pi.id, metadata: pi.metadata }, chargeId);
}

/**
 * A payment for the order succeeded at Stripe: what payment_intent.succeeded does, also called by
 * the checkout sweep when it finds a succeeded payment whose webhook never came (Stripe is the
 * source of truth for what was paid; expire-checkouts.ts).
 */
export async function paymentSucceeded(
  orderId: string,
  pi: { id: string; metadata?: Record<string, string> | null },
  chargeId: string | null,
): Promise<EventOutcome> {
  const { order, artwork, venue, exhibition } = await readSale(orderId, {
    artworkId: pi.metadata?.artwork_id,
    venueId: pi.metadata?.venue_id,
    exhibitionId: pi.metadata?.exhibition_id,
  });
  if (!order) return { changed: false };

  if (order.status !== 'pending_payment') {
    // Paid already (a repeat): its refund schedule and mails are the outbox's (tasks/outbox.ts).
    // Cancelled before this success arrived: money for nothing goes back.
    if (order.status === 'cancelled') await refundLate(order, 'late_payment', pi.id);
    return { changed: false };
  }

  const at = nowIso();
  // Still ours: reserved by this order, or by a checkout whose reservation lapsed since (a lapsed
  // reservation counts as free), at the venue the order names.
  const ours =
    !!artwork &&
    artwork.status === 'reserved' &&
    (artwork.reserved_by_order_id === order.id || (artwork.reserved_until ?? '') <= at) &&
    artwork.venue_id === order.venue_id;
  if (!artwork || !ours) {
    await refundLate(order, 'late_payment', pi.id);
    return { changed: true };
  }

  // The venue's closing time on the 7th day, or its last opening before (shared/domain pickupDeadline).
  const deadline = pickupDeadline(new Date(at), venue?.opening_hours).toISOString();
  const codes = newPickupCodes();
  const items: Record<string, unknown>[] = [
    ...payOrder(
      order,
      { table: tableName(), at, by: STRIPE },
      {
        paid_at: at,
        pickup_deadline: deadline,
        ...codes,
        stripe_charge_id: chargeId,
        stripe_payment_intent_id: pi.id,
        reservation_expires_at: null,
      },
    ),
    {
      Update: {
        TableName: tableName(),
        ...transitionUpdate({
          lifecycle: ARTWORK_LIFECYCLE,
          key: keys.artwork(artwork.id),
          to: 'sold',
          from: ['reserved'],
          expectedVersion: artwork.version,
          at,
          remove: ['reserved_by_order_id', 'reserved_until'],
        }),
      },
    },
    // The admin's counters: one sale and its price, by city, category, style and venue.
    ...statUpdateItems(paidStats(order, artwork, at), tableName(), at),
    // What follows, carried out after this transaction: the refund at the deadline, the mails.
    paidOutboxItem(order.id, at),
  ];
  if (exhibition) {
    items.push({
      Update: {
        TableName: tableName(),
        ...transitionUpdate({
          lifecycle: EXHIBITION_LIFECYCLE,
          key: keys.exhibition(exhibition.id),
          to: 'sold',
          from: ['on_display'],
          expectedVersion: exhibition.version,
          at,
          append: { history: [{ at, by: 'system', by_role: 'system', what: 'sold', note: order.id }] },
        }),
      },
    });
  }
  try {
    await transactWrite(items);
  } catch (err) {
    if (!isConditionalCheckFailed(err) && (err as { name?: string }).name !== 'TransactionCanceledException')
      throw err;
    // Someone moved first: read again and decide from what is there now (Stripe retries on a throw).
    const current = await getOrder(order.id);
    if (current?.status === 'pending_payment')
      throw new Error(`order ${order.id}: paid transaction lost a race`);
    return { changed: false };
  }
  countMetric('orders', METRIC.OrdersPaid);
  countMetric('orders', METRIC.PaidCents, order.amount_cents);
  return { changed: true };
}

/**
 * A payment that cannot buy the work: refunded in full (key `re:<order>`, so a repeat never refunds
 * twice), and the order records it. The work and its new buyer are left alone.
 */
async function refundLate(order: OrderRecord, reason: 'late_payment', paidWith: string): Promise<void> {
  // The order may never have learnt its intent's id (a crash in its checkout): the payment names it.
  const piId = order.stripe_payment_intent_id ?? paidWith;
  const refund = await payments()
    .refund({
      paymentIntentId: piId,
      // A refusal moves the key on (refund_refusals), so Stripe's retry of this event is asked again.
      idempotencyKey: `re:${order.id}${order.refund_refusals ? `:${order.refund_refusals}` : ''}`,
      reason: 'duplicate',
      metadata: { order_id: order.id, reason },
    })
    .catch(async (err: unknown) => {
      if (refusedByStripe(err)) await countRefusal(order);
      return callPayments('refund late payment', () => Promise.reject(err));
    });
  const at = nowIso();
  if (order.status === 'pending_payment') {
    try {
      await transactWrite([
        ...refundOrder(order, { table: tableName(), at, by: STRIPE }, reason, {
          stripe_refund_id: refund.id,
          reservation_expires_at: null,
        }),
        ...statUpdateItems(refundedStats(order, 'pending_payment', at), tableName(), at),
      ]);
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
      log.warn('Late payment refunded; the order had moved on meanwhile', { order: order.id });
      return;
    }
  }
  countMetric('orders', METRIC.Refunds, 1, { reason });
  countMetric('orders', METRIC.RefundedCents, order.amount_cents);
  await sendQuietly(refundBuyerMail(order, reason), `late refund ${order.id}`, {
    orderId: order.id,
    kind: 'refund_buyer',
  });
}
