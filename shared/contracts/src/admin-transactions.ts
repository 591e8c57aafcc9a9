import * as z from 'zod';
import { ORDER_STATUSES } from './vocabulary/index.ts';
import { auditEntrySchema } from './admin-console.ts';
import { listPriceSchema, orderPayoutSchema, orderStatusLineSchema, saleSplitSchema } from './orders.ts';
import { listResponse, pageQuery } from './pagination.ts';
import { userText } from './text.ts';

/**
 * The admin console's transactions (issue 13): every order, its whole timeline, and the two
 * actions on it (refund, retry a failed payout). Amounts are euros, as everywhere in the API.
 */

/** A real calendar day, YYYY-MM-DD (2026-13-01 and 2026-02-30 are not). */
const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
const isoDate = z
  .string()
  .trim()
  .refine(isCalendarDay, { params: { key: 'validation.date' } });

/** `GET /admin/transactions?status&from&to&q&cursor&limit` (and `/export`): newest first. */
export const adminTransactionsQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    /** Created on or after this day (UTC), YYYY-MM-DD. */
    from: isoDate.optional(),
    /** Created on or before this day (UTC), YYYY-MM-DD. */
    to: isoDate.optional(),
    /** Matches the order id, the buyer's email or name, the work's title, the artist's or venue's name. */
    q: z.string().trim().max(100).optional(),
    /** `failed`: only orders with a payout that failed (the dashboard's "failed payouts"). */
    payout: z.enum(['failed']).optional(),
    ...pageQuery,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    params: { key: 'validation.date_range' },
  });
export type AdminTransactionsQuery = z.infer<typeof adminTransactionsQuerySchema>;

/** One order in the admin's list. */
export const adminTransactionSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The order's status line, as its buyer, artist and venue read it. */
  status_line: orderStatusLineSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  title: z.string(),
  artwork_id: z.string(),
  artist_name: z.string(),
  venue_name: z.string().nullable(),
  buyer_name: z.string().nullable(),
  buyer_email: z.string(),
  amount: z.number(),
  /** The order's charge currency (ISO 4217): every amount of the order is in it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The list price and rate, when charged in another currency than the list price's; else null. */
  list_price: listPriceSchema.nullable().optional(),
  split: saleSplitSchema,
  disputed: z.boolean(),
  /** Where the dispute stands: open until Stripe closes it won, lost, or as an inquiry (warning_closed). */
  dispute: z.enum(['open', 'won', 'lost', 'warning_closed']).nullable(),
  /** A payout of this order is in `failed` (an admin may retry it). */
  payout_failed: z.boolean(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** The page of orders; `pagination.total` counts every order the filters match (`q` and `payout` too). */
export const adminTransactionsResponseSchema = listResponse('transactions', adminTransactionSchema);
export type AdminTransactionsResponse = z.infer<typeof adminTransactionsResponseSchema>;

export const TIMELINE_KINDS = [
  'checkout',
  'payment',
  'pickup',
  'schedule',
  'transfer',
  'refund',
  'dispute',
  'mail',
  'event',
  'admin',
] as const;

/** One line of an order's timeline, oldest first. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** What happened, a stable code (e.g. `reserved`, `paid`, `refund_schedule`, `transfer_failed`, `mail_sent`). */
  what: z.string(),
  /** Who: the party of a transfer, the mail's recipient, the admin. */
  who: z.string().nullable(),
  amount: z.number().nullable(),
  /** A Stripe id, a failure code, a mail subject, a reason. */
  detail: z.string().nullable(),
  /** True for something that went wrong (a failed transfer, a refused reversal, a mail not sent). */
  problem: z.boolean(),
  /** A schedule's time that has not come yet. */
  future: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const adminPayoutSchema = orderPayoutSchema.extend({
  attempts: z.number().int(),
  failure_reason: z.string().nullable(),
  stripe_transfer_id: z.string().nullable(),
  stripe_reversal_id: z.string().nullable(),
  reversal_failure: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** One of Stripe's evidence fields as it was sent for a dispute: its name, its label, its text. */
export const adminDisputeEvidenceFieldSchema = z.object({
  /** Stripe's field, e.g. `product_description`, `access_activity_log`, `uncategorized_text`. */
  field: z.string(),
  /** The field's name in the admin's language. */
  label: z.string(),
  text: z.string(),
});
export type AdminDisputeEvidenceField = z.infer<typeof adminDisputeEvidenceFieldSchema>;

/** A dispute on the order's payment, and the evidence sent for it (issue 39 §2, seller protection). */
export const adminDisputeSchema = z.object({
  status: z.enum(['open', 'won', 'lost', 'warning_closed']),
  /** Stripe's reason (e.g. `fraudulent`, `product_not_received`). */
  reason: z.string().nullable(),
  /** The deadline for the evidence, ISO. */
  due_by: z.string().nullable(),
  /** The pickup was validated with the buyer's own code: the artist and the venue keep their payouts. */
  protected: z.boolean(),
  /** The fields as sent to Stripe, in Stripe's order of importance for the bank. */
  evidence: z.array(adminDisputeEvidenceFieldSchema),
  evidence_saved_at: z.string().nullable(),
  evidence_submitted_at: z.string().nullable(),
  /** A protected dispute lost: what the platform lost, euros. */
  platform_loss: z.number().nullable(),
  /** Whether an admin may add to the evidence now (open, not submitted, not past due). */
  can_add_evidence: z.boolean(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/** `POST /admin/transactions/{id}/dispute-evidence {note, submit?}`: a note added to the evidence, and maybe submitted. */
export const adminDisputeEvidenceBodySchema = z.object({
  note: userText({ min: 1, max: 2000, multiline: true }),
  submit: z.boolean().optional(),
});
export type AdminDisputeEvidenceBody = z.infer<typeof adminDisputeEvidenceBodySchema>;

/** `GET /admin/transactions/{id}`: the order, its split, payouts, timeline and audit trail, and what may be done. */
export const adminTransactionDetailResponseSchema = z.object({
  transaction: adminTransactionSchema.extend({
    buyer_id: z.string().nullable(),
    artist_id: z.string(),
    venue_id: z.string().nullable(),
    venue_commission_percent: z.number(),
    platform_fee_percent: z.number(),
    pickup_deadline: z.string().nullable(),
    collected_at: z.string().nullable(),
    paid_out_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    refund_reason: z.string().nullable(),
    refund_note: z.string().nullable(),
    amount_refunded: z.number().nullable(),
    stripe_payment_intent_id: z.string().nullable(),
    stripe_charge_id: z.string().nullable(),
    stripe_refund_id: z.string().nullable(),
  }),
  payouts: z.array(adminPayoutSchema),
  timeline: z.array(timelineEntrySchema),
  audit: z.array(auditEntrySchema),
  actions: z.object({ refund: z.boolean(), retry_payout: z.boolean() }),
  /** The dispute on the payment, if there is one (null: never disputed). */
  dispute: adminDisputeSchema.nullable().optional(),
});
export type AdminTransactionDetailResponse = z.infer<typeof adminTransactionDetailResponseSchema>;

/** `POST /admin/transactions/{id}/refund {reason}`: the buyer reads nothing of it; the audit log keeps it. */
export const adminRefundBodySchema = z.object({ reason: userText({ min: 5, max: 1000, multiline: true }) });
