/** Why a payment did not go through, in the words the checkout shows for it. */
export type PaymentFailure = 'card_declined' | 'card_unknown' | 'network' | 'other';

/**
 * The one interface both payment forms meet (issue 12): Stripe's Payment Element in production,
 * the local test form against the Stripe stand-in. The form confirms the PaymentIntent itself;
 * the order becomes paid when the webhook arrives, which the confirmation page waits for.
 */
export interface PaymentFormProps {
  client_secret: string;
  publishable_key: string;
  /** The amount to pay, in major units of `currency`, for the pay button. */
  amount: number;
  /** The order's currency (ISO 4217); euros, the list currency, when none is given. */
  currency?: string | undefined;
  /** Where a payment method that leaves the page (Klarna, PayPal, a bank) comes back to. */
  return_url?: string;
  onPaid: () => void;
  onError: (failure: PaymentFailure, detail?: string) => void;
}
