import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries, queryInput, type OrderRecord } from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { releaseReservation, RESERVATION_MINUTES } from '../orders/checkout.ts';
import { getOrder } from '../orders/store.ts';

const log = createLogger('konstvagg-orders');

/**
 * How long after its reservation ran out a checkout is left open: a payment confirmed in the last
 * seconds (a 3-D Secure step, a slow network) may still succeed, and is then either the sale (no one
 * else took the work) or refunded at once (payment_intent.succeeded's late-payment rule).
 */
export const EXPIRY_GRACE_MINUTES = 15;

/**
 * Abandoned checkouts (run by the quarter-hourly sweep): every order still `pending_payment` whose
 * reservation ran out EXPIRY_GRACE_MINUTES ago or more becomes `cancelled` and gives its work back (reserved -> exhibited, if
 * it still holds it), so it never lingers as a purchase. Its PaymentIntent is cancelled at Stripe
 * first (key `cancel:<order>`, as for a declined card), so no payment can succeed for it later; an
 * intent that has succeeded or is processing meanwhile is left to its webhook. Safe to run twice:
 * each order moves by one conditional write through the lifecycle table.
 */
export async function expireCheckouts(): Promise<{ expired: number }> {
  const at = nowIso();
  // GSI5 holds pending orders by creation time: one made before this ran out of its reservation
  // at least EXPIRY_GRACE_MINUTES ago.
  const createdBy = new Date(
    Date.parse(at) - (RESERVATION_MINUTES + EXPIRY_GRACE_MINUTES) * 60_000,
  ).toISOString();
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
  for (const listed of lapsed) {
    try {
      if (await expireCheckout(listed.id, at)) expired++;
    } catch (err) {
      log.error(`Checkout ${listed.id} not expired; the next sweep tries again`, err as Error);
    }
  }
  return { expired };
}

async function expireCheckout(orderId: string, at: string): Promise<boolean> {
  const order = await getOrder(orderId);
  if (!order || order.status !== 'pending_payment') return false;
  const graceEnds =
    Date.parse(order.reservation_expires_at ?? order.created_at) + EXPIRY_GRACE_MINUTES * 60_000;
  if (graceEnds > Date.parse(at)) return false;
  const piId = order.stripe_payment_intent_id;
  if (piId) {
    const intent = await payments().retrievePaymentIntent(piId);
    // Paid (or paying) after all: payment_intent.succeeded decides, as for any late payment.
    if (intent.status === 'succeeded' || intent.status === 'processing') return false;
    if (intent.status !== 'canceled')
      await payments().cancelPaymentIntent(piId, {
        idempotencyKey: `cancel:${order.id}`,
        reason: 'abandoned',
      });
  }
  return releaseReservation(order, at);
}
