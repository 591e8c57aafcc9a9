import { found, type ApiRoute } from './api.ts';
import { emit, type EventRequest } from './events.ts';
import { newId, type Obj, type Standin } from './state.ts';

/** Charges: made when a PaymentIntent is paid (or declined), by a card or a redirect method. */

/**
 * Records the charge of a payment attempt with payment method `pm` and makes it the intent's
 * latest charge. `decline` makes it a failed one; `details` is its `payment_method_details`.
 */
export function recordCharge(
  s: Standin,
  pi: Obj,
  pm: string,
  outcome: { decline?: { message: string }; details?: Obj } = {},
): Obj {
  const { decline, details } = outcome;
  const id = newId('ch');
  const charge: Obj = {
    id,
    object: 'charge',
    amount: pi.amount,
    amount_captured: decline ? 0 : pi.amount,
    amount_refunded: 0,
    balance_transaction: decline ? null : newId('txn'),
    captured: !decline,
    created: s.nowSec(),
    currency: pi.currency,
    metadata: pi.metadata,
    paid: !decline,
    payment_intent: pi.id,
    payment_method: pm,
    ...(details ? { payment_method_details: details } : {}),
    refunded: false,
    status: decline ? 'failed' : 'succeeded',
    failure_code: decline ? 'card_declined' : null,
    failure_message: decline ? decline.message : null,
    transfer_group: pi.transfer_group,
  };
  s.state.charges[id] = charge;
  pi.latest_charge = id;
  return charge;
}

/** The intent is paid by its (succeeded) charge: `charge.succeeded`, then `payment_intent.succeeded`. */
export function paymentSucceeded(s: Standin, pi: Obj, charge: Obj, request: EventRequest): void {
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.last_payment_error = null;
  emit(s, 'charge.succeeded', charge, request);
  emit(s, 'payment_intent.succeeded', pi, request);
}

export const chargeRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/charges\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.charges, 'charge', id!),
  },
];
