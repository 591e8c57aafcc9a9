import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { accountUpdated } from './account-updated.ts';
import { chargeDisputeClosed, chargeDisputeCreated } from './charge-dispute.ts';
import { chargeRefunded } from './charge-refunded.ts';
import { paymentIntentFailed } from './payment-intent-failed.ts';
import { paymentIntentSucceeded } from './payment-intent-succeeded.ts';
import { transferEvent } from './transfer-events.ts';

/** What handling one Stripe event did: `changed` is false when it only repeated known facts. */
export interface EventOutcome {
  changed: boolean;
  /**
   * The order the event is about, when the handler had to look it up: a dispute carries neither
   * the payment's metadata nor its transfer group, only the payment's id.
   */
  orderId?: string;
}

/**
 * Handles one verified Stripe event. It runs once per event id (the webhook wraps it in the
 * idempotency utility); a handler that throws stores nothing, so Stripe's retry runs it again.
 */
export type StripeEventHandler = (event: PaymentEvent) => Promise<EventOutcome>;

/**
 * The Stripe event types this service acts on, one file per type in this folder. Any other type
 * is answered 200 and ignored.
 */
export const EVENT_HANDLERS: Partial<Record<PaymentEvent['type'], StripeEventHandler>> = {
  'account.updated': accountUpdated,
  'payment_intent.succeeded': paymentIntentSucceeded,
  'payment_intent.payment_failed': paymentIntentFailed,
  'payment_intent.canceled': paymentIntentFailed,
  'charge.refunded': chargeRefunded,
  'charge.dispute.created': chargeDisputeCreated,
  'charge.dispute.closed': chargeDisputeClosed,
  'transfer.created': transferEvent,
  'transfer.reversed': transferEvent,
};
