import * as z from 'zod';
import { orderStatusSchema } from './enums.ts';
import { ORDER_STATUS_LINES } from './vocabulary/enums.ts';
import { listResponse, pageQuery } from './pagination.ts';
import { openingHoursSchema } from './profiles.ts';
import { userText } from './text.ts';

/**
 * The buying loop (issue 12): checkout, the order as each party sees it, a buyer's purchases, an
 * artist's sales statement and a venue's commissions. Amounts are euros (the store keeps cents);
 * times are ISO strings.
 */

/** `POST /checkout/{artworkId}`: who buys. A signed-in buyer's token attaches the order to the account. */
export const checkoutBodySchema = z.object({
  email: z.string().trim().max(254).email(),
  name: userText({ min: 1, max: 120 }),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^\+?[0-9 ()-]{6,32}$/)
    .nullable()
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The split of a sale in euros: always sums to the price. */
export const saleSplitSchema = z.object({
  artist: z.number(),
  venue: z.number(),
  platform: z.number(),
});
export type SaleSplitEuros = z.infer<typeof saleSplitSchema>;

/** The order's status line, the same code for every reader (domain orderStatusLine); frontends translate it. */
export const orderStatusLineSchema = z.enum(ORDER_STATUS_LINES);

/**
 * One payee's money (domain moneyFigures, docs/decisions.md "Earned, on its way, paid out"), euros:
 * `earned` = collected sales not refunded, owed or paid; `on_its_way` = earned, not sent yet;
 * `paid_out` = transfers sent; `awaiting_pickup` = shares of sales not collected yet (not earned).
 */
export const moneyFiguresSchema = z.object({
  /**
   * The payee's currency (ISO 4217; its market's, as its payouts are): the figures add the sales
   * in it only, never amounts of different currencies.
   */
  currency: z.string().regex(/^[A-Z]{3}$/),
  sales: z.number().int(),
  awaiting_pickup: z.number(),
  earned: z.number(),
  on_its_way: z.number(),
  paid_out: z.number(),
});
export type MoneyFiguresEuros = z.infer<typeof moneyFiguresSchema>;

export const PAYOUT_VIEW_STATUSES = [
  'not_scheduled',
  'scheduled',
  'waiting_for_account',
  'sent',
  'failed',
  'reversed',
  'cancelled',
] as const;
export const payoutViewStatusSchema = z.enum(PAYOUT_VIEW_STATUSES);

/**
 * An order charged in another currency than the list currency (issue 40): the artist's list
 * price (euros) and the ECB reference rate the amount was converted with (units of the order's
 * currency per 1 EUR) and that rate's date. "Sold for 5 200 kr, list price 450 € at 11.5556".
 */
export const listPriceSchema = z.object({
  amount: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  rate: z.number(),
  rate_date: z.string(),
});
export type ListPrice = z.infer<typeof listPriceSchema>;

/** One party's payout of a sale, as its payee (or an admin) sees it. */
export const orderPayoutSchema = z.object({
  party: z.enum(['artist', 'venue']),
  amount: z.number(),
  status: payoutViewStatusSchema,
  /** The Swedish business day it goes out (T+1 after pickup), ISO; null until the pickup. */
  scheduled_for: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Why it waits or failed, in the caller's language. */
  waiting_reason: z.string().nullable(),
});
export type OrderPayout = z.infer<typeof orderPayoutSchema>;

export const orderTimelineEntrySchema = z.object({
  at: z.string(),
  /**
   * created, paid, collected, payout_scheduled, paid_out, refunded, cancelled, disputed, and how a
   * dispute closed: dispute_won, dispute_lost, dispute_warning_closed.
   */
  what: z.string(),
});

export const orderVenueSchema = z.object({
  id: z.string(),
  venue_name: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  opening_hours: openingHoursSchema,
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * An order (`GET /orders/{id}`, `/buyer/purchases/{id}`, the checkout's answer). Each reader sees
 * their own view: `access_key` and `pickup_code` only to the buyer (or the holder of the key),
 * `split` and `payouts` only to the artist, the venue (their own part) and admins.
 */
export const orderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  /** What the order's status line says: the same for every reader. */
  status_line: orderStatusLineSchema,
  /** The secret that lets a guest read the order: `GET /orders/{id}?key=`. Only to its holder. */
  access_key: z.string().optional(),
  artwork: z.object({
    id: z.string(),
    title: z.string(),
    primary_image: z.string().nullable(),
    artist_name: z.string(),
  }),
  venue: orderVenueSchema.nullable(),
  /** The price paid, VAT included, in major units of `currency` (kronor, euros). */
  amount: z.number(),
  /** The order's charge currency (ISO 4217): every amount of the order is in it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The list price and rate, when charged in another currency than the list price's; else null. */
  list_price: listPriceSchema.nullable().optional(),
  buyer_name: z.string().optional(),
  buyer_email: z.string().optional(),
  split: saleSplitSchema.optional(),
  paid_at: z.string().nullable(),
  pickup_deadline: z.string().nullable(),
  /** Only to the buyer / key holder, once paid: the code the venue scans (as QR) or types. */
  pickup_code: z.string().nullable().optional(),
  /** The same code in its short typed form (8 characters, no look-alikes). */
  pickup_code_short: z.string().nullable().optional(),
  collected_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  paid_out_at: z.string().nullable(),
  /** While pending_payment: the reservation lapses then. */
  reservation_expires_at: z.string().nullable(),
  /** The order's payouts (artist and venue; each payee sees only its own). */
  payouts: z.array(orderPayoutSchema).optional(),
  /**
   * Only to the buyer / key holder: their bank's dispute holds the payment (open, or decided for
   * them), so the pickup deadline refunds nothing; the bank settles it (domain disputeHoldsPayment).
   */
  refund_held_by_dispute: z.boolean().optional(),
  /** Admins only: a dispute was opened on the payment. */
  disputed: z.boolean().optional(),
  timeline: z.array(orderTimelineEntrySchema),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** `POST /checkout/{artworkId}` 201: the order and what the payment form needs. */
export const checkoutResponseSchema = z.object({
  order: orderSchema,
  payment: z.object({
    client_secret: z.string(),
    publishable_key: z.string(),
  }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * `?limit&cursor` of the lists that grow with every sale: a buyer's purchases, an artist's sales,
 * a venue's commissions.
 */
export const orderListQuerySchema = z.object(pageQuery);

/** `GET /buyer/purchases`: the signed-in buyer's orders (and guest orders of the verified email), newest first. */
export const purchasesResponseSchema = listResponse('purchases', orderSchema);
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

/** One sale in an artist's statement (`GET /artists/me/sales`). */
export const artistSaleSchema = z.object({
  order_id: z.string(),
  status: orderStatusSchema,
  status_line: orderStatusLineSchema,
  artwork_id: z.string(),
  title: z.string(),
  venue_name: z.string().nullable(),
  sold_at: z.string().nullable(),
  amount: z.number(),
  /** The sale's currency (ISO 4217): its amount, split, VAT and payout are in it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  list_price: listPriceSchema.nullable().optional(),
  split: saleSplitSchema,
  /** The platform fee in percent (5, or 3 for early-access artists). */
  platform_fee_percent: z.number(),
  venue_commission_percent: z.number(),
  /** The VAT parts (25 %) contained in the venue's commission and in the platform fee. */
  vat: z.object({ commission: z.number(), platform_fee: z.number() }),
  payout: orderPayoutSchema,
});
export type ArtistSale = z.infer<typeof artistSaleSchema>;

/** `GET /artists/me/sales`: a page of the artist's sales, newest first, and beside it the whole statement's money. */
export const artistSalesResponseSchema = listResponse('sales', artistSaleSchema, {
  /**
   * `amount`: the sales' prices (refunded ones left out); `artist`: earned (= figures.earned);
   * `paid_out`: sent (= figures.paid_out). In `figures.currency`, of the sales in it only.
   */
  totals: z.object({ amount: z.number(), artist: z.number(), paid_out: z.number() }),
  /** The artist's money over all its sales, not only this page's. */
  figures: moneyFiguresSchema,
  /** Whether the artist's payout account can receive payouts (else they wait for it). */
  can_receive_payouts: z.boolean(),
});
export type ArtistSalesResponse = z.infer<typeof artistSalesResponseSchema>;

/** One sale at a venue (`GET /venues/me/commissions`): its commission, and the pickup it waits for. */
export const venueCommissionSchema = z.object({
  order_id: z.string(),
  status: orderStatusSchema,
  status_line: orderStatusLineSchema,
  artwork_id: z.string(),
  title: z.string(),
  artist_name: z.string(),
  buyer_name: z.string().nullable(),
  sold_at: z.string().nullable(),
  pickup_deadline: z.string().nullable(),
  collected_at: z.string().nullable(),
  amount: z.number(),
  /** The sale's currency (ISO 4217): its amount, commission, VAT and payout are in it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  list_price: listPriceSchema.nullable().optional(),
  commission: z.number(),
  commission_percent: z.number(),
  /** The VAT part (25 %) of the commission. */
  commission_vat: z.number(),
  payout: orderPayoutSchema,
});
export type VenueCommission = z.infer<typeof venueCommissionSchema>;

/** `GET /venues/me/commissions`: a page of the venue's sales, newest first, and beside it the whole statement's money. */
export const venueCommissionsResponseSchema = listResponse('commissions', venueCommissionSchema, {
  /**
   * `commission`: earned (= figures.earned); `paid_out`: sent (= figures.paid_out). In
   * `figures.currency`, of the sales in it only.
   */
  totals: z.object({ commission: z.number(), paid_out: z.number() }),
  /** The venue's money over all its sales, not only this page's. */
  figures: moneyFiguresSchema,
  /** Whether the venue's payout account can receive payouts (else they wait for it). */
  can_receive_payouts: z.boolean(),
});
export type VenueCommissionsResponse = z.infer<typeof venueCommissionsResponseSchema>;
