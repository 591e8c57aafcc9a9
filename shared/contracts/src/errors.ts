import * as z from 'zod';

/** Every API error body: `{ error: { code, message, fields? } }`, message in the request's language. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'validation_failed',
  'bad_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'internal',
  // Hostile input (issue 9): a cursor that is not one we issued; an AWS dependency that is busy.
  'invalid_cursor',
  'unavailable',
  // Accounts (issue 3): the auth contract's codes.
  'email_taken',
  'invalid_credentials',
  'too_many_attempts',
  'refresh_invalid',
  'link_invalid',
  'link_expired',
  'role_required',
  'oauth_token_invalid',
  // Payments (payout onboarding, the Stripe webhook).
  'webhook_signature_invalid',
  'payments_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
