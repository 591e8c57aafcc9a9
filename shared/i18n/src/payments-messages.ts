/** Messages of the payments routes (payout onboarding, the Stripe webhook), by key, in both languages. */
export const paymentsMessages = {
  en: {
    'error.webhook_signature_invalid':
      'The Stripe-Signature header does not match this body, or it is too old. Nothing was processed.',
    'error.payments_unavailable': 'The payment provider could not be reached. Please try again in a moment.',
  },
  sv: {
    'error.webhook_signature_invalid':
      'Stripe-Signature-huvudet stämmer inte med innehållet, eller är för gammalt. Inget behandlades.',
    'error.payments_unavailable': 'Betalningsleverantören gick inte att nå. Försök igen om en stund.',
  },
} as const;
