import * as z from 'zod';
import { listResponse, pageQuery } from './pagination.ts';

/**
 * Mail suppressions (issue 41): addresses SES reported as permanently bouncing or complaining, to
 * which only essential mail (receipts, refunds, links a person asked for) is sent. The admin lists
 * them and lifts one (audited).
 */
export const MAIL_SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;

/** `GET /admin/mail-suppressions?cursor&limit`: newest event first. */
export const mailSuppressionsQuerySchema = z.object(pageQuery);

export const mailSuppressionSchema = z.object({
  email: z.string(),
  reason: z.enum(MAIL_SUPPRESSION_REASONS),
  first_event_at: z.string(),
  last_event_at: z.string(),
  count: z.number().int(),
  /** The bounce's diagnostic code or the complaint's feedback type, short; null when SES gave none. */
  diagnostic: z.string().nullable(),
  sub_type: z.string().nullable(),
  /** `ses` (SNS on AWS) or `local` (the local outbox's bounce control). */
  source: z.string(),
});
export type MailSuppression = z.infer<typeof mailSuppressionSchema>;

export const mailSuppressionsResponseSchema = listResponse('suppressions', mailSuppressionSchema);
export type MailSuppressionsResponse = z.infer<typeof mailSuppressionsResponseSchema>;

/** `DELETE /admin/mail-suppressions/{email}`: the address gets every mail again. */
export const liftMailSuppressionParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/),
});
export const liftedMailSuppressionResponseSchema = z.object({ lifted: mailSuppressionSchema });
