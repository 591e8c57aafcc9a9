import { nowIso } from '@konstvagg/lambda-kit';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { releaseReservation } from '../orders/checkout.ts';
import { getOrder } from '../orders/store.ts';
import type { EventOutcome } from './event-handlers.ts';
import { orderIdOf } from './payment-intent-succeeded.ts';

/**
 * payment_intent.payment_failed and payment_intent.canceled.
 *
 * A failed payment (a declined card) changes nothing: the PaymentIntent is back at
 * requires_payment_method, so the buyer tries another card on the same intent and the same order
 * while the reservation lasts (docs/decisions.md "A declined card is retried on the same order").
 * One order per checkout, and the reservation's expiry stays the one the buyer was shown. If no
 * card pays, the sweep closes the order after the reservation (expire-checkouts.ts), cancelling the
 * intent first.
 *
 * A cancelled intent ends the checkout: the order is cancelled and the work released at once.
 * Only a pending order is touched: a repeat, or an event arriving after the success, changes nothing.
 */
export async function paymentIntentFailed(event: PaymentEvent): Promise<EventOutcome> {
  if (event.type !== 'payment_intent.canceled') return { changed: false };
  const orderId = orderIdOf(event);
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order || order.status !== 'pending_payment') return { changed: false };
  return { changed: await releaseReservation(order, nowIso(), 'payment_failed') };
}
