import {
  found,
  intParam,
  invalid,
  metadataParam,
  requestOf,
  str,
  type ApiCall,
  type ApiRoute,
} from './api.ts';
import { blocksRefund } from './disputes.ts';
import { emit } from './events.ts';
import { jsonBody, refuse, send, type StandinRoute } from './responses.ts';
import { newId, type Obj, type Standin } from './state.ts';

/** Refunds of a succeeded charge (by its PaymentIntent or itself), whole or in parts. */

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The charge a refund call names (`payment_intent` or `charge`). */
function chargeToRefund(s: Standin, call: ApiCall): Obj | undefined {
  const piId = str(call.form.payment_intent);
  const chargeId = str(call.form.charge);
  if (piId) {
    const pi = found(s.state.payment_intents, 'payment_intent', piId, 'payment_intent');
    if (pi.status !== 'succeeded') {
      throw invalid(`This PaymentIntent does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
        param: 'payment_intent',
      });
    }
    return s.state.charges[String(pi.latest_charge)];
  }
  if (chargeId) return found(s.state.charges, 'charge', chargeId, 'charge');
  throw invalid(
    'One of the following params should be provided for this request: payment_intent or charge.',
    {
      code: 'parameter_missing',
    },
  );
}

function createRefund(s: Standin, call: ApiCall): Obj {
  if (s.controls.refundRefusals > 0) {
    s.controls.refundRefusals -= 1;
    throw invalid('Your Stripe balance is insufficient to make this refund.', {
      code: 'balance_insufficient',
    });
  }
  const charge = chargeToRefund(s, call);
  if (!charge || charge.status !== 'succeeded')
    throw invalid('This charge cannot be refunded.', { code: 'charge_not_refundable' });
  // As Stripe: no refund while the charge's dispute is open, nor after it was lost.
  if (blocksRefund(s, charge))
    throw invalid(`Charge ${String(charge.id)} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    });
  const remaining = Number(charge.amount) - Number(charge.amount_refunded);
  if (remaining <= 0)
    throw invalid(`Charge ${String(charge.id)} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  const amount = intParam(call.form, 'amount', false) ?? remaining;
  if (amount <= 0)
    throw invalid('Refund amount must be positive.', {
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
  if (amount > remaining) {
    throw invalid(
      `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(remaining / 100).toFixed(2)})`,
      {
        code: 'amount_too_large',
        param: 'amount',
      },
    );
  }
  const reason = str(call.form.reason) ?? null;
  if (reason && !REFUND_REASONS.includes(reason)) {
    throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', {
      param: 'reason',
    });
  }
  const refund: Obj = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: s.nowSec(),
    currency: charge.currency,
    metadata: metadataParam(call.form),
    payment_intent: charge.payment_intent,
    reason,
    status: 'succeeded',
  };
  s.state.refunds[String(refund.id)] = refund;
  charge.amount_refunded = Number(charge.amount_refunded) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit(s, 'refund.created', refund, requestOf(call));
  emit(s, 'charge.refunded', charge, requestOf(call));
  s.save();
  return refund;
}

export const refundRoutes: ApiRoute[] = [
  { method: 'POST', path: /^\/v1\/refunds$/, handle: createRefund },
  {
    method: 'GET',
    path: /^\/v1\/refunds\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.refunds, 'refund', id!),
  },
];

export const refundControls: StandinRoute[] = [
  {
    // `POST /_standin/refuse-refunds {"times": 3}`: the next `times` refunds are refused as Stripe
    // refuses one it cannot fund (`balance_insufficient`), so a test can follow a refund that fails
    // every try.
    method: 'POST',
    path: /^\/_standin\/refuse-refunds$/,
    handle(s, { res, body }) {
      const { times } = jsonBody(body);
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 0) {
        refuse(res, 400, 'Send {"times": <whole number, 0 ends it>}.');
        return;
      }
      s.controls.refundRefusals = times;
      send(res, 200, JSON.stringify({ refusing: times }));
    },
  },
];
