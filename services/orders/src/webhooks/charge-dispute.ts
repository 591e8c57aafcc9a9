import {
  closeDispute,
  isPickupValidated,
  sellerProtected,
  keys,
  openDispute,
  queries,
  queryInput,
  refund as refundOrder,
  refundedStats,
  statUpdateItems,
  STRIPE,
  type DisputeOpening,
  type OrderRecord,
  type TransactItem,
  type UserRecord,
} from '@konstvagg/domain';
import { AppError, createLogger, nowIso } from '@konstvagg/lambda-kit';
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
import { saveDisputeEvidence, scheduleEvidenceSubmission } from '../disputes/evidence.ts';
import { contactOf, getItem, getOrder, payoutsOf } from '../orders/store.ts';
import { takeBackPayouts } from '../tasks/payouts.ts';
import { uncollectedRefundItems } from '../tasks/refund.ts';
import { STILL_TO_PAY_OUT } from '../orders/view.ts';
import { callPayments } from '../payments-call.ts';
import type { EventOutcome } from './event-handlers.ts';

const log = createLogger('konstvagg-orders');

interface DisputeObject {
  id: string;
  status?: string;
  amount?: number;
  reason?: string | null;
  evidence_details?: { due_by?: number | null } | null;
  payment_intent?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
}

const OUTCOMES = ['won', 'lost', 'warning_closed'] as const;

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
    // Everyone with a part in the sale: still to be paid out, paid out, or undone by the dispute.
    const ended = order?.refund_reason === 'dispute_lost';
    if (!order || !(STILL_TO_PAY_OUT.includes(order.status) || order.status === 'paid_out' || ended)) return;
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

/** What the machine records of a dispute as Stripe sent it. */
function openingOf(dispute: DisputeObject): DisputeOpening {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    reason: dispute.reason ?? null,
    amount_cents: typeof dispute.amount === 'number' ? dispute.amount : null,
    due_by: dueBy ? new Date(dueBy * 1000).toISOString() : null,
  };
}

/**
 * Runs a dispute event's items against the order as read, reading again when another write came
 * between (the version moved): 'written', or 'skipped' when `applies` says the event is recorded
 * already (a repeat). A conflict three times over throws: Stripe delivers the event again.
 */
async function writeDisputeEvent(
  orderId: string,
  applies: (order: OrderRecord) => boolean,
  items: (order: OrderRecord, at: string) => TransactItem[],
): Promise<{ result: 'written' | 'skipped' | 'missing'; order?: OrderRecord; at?: string }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await getOrder(orderId);
    if (!order) return { result: 'missing' };
    if (!applies(order)) return { result: 'skipped', order };
    const at = nowIso();
    try {
      await transactWrite(items(order, at));
      return { result: 'written', order, at };
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
  throw new Error(`order ${orderId}: the dispute's write kept losing races`);
}

/**
 * charge.dispute.created: the money machine's openDispute (a sub-state of the order: the version
 * moves, so a refund or a payout step that read the order before fails its condition), with
 * whether the pickup was validated with the buyer's code (seller protection), and one more open
 * dispute counted; then the admins are mailed (Stripe's reason and the due date), and the artist
 * and the venue of the sale, and the evidence goes in at Stripe (saved, not yet submitted: the
 * admins may add to it; submitted a day before it is due). While it is open nothing
 * is refunded; payouts wait, except a protected sale's, which go once the evidence is saved.
 */
export async function chargeDisputeCreated(event: PaymentEvent): Promise<EventOutcome> {
  const dispute = event.data.object as DisputeObject;
  const orderId = await orderOf(dispute);
  if (!orderId) return { changed: false };
  const opening = openingOf(dispute);
  const written = await writeDisputeEvent(
    orderId,
    // Recorded once; a closing event that came first has recorded it (and not counted it). A
    // payment whose success is not recorded yet (its webhook is on its way) is disputed once it is:
    // a 503 makes Stripe deliver this again in a moment. It is expected, so a warning, not the
    // "Unhandled error" of an unknown fault that an operator would be woken for.
    (order) => {
      if (order.status === 'pending_payment') {
        log.warn('A dispute came before its payment was recorded; Stripe delivers it again', {
          order: order.id,
          dispute: dispute.id,
        });
        throw new AppError(503, 'unavailable', 'error.unavailable', undefined, { 'Retry-After': '5' });
      }
      return !order.disputed_at;
    },
    (order, at) => openDispute(order, { table: tableName(), at, by: STRIPE }, opening),
  );
  if (written.result !== 'written') return { changed: false, ...(written.order ? { orderId } : {}) };
  log.warn('Payment disputed: the order is flagged for the admins', {
    order: orderId,
    dispute: dispute.id,
    protected: isPickupValidated(written.order!),
  });
  countMetric('orders', METRIC.DisputesOpened);
  // The people first (a mail is quick; the evidence reads the order's mails and asks Stripe).
  await mailAdmins(orderId, 'dispute_opened_admin', {
    phase: 'opened',
    reason: opening.reason,
    dueBy: opening.due_by,
  });
  await mailParties(orderId, 'opened');
  await gatherEvidence(orderId, opening.due_by);
  return { changed: true, orderId };
}

/**
 * The evidence, saved at Stripe at once, and its submission scheduled for a day before it is due
 * (disputes/evidence.ts). A failure is logged for the admins, who can send it from the order's
 * page: the dispute itself is recorded either way.
 */
async function gatherEvidence(orderId: string, dueBy: string | null): Promise<void> {
  try {
    await saveDisputeEvidence(orderId, { submit: false, by: STRIPE });
    await scheduleEvidenceSubmission(orderId, dueBy);
  } catch (err) {
    log.error(`Dispute evidence for ${orderId} not saved; an admin can send it from the order`, err as Error);
  }
}

/**
 * A dispute lost before the pickup: the buyer's bank has paid them back, so the sale ends as a
 * refunded one would (refund_reason dispute_lost; no refund at Stripe, the bank made it). In one
 * transaction conditional on the order still being paid: the order refunded, the work and its
 * exhibition on display again (for sale, uncollectedRefundItems), the refund counted. The pickup
 * code then stops working, since only a paid order can be collected, and the refund schedule is
 * deleted; the buyer hears that the purchase has ended. Safe to run again: it does nothing once the
 * order has moved on.
 */
async function endUncollectedSale(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  if (order?.status !== 'paid' || order.dispute_outcome !== 'lost') return;
  const at = nowIso();
  try {
    await transactWrite(
      await uncollectedRefundItems(order, { table: tableName(), at, by: STRIPE }, 'dispute_lost', {
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
 * A dispute lost after a pickup that was not validated with the buyer's code (no seller
 * protection): the buyer's bank has the money back, so the sale is undone for the payees as an
 * admin's refund would undo it, without a refund at Stripe: the payouts not sent are cancelled,
 * the sent ones reversed (takeBackPayouts), and the order is refunded with reason dispute_lost, in
 * one transaction. Safe to run again (the reversal keys are fixed; a refunded order stays).
 */
async function undoUnprotectedSale(orderId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await getOrder(orderId);
    if (!order || order.dispute_outcome !== 'lost' || sellerProtected(order)) return;
    if (!['collected', 'payout_scheduled', 'paid_out'].includes(order.status)) return;
    const at = nowIso();
    const payouts = await payoutsOf(orderId);
    const taken = await takeBackPayouts(order, payouts, at);
    try {
      await transactWrite([
        ...refundOrder(
          order,
          { table: tableName(), at, by: STRIPE },
          'dispute_lost',
          {
            amount_refunded_cents: order.amount_cents,
          },
          { from: [order.status], note: 'lost dispute, no validated pickup' },
        ),
        ...taken.items,
        ...statUpdateItems(refundedStats(order, order.status, at), tableName(), at),
      ]);
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
      continue;
    }
    countMetric('orders', METRIC.Refunds, 1, { reason: 'dispute_lost' });
    log.warn('Dispute lost without a validated pickup: the payouts are cancelled or reversed', {
      order: orderId,
      outcomes: taken.outcomes,
    });
    return;
  }
  throw new Error(`order ${orderId}: undoing the sale after a lost dispute kept losing races`);
}

/**
 * charge.dispute.closed: the money machine's closeDispute records the outcome (won, lost, or an
 * inquiry closed as a warning; the version moves) and counts one open dispute less. A closing
 * event that arrives before its opening one (Stripe does not promise the order) records both
 * moments and leaves the count alone; the opening event then finds the order flagged and changes
 * nothing. Then, by the outcome:
 * - won, or an inquiry closed: the payouts go with the next sweep;
 * - lost before the pickup: the sale ends and the work is for sale again (endUncollectedSale);
 * - lost after a pickup validated with the buyer's code: the payees keep their payouts; the
 *   platform's loss is recorded on the order (platform_loss_cents) and counted;
 * - lost after a pickup without one: the payouts are cancelled or reversed (undoUnprotectedSale).
 * The admins get a mail with the outcome, and so do the artist and the venue of a sale still to be
 * paid out.
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
  const written = await writeDisputeEvent(
    orderId,
    (order) => !order.dispute_closed_at,
    (order, at) => closeDispute(order, { table: tableName(), at, by: STRIPE }, outcome, openingOf(dispute)),
  );
  if (written.result === 'missing') return { changed: false };
  // Already closed: a delivery again after a failure half-way finishes what the outcome asks.
  if (written.result === 'skipped') {
    if (outcome === 'lost') await afterLoss(orderId);
    return { changed: false, orderId };
  }
  log.info('Dispute closed', { order: orderId, dispute: dispute.id, outcome });
  countMetric('orders', METRIC.DisputesClosed, 1, { outcome });
  if (outcome === 'lost') await afterLoss(orderId);
  const loss = (await getOrder(orderId))?.platform_loss_cents;
  if (loss) countMetric('orders', METRIC.PlatformLossCents, loss);
  await mailAdmins(orderId, 'dispute_closed_admin', { phase: 'closed', outcome });
  await mailParties(orderId, outcome);
  return { changed: true, orderId };
}

/** What a lost dispute does to the sale, by whether it was collected and how (see chargeDisputeClosed). */
async function afterLoss(orderId: string): Promise<void> {
  const order = await getOrder(orderId);
  if (!order) return;
  if (order.status === 'paid') return endUncollectedSale(orderId);
  if (sellerProtected(order)) return;
  return undoUnprotectedSale(orderId);
}
