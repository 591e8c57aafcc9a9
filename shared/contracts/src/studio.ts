import * as z from 'zod';
import { artworkSchema } from './artwork.ts';
import { artworkStatusSchema, categorySchema, styleSchema } from './enums.ts';
import { listResponse, pageQuery } from './pagination.ts';
import { artistSchema } from './profiles.ts';
import { userText } from './text.ts';
import {
  ARTWORK_TITLE_LIMITS,
  AUTH_LIMITS,
  MAX_ARTWORK_IMAGES,
  MAX_COMMISSION_PERCENT,
  MIN_COMMISSION_PERCENT,
  MIN_PRICE_CENTS,
} from '@konstvagg/rules';
import { ARTWORK_STATUSES } from './vocabulary/enums.ts';

/**
 * The artist studio's requests and answers (issue 10): writing artworks, the artist's own list,
 * profile and dashboard, and the admin's moderation decisions. Prices are euros, VAT included.
 */

export const MIN_ARTWORK_PRICE_EUR = MIN_PRICE_CENTS / 100;
export const MAX_ARTWORK_PRICE_EUR = 1_000_000;
export { MAX_ARTWORK_IMAGES };
/** At most this many responsive sizes per image (the media service makes five). */
export const MAX_IMAGE_SIZES = 8;

/** An uploaded image's media path (`/media/...`): the server checks it lies below the caller's own uploads. */
const mediaPath = z
  .string()
  .trim()
  .max(400)
  .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/)
  .refine((p) => !p.includes('..'), { params: { key: 'validation.invalid_format' } });

/** One image as `POST /upload/artwork-image` answered it (extra fields of that answer are ignored). */
export const artworkImageInputSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  url: mediaPath,
  thumb_url: mediaPath.optional(),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  /** The upload's responsive sizes (`sizes` of the upload answer), each below the same upload. */
  sizes: z
    .array(
      z.object({
        url: mediaPath,
        width: z.number().int().min(1).max(100_000),
        height: z.number().int().min(1).max(100_000),
      }),
    )
    .max(MAX_IMAGE_SIZES)
    .optional(),
});
export type ArtworkImageInput = z.infer<typeof artworkImageInputSchema>;

/** Whole cents: 49.99 is a price, 49.999 is not. */
const wholeCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const artworkFields = {
  title: userText(ARTWORK_TITLE_LIMITS),
  description: userText({ max: 2000, multiline: true }),
  category: categorySchema,
  style: styleSchema,
  /** Stored and answered as `medium` too (oil on canvas, C-print). */
  technique: userText({ max: 120 }).nullable(),
  year: z.number().int().min(1800).max(2100).nullable(),
  price: z
    .number()
    .min(MIN_ARTWORK_PRICE_EUR)
    .max(MAX_ARTWORK_PRICE_EUR)
    .refine(wholeCents, { params: { key: 'validation.whole_cents' } }),
  width_cm: z.number().min(1).max(1000),
  height_cm: z.number().min(1).max(1000),
  depth_cm: z.number().min(0).max(500).nullable(),
  /** In order; the first is the primary image. */
  images: z.array(artworkImageInputSchema).min(1).max(MAX_ARTWORK_IMAGES),
  venue_commission: z.number().min(MIN_COMMISSION_PERCENT).max(MAX_COMMISSION_PERCENT),
};

/** `POST /artworks`: a new draft. Commission defaults to the profile's `default_venue_commission`. */
export const createArtworkBodySchema = z.object({
  ...artworkFields,
  description: artworkFields.description.optional(),
  technique: artworkFields.technique.optional(),
  year: artworkFields.year.optional(),
  depth_cm: artworkFields.depth_cm.optional(),
  venue_commission: artworkFields.venue_commission.optional(),
});
export type CreateArtworkBody = z.infer<typeof createArtworkBodySchema>;

/** `PUT /artworks/{id}`: any of the fields; those left out keep their value. */
export const updateArtworkBodySchema = z
  .object(artworkFields)
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    params: { key: 'validation.nothing_to_change' },
  });
export type UpdateArtworkBody = z.infer<typeof updateArtworkBodySchema>;

export const artworkStatusCountsSchema = z.record(z.enum(ARTWORK_STATUSES), z.number().int());

/** `GET /artists/me/artworks?status&limit&cursor`: the caller's works, newest first, whatever their status. */
export const myArtworksQuerySchema = z.object({ status: artworkStatusSchema.optional(), ...pageQuery });

/** The page of works, and beside it the count in each status over all of the caller's works. */
export const myArtworksResponseSchema = listResponse('artworks', artworkSchema, {
  counts: artworkStatusCountsSchema,
});
export type MyArtworksResponse = z.infer<typeof myArtworksResponseSchema>;

/** An Instagram handle as people write it, with or without the @ (stored without). */
export const INSTAGRAM_HANDLE = /^@?[A-Za-z0-9._]{1,30}$/;
/** A full http(s) address with a dotted host. */
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s/]*\.[^\s/]+(\/\S*)?$/i;

/** `PUT /artists/{id}`: the caller's own profile; fields left out keep their value. */
export const updateArtistProfileBodySchema = z
  .object({
    artist_name: userText({ min: AUTH_LIMITS.artistNameMin, max: AUTH_LIMITS.nameMax }),
    bio: userText({ min: AUTH_LIMITS.bioMin, max: AUTH_LIMITS.bioMax, multiline: true }),
    /** Where the artist works, in their own words; null or empty clears it. */
    location: userText({ max: 100 }).nullable(),
    city: userText({ max: 60 }).nullable(),
    website: z
      .string()
      .trim()
      .max(200)
      .refine((v) => WEBSITE.test(v), { params: { key: 'validation.url' } })
      .nullable(),
    instagram: z
      .string()
      .trim()
      .max(31)
      .refine((v) => INSTAGRAM_HANDLE.test(v), { params: { key: 'validation.instagram' } })
      .nullable(),
    profile_image_url: mediaPath.nullable(),
    default_venue_commission: z.number().min(MIN_COMMISSION_PERCENT).max(MAX_COMMISSION_PERCENT),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    params: { key: 'validation.nothing_to_change' },
  });
export type UpdateArtistProfileBody = z.infer<typeof updateArtistProfileBodySchema>;

/** The platform fee an artist pays now, and until when an early-access fee lasts. */
export const platformFeeSchema = z.object({
  percent: z.number(),
  bps: z.number().int(),
  early_access_seat: z.number().int().nullable(),
  /** When the reduced fee ends (null without a seat). */
  early_access_ends_at: z.string().nullable(),
});

/** `GET /artists/profile/me`: the public card plus what only its owner sees. */
export const myArtistProfileResponseSchema = z.object({
  artist: artistSchema.extend({ updated_at: z.string(), platform_fee: platformFeeSchema }),
});
export type MyArtistProfileResponse = z.infer<typeof myArtistProfileResponseSchema>;
export type PlatformFee = z.infer<typeof platformFeeSchema>;

const moneyEur = z.number();

/** `GET /artists/me/dashboard`. Amounts in euros. */
export const artistDashboardResponseSchema = z.object({
  artworks: z.object({ total: z.number().int(), by_status: artworkStatusCountsSchema }),
  on_display: z.array(
    z.object({
      venue_id: z.string(),
      venue_name: z.string(),
      city: z.string().nullable(),
      artworks: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })),
    }),
  ),
  open_exhibition_requests: z.number().int(),
  /**
   * The artist's money (domain moneyFigures, docs/decisions.md "Earned, on its way, paid out"):
   * `count` and `revenue` are the sales not refunded; `earnings` is earned (collected); `pending`
   * is on its way (earned, not sent); `awaiting_pickup` is not earned yet. All in `currency`, the
   * artist's (its market's, as its payouts are), of the sales in it only.
   */
  sales: z.object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    count: z.number().int(),
    revenue: moneyEur,
    earnings: moneyEur,
    paid_out: moneyEur,
    pending: moneyEur,
    awaiting_pickup: moneyEur,
  }),
  upcoming_payouts: z.array(
    z.object({
      order_id: z.string(),
      amount: moneyEur,
      /** The payout's currency (its order's). */
      currency: z.string().regex(/^[A-Z]{3}$/),
      scheduled_for: z.string(),
      status: z.string(),
    }),
  ),
  platform_fee: platformFeeSchema,
});
export type ArtistDashboardResponse = z.infer<typeof artistDashboardResponseSchema>;

/** `POST /admin/artworks/{id}/reject`: the reason the artist reads. */
export const rejectArtworkBodySchema = z.object({ reason: userText({ min: 5, max: 1000, multiline: true }) });

export const moderationDecisionResponseSchema = z.object({
  artwork: artworkSchema,
  decision: z.object({
    id: z.string(),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    decided_at: z.string(),
  }),
});
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponseSchema>;
