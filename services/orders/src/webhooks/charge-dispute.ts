import {
  disputeClosedStats,
  disputeStats,
  keys,
  queries,
  queryInput,
  statUpdateItems,
  type OrderRecord,
  type UserRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { payments, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { refundScheduleName, scheduler } from '@konstvagg/lambda-kit/ports/scheduler';
import {
  isConditionalCheckFailed,
  queryAll,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { disputeAdminMail, disputeLostBuyerMail, disputePartyMail, sendQuietly } from '../orders/mails.ts';
import { contactOf, getItem, getOrder } from '../orders/store.ts';
import { uncollectedRefundItems } from '../tasks/refund.ts';
import { STILL_TO_PAY_OUT } from '../orders/view.ts';
import { callPayments } from '../payments-call.ts';
import type { EventOutcome } from './event-handlers.ts';

const log = createLogger('konstvagg-orders');

interface DisputeObject {
  id: string;
  status?: string;
  reason?: string | null;
  evidence_details?: { due_by?: number | null } | null;
  payment_intent?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
}

const OUTCOMES = ['won', 'lost', 'warning_closed'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The order a dispute is about: its metadata, else the disputed payment's. */
async function orderOf(dispute: DisputeObject): Promise<string | null> {
  const orderId = dispute.metadata?.order_id;
  if (orderId) return orderId;
  const piId =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!piId) return null;
  const pi = await callPayments('retrieve payment intent', () => payments().retrievePaymentIntent(piId));
  return pi.metadata.order_id ?? pi.transferGroup ?? null;
}

/**
 * Every admin who can sign in hears of it, each in their own language. After the state change and
 * never undoing it: a mail that cannot go out (or admins that cannot be read) is logged, not retried
 * into a second mail.
 */
async function mailAdmins(
  orderId: string,
  kind: 'dispute_opened_admin' | 'dispute_closed_admin',
  about: Parameters<typeof disputeAdminMail>[2],
): Promise<void> {
  try {
    const order = await getItem<OrderRecord>(keys.order(orderId));
    if (!order) return;
    const admins = await queryAll<UserRecord>({
      TableName: tableName(),
      ...queryInput(queries.usersByRole('admin')),
    });
    for (const admin of admins.filter((a) => !a.suspended_at)) {
      const to = { email: admin.email, name: admin.name ?? admin.first_name, lang: admin.language };
      await sendQuietly(disputeAdminMail(order, to, about), `dispute (${kind}) to an admin`, {
        orderId,
        kind,
      });
    }
  } catch (err) {
    log.error(`Dispute mail to the admins not sent (${kind})`, err as Error);
  }
}

/**
 * The artist and the venue of a sale still to be paid out hear of its dispute, each in their own
 * language: their part is on hold, or, once it closes, whether it goes out. Like the admins' mail,
 * after the state change and never undoing it.
 */
async function mailParties(orderId: string, phase: Parameters<typeof disputePartyMail>[3]): Promise<void> {
  try {
    const order = await getItem<OrderRecord>(keys.order(orderId));
    const ended = order?.refund_reason === 'dispute_lost';
    if (!order || !(STILL_TO_PAY_OUT.includes(order.status) || ended)) return;
    const kind = phase === 'opened' ? 'opened' : 'closed';
    for (const party of ['artist', 'venue'] as const) {
      const id = party === 'artist' ? order.artist_id : order.venue_id;
      const to = id ? await contactOf(party, id) : null;
      if (!to) continue;
      await sendQuietly(disputePartyMail(order, to, party, phase), `dispute (${kind}) to the ${party}`, {
        orderId,
        kind: `dispute_${kind}_${party}`,
      });
    }
  } catch (err) {
    log.error(`Dispute mail to the artist and the venue not sent (${phase})`, err as Error);
  }
}

/**
 * charge.dispute.created: flags the order for the admins (`disputed_at`, shown on the admin's view
 * of the order and in the log as a warning) and counts one more open dispute, in one transaction,
 * then mails the admins (Stripe's reason and the date by which evidence must be in), and the artist
 * and the venue of a sale still to be paid out. While it is open nothing is refunded or paid out
 * (disputeHoldsPayment); the dispute is the admins' call, answered in Stripe's dashboard.
 */
export async function chargeDisputeCreated(event: PaymentEvent): Promise<EventOutcome> {
  const dispute = event.data.object as DisputeObject;
  const orderId = await orderOf(dispute);
  if (!orderId) return { changed: false };
  try {
    const at = nowIso();
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: 'SET disputed_at = :at, dispute_id = :id, updated_at = :at',
          // Flagged once; a closing event that came first has already recorded it (and not counted it).
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(disputed_at)',
          ExpressionAttributeValues: { ':at': at, ':id': dispute.id },
        },
      },
      ...statUpdateItems(disputeStats(), tableName(), at),
    ]);
    log.warn('Payment disputed: the order is flagged for the admins', {
      order: orderId,
      dispute: dispute.id,
    });
  } catch (err) {
    if (isConditionalCheckFailed(err)) return { changed: false, orderId };
    throw err;
  }
  countMetric('orders', METRIC.DisputesOpened);
  const dueBy = dispute.evidence_details?.due_by;
  await mailAdmins(orderId, 'dispute_opened_admin', {
    phase: 'opened',
    reason: dispute.reason ?? null,
    dueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
  });
  await mailParties(orderId, 'opened');
  return { changed: true, orderId };
}

/**
 * A dispute lost before the pickup: the buyer's bank has paid them back, so the sale ends as a
 * refunded one would (refund_reason dispute_lost; no refund at Stripe, the bank made it). In one
 * transaction conditional on the order still being paid (a pickup that came first wins, and its
 * payouts stay held): the order refunded, the work and its exhibition on display again (for sale,
 * uncollectedRefundItems), the refund counted. The pickup code then stops working, since only a paid
 * order can be collected, and the refund schedule is deleted; the buyer hears that the purchase has
 * ended. Safe to run again: it does nothing once the order has moved on.
 */
async function endUncollectedSale(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  if (order?.status !== 'paid' || order.dispute_outcome !== 'lost') return;
  const at = nowIso();
  try {
    await transactWrite(
      await uncollectedRefundItems(order, at, {
        refund_reason: 'dispute_lost',
        amount_refunded_cents: order.amount_cents,
      }),
    );
  } catch (err) {
    if (!isConditionalCheckFailed(err) && (err as { name?: string }).name !== 'TransactionCanceledException')
      throw err;
    // Still paid: the transaction lost a race (on AWS also a TransactionConflict), so the webhook
    // answers an error and Stripe's retry ends the sale. Moved on (collected, refunded): it stays.
    if ((await getOrder(orderId))?.status === 'paid')
      throw new Error(`order ${orderId}: the end of the sale lost a race, retrying`);
    log.warn('A lost dispute found its order moved on; it stays as it is', { order: orderId });
    return;
  }
  countMetric('orders', METRIC.Refunds, 1, { reason: 'dispute_lost' });
  countMetric('orders', METRIC.RefundedCents, order.amount_cents);
  log.info('Dispute lost before the pickup: the sale has ended and the work is for sale again', {
    order: orderId,
  });
  await scheduler()
    .deleteSchedule(refundScheduleName(orderId))
    .catch((err: unknown) => log.warn('Refund schedule not deleted', { order: orderId, err: String(err) }));
  await sendQuietly(disputeLostBuyerMail({ ...order, status: 'refunded' }), `dispute lost buyer ${orderId}`, {
    orderId,
    kind: 'refund_buyer',
  });
}

/**
 * charge.dispute.closed: records the outcome (won, lost, or an inquiry closed as a warning) on the
 * order, for its timeline, and counts one open dispute less, in one transaction. A closing event
 * that arrives before its opening one (Stripe does not promise the order) records both moments and
 * leaves the count alone; the opening event then finds the order flagged and changes nothing.
 * The admins get a mail with the outcome, and so do the artist and the venue of a sale still to be
 * paid out. A won dispute (or a closed inquiry) lets its payouts go with the next sweep. A lost one
 * before the pickup ends the sale (endUncollectedSale); after the pickup, Stripe has taken the
 * payment back, the payouts not made stay on hold, and what else applies (a payout already made,
 * the artist's part of a work the buyer has) stays the admins' call.
 */
export async function chargeDisputeClosed(event: PaymentEvent): Promise<EventOutcome> {
  const dispute = event.data.object as DisputeObject;
  const outcome = OUTCOMES.find((o) => o === dispute.status);
  if (!outcome) {
    log.warn('A closed dispute with an unknown status is ignored', {
      dispute: dispute.id,
      status: dispute.status,
    });
    return { changed: false };
  }
  const orderId = await orderOf(dispute);
  if (!orderId) return { changed: false };
  const at = nowIso();
  const values = { ':at': at, ':outcome': outcome satisfies Outcome };
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: 'SET dispute_closed_at = :at, dispute_outcome = :outcome, updated_at = :at',
          ConditionExpression:
            'attribute_exists(PK) AND attribute_exists(disputed_at) AND attribute_not_exists(dispute_closed_at)',
          ExpressionAttributeValues: values,
        },
      },
      ...statUpdateItems(disputeClosedStats(), tableName(), at),
    ]);
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    try {
      // Closed before it was seen opened: both moments, no count (it was never counted open).
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: keys.order(orderId),
            UpdateExpression:
              'SET disputed_at = :at, dispute_id = :id, dispute_closed_at = :at, dispute_outcome = :outcome, updated_at = :at',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(disputed_at)',
            ExpressionAttributeValues: { ...values, ':id': dispute.id },
          },
        },
      ]);
    } catch (again) {
      if (!isConditionalCheckFailed(again)) throw again;
      // Already closed (or no such order). A delivery again after a failure half-way finishes the
      // sale's end: Stripe retries an event until it is answered 200.
      if (outcome === 'lost') await endUncollectedSale(orderId);
      return { changed: false, orderId };
    }
  }
  log.info('Dispute closed', { order: orderId, dispute: dispute.id, outcome });
  countMetric('orders', METRIC.DisputesClosed, 1, { outcome });
  if (outcome === 'lost') await endUncollectedSale(orderId);
  await mailAdmins(orderId, 'dispute_closed_admin', { phase: 'closed', outcome });
  await mailParties(orderId, outcome);
  return { changed: true, orderId };
}
