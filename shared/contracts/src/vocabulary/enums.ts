/**
 * The product's closed lists, without zod: the browser imports them from
 * `@konstvagg/contracts/vocabulary`, and the contracts build their zod enums from them
 * (`z.enum(CATEGORIES)`), so each list is written once.
 */

export const ROLES = ['artist', 'venue', 'buyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const CATEGORIES = ['painting', 'photography'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STYLES = [
  'abstract',
  'figurative',
  'landscape',
  'portrait',
  'minimalist',
  'street_urban',
  'surreal',
  'pop',
  'impressionist',
  'expressionist',
  'nordic_scandi',
  'black_and_white',
] as const;
export type Style = (typeof STYLES)[number];

/** An artwork's statuses; its lifecycle is in docs/architecture.md §5. */
export const ARTWORK_STATUSES = [
  'draft',
  'pending_review',
  'available',
  'exhibited',
  'reserved',
  'sold',
  'delivered',
  'unavailable',
] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

/** Statuses the public marketplace lists (drafts, items under review and withdrawn items are private). */
export const PUBLIC_ARTWORK_STATUSES = [
  'available',
  'exhibited',
  'reserved',
  'sold',
  'delivered',
] as const satisfies readonly ArtworkStatus[];

/** A visitor can start checkout only for these (docs/architecture.md §5: reserved and sold are taken). */
export const BUYABLE_ARTWORK_STATUSES = [
  'available',
  'exhibited',
] as const satisfies readonly ArtworkStatus[];

/** Sold and delivered works carry the SOLD badge on their cards. */
export const SOLD_ARTWORK_STATUSES = ['sold', 'delivered'] as const satisfies readonly ArtworkStatus[];

/** docs/architecture.md §5: an exhibition (a request's id is its id) from the ask to the wall and back. */
export const EXHIBITION_STATUSES = [
  'requested',
  'accepted',
  'rejected',
  'cancelled',
  'shipped',
  'on_display',
  'sold',
  'collected',
  'damaged',
  'return_requested',
  'returned',
] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

/** docs/architecture.md §5: an order from checkout to the artist's payout, or to its refund. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'collected',
  'payout_scheduled',
  'paid_out',
  'refunded',
  // A failed or abandoned payment: the reservation is released.
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What an order's status line says, one code for every reader (buyer, guest, artist, venue,
 * admin); the domain's orderStatusLine derives it and each frontend translates it. A refund names
 * its reason; a dispute that holds the payment comes before the order's own state.
 */
export const ORDER_STATUS_LINES = [
  'awaiting_payment',
  'cancelled',
  'awaiting_pickup',
  'collected',
  'payout_scheduled',
  'paid_out',
  'refunded_not_collected',
  'refunded_late_payment',
  'refunded_admin',
  'refunded_dispute_lost',
  'disputed',
] as const;
export type OrderStatusLine = (typeof ORDER_STATUS_LINES)[number];

/** The venue profile's types plus the registration form's extra ones (museum, studio). */
export const VENUE_TYPES = [
  'restaurant',
  'cafe',
  'bar',
  'hotel',
  'gallery',
  'coworking',
  'museum',
  'studio',
  'other',
] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const CITIES = ['Stockholm', 'Gothenburg', 'Malmö'] as const;
export type City = (typeof CITIES)[number];

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Monday first, as in Sweden. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

export const ARTWORK_SORTS = [
  'created_desc',
  'created_asc',
  'price_asc',
  'price_desc',
  'title_asc',
  'title_desc',
] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];
export const DEFAULT_ARTWORK_SORT: ArtworkSort = 'created_desc';

/** Sign-in providers besides email and password (auth contract, issue 3). */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** What an artist or venue may not do before its email address is verified. */
export const RESTRICTIONS = ['publish', 'payouts'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

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
  // Artist studio (issue 10): publishing needs a verified email.
  'email_unverified',
  // Exhibitions (issue 11): a second open request, a work that cannot be requested, a label of
  // another work, a pickup without a paid order or with a wrong code or a passed deadline.
  'request_exists',
  'artwork_unavailable',
  'qr_mismatch',
  'no_paid_order',
  'pickup_code_invalid',
  'pickup_deadline_passed',
  // Admin console (issue 13): a suspended account is refused everywhere.
  'account_suspended',
  // Buying (issue 12): the work is reserved or sold (artwork_unavailable, above), hangs nowhere, or is the buyer's own.
  'artwork_not_on_display',
  'own_artwork',
  // Admin transactions (issue 13): a refund of an order refunded already or never paid; a payout retry with no failed payout,
  // or of an order whose payment a dispute holds.
  'already_refunded',
  'not_refundable',
  'payment_disputed',
  'refund_refused',
  'nothing_to_retry',
  'payout_held_by_dispute',
  // Dispute evidence (issue 39 §2): an admin's addition to a dispute not open, already submitted, or past its due date.
  'no_open_dispute',
  'evidence_already_submitted',
  'evidence_past_due',
  // Currency (issue 40): no exchange rate for the buyer's currency, or the newest is too old to use.
  'rate_unavailable',
  // Admin MFA (issue 41): a wrong or stale code, and the console closed until TOTP is set up.
  'mfa_code_invalid',
  'mfa_session_expired',
  'mfa_required',
  'mfa_not_started',
  'mfa_already_enabled',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when `value` is one of `values`, narrowing it to the list's type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
