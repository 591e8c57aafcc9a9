/** The local Stripe stand-in's publishable key (infra/local/stack.ts): Stripe.js cannot talk to it. */
export const LOCAL_STANDIN_PUBLISHABLE_KEY = 'pk_test_konstvagg_local_standin';

export type PaymentImplementation = 'stripe' | 'local';

/**
 * Which payment form a checkout gets, decided by the publishable key the server hands out: the
 * stand-in's key gets the local test form, any other key Stripe's Payment Element.
 */
export function paymentImplementation(publishableKey: string): PaymentImplementation {
  return publishableKey === LOCAL_STANDIN_PUBLISHABLE_KEY ? 'local' : 'stripe';
}

/** A PaymentIntent's id from its client secret ("pi_123_secret_abc" -> "pi_123"). */
export function paymentIntentId(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}
