import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments, type PaymentIntent } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { getOrder } from '../orders/store.ts';
import { paymentSucceeded } from '../webhooks/payment-intent-succeeded.ts';

const log = createLogger('konstvagg-orders');

/**
 * How far back the orphan sweep reads Stripe's PaymentIntents: a checkout lives 15 minutes plus
 * the sweep's grace, so a day leaves room for sweeps that did not run.
 */
export const ORPHAN_WINDOW_HOURS = 24;

/**
 * An intent younger than this may belong to a checkout still running (its intent is made before
 * its order is written): the sweep leaves it for the next run. Far above the orders function's
 * 60 s timeout, so no checkout still runs then.
 */
export const ORPHAN_MIN_AGE_SECONDS = 5 * 60;

/** An intent a payment can still be made with, or that can still be stopped: Stripe cancels these. */
const CANCELLABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

/**
 * The orphan sweep (issue 45), run with the quarter-hourly sweep. A checkout creates its
 * PaymentIntent and then writes the order with the intent's id; a crash between the two (or a
 * checkout whose cancel after a lost race failed) leaves an intent with no order. Every intent
 * Stripe made in the last ORPHAN_WINDOW_HOURS, and at least ORPHAN_MIN_AGE_SECONDS ago, is read by
 * the `order_id` in its metadata:
 * - its order is cancelled or gone: an intent that can still be paid is cancelled (key
 *   `cancel:<intent>`); one that was paid is applied as payment_intent.succeeded would be, which
 *   refunds a payment for a cancelled checkout at once (`late_payment`);
 * - its order is waiting for a payment with no intent id (written by a checkout from before the
 *   intent came first, issue 43): the id is saved, and the checkout sweep then treats the order as
 *   any other (reads the intent, makes the sale or expires it).
 * Intents without an order_id are not ours and are left alone. Safe to run twice: cancels and
 * refunds carry fixed keys, and the id is saved only where none is.
 */
export async function sweepOrphanPayments(): Promise<{
  orphans_cancelled: number;
  orphans_attached: number;
}> {
  const nowSeconds = Math.floor(Date.parse(nowIso()) / 1000);
  const from = nowSeconds - ORPHAN_WINDOW_HOURS * 3600;
  const to = nowSeconds - ORPHAN_MIN_AGE_SECONDS;
  let cancelled = 0;
  let attached = 0;
  for await (const intent of payments().listPaymentIntents({ createdFrom: from, createdTo: to })) {
    const orderId = intent.metadata.order_id;
    if (!orderId) continue;
    try {
      const outcome = await settleOrphan(orderId, intent);
      if (outcome === 'cancelled') cancelled++;
      if (outcome === 'attached') attached++;
    } catch (err) {
      log.error(
        `Payment ${intent.id} of order ${orderId} not swept; the next sweep tries again`,
        err as Error,
      );
    }
  }
  if (cancelled || attached) log.warn('Orphan payments found', { cancelled, attached });
  return { orphans_cancelled: cancelled, orphans_attached: attached };
}

async function settleOrphan(
  orderId: string,
  intent: PaymentIntent,
): Promise<'cancelled' | 'attached' | null> {
  const order = await getOrder(orderId);
  if (order?.status === 'pending_payment' && !order.stripe_payment_intent_id) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: 'SET stripe_payment_intent_id = :pi',
          ConditionExpression:
            '#status = :pending AND (attribute_not_exists(stripe_payment_intent_id) OR stripe_payment_intent_id = :null)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pi': intent.id, ':pending': 'pending_payment', ':null': null },
        }),
      );
      return 'attached';
    } catch (err) {
      if (isConditionalCheckFailed(err)) return null;
      throw err;
    }
  }
  if (order && order.status !== 'cancelled') return null;
  if (intent.status === 'succeeded') {
    // A payment for a checkout that ended: paymentSucceeded refunds it (an order that is gone
    // cannot be told; it is logged for the admins).
    if (order)
      await paymentSucceeded(orderId, { id: intent.id, metadata: intent.metadata }, intent.latestChargeId);
    else log.error('A paid intent names an order that does not exist', { pi: intent.id, order: orderId });
    return null;
  }
  if (!CANCELLABLE.has(intent.status)) return null;
  await payments().cancelPaymentIntent(intent.id, {
    idempotencyKey: `cancel:${intent.id}`,
    reason: 'abandoned',
  });
  log.warn('An orphan payment intent was cancelled', {
    pi: intent.id,
    order: orderId,
    was: order?.status ?? 'gone',
  });
  return 'cancelled';
}
