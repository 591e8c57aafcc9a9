import * as z from 'zod';
import { artworkStatusSchema, categorySchema, sizeCategorySchema, styleSchema } from './enums.ts';
import { SIZE_CATEGORIES } from '@konstvagg/rules';
import {
  ARTWORK_SORTS,
  CATEGORIES,
  PUBLIC_ARTWORK_STATUSES,
  STYLES,
  type ArtworkSort,
} from './vocabulary/enums.ts';
import { listResponse, pageQuery } from './pagination.ts';
import { userText } from './text.ts';

/** One stored size of an image, for `srcset`: the browser picks the smallest that is sharp enough. */
export const artworkImageSizeSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ArtworkImageSize = z.infer<typeof artworkImageSizeSchema>;

export const artworkImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  is_primary: z.boolean(),
  /** The responsive sizes, narrowest first (absent on images stored before sizes were kept). */
  sizes: z.array(artworkImageSizeSchema).optional(),
});
export type ArtworkImage = z.infer<typeof artworkImageSchema>;

export const artworkLocationSchema = z.object({
  venue_id: z.string(),
  venue_name: z.string(),
  city: z.string(),
  address: z.string().optional(),
});
export type ArtworkLocation = z.infer<typeof artworkLocationSchema>;

/**
 * The list price in the currency a buyer pays in where the work hangs (issue 40): what checkout
 * would charge today, at the newest ECB reference rate, rounded as the market rounds (whole
 * kronor). Major units, as `price` is.
 */
export const localPriceSchema = z.object({
  /** In major units of `currency` (kronor), already rounded to the market's step: 5200. */
  amount: z.number(),
  /** ISO 4217, upper case: 'SEK'. */
  currency: z.string(),
  /** Units of `currency` per 1 EUR (the ECB's convention): 11.5556. */
  rate: z.number(),
  /** The ECB reference date of the rate (yyyy-mm-dd). */
  rate_date: z.string(),
});
export type LocalPrice = z.infer<typeof localPriceSchema>;

/** An artwork as the API returns it (snake_case; prices in euros). */
export const artworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  style: styleSchema,
  /** Price incl. VAT in euros, as the artist entered it. */
  price: z.number(),
  price_eur: z.number(),
  /**
   * The price in the currency of the market the work hangs in (a work not on display: the default
   * market, Sweden), at the newest stored rate. null when that currency is the list currency or
   * when there is no usable rate (none, or too old): never a guess. Absent from answers that do
   * not show it (the artist studio, the admin queue).
   */
  local_price: localPriceSchema.nullable().optional(),
  width_cm: z.number(),
  height_cm: z.number(),
  size_category: sizeCategorySchema,
  status: artworkStatusSchema,
  venue_commission: z.number(),
  artist_id: z.string(),
  artist_name: z.string(),
  images: z.array(artworkImageSchema),
  primary_image: z.string().nullable(),
  city: z.string().nullable(),
  currentLocation: artworkLocationSchema.nullable(),
  year: z.number().int().nullable(),
  medium: z.string().nullable(),
  /** Depth in cm, for works that stand out from the wall. */
  depth_cm: z.number().nullable().optional(),
  /** Only for the artwork's artist and admins: why it was sent back, and when it entered review. */
  rejection_reason: z.string().nullable().optional(),
  submitted_at: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Artwork = z.infer<typeof artworkSchema>;

export const artworkSortSchema = z.enum(ARTWORK_SORTS);

/** Splits 'created_desc' into the sortBy/sortOrder pair a client may send (created -> created_at). */
export function splitSort(sort: ArtworkSort): {
  sortBy: 'created_at' | 'price' | 'title';
  sortOrder: 'asc' | 'desc';
} {
  const [field, order] = sort.split('_') as [string, 'asc' | 'desc'];
  return { sortBy: field === 'created' ? 'created_at' : (field as 'price' | 'title'), sortOrder: order };
}

/** A comma-joined list in a query string ("abstract,pop"), or a repeated parameter, as an array. */
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (raw) => {
      if (raw === undefined || raw === null || raw === '') return undefined;
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(','));
      const cleaned = parts.map((p) => p.trim()).filter(Boolean);
      return cleaned.length ? cleaned : undefined;
    },
    z.array(z.enum(values)).optional(),
  );

/**
 * The highest price a filter takes, in euros: far above any artwork, and small enough that its cents
 * fit the 12 digits of the price index's sort key (1e300 or 2^53 would not: issue 9).
 */
export const MAX_PRICE_FILTER_EUR = 10_000_000;

const optionalNumber = z.preprocess(
  (raw) => (raw === undefined || raw === null || raw === '' ? undefined : Number(raw)),
  z.number().finite().min(0).max(MAX_PRICE_FILTER_EUR).optional(),
);

/** Query of GET /artworks. Unknown keys are ignored; every value arrives as a string. */
export const artworkListQuerySchema = z
  .object({
    category: csv(CATEGORIES),
    style: csv(STYLES),
    size_category: csv(SIZE_CATEGORIES),
    /** Only the public statuses can be listed; drafts and withdrawn works are never in the marketplace. */
    status: csv(PUBLIC_ARTWORK_STATUSES),
    city: userText({ min: 1, max: 60 }).optional(),
    venue_id: z.string().trim().min(1).max(64).optional(),
    artist_id: z.string().trim().min(1).max(64).optional(),
    q: userText({ max: 100 }).optional(),
    min_price: optionalNumber,
    max_price: optionalNumber,
    sort: artworkSortSchema.optional(),
    sortBy: z.enum(['created_at', 'price', 'title']).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
    ...pageQuery,
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    path: ['max_price'],
    params: { key: 'validation.priceRange' },
    // Check the range even when other fields failed, as long as both prices are numbers, so one answer names every problem.
    when: (payload) => {
      const v = payload.value as { min_price?: unknown; max_price?: unknown };
      return typeof v.min_price === 'number' && typeof v.max_price === 'number';
    },
  });
export type ArtworkListQuery = z.infer<typeof artworkListQuerySchema>;

export const artworkListResponseSchema = listResponse('artworks', artworkSchema);
export type ArtworkListResponse = z.infer<typeof artworkListResponseSchema>;

export const artworkResponseSchema = z.object({ artwork: artworkSchema });
export type ArtworkResponse = z.infer<typeof artworkResponseSchema>;
