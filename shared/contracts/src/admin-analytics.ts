import * as z from 'zod';
import { ORDER_STATUSES, ROLES } from './vocabulary/enums.ts';

/**
 * The admin's figures (issue 13): `GET /admin/dashboard` and `GET /admin/analytics`. Money in
 * cents; days are Swedish calendar days (Europe/Stockholm), yyyy-mm-dd.
 */
const cents = z.number().int();
const count = z.number().int();

/** The longest range one analytics request may ask for, in days. */
export const MAX_ANALYTICS_DAYS = 366;
/** How many values each breakdown lists (the rest is summed as `other`). */
export const ANALYTICS_TOP_N = 10;
export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

const signupsByRole = z.object(
  Object.fromEntries(ROLES.map((r) => [r, count])) as Record<(typeof ROLES)[number], typeof count>,
);

export const adminDashboardResponseSchema = z.object({
  /** The Swedish calendar day the figures are for. */
  today: z.string(),
  gmv_cents: z.object({ today: cents, last_7_days: cents, last_30_days: cents }),
  sales: z.object({ today: count, last_7_days: count, last_30_days: count }),
  orders_by_status: z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, count])) as Record<
      (typeof ORDER_STATUSES)[number],
      typeof count
    >,
  ),
  /** Paid orders whose pickup deadline falls today. */
  pickups_due_today: count,
  /** Paid orders whose pickup deadline (and automatic refund) comes within 24 hours. */
  refunds_due_24h: count,
  failed_payouts: count,
  disputes: count,
  moderation: z.object({
    queue_size: count,
    oldest_submitted_at: z.string().nullable(),
    oldest_age_hours: z.number().nullable(),
  }),
  signups: z.object({ last_7_days: signupsByRole, last_30_days: signupsByRole }),
  unread_messages: count,
  /**
   * What failed every retry on a money path (the dead-letter queues; locally the scheduler
   * stand-in's list): `total` waiting, and the first ones with the order each names. Replayed by
   * `npm run redrive -- <queue>` (docs/operations.md). Null when the queues could not be read.
   */
  needs_attention: z
    .object({
      total: count,
      items: z.array(
        z.object({
          queue: z.string(),
          id: z.string(),
          task: z.string().nullable(),
          order_id: z.string().nullable(),
          error: z.string().nullable(),
          at: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminAnalyticsQuerySchema = z
  .object({
    from: day,
    to: day,
    granularity: z.enum(ANALYTICS_GRANULARITIES).optional(),
  })
  .superRefine((q, ctx) => {
    const from = Date.parse(`${q.from}T00:00:00Z`);
    const to = Date.parse(`${q.to}T00:00:00Z`);
    if (Number.isNaN(from) || new Date(from).toISOString().slice(0, 10) !== q.from)
      ctx.addIssue({ code: 'custom', path: ['from'], params: { key: 'validation.calendar_day' } });
    else if (Number.isNaN(to) || new Date(to).toISOString().slice(0, 10) !== q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], params: { key: 'validation.calendar_day' } });
    else if (from > to)
      ctx.addIssue({ code: 'custom', path: ['to'], params: { key: 'validation.date_range_order' } });
    else if ((to - from) / 86_400_000 + 1 > MAX_ANALYTICS_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        params: { key: 'validation.date_range_too_long', values: { max: MAX_ANALYTICS_DAYS } },
      });
  });
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

const breakdownRow = z.object({
  /** The city, category, style or venue id; `other` sums everything after the top ones. */
  key: z.string(),
  /** A name to show (the venue's name), when the key is an id. */
  label: z.string().nullable(),
  sales: count,
  gmv_cents: cents,
});

export const adminAnalyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  /** One point per bucket (its first day; the first and last may be partial). */
  series: z.array(
    z.object({
      bucket: z.string(),
      sales: count,
      gmv_cents: cents,
      qr_visits: count,
      checkouts: count,
      pickups: count,
      refunds: count,
    }),
  ),
  totals: z.object({
    sales: count,
    gmv_cents: cents,
    qr_visits: count,
    checkouts: count,
    pickups: count,
    refunds: count,
    refunded_cents: cents,
    decisions: count,
  }),
  breakdowns: z.object({
    city: z.array(breakdownRow),
    category: z.array(breakdownRow),
    style: z.array(breakdownRow),
    venue: z.array(breakdownRow),
  }),
  /**
   * QR visits, checkouts started and paid sales in the range, each counted on its own day: not a
   * funnel of one visitor's steps (a checkout can start on the website without a QR scan, so there
   * can be more checkouts than QR visits; issue 38 showed "1 → 6 → 5" as if it were one path).
   */
  activity: z.object({ qr_visits: count, checkouts: count, paid: count }),
  /** Average minutes from payment to pickup, over the pickups in the range (null: none). */
  avg_pickup_minutes: z.number().nullable(),
  /** Refunds in the range / sales in the range (null: no sales). */
  refund_rate: z.number().nullable(),
  /** Average minutes from submission to decision, over the decisions in the range (null: none). */
  avg_moderation_minutes: z.number().nullable(),
});
export type AdminAnalyticsResponse = z.infer<typeof adminAnalyticsResponseSchema>;
