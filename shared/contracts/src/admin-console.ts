import * as z from 'zod';
import { artworkSchema } from './artwork.ts';
import { ARTWORK_STATUSES } from './vocabulary/enums.ts';
import { categorySchema, roleSchema } from './enums.ts';
import { listResponse, pageQuery } from './pagination.ts';
import { orderStatusLineSchema } from './orders.ts';
import { userText } from './text.ts';

/**
 * The admin console (issue 13): every artwork and the moderation queue, users and their
 * suspension, the verified badge, the audit log and the two inboxes. Every admin action here
 * writes an audit entry (who, what, when, why).
 */

export const ADMIN_USER_STATUSES = ['active', 'suspended'] as const;

/** `GET /admin/users?role&q&status&cursor&limit`: newest first; `q` matches name or email. */
export const adminUsersQuerySchema = z.object({
  role: roleSchema.optional(),
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  ...pageQuery,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  language: z.enum(['sv', 'en']),
  email_verified: z.boolean(),
  status: z.enum(ADMIN_USER_STATUSES),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  /** The artist or venue profile the account owns, with its public name and badge. */
  profile: z
    .object({
      kind: z.enum(['artist', 'venue']),
      id: z.string(),
      name: z.string(),
      is_verified: z.boolean(),
      can_receive_payouts: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = listResponse('users', adminUserSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** One admin action (`GET /admin/audit`, and a user's trail in `GET /admin/users/{id}`). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  /** The acting admin's name as it is now; null when the account is gone. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  /** What a person calls the target: a user's name, a work's or order's title; null when it has none. */
  target_name: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /admin/users/{id}`: the account, its works (artists), its orders and its audit trail. */
export const adminUserDetailResponseSchema = z.object({
  user: adminUserSchema,
  artworks: z.array(artworkSchema),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      /** The order's status line, as its buyer, artist and venue read it (issue 38). */
      status_line: orderStatusLineSchema,
      title: z.string(),
      amount: z.number(),
      /** The order's charge currency (ISO 4217). */
      currency: z.string().regex(/^[A-Z]{3}$/),
      created_at: z.string(),
    }),
  ),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;

/** `POST /admin/users/{id}/suspend {reason}` (the user reads it in the mail) and `/reactivate {reason?}`. */
export const suspendUserBodySchema = z.object({ reason: userText({ min: 5, max: 1000, multiline: true }) });
export const reactivateUserBodySchema = z.object({
  reason: userText({ min: 1, max: 1000, multiline: true }).optional(),
});
/** `POST /admin/users/{id}/verify {verified}`: the verified badge of an artist or venue. */
export const verifyProfileBodySchema = z.object({ verified: z.boolean() });
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** `GET /admin/audit?actor&target_kind&target_id&cursor&limit`: newest first. */
export const auditQuerySchema = z.object({
  actor: z.string().max(64).optional(),
  ...pageQuery,
});
export const auditResponseSchema = listResponse('entries', auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** The contact inbox: `GET /admin/contact-messages?status`, `POST /admin/contact-messages/{id}/handled`. */
export const contactMessagesQuerySchema = z.object({
  status: z.enum(['new', 'handled']).optional(),
  ...pageQuery,
});
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.enum(['sv', 'en']),
  status: z.enum(['new', 'handled']),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
/** The page of messages, and beside it how many are new (unhandled) in the whole inbox. */
export const contactMessagesResponseSchema = listResponse('messages', contactMessageSchema, {
  unread: z.number().int(),
});
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;
export const handledContactMessageResponseSchema = z.object({ message: contactMessageSchema });

/** Launch-update subscriptions: `GET /admin/subscriptions` (JSON), `GET /admin/subscriptions.csv` (export). */
export const subscriptionsQuerySchema = z.object(pageQuery);
export const subscriptionSchema = z.object({
  email: z.string(),
  language: z.enum(['sv', 'en']),
  consent_version: z.string(),
  consented_at: z.string(),
  created_at: z.string(),
});
export const subscriptionsResponseSchema = listResponse('subscriptions', subscriptionSchema);
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * `GET /admin/artworks?status&q&category&artist&cursor&limit`: every work, newest first; `status`
 * is one lifecycle status or `all` (the default). `q` matches any part of the title or the
 * artist's name, case-insensitively. The moderation queue (oldest first, with each work's age) is
 * its own list: `GET /admin/artworks/review-queue` (reviewQueueResponseSchema).
 */
export const ADMIN_ARTWORK_STATUS_FILTERS = [...ARTWORK_STATUSES, 'all'] as const;
export const adminArtworksQuerySchema = z.object({
  status: z.enum(ADMIN_ARTWORK_STATUS_FILTERS).optional(),
  q: z.string().trim().max(100).optional(),
  category: categorySchema.optional(),
  artist: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  ...pageQuery,
});
export type AdminArtworksQuery = z.infer<typeof adminArtworksQuerySchema>;

/**
 * `GET /admin/artworks/review-queue?q&category&artist&cursor&limit`: the moderation queue, oldest
 * first, narrowed by the whole list's filters.
 */
export const reviewQueueQuerySchema = adminArtworksQuerySchema.omit({ status: true });
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** A work waiting for review: how long it has waited, and whether past the moderation promise. */
export const queuedArtworkSchema = artworkSchema.extend({
  submitted_at: z.string(),
  age_hours: z.number(),
  overdue: z.boolean(),
});
export type QueuedArtwork = z.infer<typeof queuedArtworkSchema>;

export const reviewQueueResponseSchema = listResponse('artworks', queuedArtworkSchema);
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** A work as the admin list shows it: the owner's view, whether the public sees it, and whether it can be unpublished. */
export const adminArtworkSchema = artworkSchema.extend({
  /** In the marketplace now: a public status and not hidden by its artist's suspension. */
  is_public: z.boolean(),
  /** Hidden because its artist is suspended (the work keeps its status). */
  hidden: z.boolean(),
  /** POST /admin/artworks/{id}/unpublish would be accepted (available, not promised to a venue). */
  can_unpublish: z.boolean(),
  /**
   * Why it would not, so the list can say so (issue 38: a work on display only showed "–"):
   * `taken` reserved or sold (refund the order instead), `at_venue` hanging at or promised to a
   * venue (its artist or the venue asks for its return first), `not_public` not in the marketplace.
   */
  unpublish_refusal: z.enum(['taken', 'at_venue', 'not_public']).nullable(),
});
export type AdminArtwork = z.infer<typeof adminArtworkSchema>;

export const adminArtworksResponseSchema = listResponse('artworks', adminArtworkSchema);
export type AdminArtworksResponse = z.infer<typeof adminArtworksResponseSchema>;

/** `POST /admin/artworks/{id}/unpublish {reason}`: the reason its artist reads (on the work and in the mail). */
export const unpublishArtworkBodySchema = z.object({
  reason: userText({ min: 5, max: 1000, multiline: true }),
});
export const adminArtworkResponseSchema = z.object({ artwork: adminArtworkSchema });
export type AdminArtworkResponse = z.infer<typeof adminArtworkResponseSchema>;
