import { randomBytes } from 'node:crypto';
import {
  currencyParam,
  found,
  intParam,
  invalid,
  metadataParam,
  missing,
  requestOf,
  str,
  StripeApiError,
  type ApiCall,
  type ApiRoute,
} from './api.ts';
import { paymentSucceeded, recordCharge } from './charges.ts';
import { openDispute } from './disputes.ts';
import { emit } from './events.ts';
import type { FormObject } from './form.ts';
import {
  automaticPaymentMethodTypes,
  isRedirectType,
  makePaymentMethod,
  METHOD_CURRENCIES,
  methodType,
} from './payment-methods.ts';
import { awaitBuyer } from './redirect-methods.ts';
import { newId, type Obj, type Standin } from './state.ts';

/**
 * PaymentIntents: create, list, retrieve, update, confirm, cancel. Test payment methods follow
 * Stripe's names: `pm_card_visa` (and any other pm_*) succeeds; `pm_card_chargeDeclined`,
 * `pm_card_visa_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds` are declined;
 * `pm_card_createDispute*` succeeds and is then disputed; `pm_card_authenticationRequired` asks
 * for 3-D Secure. Swish, Klarna and PayPal wait on the buyer (redirect-methods.ts).
 */

const DECLINING_METHODS: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_visa_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
/** Stripe's test payment methods whose payment succeeds and is then disputed, with the reason. */
const DISPUTING_METHODS: Record<string, string> = {
  pm_card_createDispute: 'fraudulent',
  pm_card_createDisputeProductNotReceived: 'product_not_received',
};
/**
 * Stripe's test payment method whose card asks for 3-D Secure: the confirm leaves the intent
 * `requires_action` (the buyer's step) with no charge; confirming it again with another method pays.
 */
const AUTHENTICATING_METHODS = new Set(['pm_card_authenticationRequired']);
const MIN_CHARGE_CENTS = 50;

const getPi = (s: Standin, id: string) => found(s.state.payment_intents, 'payment_intent', id);

/** Stripe's refusal of a call the intent's status does not allow. */
const unexpectedState = (message: string, pi: Obj, extra: Obj = {}) =>
  invalid(message, { code: 'payment_intent_unexpected_state', ...extra, payment_intent: pi });

function createPaymentIntent(s: Standin, call: ApiCall): Obj {
  const { form } = call;
  const amount = intParam(form, 'amount', true)!;
  const currency = currencyParam(form);
  if (amount < MIN_CHARGE_CENTS) {
    throw invalid(`Amount must be at least €0.50 ${currency}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  const id = newId('pi');
  const apm = form.automatic_payment_methods;
  const automatic = typeof apm === 'object' && !Array.isArray(apm) && apm.enabled === 'true';
  // The list the caller allows: allowed_payment_method_types (this API version), or the older
  // payment_method_types.
  const given = Array.isArray(form.allowed_payment_method_types)
    ? (form.allowed_payment_method_types as string[])
    : Array.isArray(form.payment_method_types)
      ? (form.payment_method_types as string[])
      : null;
  const types = given ?? ['card'];
  if (!automatic) {
    for (const t of types) {
      const only = METHOD_CURRENCIES[t];
      if (only && !only.includes(currency))
        throw invalid(
          `The currency provided (${currency}) is invalid. Payment method ${t} only supports the following currencies: ${only.join(', ')}.`,
          {
            code: 'payment_intent_invalid_parameter',
            param: Array.isArray(form.allowed_payment_method_types)
              ? 'allowed_payment_method_types'
              : 'payment_method_types',
          },
        );
    }
  }
  const pi: Obj = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    allowed_payment_method_types: given,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: str(form.capture_method) ?? 'automatic_async',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: s.nowSec(),
    currency,
    customer: str(form.customer) ?? null,
    description: str(form.description) ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataParam(form),
    next_action: null,
    on_behalf_of: null,
    payment_method: str(form.payment_method) ?? null,
    payment_method_types: automatic ? automaticPaymentMethodTypes(currency) : types,
    receipt_email: str(form.receipt_email) ?? null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: str(form.statement_descriptor) ?? null,
    statement_descriptor_suffix: null,
    status: str(form.payment_method) ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: str(form.transfer_group) ?? null,
  };
  s.state.payment_intents[id] = pi;
  emit(s, 'payment_intent.created', pi, requestOf(call));
  if (form.confirm === 'true') return confirmPaymentIntent(s, id, call);
  s.save();
  return pi;
}

/**
 * GET /v1/payment_intents: newest first, `created[gte|gt|lte|lt]`, `limit` (1-100, default 10),
 * `starting_after`, as Stripe pages a list.
 */
function listPaymentIntents(s: Standin, call: ApiCall): Obj {
  const created = (call.form.created ?? {}) as FormObject;
  const bound = (name: string) => {
    const v = str(created[name]);
    return v === undefined ? undefined : Number(v);
  };
  const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')];
  const limit = intParam(call.form, 'limit', false) ?? 10;
  if (limit < 1 || limit > 100)
    throw invalid('This value must be greater than or equal to 1 and less than or equal to 100.', {
      param: 'limit',
    });
  let all = Object.values(s.state.payment_intents)
    .filter((pi) => {
      const t = Number(pi.created);
      return (
        (gte === undefined || t >= gte) &&
        (gt === undefined || t > gt) &&
        (lte === undefined || t <= lte) &&
        (lt === undefined || t < lt)
      );
    })
    .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
  const after = str(call.form.starting_after);
  if (after) all = all.slice(all.findIndex((pi) => pi.id === after) + 1);
  return {
    object: 'list',
    url: '/v1/payment_intents',
    has_more: all.length > limit,
    data: all.slice(0, limit),
  };
}

function updatePaymentIntent(s: Standin, id: string, call: ApiCall): Obj {
  const pi = getPi(s, id);
  if (['succeeded', 'canceled', 'processing'].includes(String(pi.status))) {
    throw unexpectedState(
      `This PaymentIntent's amount could not be updated because it has a status of ${String(pi.status)}.`,
      pi,
    );
  }
  const amount = intParam(call.form, 'amount', false);
  if (amount !== undefined) {
    if (amount < MIN_CHARGE_CENTS)
      throw invalid('Amount must be at least €0.50 eur', { code: 'amount_too_small', param: 'amount' });
    pi.amount = amount;
  }
  for (const k of ['description', 'receipt_email', 'transfer_group', 'statement_descriptor'] as const) {
    const v = str(call.form[k]);
    if (v !== undefined) pi[k] = v === '' ? null : v;
  }
  const pm = str(call.form.payment_method);
  if (pm) {
    pi.payment_method = pm;
    pi.status = 'requires_confirmation';
  }
  pi.metadata = metadataParam(call.form, pi.metadata as Obj);
  s.save();
  return pi;
}

/** Pays (or declines) the intent with its payment method; Swish, Klarna and PayPal wait on the buyer. */
export function confirmPaymentIntent(s: Standin, id: string, call: ApiCall): Obj {
  const pi = getPi(s, id);
  if (call.publishable && str(call.form.client_secret) !== pi.client_secret)
    throw missing('payment_intent', id, 'intent');
  if (pi.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      pi,
    );
  }
  if (pi.status === 'canceled')
    throw unexpectedState('You cannot confirm this PaymentIntent because it has a status of canceled.', pi);
  const data = call.form.payment_method_data;
  const dataType =
    typeof data === 'object' && !Array.isArray(data) ? str((data as FormObject).type) : undefined;
  const pm = dataType
    ? String(makePaymentMethod(s, dataType).id)
    : (str(call.form.payment_method) ?? (pi.payment_method as string | null));
  if (!pm) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method.",
      pi,
      {
        param: 'payment_method',
      },
    );
  }
  const type = methodType(s, pm);
  if (isRedirectType(type)) return awaitBuyer(s, pi, pm, type, call);
  delete s.state.return_urls[id];
  pi.payment_method = pm;
  const receipt = str(call.form.receipt_email);
  if (receipt) pi.receipt_email = receipt;
  const request = requestOf(call);
  if (AUTHENTICATING_METHODS.has(pm)) {
    pi.status = 'requires_action';
    pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    emit(s, 'payment_intent.requires_action', pi, request);
    s.save();
    return pi;
  }
  pi.next_action = null;
  const decline = DECLINING_METHODS[pm];
  const charge = recordCharge(s, pi, pm, { decline });
  if (decline) {
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    pi.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.decline_code,
      message: decline.message,
      charge: charge.id,
      payment_method: { id: pm, object: 'payment_method', type: 'card' },
    };
    emit(s, 'charge.failed', charge, request);
    emit(s, 'payment_intent.payment_failed', pi, request);
    s.save();
    throw new StripeApiError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.decline_code,
      message: decline.message,
      charge: charge.id,
      payment_intent: structuredClone(pi),
    });
  }
  paymentSucceeded(s, pi, charge, request);
  if (pm in DISPUTING_METHODS) openDispute(s, charge, DISPUTING_METHODS[pm]!);
  s.save();
  return pi;
}

function cancelPaymentIntent(s: Standin, id: string, call: ApiCall): Obj {
  const pi = getPi(s, id);
  if (pi.status === 'succeeded' || pi.status === 'canceled') {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      pi,
    );
  }
  const reason = str(call.form.cancellation_reason) ?? null;
  const allowed = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
  if (reason && !allowed.includes(reason))
    throw invalid(`Invalid cancellation_reason: must be one of ${allowed.join(', ')}`, {
      param: 'cancellation_reason',
    });
  pi.status = 'canceled';
  pi.next_action = null;
  delete s.state.return_urls[id];
  pi.canceled_at = s.nowSec();
  pi.cancellation_reason = reason;
  emit(s, 'payment_intent.canceled', pi, requestOf(call));
  s.save();
  return pi;
}

export const paymentIntentRoutes: ApiRoute[] = [
  { method: 'POST', path: /^\/v1\/payment_intents$/, handle: createPaymentIntent },
  { method: 'GET', path: /^\/v1\/payment_intents$/, handle: listPaymentIntents },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    handle(s, call, [, id]) {
      const pi = getPi(s, id!);
      if (call.publishable && str(call.form.client_secret) !== pi.client_secret)
        throw missing('payment_intent', id!);
      return pi;
    },
    publishable: true,
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (s, call, [, id]) => updatePaymentIntent(s, id!, call),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    handle: (s, call, [, id]) => confirmPaymentIntent(s, id!, call),
    publishable: true,
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: (s, call, [, id]) => cancelPaymentIntent(s, id!, call),
  },
];
