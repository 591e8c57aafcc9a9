import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type OrderRecord } from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { releaseReservation } from '../orders/checkout.ts';
import { getOrder } from '../orders/store.ts';
import { paymentSucceeded } from '../webhooks/payment-intent-succeeded.ts';

const log = createLogger('konstvagg-orders');

/**
 * How long after its reservation ran out a checkout is left open: a payment confirmed in the last
 * seconds (a 3-D Secure step, a slow network) may still succeed, and is then either the sale (no one
 * else took the work) or refunded at once (payment_intent.succeeded's late-payment rule).
 */
const EXPIRY_GRACE_MINUTES = 15;

/**
 * A checkout still `pending_payment` this long after it was made is asked about at Stripe: a
 * payment confirmed in the browser makes its webhook within seconds, so one still unpaid here may
 * be one whose webhook never came (a crash, an endpoint down past Stripe's retries).
 */
const RECONCILE_AFTER_MINUTES = 2;

/**
 * The checkout sweep (run with the quarter-hourly payout sweep). Stripe is the source of truth for
 * what was paid, so every order still `pending_payment` RECONCILE_AFTER_MINUTES after it was made
 * has its PaymentIntent read:
 * - succeeded: applied as payment_intent.succeeded would be (the sale, or an at-once refund with the
 *   `late_payment` reason if the work went to someone else); the webhook, if it ever comes, is a repeat;
 * - processing or needing the buyer's action (3-D Secure, Swish, Klarna): the work stays held;
 * - otherwise, once its reservation ran out EXPIRY_GRACE_MINUTES ago or more (abandoned): the
 *   intent is cancelled at Stripe first (key `cancel:<order>`), so no payment can succeed for it
 *   later, and the order becomes `cancelled`, giving its work back (reserved -> exhibited, if it
 *   still holds it), so it never lingers as a purchase.
 * Safe to run twice: each order moves by one conditional write through the lifecycle table.
 */
export async function expireCheckouts(): Promise<{ expired: number; reconciled: number }> {
  const at = nowIso();
  // GSI5 holds pending orders by creation time.
  const createdBy = new Date(Date.parse(at) - RECONCILE_AFTER_MINUTES * 60_000).toISOString();
  const lapsed: OrderRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...queryInput(queries.ordersCreatedBy('pending_payment', createdBy)),
        ExclusiveStartKey: start,
      }),
    );
    lapsed.push(...((page.Items ?? []) as OrderRecord[]));
    start = page.LastEvaluatedKey;
  } while (start);

  let expired = 0;
  let reconciled = 0;
  for (const listed of lapsed) {
    try {
      const outcome = await sweepCheckout(listed.id, at);
      if (outcome === 'expired') expired++;
      if (outcome === 'paid') reconciled++;
    } catch (err) {
      log.error(`Checkout ${listed.id} not swept; the next sweep tries again`, err as Error);
    }
  }
  return { expired, reconciled };
}

async function sweepCheckout(orderId: string, at: string): Promise<'paid' | 'expired' | 'waiting'> {
  const order = await getOrder(orderId);
  if (!order || order.status !== 'pending_payment') return 'waiting';
  const graceEnds =
    Date.parse(order.reservation_expires_at ?? order.created_at) + EXPIRY_GRACE_MINUTES * 60_000;
  const abandoned = graceEnds <= Date.parse(at);
  const piId = order.stripe_payment_intent_id;
  if (piId) {
    const intent = await payments().retrievePaymentIntent(piId);
    if (intent.status === 'succeeded') {
      log.warn('A payment succeeded with no webhook: applied from Stripe', { order: order.id, pi: piId });
      await paymentSucceeded(order.id, { id: intent.id, metadata: intent.metadata }, intent.latestChargeId);
      return 'paid';
    }
    // Paying (a bank's answer pending, or the buyer's step): the work stays held until it ends.
    if (!abandoned || intent.status === 'processing') return 'waiting';
    if (intent.status !== 'canceled')
      await payments().cancelPaymentIntent(piId, {
        idempotencyKey: `cancel:${order.id}`,
        reason: 'abandoned',
      });
  } else if (!abandoned) return 'waiting';
  return (await releaseReservation(order, at)) ? 'expired' : 'waiting';
}
