import type { SizeCategory } from '@konstvagg/rules';
import type {
  ArtworkImage,
  ArtworkStatus,
  Category,
  OpeningHours,
  Style,
  VenueType,
} from '@konstvagg/contracts';
import type { AuditTargetKind, PayoutParty } from './keys.ts';
import type { ExhibitionStatus, OrderStatus } from './lifecycle.ts';

/**
 * Items as stored in the table (besides their keys, see keys.ts). Money is integer cents;
 * the API turns cents into euros on the way out.
 */
export interface ArtworkRecord {
  entity: 'artwork';
  id: string;
  title: string;
  description: string;
  category: Category;
  style: Style;
  price_cents: number;
  width_cm: number;
  height_cm: number;
  /** Depth for works that stand out from the wall (optional). */
  depth_cm?: number | null;
  size_category: SizeCategory;
  status: ArtworkStatus;
  venue_commission: number;
  artist_id: string;
  artist_name: string;
  images: ArtworkImage[];
  /** Where the artwork hangs now, if anywhere. */
  venue_id: string | null;
  venue_name: string | null;
  city: string | null;
  year: number | null;
  medium: string | null;
  /** When the work last entered pending_review: its place in the moderation queue. */
  submitted_at?: string | null;
  /** Why an admin sent it back to draft (shown to its artist), until it is submitted again. */
  rejection_reason?: string | null;
  /** When an admin last approved it; cleared when an edit sends it back to review. */
  approved_at?: string | null;
  /** While reserved: the checkout's order and when the reservation lapses (it then counts as exhibited). */
  reserved_by_order_id?: string | null;
  reserved_until?: string | null;
  /**
   * The exhibition that holds the work from its acceptance until it is back, damaged or collected
   * (issue 11): while set, no new request can be made for it and no other request accepted.
   */
  exhibition_id?: string | null;
  /**
   * Set while its artist's account is suspended: the work leaves every public list and page
   * whatever its status, and comes back unchanged on reactivation (docs/decisions.md, Suspension).
   */
  hidden_reason?: 'artist_suspended' | null;
  created_at: string;
  updated_at: string;
  /** Incremented on every write; every transition is conditional on it. */
  version: number;
}

export interface ArtistRecord {
  entity: 'artist';
  id: string;
  user_id: string | null;
  artist_name: string;
  first_name: string;
  last_name: string;
  bio: string;
  profile_image_url: string | null;
  /** Where the artist works, in their own words (older records: none). */
  location?: string | null;
  city: string | null;
  country: string;
  website: string | null;
  instagram: string | null;
  default_venue_commission: number;
  is_verified: boolean;
  is_kyc_verified: boolean;
  can_receive_payouts: boolean;
  artwork_count: number;
  /** The early-access seat (1..EARLY_ACCESS_ARTIST_LIMIT) this artist took at sign-up, if any. */
  early_access_seat?: number | null;
  /** The Stripe Connect Express account that receives the artist's payouts. */
  stripe_account_id?: string | null;
  /** Set while the owning account is suspended: the profile and its works are not public. */
  suspended_at?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface VenueRecord {
  entity: 'venue';
  id: string;
  user_id: string | null;
  venue_name: string;
  /** The account holder's name, copied at sign-up as on an artist (older records: none). */
  first_name?: string;
  last_name?: string;
  venue_type: VenueType;
  description: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  geohash: string;
  profile_image_url: string | null;
  gallery_images: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  is_verified: boolean;
  is_featured: boolean;
  accepts_commission_only: boolean;
  opening_hours: OpeningHours;
  current_exhibitions_count: number;
  /** The Stripe Connect Express account that receives the venue's commissions. */
  stripe_account_id?: string | null;
  is_kyc_verified?: boolean;
  can_receive_payouts?: boolean;
  /** Set while the owning account is suspended: the venue is not listed. */
  suspended_at?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface UserRecord {
  entity: 'user';
  id: string;
  /** The Cognito username (sub). */
  email: string;
  first_name: string;
  last_name: string;
  role: 'artist' | 'venue' | 'buyer' | 'admin';
  language: 'sv' | 'en';
  email_verified: boolean;
  /** The full name as typed at sign-up (older records: first and last name joined). */
  name?: string;
  phone?: string | null;
  /** The artist or venue profile this account owns (older records: found through GSI4 USER#<id>). */
  profile_id?: string | null;
  /** Google/Apple sign-in used with this account (added the first time each is used). */
  oauth_providers?: ('google' | 'apple')[];
  /** Set by an admin's suspension (with the reason); the account cannot sign in or call the API. */
  suspended_at?: string | null;
  suspended_reason?: string | null;
  /** Lower-cased name and email (userIndexKeys): what the admin's user search matches. */
  search_text?: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** The claim on an email address that makes sign-up unique per email (keys.emailClaim). */
export interface EmailClaimRecord {
  entity: 'email_claim';
  email: string;
  /** 'pending' while a sign-up is creating the account; 'active' once the user record exists. */
  status: 'pending' | 'active';
  /** Which sign-up holds the claim (a pending claim is released only by the sign-up that made it). */
  claim_id: string;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A single-use mail link (keys.authToken); consumed with a conditional delete. */
export interface AuthTokenRecord {
  entity: 'auth_token';
  kind: 'verify_email' | 'reset_password';
  user_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  /** TTL (epoch seconds): DynamoDB removes the item some time after this. */
  expires_at_epoch: number;
  /** When the link was used; a used link stays until its TTL, so a second visit can be told apart. */
  used_at?: string;
}

/** A rate-limit counter (keys.rateCounter): attempts in the window that began with the first one. */
export interface RateCounterRecord {
  entity: 'rate_counter';
  count: number;
  /** Epoch milliseconds when the window ends and the count starts again from zero. */
  window_ends_ms: number;
  expires_at_epoch: number;
}

/**
 * A sale, from checkout to payout or refund (amounts in cents; keys.order, orderIndexKeys). A guest
 * checkout has no buyer_id: `access_key` lets the holder of the receipt link read it, and the
 * buyer-email index joins it to the account that later verifies that email.
 */
export interface OrderRecord {
  entity: 'order';
  id: string;
  artwork_id: string;
  status: OrderStatus;
  /**
   * The price paid (VAT included), equal to venue_cents + platform_cents + artist_cents, in minor
   * units of `currency`: the order's one charge currency (ISO 4217), of the charge, the split, the
   * transfers and the refund (markets.ts).
   */
  amount_cents: number;
  currency: string;
  /**
   * When the charge currency is not the list currency (issue 40): the artist's list price (cents
   * of LIST_CURRENCY), the ECB rate used (units of `currency` per 1 EUR) and its reference date,
   * locked at checkout for the reservation. Absent: charged in the list currency.
   */
  list_price_cents?: number | null;
  fx_rate?: number | null;
  fx_date?: string | null;
  artist_id: string;
  artist_name: string;
  title: string;
  /** Where the work hangs and is collected. */
  venue_id: string | null;
  venue_name: string | null;
  /** The buyer's account, or null for a guest until the email is verified on an account. */
  buyer_id: string | null;
  buyer_email: string;
  buyer_name?: string;
  buyer_phone?: string | null;
  /** The secret that lets a guest read the order (`GET /orders/{id}?key=`). */
  access_key?: string;
  /** The code the venue scans (as a QR code) at pickup: unguessable, set when paid. */
  pickup_code?: string;
  /** The same pickup's short typed form (PICKUP_CODE_ALPHABET, 8 characters). */
  pickup_code_short?: string;
  /** The buyer's language at checkout (Accept-Language): the receipt and later mails use it. */
  language?: 'sv' | 'en';
  /** The split, fixed at checkout from the commission and the fee in force (splitSale). */
  venue_commission: number;
  venue_cents: number;
  platform_fee_bps: number;
  platform_cents: number;
  artist_cents: number;
  /** While pending_payment: the artwork is reserved for this order until then. */
  reservation_expires_at?: string | null;
  stripe_payment_intent_id?: string | null;
  stripe_charge_id?: string | null;
  stripe_refund_id?: string | null;
  paid_at: string | null;
  /** paid_at + PICKUP_WINDOW_HOURS: not collected by then means a full refund. */
  pickup_deadline: string | null;
  collected_at: string | null;
  paid_out_at: string | null;
  refunded_at?: string | null;
  /** Why it was refunded: the pickup deadline passed, or the payment came after the work was taken. */
  /** dispute_lost: the buyer's bank paid them back (a dispute lost before the pickup), not Stripe at our request. */
  refund_reason?: 'not_collected' | 'late_payment' | 'admin' | 'dispute_lost' | null;
  /** An admin's refund: the reason they gave and who they were (the audit entry has the rest). */
  refund_note?: string | null;
  refunded_by?: string | null;
  /** What Stripe reports refunded (charge.refunded), cents. */
  amount_refunded_cents?: number;
  /**
   * Written just before one of our refunders (the deadline's task, an admin) asks Stripe for the
   * refund: charge.refunded then leaves the order to that refunder for REFUND_CLAIM_MINUTES, and
   * finishes it with this reason after that (the refunder crashed); a refund with no claim was made
   * elsewhere (Stripe's dashboard) and is finished at once.
   */
  refund_started_at?: string | null;
  refund_started_reason?: 'not_collected' | 'admin' | null;
  /**
   * How many times Stripe refused the deadline's refund (a 4xx, which it replays for a day under the
   * same key): the next try uses the key `re:<order>:<n>` (tasks/refund.ts).
   */
  refund_refusals?: number;
  cancelled_at?: string | null;
  /** A dispute opened on the payment (charge.dispute.created): flagged for the admins. */
  disputed_at?: string | null;
  dispute_id?: string | null;
  /** The dispute closed (charge.dispute.closed): won, lost, or closed as a warning (an inquiry). */
  dispute_closed_at?: string | null;
  dispute_outcome?: 'won' | 'lost' | 'warning_closed' | null;
  /** Stripe's reason for the dispute (e.g. `fraudulent`, `product_not_received`). */
  dispute_reason?: string | null;
  /** The disputed amount, cents: what the platform loses if the dispute is lost. */
  dispute_amount_cents?: number | null;
  /** Stripe's deadline for the evidence (evidence_details.due_by), ISO. */
  dispute_due_by?: string | null;
  /**
   * Whether the pickup was validated with the buyer's own code when the dispute opened (pickup_method):
   * the artist and the venue then keep their payouts whatever the outcome (seller protection).
   */
  dispute_protected?: boolean | null;
  /** The evidence saved at Stripe for the dispute (Stripe's evidence fields, text), and when. */
  dispute_evidence?: Record<string, string> | null;
  dispute_evidence_saved_at?: string | null;
  /** Whether the evidence saved holds a validated pickup (a dispute may open before the pickup). */
  dispute_evidence_with_pickup?: boolean | null;
  /** When the evidence was submitted to the buyer's bank (no change after that). */
  dispute_evidence_submitted_at?: string | null;
  /** A protected dispute lost: what the platform lost (the payouts went out all the same), cents. */
  platform_loss_cents?: number | null;
  /**
   * How the venue validated the pickup: the buyer's QR code scanned (the long code) or its short
   * code typed. Null or missing: no validated pickup on record (orders collected before it was kept).
   */
  pickup_method?: 'scanned' | 'typed' | null;
  /** The venue account (user id and email) that validated the pickup. */
  pickup_by?: string | null;
  pickup_by_email?: string | null;
  /** Every business event of the order, oldest first (shared/domain order-machine.ts). */
  history?: OrderHistoryEntry[];
  created_at: string;
  updated_at: string;
  version: number;
}

/** The events of an order's money machine (shared/domain order-machine.ts), as its history records them. */
export const ORDER_EVENTS = [
  'reserved',
  'paid',
  'payment_failed',
  'cancelled',
  'collected',
  'payout_scheduled',
  'paid_out',
  'refunded',
  'dispute_opened',
  'dispute_evidence',
  'dispute_closed',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** One entry of an order's history: what happened, when, and who or what did it. */
export interface OrderHistoryEntry {
  at: string;
  what: OrderEvent;
  /** The user who acted, or 'system' (a schedule, a sweep) or 'stripe' (a webhook). */
  by: string;
  by_role: 'buyer' | 'venue' | 'admin' | 'system' | 'stripe';
  /** The status the order moved to, if it moved. */
  status?: OrderStatus | null;
  /** A refund's reason, a dispute's outcome, a pickup's method. */
  detail?: string | null;
  note?: string | null;
}

/** One entry of an exhibition's history: who did what, when. */
export interface ExhibitionHistoryEntry {
  at: string;
  /** The user who acted, or 'system' (a sale closing it, a schedule). */
  by: string;
  by_role: 'artist' | 'venue' | 'buyer' | 'admin' | 'system';
  /** The acting artist's or venue's name as it was then (null for admins and the system). */
  by_name?: string | null;
  /** The status it moved to, or another event ('message'). */
  what: ExhibitionStatus | 'message';
  note?: string | null;
}

/** An artwork on (its way to or from) a venue's wall; its id is the request's id (keys.exhibition). */
export interface ExhibitionRecord {
  entity: 'exhibition';
  id: string;
  artwork_id: string;
  venue_id: string;
  artist_id: string;
  /** Which side asked: a venue requests, an artist proposes; the other side answers. */
  requested_by: 'venue' | 'artist';
  requested_by_user_id: string;
  message: string | null;
  status: ExhibitionStatus;
  history: ExhibitionHistoryEntry[];
  shipping_carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  arrived_at: string | null;
  /** Why it was rejected or cancelled, or the damage report's description. */
  reason: string | null;
  damage_photos?: string[];
  created_at: string;
  updated_at: string;
  version: number;
}

/** `cancelled`: the order was refunded before this payout went out (an admin's refund); it never will. */
export const PAYOUT_STATUSES = [
  'scheduled',
  'waiting_for_account',
  'sending',
  'sent',
  'failed',
  'reversed',
  'cancelled',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * What must follow an order's state change, beyond the change itself (keys.outbox): written in the
 * same transaction, so no crash leaves a paid order without its refund schedule or receipt.
 */
export const OUTBOX_EFFECTS = [
  'refund_schedule',
  'receipt_mail',
  'sold_mail_artist',
  'sold_mail_venue',
] as const;
export type OutboxEffect = (typeof OUTBOX_EFFECTS)[number];

/** The outbox item of one state change (keys.outbox): its effects, and which are carried out. */
export interface OutboxRecord {
  entity: 'outbox';
  order_id: string;
  /** The state change the effects follow. */
  event: 'paid';
  effects: OutboxEffect[];
  /** When each effect was carried out: a retry after a crash or a failure skips these. */
  done: Partial<Record<OutboxEffect, string>>;
  /** Tries that failed, and the last failure's words (the admin's and the operator's clue). */
  attempts: number;
  last_error?: string | null;
  /** Until when the run carrying it out holds it; none while no run does (tasks/outbox.ts). */
  lease_until?: string;
  created_at: string;
  updated_at: string;
}

/** One transfer of a sale to one party (keys.payout, payoutIndexKeys). */
export interface PayoutRecord {
  entity: 'payout';
  order_id: string;
  party: PayoutParty;
  /** The artist's or venue's profile id. */
  payee_id: string;
  /** Minor units of `currency`, the order's charge currency. */
  amount_cents: number;
  currency: string;
  status: PayoutStatus;
  /** The Swedish business day after pickup (T+1), ISO. */
  scheduled_for: string;
  stripe_transfer_id: string | null;
  /** Why it waits or failed: a PAYOUT_WAITING_REASONS code, or Stripe's error code. */
  failure_reason: string | null;
  attempts: number;
  /**
   * Transfers Stripe refused outright (a 4xx: nothing was created). Each refusal moves the
   * idempotency key on (`tr:<order>:<party>`, then `…:1`, `…:2`), because Stripe replays a refused
   * key's error for a day; an attempt whose outcome is unknown (a timeout, a 5xx) keeps the key, so
   * a transfer can never be made twice.
   */
  refusals?: number;
  sent_at?: string | null;
  /** An admin's refund after the payout: the transfer reversal Stripe made (status `reversed`)... */
  stripe_reversal_id?: string | null;
  reversed_at?: string | null;
  /** ...or why Stripe refused it (the payout stays `sent`; the buyer was refunded all the same). */
  reversal_failure?: string | null;
  cancelled_at?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** A mail sent about an order (keys.orderMail): who got what, when, and whether it went out. */
export interface OrderMailRecord {
  entity: 'order_mail';
  id: string;
  order_id: string;
  /** receipt, sold_artist, sold_venue, refund_buyer, refund_artist, refund_venue. */
  kind: string;
  to: string;
  subject: string;
  /** suppressed: not sent, the address bounced or complained (a mail a person must get is always sent). */
  status: 'sent' | 'failed' | 'suppressed';
  at: string;
}

/** A Stripe event the webhook handled about an order (keys.orderEvent). */
export interface OrderEventRecord {
  entity: 'order_event';
  order_id: string;
  event_id: string;
  /** Stripe's event type, e.g. payment_intent.succeeded, charge.refunded, transfer.created. */
  type: string;
  /** Whether handling it changed anything (a repeat of known facts does not). */
  changed: boolean;
  /** The object's id (payment intent, charge, transfer) and amount in cents, where it has them. */
  object_id: string | null;
  amount_cents: number | null;
  /** Stripe's `created` (whole seconds): with the event id, the item's key, the same on every delivery. */
  at: string;
  /**
   * When the webhook first handled it, which the timeline shows: Stripe's `created`, in whole
   * seconds, put the payment before its own checkout. Absent on events recorded before it.
   */
  received_at?: string;
}

/** An admin's decision on a submitted artwork (keys.moderationDecision). */
export interface ModerationDecisionRecord {
  entity: 'moderation_decision';
  id: string;
  artwork_id: string;
  artist_id: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  decided_by: string;
  decided_at: string;
  /** When the work entered the queue: decided_at minus this is the moderation time. */
  submitted_at: string;
}

/** One admin action (keys.auditEntry): who did what to which item, when and why. */
export interface AuditEntryRecord {
  entity: 'audit';
  id: string;
  actor_id: string;
  actor_email: string;
  /** The action, e.g. 'artwork.approve', 'order.refund', 'user.suspend'. */
  action: string;
  target_kind: AuditTargetKind;
  target_id: string;
  reason: string | null;
  at: string;
  /** Facts of the action worth keeping (amounts, previous status). */
  details?: Record<string, string | number | boolean | null>;
}

/** The early-access seat counter (keys.earlyAccessCounter). */
export interface EarlyAccessCounterRecord {
  entity: 'early_access_counter';
  taken: number;
  updated_at: string;
}

/** A launch-updates subscription (keys.subscription, subscriptionIndexKeys). */
export interface SubscriptionRecord {
  entity: 'subscription';
  email: string;
  language: 'sv' | 'en';
  consent_version: string;
  consented_at: string;
  created_at: string;
}

/** Why SES told us not to mail an address again: a permanent bounce, or the person's complaint (spam button). */
export type MailSuppressionReason = 'bounce' | 'complaint';

/**
 * An address the mail port does not send non-essential mail to (keys.mailSuppression, issue 41),
 * written by the admin service from SES bounce and complaint notifications; `count` counts the
 * distinct SES feedback ids seen, so SNS delivering one notification twice changes nothing.
 */
export interface MailSuppressionRecord {
  entity: 'mail_suppression';
  /** Normalized (trimmed, lower-case). */
  email: string;
  /** The latest event's reason: a complaint after a bounce makes it `complaint`. */
  reason: MailSuppressionReason;
  first_event_at: string;
  last_event_at: string;
  count: number;
  /** SES's feedback id of the latest event (the idempotency of a repeat delivery). */
  feedback_id: string;
  /** The bounce's diagnostic code or the complaint's feedback type, cut to 300 characters; null when SES gave none. */
  diagnostic: string | null;
  /** Where the event came from: `ses` (SNS on AWS) or `local` (the outbox's bounce control). */
  source: string;
  /** The bounce's subtype (General, NoEmail, Suppressed...) or the complaint's feedback type; null when none. */
  sub_type: string | null;
}

/** The owner of a Stripe connected account (keys.stripeAccount): the webhook's way from account to profile. */
export interface StripeAccountRecord {
  entity: 'stripe_account';
  account_id: string;
  owner_kind: 'artist' | 'venue';
  owner_id: string;
  created_at: string;
}

/** A contact-form message (keys.contactMessage, contactMessageIndexKeys). */
export interface ContactMessageRecord {
  entity: 'contact_message';
  id: string;
  name: string;
  email: string;
  /** Empty when none was given. */
  subject: string;
  message: string;
  consent: boolean;
  language: 'sv' | 'en';
  status: 'new' | 'handled';
  /** When and by which admin it was marked handled. */
  handled_at?: string | null;
  handled_by?: string | null;
  created_at: string;
}

/** A venue's saved artwork, with its private notes. */
export interface FavoriteRecord {
  entity: 'favorite';
  venue_id: string;
  artwork_id: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

/**
 * The ECB's euro reference rates of one day (keys.fxRates: the newest; keys.fxRatesOfDay: each
 * day's, kept). A rate is units of the currency per 1 EUR (the ECB's convention: SEK 11.5556).
 * Written by the orders service's daily fetch (tasks/fx-rates.ts); read by checkout through the fx
 * port (lambda-kit ports/fx.ts), which refuses a rate older than FX_MAX_AGE_DAYS.
 */
export interface FxRatesRecord {
  entity: 'fx_rates';
  source: 'ecb';
  /** The ECB's reference date of the rates (yyyy-mm-dd; published that working day around 16:00 CET). */
  date: string;
  /** Currency (ISO 4217, upper case) -> units per 1 EUR; EUR itself is not listed (it is 1). */
  rates: Record<string, number>;
  /** When the fetch read them (ISO). */
  fetched_at: string;
  updated_at: string;
}
