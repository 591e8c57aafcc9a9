import * as z from 'zod';

/**
 * Payout accounts (Stripe Connect Express) for artists and venues, and the Stripe webhook's answer.
 * The site pages that use them: /artist/stripe/onboarding, /artist/onboarding/complete and
 * /artist/onboarding/refresh, and the venue's counterparts.
 */

/** `POST /payments/onboarding`: where to send the browser (a Stripe-hosted page, single use, minutes long). */
export const onboardingLinkSchema = z.object({
  url: z.string(),
  /** ISO time after which the link no longer opens (the refresh page asks for a new one). */
  expires_at: z.string(),
});
export type OnboardingLink = z.infer<typeof onboardingLinkSchema>;

/** `GET /payments/onboarding/status`: the account as Stripe reports it now, and what the profile shows. */
export const onboardingStatusSchema = z.object({
  /** Null until onboarding has been started once. */
  account_id: z.string().nullable(),
  details_submitted: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** What Stripe still needs now (Stripe's requirement names, e.g. `external_account`). */
  currently_due: z.array(z.string()),
  /** Why payouts are off, when they are (Stripe's `requirements.disabled_reason`). */
  disabled_reason: z.string().nullable(),
  /** As the profile shows them (set by the `account.updated` webhook). */
  is_kyc_verified: z.boolean(),
  can_receive_payouts: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** `POST /webhooks/stripe`: what was done with an event (a repeated delivery gets the first answer). */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  event_id: z.string(),
  type: z.string(),
  /** False for event types this service does not act on. */
  handled: z.boolean(),
  /** Whether the event changed anything (an event that repeats known facts changes nothing). */
  changed: z.boolean(),
});
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
