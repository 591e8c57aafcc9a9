import { found, invalid, str, throwIt, type ApiRoute } from './api.ts';
import { newId, type Obj, type Standin } from './state.ts';

/**
 * PaymentMethods and which types an intent offers. A card needs no object: Stripe's test names
 * (`pm_card_visa`, …) are used as they are; Swish, Klarna and PayPal are made by
 * POST /v1/payment_methods or from a confirm's `payment_method_data`.
 */

/**
 * The payment methods that wait on the buyer outside the page (an app, a redirect), as Stripe's
 * test mode plays them: confirmed, they leave the intent `requires_action` until authorized or failed.
 */
export const REDIRECT_METHOD_TYPES = ['swish', 'klarna', 'paypal'] as const;
export type RedirectMethodType = (typeof REDIRECT_METHOD_TYPES)[number];
export const isRedirectType = (t: string): t is RedirectMethodType =>
  (REDIRECT_METHOD_TYPES as readonly string[]).includes(t);

/**
 * What Stripe offers an intent with `automatic_payment_methods[enabled]=true`, by currency (the
 * account's enabled methods being card, Klarna, PayPal and Swish): Swish only in SEK.
 */
export function automaticPaymentMethodTypes(currency: string): string[] {
  return currency === 'sek' ? ['card', 'klarna', 'paypal', 'swish'] : ['card', 'klarna', 'paypal'];
}

/** The currencies a payment method type presents in, where it is restricted (Stripe: Swish only in `sek`). */
export const METHOD_CURRENCIES: Record<string, string[]> = { swish: ['sek'] };

/** A PaymentMethod of a type (what `payment_method_data` or POST /v1/payment_methods makes). */
export function makePaymentMethod(s: Standin, type: string): Obj {
  if (!/^[a-z_]+$/.test(type))
    throw invalid(`Invalid payment_method_data[type]: ${type}`, {
      code: 'parameter_invalid_string',
      param: 'payment_method_data[type]',
    });
  const id = newId('pm');
  const pm: Obj = {
    id,
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null },
    created: s.nowSec(),
    customer: null,
    livemode: false,
    metadata: {},
    type,
    [type]: {},
  };
  s.state.payment_methods[id] = pm;
  return pm;
}

/** A payment method's type: a stored PaymentMethod's, else a card (Stripe's pm_card_* test names). */
export function methodType(s: Standin, pm: string): string {
  const stored = s.state.payment_methods[pm];
  return stored ? String(stored.type) : 'card';
}

export const paymentMethodRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/payment_methods$/,
    handle: (s, call) =>
      makePaymentMethod(
        s,
        str(call.form.type) ??
          throwIt(invalid('Missing required param: type.', { code: 'parameter_missing', param: 'type' })),
      ),
    publishable: true,
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.payment_methods, 'payment_method', id!),
  },
];
