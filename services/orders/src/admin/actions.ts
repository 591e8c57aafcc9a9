import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { adminRefundBodySchema, adminTransactionDetailResponseSchema } from '@konstvagg/contracts';
import {
  disputeHoldsPayment,
  disputeHoldsPayouts,
  refund as refundOrder,
  refundedStats,
  statUpdateItems,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import { AppError, conflict, createLogger, defineOperation, notFound, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { auditPut } from '@konstvagg/lambda-kit/audit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { refundScheduleName, scheduler } from '@konstvagg/lambda-kit/ports/scheduler';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { adminRefundPartyMail, refundBuyerMail, sendQuietly } from '../orders/mails.ts';
import { claimRefund, contactOf, getOrder, payoutsOf, updatePayout } from '../orders/store.ts';
import { sendPayout, settleOrder, takeBackPayouts, type PartyOutcome } from '../tasks/payouts.ts';
import { callPayments } from '../payments-call.ts';
import {
  alreadyRefundedAtStripe,
  backOnDisplayItems,
  countRefusal,
  refusedByStripe,
} from '../tasks/refund.ts';
import { detailOf, PAYABLE, readTransaction, REFUNDABLE, transactionIdParams } from './transactions.ts';

const log = createLogger('konstvagg-orders');

const alreadyRefunded = () => new AppError(409, 'already_refunded', 'error.already_refunded');

/** How many times an admin refund goes again when the sweep changed a payout under it. */
const REFUND_ATTEMPTS = 8;

/**
 * One go at an admin refund: reads the order and its payouts, refunds at Stripe (a fixed key, so
 * a second go gets the same refund), reverses what was sent, and writes it all in one transaction
 * conditional on what it read. Answers 'changed' when something it read changed before the write
 * (the payout sweep claimed a payout meanwhile): the caller goes again with fresh reads.
 */
async function refundAttempt(
  orderId: string,
  reason: string,
  caller: Parameters<typeof auditPut>[0],
): Promise<
  'changed' | { order: OrderRecord; at: string; outcomes: Partial<Record<'artist' | 'venue', PartyOutcome>> }
> {
  const order = await getOrder(orderId);
  if (!order) throw notFound('error.order_not_found');
  if (order.status === 'refunded') throw alreadyRefunded();
  if (!REFUNDABLE.includes(order.status) || !order.stripe_payment_intent_id)
    throw new AppError(409, 'not_refundable', 'error.not_refundable');
  if (disputeHoldsPayment(order)) throw new AppError(409, 'payment_disputed', 'error.payment_disputed');
  const payouts = await payoutsOf(order.id);
  // charge.refunded may arrive before this write: the claim leaves the order to this refund.
  await claimRefund(order, 'admin', nowIso());
  const paymentIntentId = order.stripe_payment_intent_id;
  const refund = await payments()
    .refund({
      paymentIntentId,
      // A refusal Stripe stores against its key and replays for a day: each one moves the key on
      // (the order's refund_refusals, as the deadline's refund does), so the admin's next try is asked.
      idempotencyKey: `re-admin:${order.id}${order.refund_refusals ? `:${order.refund_refusals}` : ''}`,
      reason: 'requested_by_customer',
      metadata: { order_id: order.id, reason: 'admin' },
    })
    .catch(async (err: unknown) => {
      // Refunded in full already (Stripe's dashboard, the deadline's refund): charge.refunded finishes it.
      if (alreadyRefundedAtStripe(err)) throw alreadyRefunded();
      if (refusedByStripe(err)) {
        await countRefusal(order);
        log.error(`Stripe refused the admin refund of ${order.id}`, err as Error);
        throw new AppError(409, 'refund_refused', 'error.refund_refused');
      }
      return callPayments('admin refund', () => Promise.reject(err));
    });
  const at = nowIso();
  const by = { by: caller?.userId ?? 'admin', by_role: 'admin' as const };
  const items: Record<string, unknown>[] = [
    ...refundOrder(
      order,
      { table: tableName(), at, by },
      'admin',
      { refund_note: reason, refunded_by: caller?.userId ?? null, stripe_refund_id: refund.id },
      { from: [order.status], note: reason },
    ),
  ];
  const taken = await takeBackPayouts(order, payouts, at);
  items.push(...taken.items);
  const outcomes = taken.outcomes;
  const reversalFailures = taken.failures;
  if (order.status === 'paid') items.push(...(await backOnDisplayItems(order, at)));
  items.push(...statUpdateItems(refundedStats(order, order.status, at), tableName(), at));
  items.push(
    await auditPut(caller, 'order.refund', { kind: 'order', id: order.id }, reason, at, {
      amount_cents: order.amount_cents,
      previous_status: order.status,
      stripe_refund_id: refund.id,
      reversed:
        Object.entries(outcomes)
          .filter(([, o]) => o === 'reversed')
          .map(([p]) => p)
          .join(',') || null,
      reversal_failed: reversalFailures.join(',') || null,
    }),
  );
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (err) {
    if (!isConditionalCheckFailed(err) && (err as { name?: string }).name !== 'TransactionCanceledException')
      throw err;
    const now = await getOrder(order.id);
    if (now?.status === 'refunded') throw alreadyRefunded();
    return 'changed';
  }
  return { order, at, outcomes };
}

/**
 * POST /admin/transactions/{id}/refund {reason} (admins). The buyer gets the whole amount back
 * (Stripe refund, key `re-admin:<order>`). Before any payout: the payouts are cancelled (never sent
 * later) and the refund schedule deleted. After a payout: each sent transfer is reversed (key
 * reversalKey, `trr:<order>:<party>`); a reversal Stripe refuses does not stop the refund: it is kept on the
 * payout (`reversal_failure`) and shown in the timeline. The order moves to refunded through the
 * lifecycle table, in one transaction with the payouts and the audit entry; a work not collected
 * yet goes back on display. Asked twice: the second answers 409 already_refunded (the Stripe
 * calls carry fixed keys, so even a race makes one refund and one reversal per transfer).
 */
export const refundTransaction = defineOperation({
  errors: [
    'already_refunded',
    'not_refundable',
    'payment_disputed',
    'refund_refused',
    'payments_unavailable',
  ],
  params: transactionIdParams,
  body: adminRefundBodySchema,
  response: adminTransactionDetailResponseSchema,
  async run({ params, body, caller, lang }) {
    const order = await adminRefund(params.id, body.reason, caller);
    const t = await readTransaction(order.id);
    return { body: await detailOf(t!, lang) };
  },
});

/**
 * An admin's refund of an order (refundTransaction, without HTTP): refunded at Stripe, the payouts
 * cancelled or reversed, the order refunded, then the schedule deleted and the people mailed.
 * Answers the order as it was before. Throws the AppErrors refundTransaction answers.
 */
export async function adminRefund(
  orderId: string,
  reason: string,
  caller: Parameters<typeof auditPut>[0],
): Promise<OrderRecord> {
  // The sweep may claim a payout between the reads and the write: the refund then goes again
  // (everything it asks Stripe carries a fixed key), rather than leaving the admin a 409 after
  // the buyer's money has already gone back.
  let done: Exclude<Awaited<ReturnType<typeof refundAttempt>>, 'changed'> | undefined;
  for (let attempt = 1; !done; attempt++) {
    const result = await refundAttempt(orderId, reason, caller);
    if (result !== 'changed') done = result;
    else if (attempt === REFUND_ATTEMPTS) throw conflict();
    // A sweep paying this order writes a few times in a row: let it get on before reading again.
    else await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 30));
  }
  const { order, at, outcomes } = done;
  await scheduler()
    .deleteSchedule(refundScheduleName(order.id))
    .catch((err: unknown) => log.warn('Refund schedule not deleted', { order: order.id, err: String(err) }));
  countMetric('orders', METRIC.Refunds, 1, { reason: 'admin' });
  countMetric('orders', METRIC.RefundedCents, order.amount_cents);
  const refunded: OrderRecord = { ...order, status: 'refunded', refunded_at: at };
  await sendQuietly(refundBuyerMail(refunded, 'admin'), `admin refund buyer ${order.id}`, {
    orderId: order.id,
    kind: 'refund_buyer',
  });
  const [artist, venue] = await Promise.all([
    contactOf('artist', order.artist_id),
    order.venue_id ? contactOf('venue', order.venue_id) : Promise.resolve(null),
  ]);
  if (artist)
    await sendQuietly(
      adminRefundPartyMail(refunded, artist, 'artist', outcomes.artist ?? 'cancelled'),
      `admin refund artist ${order.id}`,
      { orderId: order.id, kind: 'refund_artist' },
    );
  if (venue)
    await sendQuietly(
      adminRefundPartyMail(refunded, venue, 'venue', outcomes.venue ?? 'cancelled'),
      `admin refund venue ${order.id}`,
      { orderId: order.id, kind: 'refund_venue' },
    );
  return order;
}

/**
 * POST /admin/transactions/{id}/retry-payout (admins): the order's failed payouts are tried now,
 * through the sweep's own sendPayout (idempotency key per payout and refusal, the attempt claimed
 * by a conditional write). Each failed payout is first moved failed -> scheduled conditionally on
 * its version: of two retries at once, only one gets it (the other answers 409 nothing_to_retry),
 * so a transfer is never made twice. 409 when no payout has failed, and while a dispute holds the
 * payment (payout_held_by_dispute).
 */
export const retryPayout = defineOperation({
  errors: ['nothing_to_retry', 'payout_held_by_dispute', 'payments_unavailable'],
  params: transactionIdParams,
  response: adminTransactionDetailResponseSchema,
  async run({ params, caller, lang }) {
    const order = await getOrder(params.id);
    if (!order) throw notFound('error.order_not_found');
    const failed = (await payoutsOf(order.id)).filter((p) => p.status === 'failed');
    const nothing = () => new AppError(409, 'nothing_to_retry', 'error.nothing_to_retry');
    if (!failed.length || !PAYABLE.includes(order.status)) throw nothing();
    if (disputeHoldsPayouts(order))
      throw new AppError(409, 'payout_held_by_dispute', 'error.payout_held_by_dispute');
    const at = nowIso();
    const claimed: PayoutRecord[] = [];
    for (const p of failed) if (await updatePayout(p, 'scheduled', at)) claimed.push(p);
    if (!claimed.length) throw nothing();
    const results: string[] = [];
    for (const p of claimed) results.push(`${p.party}:${await sendPayout(p, order)}`);
    await settleOrder(order.id);
    const audit = (await auditPut(caller, 'order.retry_payout', { kind: 'order', id: order.id }, null, at, {
      parties: claimed.map((p) => p.party).join(','),
      results: results.join(','),
    })) as { Put: ConstructorParameters<typeof PutCommand>[0] };
    await documentClient().send(new PutCommand(audit.Put));
    const t = await readTransaction(order.id);
    return { body: await detailOf(t!, lang) };
  },
});
