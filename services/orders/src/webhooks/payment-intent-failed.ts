import { nowIso } from '@konstvagg/lambda-kit';
import { payments, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { releaseReservation } from '../orders/checkout.ts';
import { getOrder } from '../orders/store.ts';
import { callPayments } from '../payments-call.ts';
import type { EventOutcome } from './event-handlers.ts';
import { orderIdOf } from './payment-intent-succeeded.ts';

/**
 * payment_intent.payment_failed and payment_intent.canceled: the order is cancelled and the work
 * released at once (not only when the reservation lapses). A failed intent is cancelled at Stripe
 * too, so it cannot succeed later for an order that no longer holds the work; the buyer starts a
 * new checkout (the page offers it). Only a pending order is touched: a repeat, or a failure event
 * arriving after the success, changes nothing.
 */
export async function paymentIntentFailed(event: PaymentEvent): Promise<EventOutcome> {
  const orderId = orderIdOf(event);
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order || order.status !== 'pending_payment') return { changed: false };
  const pi = event.data.object as { id: string; status?: string };
  if (event.type === 'payment_intent.payment_failed') {
    const current = await callPayments('retrieve payment intent', () =>
      payments().retrievePaymentIntent(pi.id),
    );
    // Out of order: the buyer tried again and paid; the success event does the rest.
    if (current.status === 'succeeded' || current.status === 'processing') return { changed: false };
    if (current.status !== 'canceled')
      await callPayments('cancel payment intent', () =>
        payments().cancelPaymentIntent(pi.id, { idempotencyKey: `cancel:${order.id}`, reason: 'abandoned' }),
      );
  }
  return { changed: await releaseReservation(order, nowIso()) };
}
