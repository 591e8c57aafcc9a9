import * as z from 'zod';
import { artworkStatusSchema, categorySchema, exhibitionStatusSchema, sizeCategorySchema } from './enums.ts';
import { EXHIBITION_STATUSES, type ExhibitionStatus } from './vocabulary/enums.ts';
import { userText } from './text.ts';
import { listResponse, MAX_PAGE_LIMIT, pageLimit, pageCursor } from './pagination.ts';

/**
 * The exhibitions service's requests and answers (issue 11; docs/api.md, Exhibitions): a work's
 * way from a request (by a venue) or a proposal (by an artist) to the venue's wall and on to its
 * buyer or back home. Every read and write answers an ExhibitionView; its `actions` say what the
 * caller may do now. Prices in euros, times ISO strings.
 */

/** What a caller may do with an exhibition, as `actions` names it. */
export const EXHIBITION_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'ship',
  'confirm_arrival',
  'validate_pickup',
  'report_damage',
  'request_return',
  'confirm_return',
] as const;
export type ExhibitionAction = (typeof EXHIBITION_ACTIONS)[number];
export const exhibitionActionSchema = z.enum(EXHIBITION_ACTIONS);

/** Who acted in a history entry. */
export const EXHIBITION_ACTOR_ROLES = ['artist', 'venue', 'buyer', 'admin', 'system'] as const;
export type ExhibitionActorRole = (typeof EXHIBITION_ACTOR_ROLES)[number];

/** Limits of the request bodies (characters after trimming). */
export const EXHIBITION_LIMITS = {
  message: 1000,
  reason: 500,
  carrier: 100,
  tracking: 100,
  qrCode: 2000,
  damageDescriptionMin: 10,
  damageDescriptionMax: 1000,
  damagePhotosMax: 5,
  /** The largest `limit` of the lists, and the default. */
  listLimitMax: MAX_PAGE_LIMIT,
  listLimitDefault: 50,
} as const;

export const exhibitionHistoryEntrySchema = z.object({
  at: z.string(),
  by_role: z.enum(EXHIBITION_ACTOR_ROLES),
  /** The acting party's display name (artist or venue name; an admin's or the system's is null). */
  by_name: z.string().nullable(),
  what: z.union([exhibitionStatusSchema, z.literal('message')]),
  note: z.string().nullable(),
});
export type ExhibitionHistoryEntryView = z.infer<typeof exhibitionHistoryEntrySchema>;

/** An exhibition as every exhibitions route answers it (ExhibitionView of the contract). */
export const exhibitionSchema = z.object({
  /** The request's id: the exhibition keeps it from the request on. */
  id: z.string(),
  status: exhibitionStatusSchema,
  requested_by: z.enum(['venue', 'artist']),
  message: z.string().nullable(),
  /** The rejection or cancellation reason, or the damage description. */
  reason: z.string().nullable(),
  artwork: z.object({
    id: z.string(),
    title: z.string(),
    /** Euros, VAT included. */
    price: z.number(),
    primary_image: z.string().nullable(),
    status: artworkStatusSchema,
    size_category: sizeCategorySchema,
    category: categorySchema,
  }),
  artist: z.object({ id: z.string(), artist_name: z.string(), city: z.string().nullable() }),
  venue: z.object({
    id: z.string(),
    venue_name: z.string(),
    city: z.string(),
    address: z.string(),
    postal_code: z.string(),
  }),
  shipping: z.object({
    carrier: z.string().nullable(),
    tracking: z.string().nullable(),
    shipped_at: z.string().nullable(),
  }),
  arrived_at: z.string().nullable(),
  /** The damage report's photos (media paths), when one was made; absent otherwise. */
  damage_photos: z.array(z.string()).optional(),
  /** Oldest first. */
  history: z.array(exhibitionHistoryEntrySchema),
  /** What THE CALLER may do now. */
  actions: z.array(exhibitionActionSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExhibitionView = z.infer<typeof exhibitionSchema>;

/** POST /exhibitions/requests: a venue asks for a work (the venue is itself), an artist proposes one (venue_id required). */
export const exhibitionRequestBodySchema = z.object({
  artwork_id: z.string().trim().min(1).max(64),
  venue_id: z.string().trim().min(1).max(64).optional(),
  message: userText({ max: EXHIBITION_LIMITS.message, multiline: true }).optional(),
});
export type ExhibitionRequestBody = z.input<typeof exhibitionRequestBodySchema>;

/** reject, cancel, request-return: an optional reason. */
export const exhibitionReasonBodySchema = z.object({
  reason: userText({ max: EXHIBITION_LIMITS.reason, multiline: true }).optional(),
});
export type ExhibitionReasonBody = z.input<typeof exhibitionReasonBodySchema>;

/** POST /exhibitions/{id}/ship. */
export const exhibitionShipBodySchema = z.object({
  carrier: userText({ max: EXHIBITION_LIMITS.carrier }).optional(),
  tracking: userText({ max: EXHIBITION_LIMITS.tracking }).optional(),
});
export type ExhibitionShipBody = z.input<typeof exhibitionShipBodySchema>;

/**
 * confirm-arrival: the artwork label's URL (…/artworks/{artworkId}?src=qr, any origin) or the
 * artwork id typed by hand. validate-pickup: the buyer's pickup code.
 */
export const exhibitionQrBodySchema = z.object({
  qrCode: userText({ min: 1, max: EXHIBITION_LIMITS.qrCode }),
});
export type ExhibitionQrBody = z.input<typeof exhibitionQrBodySchema>;

/** The text field of the multipart report-damage body (plus up to five `photos`, images). */
export const damageReportFieldsSchema = z.object({
  description: userText({
    min: EXHIBITION_LIMITS.damageDescriptionMin,
    max: EXHIBITION_LIMITS.damageDescriptionMax,
    multiline: true,
  }),
});

/** The `?limit&cursor` of the lists. */
const listPage = { limit: pageLimit(EXHIBITION_LIMITS.listLimitMax), cursor: pageCursor };

/** GET /venues/me/exhibition-requests: incoming (asked of the venue) or outgoing (asked by it); both when absent. */
export const exhibitionRequestsQuerySchema = z.object({
  direction: z.enum(['incoming', 'outgoing']).optional(),
  ...listPage,
});

/** GET /venues/me/exhibitions and /artists/me/exhibitions. */
export const exhibitionListQuerySchema = z.object({
  status: exhibitionStatusSchema.optional(),
  ...listPage,
});

/** GET /venues/me/exhibition-requests: the open requests (status requested), newest first. */
export const exhibitionRequestsResponseSchema = listResponse('requests', exhibitionSchema);
export type ExhibitionRequestsResponse = z.infer<typeof exhibitionRequestsResponseSchema>;

/** The caller's exhibitions, newest first, and beside them how many are in each status (all statuses present). */
export const exhibitionListResponseSchema = listResponse('exhibitions', exhibitionSchema, {
  counts: z.record(exhibitionStatusSchema, z.number().int()),
});
export type ExhibitionListResponse = z.infer<typeof exhibitionListResponseSchema>;

/** Zero for every status: the base of `counts`. */
export function emptyExhibitionCounts(): Record<ExhibitionStatus, number> {
  return Object.fromEntries(EXHIBITION_STATUSES.map((s) => [s, 0])) as Record<ExhibitionStatus, number>;
}
