/**
 * The single-table design: every key of every item, and every way the services read them, in one
 * place (see docs/data-model.md, which a test checks against this file). One table, generic key
 * attributes PK/SK and five overloaded GSIs, so any service can read another domain's documented
 * items without importing its code. Nothing outside shared/domain spells a key prefix (lint rule
 * `no-restricted-syntax` in eslint.config.js): services use `keys`, the `*IndexKeys` builders and
 * `queries`.
 *
 * | item            | PK                   | SK                   | GSI1                          | GSI2                        | GSI3                          | GSI4                                  | GSI5                             |
 * | artwork         | ARTWORK#<id>         | ARTWORK              | ARTWORKS / <iso>#<id> (public); ARTWORKS_UNLISTED / <iso>#<id> (not public) | ARTWORKS / <cents12>#<id> (public) | ARTWORKS / <title>#<id> (public); REVIEW_QUEUE / <submitted>#<id> (pending_review) | ARTIST#<artistId> / ARTWORK#<iso>#<id> | VENUE#<venueId> / ARTWORK#<iso>#<id> |
 * | artist profile  | ARTIST#<id>          | PROFILE              |                               |                             |                               | USER#<userId> / ARTIST                | ARTISTS / <iso>#<id>             |
 * | venue profile   | VENUE#<id>           | PROFILE              | GEO#<geohash4> / <geohash>#VENUE#<id> |                     |                               | USER#<userId> / VENUE                 | VENUES / <iso>#<id>              |
 * | user            | USER#<id>            | USER                 | USERS / <iso>#<id>            |                             |                               | EMAIL#<email> / USER                  | USERS#<role> / <iso>#<id>        |
 * | favourite       | VENUE#<venueId>      | FAVORITE#<artworkId> |                               |                             |                               |                                       |                                  |
 * | order           | ORDER#<id>           | ORDER                | ARTIST#<artistId> / ORDER#<iso>#<id> | VENUE#<venueId> / ORDER#<iso>#<id> | BUYEREMAIL#<email> / ORDER#<iso>#<id> | BUYER#<userId> / ORDER#<iso>#<id> | ORDERS#<status> / <iso>#<id> |
 * | payout          | ORDER#<orderId>      | PAYOUT#<party>       |                               |                             |                               | PAYEE#<party>#<profileId> / PAYOUT#<scheduled>#<orderId> | PAYOUTS#<status> / <scheduled>#<orderId>#<party> |
 * | order mail      | ORDER#<orderId>      | MAIL#<iso>#<id>      |                               |                             |                               |                                       |                                  |
 * | order event     | ORDER#<orderId>      | EVENT#<iso>#<eventId> |                              |                             |                               |                                       |                                  |
 * | exhibition      | EXHIBITION#<id>      | EXHIBITION           | ARTWORK#<artworkId> / EXHIBITION#<iso>#<id> | VENUE#<venueId> / EXHIBITION#<iso>#<id> | ARTIST#<artistId> / EXHIBITION#<iso>#<id> |                |                                  |
 * | open request    | OPENREQUEST#<artworkId>#<venueId> | OPENREQUEST |                           |                             |                               |                                       |                                  |
 * | moderation      | ARTWORK#<artworkId>  | MODERATION#<iso>#<id> |                              |                             |                               |                                       | MODERATION / <iso>#<artworkId>   |
 * | audit entry     | AUDIT#<kind>#<targetId> | AUDIT#<iso>#<id>  |                               |                             |                               | ACTOR#<userId> / AUDIT#<iso>#<id>     | AUDIT / <iso>#<id>               |
 * | early access    | COUNTER#early_access | COUNTER              |                               |                             |                               |                                       |                                  |
 * | email claim     | EMAIL#<email>        | EMAIL                |                               |                             |                               |                                       |                                  |
 * | mail link token | AUTHTOKEN#<sha256>   | AUTHTOKEN            |                               |                             |                               |                                       |                                  |
 * | rate counter    | RATE#<scope>#<who>   | COUNTER              |                               |                             |                               |                                       |                                  |
 * | subscription    | SUBSCRIPTION#<email> | SUBSCRIPTION         |                               |                             |                               |                                       | SUBSCRIPTIONS / <iso>#<email>    |
 * | contact message | CONTACT#<id>         | MESSAGE              |                               |                             |                               |                                       | CONTACT_MESSAGES / <iso>#<id>    |
 * | mail suppression | MAILSUPPRESSION#<email> | SUPPRESSION       |                               |                             |                               |                                       | MAIL_SUPPRESSIONS / <iso>#<email> |
 * | stripe account  | STRIPEACCOUNT#<acct> | STRIPEACCOUNT        |                               |                             |                               |                                       |                                  |
 * | day counters    | STAT#<yyyy-mm>       | DAY#<day>#ALL; DAY#<day>#<dimension>#<value> |                |                             |                               |                                       |                                  |
 * | status counters | STAT#ORDERS          | COUNTS               |                               |                             |                               |                                       |                                  |
 * | outbox          | OUTBOX               | <iso>#<orderId>#<event> |                            |                             |                               |                                       |                                  |
 * | fx rates        | FX#ECB               | RATES; DAY#<yyyy-mm-dd> |                           |                             |                               |                                       |                                  |
 *
 * The ARTWORKS list keys (GSI1-3) are present only while the artwork is public (sparse index),
 * so drafts, items under review and withdrawn items never show in the marketplace. GSI3 is free
 * while a work is under review, so the moderation queue (REVIEW_QUEUE) overloads it. GSI1 is free
 * while a work is not public, so every such work is in ARTWORKS_UNLISTED: ARTWORKS and
 * ARTWORKS_UNLISTED together hold every work once, both by creation time (the admin's list).
 */
import type { ArtworkStatus, Role } from '@konstvagg/contracts';

export const TABLE_INDEXES = ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'GSI5'] as const;
export type TableIndex = (typeof TABLE_INDEXES)[number];

/** The payee of a payout: each sale pays the artist and the venue separately. */
export type PayoutParty = 'artist' | 'venue';
/** What an audit entry is about. */
export type AuditTargetKind =
  'user' | 'artwork' | 'order' | 'exhibition' | 'payout' | 'contact_message' | 'mail_suppression';
/** What a day's sales are broken down by (stats.ts). */
export type StatDimension = 'city' | 'category' | 'style' | 'venue';

export const keys = {
  artwork: (id: string) => ({ PK: `ARTWORK#${id}`, SK: 'ARTWORK' }),
  artist: (id: string) => ({ PK: `ARTIST#${id}`, SK: 'PROFILE' }),
  venue: (id: string) => ({ PK: `VENUE#${id}`, SK: 'PROFILE' }),
  user: (id: string) => ({ PK: `USER#${id}`, SK: 'USER' }),
  order: (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' }),
  /** A payout of one sale to one party, in the order's partition: the order and its payouts are one query. */
  payout: (orderId: string, party: PayoutParty) => ({ PK: `ORDER#${orderId}`, SK: `PAYOUT#${party}` }),
  /** A mail sent about an order (receipt, sold, refund), in the order's partition: its timeline is one query. */
  orderMail: (orderId: string, at: string, id: string) => ({
    PK: `ORDER#${orderId}`,
    SK: `MAIL#${at}#${id}`,
  }),
  /** A Stripe event the webhook handled for an order (payment, refund, dispute, transfer), in its partition. */
  orderEvent: (orderId: string, at: string, eventId: string) => ({
    PK: `ORDER#${orderId}`,
    SK: `EVENT#${at}#${eventId}`,
  }),
  /** An exhibition; its id is the id of the request that started it. */
  exhibition: (id: string) => ({ PK: `EXHIBITION#${id}`, SK: 'EXHIBITION' }),
  /**
   * The claim that makes one open request per artwork and venue: put conditionally with the
   * request, deleted in the transaction that closes it.
   */
  openRequest: (artworkId: string, venueId: string) => ({
    PK: `OPENREQUEST#${artworkId}#${venueId}`,
    SK: 'OPENREQUEST',
  }),
  /** An admin's approval or rejection of an artwork, in the artwork's partition (its review history). */
  moderationDecision: (artworkId: string, decidedAt: string, id: string) => ({
    PK: `ARTWORK#${artworkId}`,
    SK: `MODERATION#${decidedAt}#${id}`,
  }),
  /** One admin action, in the partition of what it acted on (a user's or order's audit trail is one query). */
  auditEntry: (target: { kind: AuditTargetKind; id: string }, at: string, id: string) => ({
    PK: `AUDIT#${target.kind}#${target.id}`,
    SK: `AUDIT#${at}#${id}`,
  }),
  /** The count of early-access seats taken: a counted conditional update, never a scan. */
  earlyAccessCounter: () => ({ PK: 'COUNTER#early_access', SK: 'COUNTER' }),
  /** A venue's saved artwork: in the venue's own partition, so "my favourites" is one query. */
  favorite: (venueId: string, artworkId: string) => ({ PK: `VENUE#${venueId}`, SK: `FAVORITE#${artworkId}` }),
  /** One account per email: the claim is written (conditionally) before the Cognito user exists. */
  emailClaim: (normalizedEmail: string) => ({ PK: `EMAIL#${normalizedEmail}`, SK: 'EMAIL' }),
  /** A verification or reset link: only the SHA-256 (hex) of the token in the mail is stored. */
  authToken: (tokenHash: string) => ({ PK: `AUTHTOKEN#${tokenHash}`, SK: 'AUTHTOKEN' }),
  /** The rate-limit counter of one subject (an email or an IP) for one kind of attempt. */
  rateCounter: (scope: string, subject: string) => ({ PK: `RATE#${scope}#${subject}`, SK: 'COUNTER' }),
  /** A launch-updates subscription, one per (normalized) email: the key makes it idempotent. */
  subscription: (email: string) => ({ PK: `SUBSCRIPTION#${email}`, SK: 'SUBSCRIPTION' }),
  /** A message sent through the contact form. */
  contactMessage: (id: string) => ({ PK: `CONTACT#${id}`, SK: 'MESSAGE' }),
  /**
   * An address SES reported as permanently bouncing or complaining (issue 41), one per normalized
   * email (normalizeEmail): the mail port reads it before a non-essential mail, the admin lifts it.
   */
  mailSuppression: (normalizedEmail: string) => ({
    PK: `MAILSUPPRESSION#${normalizedEmail}`,
    SK: 'SUPPRESSION',
  }),
  /**
   * Which artist or venue owns a Stripe connected account: written with the profile's
   * `stripe_account_id` in one transaction, read by the `account.updated` webhook.
   */
  stripeAccount: (accountId: string) => ({ PK: `STRIPEACCOUNT#${accountId}`, SK: 'STRIPEACCOUNT' }),
  /**
   * The counters of one Swedish calendar day (yyyy-mm-dd; stats.ts), in a partition per month, so
   * a date range is one Query per month: sales, GMV, checkouts, QR visits, pickups, refunds,
   * moderation decisions, sign-ups by role.
   */
  statDay: (day: string) => ({ PK: `STAT#${day.slice(0, 7)}`, SK: `DAY#${day}#ALL` }),
  /** One day's sales and GMV of one city, category, style or venue, beside the day's totals. */
  statDimension: (day: string, dimension: StatDimension, value: string) => ({
    PK: `STAT#${day.slice(0, 7)}`,
    SK: `DAY#${day}#${dimension}#${value}`,
  }),
  /** How many orders are in each status now, and how many disputes were flagged (stats.ts). */
  orderStatusCounts: () => ({ PK: 'STAT#ORDERS', SK: 'COUNTS' }),
  /**
   * The effects of an order's state change still to carry out (a refund schedule, mails), written
   * in the transaction that changes the state; the table stream's worker carries them out and
   * deletes it (services/orders/src/tasks/outbox.ts). One partition, by time: the sweep's backstop
   * finds any left behind with one Query.
   */
  outbox: (at: string, orderId: string, event: string) => ({
    PK: OUTBOX_PK,
    SK: `${at}#${orderId}#${event}`,
  }),
  /**
   * The newest ECB euro reference rates (FxRatesRecord): one item, replaced by the daily fetch
   * (services/orders tasks/fx-rates.ts) only with a rate of the same or a later ECB date; checkout
   * reads it (lambda-kit ports/fx.ts).
   */
  fxRates: () => ({ PK: FX_RATES_PK, SK: 'RATES' }),
  /** The rates of one ECB reference date (yyyy-mm-dd), kept: which rate an order of that day was converted at. */
  fxRatesOfDay: (date: string) => ({ PK: FX_RATES_PK, SK: `DAY#${date}` }),
  /** One Powertools idempotency record (written by the library itself; this documents its shape). */
  idempotency: (scope: string, eventHash: string) => ({ PK: IDEMPOTENCY_PK, SK: `${scope}#${eventHash}` }),
} as const;

/**
 * The partition of the idempotency records (Powertools idempotency, lambda-kit/idempotency.ts):
 * PK = IDEMPOTENCY, SK = <scope>#<hash of the event key>, expiring by TTL_ATTRIBUTE.
 */
export const IDEMPOTENCY_PK = 'IDEMPOTENCY';

/** The partition of the exchange rates (keys.fxRates, keys.fxRatesOfDay): the ECB's euro reference rates. */
export const FX_RATES_PK = 'FX#ECB';

/** The partition of the outbox items (keys.outbox); the stream's filter on AWS and locally names it. */
export const OUTBOX_PK = 'OUTBOX';

/** The attribute DynamoDB's TTL deletes expired items by (epoch seconds): mail tokens, rate counters, idempotency records. */
export const TTL_ATTRIBUTE = 'expires_at_epoch';

export const ARTWORK_LIST_PK = 'ARTWORKS';
/** Every work that is not public (any status, or hidden by its artist's suspension), newest last. */
export const ARTWORK_UNLISTED_PK = 'ARTWORKS_UNLISTED';
export const ARTIST_LIST_PK = 'ARTISTS';
export const VENUE_LIST_PK = 'VENUES';
export const SUBSCRIPTION_LIST_PK = 'SUBSCRIPTIONS';
/** Every user account, newest last (the admin's user list without a role filter). */
export const USER_LIST_PK = 'USERS';
export const CONTACT_MESSAGE_LIST_PK = 'CONTACT_MESSAGES';
/** Every suppressed mail address, by its latest bounce or complaint (the admin's list). */
export const MAIL_SUPPRESSION_LIST_PK = 'MAIL_SUPPRESSIONS';
export const REVIEW_QUEUE_PK = 'REVIEW_QUEUE';
export const MODERATION_LIST_PK = 'MODERATION';
export const AUDIT_LIST_PK = 'AUDIT';

/** Geo cells are geohash precision 4 (about 39 x 19.5 km): a near-me search reads one to a few cells. */
export const GEO_CELL_PRECISION = 4;

/** Prices in sort keys: 12 digits of cents, so byte order is price order. */
const PRICE_DIGITS = 12;
const MAX_KEY_PRICE_CENTS = 10 ** PRICE_DIGITS - 1;
export const priceSortKey = (cents: number) =>
  String(Math.min(MAX_KEY_PRICE_CENTS, Math.max(0, Math.trunc(cents)))).padStart(PRICE_DIGITS, '0');

const ownerSk = (kind: string, at: string, id: string) => `${kind}#${at}#${id}`;

/**
 * GSI keys of a user: in the list of every user (GSI1), by email (GSI4) and in the per-role list
 * (GSI5), newest last; plus `search_text`, the lower-cased name and email the admin's user search
 * filters on (every writer of a user spreads these, so the search never misses a renamed user).
 */
export function userIndexKeys(u: {
  id: string;
  email: string;
  role: string;
  created_at: string;
  name?: string;
  first_name?: string;
  last_name?: string;
}): Record<string, string> {
  const name = u.name ?? [u.first_name, u.last_name].filter(Boolean).join(' ');
  return {
    GSI1PK: USER_LIST_PK,
    GSI1SK: `${u.created_at}#${u.id}`,
    GSI4PK: `EMAIL#${u.email}`,
    GSI4SK: 'USER',
    GSI5PK: `USERS#${u.role}`,
    GSI5SK: `${u.created_at}#${u.id}`,
    search_text: `${name} ${u.email}`.toLowerCase(),
  };
}

/**
 * GSI keys of an artwork: the public list keys only while public, else the unlisted list key
 * (GSI1, same sort key: the two lists are every work); the review-queue key only while pending
 * review (oldest first by `submitted_at`, falling back to `updated_at`).
 */
export function artworkIndexKeys(a: {
  id: string;
  created_at: string;
  price_cents: number;
  title: string;
  artist_id: string;
  venue_id: string | null;
  isPublic: boolean;
  status?: ArtworkStatus;
  submitted_at?: string | null;
  updated_at?: string;
}): Record<string, string> {
  const k: Record<string, string> = {
    GSI4PK: `ARTIST#${a.artist_id}`,
    GSI4SK: ownerSk('ARTWORK', a.created_at, a.id),
  };
  if (a.venue_id) {
    k.GSI5PK = `VENUE#${a.venue_id}`;
    k.GSI5SK = ownerSk('ARTWORK', a.created_at, a.id);
  }
  if (a.isPublic) {
    Object.assign(k, {
      GSI1PK: ARTWORK_LIST_PK,
      GSI1SK: `${a.created_at}#${a.id}`,
      GSI2PK: ARTWORK_LIST_PK,
      GSI2SK: `${priceSortKey(a.price_cents)}#${a.id}`,
      GSI3PK: ARTWORK_LIST_PK,
      GSI3SK: `${titleSortKey(a.title)}#${a.id}`,
    });
  } else {
    Object.assign(k, { GSI1PK: ARTWORK_UNLISTED_PK, GSI1SK: `${a.created_at}#${a.id}` });
    if (a.status === 'pending_review')
      Object.assign(k, {
        GSI3PK: REVIEW_QUEUE_PK,
        GSI3SK: `${a.submitted_at ?? a.updated_at ?? a.created_at}#${a.id}`,
      });
  }
  return k;
}

/** Case- and accent-folded title for sorting (å, ä, ö sort after z as in Swedish). */
export function titleSortKey(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/å/g, '{a')
    .replace(/ä/g, '{b')
    .replace(/ö/g, '{c')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 80);
}

export function artistIndexKeys(a: {
  id: string;
  created_at: string;
  user_id: string | null;
}): Record<string, string> {
  const k: Record<string, string> = { GSI5PK: ARTIST_LIST_PK, GSI5SK: `${a.created_at}#${a.id}` };
  if (a.user_id) Object.assign(k, { GSI4PK: `USER#${a.user_id}`, GSI4SK: 'ARTIST' });
  return k;
}

export function venueIndexKeys(v: {
  id: string;
  created_at: string;
  user_id: string | null;
  geohash: string;
}): Record<string, string> {
  const k: Record<string, string> = { GSI5PK: VENUE_LIST_PK, GSI5SK: `${v.created_at}#${v.id}` };
  // A venue without a position (empty geohash) has no GEO keys: no near-me search finds it.
  if (v.geohash)
    Object.assign(k, {
      GSI1PK: `GEO#${v.geohash.slice(0, GEO_CELL_PRECISION)}`,
      GSI1SK: `${v.geohash}#VENUE#${v.id}`,
    });
  if (v.user_id) Object.assign(k, { GSI4PK: `USER#${v.user_id}`, GSI4SK: 'VENUE' });
  return k;
}

/**
 * GSI keys of an order: by artist (GSI1), venue (GSI2), buyer email (GSI3, so a guest's orders
 * join the account that later verifies that email), buyer account (GSI4) and status (GSI5).
 * The status key moves with every transition: pass these keys to the transition's `set`.
 */
export function orderIndexKeys(o: {
  id: string;
  created_at: string;
  status: string;
  artist_id: string;
  venue_id: string | null;
  buyer_id: string | null;
  buyer_email: string;
}): Record<string, string> {
  const sk = ownerSk('ORDER', o.created_at, o.id);
  const k: Record<string, string> = {
    GSI1PK: `ARTIST#${o.artist_id}`,
    GSI1SK: sk,
    GSI3PK: `BUYEREMAIL#${o.buyer_email}`,
    GSI3SK: sk,
    ...orderStatusIndexKeys(o),
  };
  if (o.venue_id) Object.assign(k, { GSI2PK: `VENUE#${o.venue_id}`, GSI2SK: sk });
  if (o.buyer_id) Object.assign(k, { GSI4PK: `BUYER#${o.buyer_id}`, GSI4SK: sk });
  return k;
}

/** The order's status index keys alone (GSI5), for a transition that moves them. */
export function orderStatusIndexKeys(o: { id: string; created_at: string; status: string }) {
  return { GSI5PK: `ORDERS#${o.status}`, GSI5SK: `${o.created_at}#${o.id}` };
}

/** GSI keys of a payout: the payee's list by scheduled date (GSI4) and the list per status (GSI5). */
export function payoutIndexKeys(p: {
  order_id: string;
  party: PayoutParty;
  payee_id: string;
  status: string;
  scheduled_for: string;
}): Record<string, string> {
  return {
    GSI4PK: `PAYEE#${p.party}#${p.payee_id}`,
    GSI4SK: `PAYOUT#${p.scheduled_for}#${p.order_id}`,
    ...payoutStatusIndexKeys(p),
  };
}

export function payoutStatusIndexKeys(p: {
  order_id: string;
  party: PayoutParty;
  status: string;
  scheduled_for: string;
}) {
  return { GSI5PK: `PAYOUTS#${p.status}`, GSI5SK: `${p.scheduled_for}#${p.order_id}#${p.party}` };
}

/** GSI keys of an exhibition: by artwork (GSI1), venue (GSI2) and artist (GSI3), newest last. */
export function exhibitionIndexKeys(e: {
  id: string;
  created_at: string;
  artwork_id: string;
  venue_id: string;
  artist_id: string;
}): Record<string, string> {
  const sk = ownerSk('EXHIBITION', e.created_at, e.id);
  return {
    GSI1PK: `ARTWORK#${e.artwork_id}`,
    GSI1SK: sk,
    GSI2PK: `VENUE#${e.venue_id}`,
    GSI2SK: sk,
    GSI3PK: `ARTIST#${e.artist_id}`,
    GSI3SK: sk,
  };
}

/** GSI keys of a moderation decision: every decision by time (GSI5), for moderation-time analytics. */
export function moderationDecisionIndexKeys(d: { artwork_id: string; decided_at: string }) {
  return { GSI5PK: MODERATION_LIST_PK, GSI5SK: `${d.decided_at}#${d.artwork_id}` };
}

/** GSI keys of an audit entry: by the admin who acted (GSI4) and the whole log by time (GSI5). */
export function auditIndexKeys(a: { id: string; at: string; actor_id: string }) {
  return {
    GSI4PK: `ACTOR#${a.actor_id}`,
    GSI4SK: ownerSk('AUDIT', a.at, a.id),
    GSI5PK: AUDIT_LIST_PK,
    GSI5SK: `${a.at}#${a.id}`,
  };
}

export function subscriptionIndexKeys(s: { email: string; created_at: string }) {
  return { GSI5PK: SUBSCRIPTION_LIST_PK, GSI5SK: `${s.created_at}#${s.email}` };
}

export function contactMessageIndexKeys(m: { id: string; created_at: string }) {
  return { GSI5PK: CONTACT_MESSAGE_LIST_PK, GSI5SK: `${m.created_at}#${m.id}` };
}

/** A suppression's place in the admin's list: by its latest event, so a repeat offender moves up. */
export function mailSuppressionIndexKeys(s: { email: string; last_event_at: string }) {
  return { GSI5PK: MAIL_SUPPRESSION_LIST_PK, GSI5SK: `${s.last_event_at}#${s.email}` };
}

// ---------------------------------------------------------------------------------------------
// Access patterns: each returns what a Query needs (index, partition value, sort-key condition),
// so a service never spells a prefix. `queryInput` turns one into DynamoDB's expression fields.

export type SortKeyCondition =
  { equals: string } | { beginsWith: string } | { between: readonly [string, string] };

export interface KeyQuery {
  /** The GSI to read; absent for the table's own PK/SK. */
  index?: TableIndex;
  /** The partition key value. */
  pk: string;
  sk?: SortKeyCondition;
}

const q = (index: TableIndex | undefined, pk: string, sk?: SortKeyCondition): KeyQuery =>
  index ? { index, pk, ...(sk ? { sk } : {}) } : { pk, ...(sk ? { sk } : {}) };

/** Which list index serves each artwork sort. */
export const ARTWORK_SORT_INDEX = { created_at: 'GSI1', price: 'GSI2', title: 'GSI3' } as const;

export const queries = {
  /** The public marketplace list, by one sort field; a price range narrows the price index's keys. */
  publicArtworks: (
    sortBy: keyof typeof ARTWORK_SORT_INDEX = 'created_at',
    priceCents?: { min?: number; max?: number },
  ): KeyQuery =>
    sortBy === 'price' && priceCents && (priceCents.min !== undefined || priceCents.max !== undefined)
      ? q('GSI2', ARTWORK_LIST_PK, {
          between: [
            priceSortKey(priceCents.min ?? 0),
            // `~` sorts after the `#<id>` suffix, so the upper price itself is included.
            `${priceSortKey(priceCents.max ?? MAX_KEY_PRICE_CENTS)}#~`,
          ],
        })
      : q(ARTWORK_SORT_INDEX[sortBy], ARTWORK_LIST_PK),
  /**
   * Every work that is not public, newest last (GSI1 ARTWORKS_UNLISTED): with the public list by
   * creation time (publicArtworks('created_at')), every work once; the admin's artwork list.
   */
  unlistedArtworks: () => q('GSI1', ARTWORK_UNLISTED_PK),
  /** Every work of one artist, whatever its status (filter for public ones where needed). */
  artworksOfArtist: (artistId: string) => q('GSI4', `ARTIST#${artistId}`, { beginsWith: 'ARTWORK#' }),
  /** Every work that hangs, or hung, at one venue. */
  artworksAtVenue: (venueId: string) => q('GSI5', `VENUE#${venueId}`, { beginsWith: 'ARTWORK#' }),
  /** The moderation queue: works pending review, oldest first with ScanIndexForward true. */
  reviewQueue: () => q('GSI3', REVIEW_QUEUE_PK),
  /** The moderation decisions of one artwork, oldest first. */
  moderationOfArtwork: (artworkId: string) =>
    q(undefined, `ARTWORK#${artworkId}`, { beginsWith: 'MODERATION#' }),
  /** Every moderation decision, by time. */
  moderationDecisions: () => q('GSI5', MODERATION_LIST_PK),
  artists: () => q('GSI5', ARTIST_LIST_PK),
  venues: () => q('GSI5', VENUE_LIST_PK),
  /** Venues in one geohash cell (precision GEO_CELL_PRECISION). */
  venuesInCell: (cell: string) => q('GSI1', `GEO#${cell}`),
  /** The artist or venue profile a user account owns. */
  profileOfUser: (userId: string, kind: 'artist' | 'venue') =>
    q('GSI4', `USER#${userId}`, { equals: kind === 'artist' ? 'ARTIST' : 'VENUE' }),
  userByEmail: (normalizedEmail: string) => q('GSI4', `EMAIL#${normalizedEmail}`, { equals: 'USER' }),
  usersByRole: (role: Role) => q('GSI5', `USERS#${role}`),
  /** Every user, any role (GSI1 USERS). */
  allUsers: () => q('GSI1', USER_LIST_PK),
  favoritesOfVenue: (venueId: string) => q(undefined, `VENUE#${venueId}`, { beginsWith: 'FAVORITE#' }),
  /**
   * The orders in one status by creation time; a range (ISO strings, both ends included, `to` up to
   * the end of its day or second) narrows the keys. Every order is in exactly one of these partitions,
   * so the admin's list of all orders merges the seven, newest first.
   */
  ordersByStatus: (status: string, range?: { from?: string; to?: string }) =>
    q(
      'GSI5',
      `ORDERS#${status}`,
      range && (range.from || range.to) ? { between: [range.from ?? '0', `${range.to ?? '9'}~`] } : undefined,
    ),
  /** Everything in an order's partition: the order, its payouts, the mails sent and the Stripe events seen. */
  orderPartition: (orderId: string) => q(undefined, `ORDER#${orderId}`),
  /** The orders in one status created at `isoTime` or earlier (abandoned checkouts: the payout sweep). */
  ordersCreatedBy: (status: string, isoTime: string) =>
    q('GSI5', `ORDERS#${status}`, { between: ['0', `${isoTime}~`] }),
  ordersOfBuyer: (buyerId: string) => q('GSI4', `BUYER#${buyerId}`, { beginsWith: 'ORDER#' }),
  ordersOfBuyerEmail: (email: string) => q('GSI3', `BUYEREMAIL#${email}`, { beginsWith: 'ORDER#' }),
  ordersOfArtist: (artistId: string) => q('GSI1', `ARTIST#${artistId}`, { beginsWith: 'ORDER#' }),
  ordersAtVenue: (venueId: string) => q('GSI2', `VENUE#${venueId}`, { beginsWith: 'ORDER#' }),
  /** The payouts of one order (both parties), in the order's partition. */
  payoutsOfOrder: (orderId: string) => q(undefined, `ORDER#${orderId}`, { beginsWith: 'PAYOUT#' }),
  payoutsOfPayee: (party: PayoutParty, payeeId: string) =>
    q('GSI4', `PAYEE#${party}#${payeeId}`, { beginsWith: 'PAYOUT#' }),
  payoutsByStatus: (status: string) => q('GSI5', `PAYOUTS#${status}`),
  /** The payouts in one status scheduled for `isoTime` or earlier (the payout sweep). */
  payoutsDueBy: (status: string, isoTime: string) =>
    q('GSI5', `PAYOUTS#${status}`, { between: ['0', `${isoTime}~`] }),
  /** Outbox items written before a time, oldest first: the ones the stream's worker left behind. */
  outboxBefore: (isoTime: string) => q(undefined, OUTBOX_PK, { between: ['0', isoTime] }),
  exhibitionsOfArtwork: (artworkId: string) =>
    q('GSI1', `ARTWORK#${artworkId}`, { beginsWith: 'EXHIBITION#' }),
  exhibitionsAtVenue: (venueId: string) => q('GSI2', `VENUE#${venueId}`, { beginsWith: 'EXHIBITION#' }),
  exhibitionsOfArtist: (artistId: string) => q('GSI3', `ARTIST#${artistId}`, { beginsWith: 'EXHIBITION#' }),
  /** The audit trail of one user, artwork, order, exhibition or payout, oldest first. */
  auditOfTarget: (target: { kind: AuditTargetKind; id: string }) =>
    q(undefined, `AUDIT#${target.kind}#${target.id}`, { beginsWith: 'AUDIT#' }),
  auditByActor: (actorId: string) => q('GSI4', `ACTOR#${actorId}`, { beginsWith: 'AUDIT#' }),
  /** The whole audit log by time; a from/to range narrows the keys. */
  auditLog: (range?: { from: string; to: string }) =>
    q('GSI5', AUDIT_LIST_PK, range ? { between: [range.from, `${range.to}~`] } : undefined),
  subscriptions: () => q('GSI5', SUBSCRIPTION_LIST_PK),
  /** The counter items (totals and dimensions) of the days from..to (yyyy-mm-dd) within one month (yyyy-mm). */
  statDaysOfMonth: (month: string, from: string, to: string) =>
    q(undefined, `STAT#${month}`, { between: [`DAY#${from}`, `DAY#${to}~`] }),
  contactMessages: () => q('GSI5', CONTACT_MESSAGE_LIST_PK),
  /** Every suppressed address, by its latest bounce or complaint. */
  mailSuppressions: () => q('GSI5', MAIL_SUPPRESSION_LIST_PK),
} as const;

/**
 * The same list narrowed to sort keys up to `sk` (included): for paging a newest-first read by
 * sort key (the admin's merged artwork list). A begins-with condition stays the lower bound.
 */
export function upToSortKey(query: KeyQuery, sk: string): KeyQuery {
  const floor = query.sk && 'beginsWith' in query.sk ? query.sk.beginsWith : ' ';
  return { ...query, sk: { between: [floor, sk] } };
}

/** DynamoDB Query fields of an access pattern, plus an optional filter and further names and values. */
export interface QueryExpression {
  IndexName?: string;
  KeyConditionExpression: string;
  FilterExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

export function queryInput(
  query: KeyQuery,
  extra?: { filter?: string; names?: Record<string, string>; values?: Record<string, unknown> },
): QueryExpression {
  const pkName = query.index ? `${query.index}PK` : 'PK';
  const skName = query.index ? `${query.index}SK` : 'SK';
  const names: Record<string, string> = { '#pk': pkName };
  const values: Record<string, unknown> = { ':pk': query.pk };
  let condition = '#pk = :pk';
  const sk = query.sk;
  if (sk) {
    names['#sk'] = skName;
    if ('equals' in sk) {
      values[':sk'] = sk.equals;
      condition += ' AND #sk = :sk';
    } else if ('beginsWith' in sk) {
      values[':sk'] = sk.beginsWith;
      condition += ' AND begins_with(#sk, :sk)';
    } else {
      values[':sklo'] = sk.between[0];
      values[':skhi'] = sk.between[1];
      condition += ' AND #sk BETWEEN :sklo AND :skhi';
    }
  }
  return {
    ...(query.index ? { IndexName: query.index } : {}),
    KeyConditionExpression: condition,
    ...(extra?.filter ? { FilterExpression: extra.filter } : {}),
    ExpressionAttributeNames: { ...names, ...extra?.names },
    ExpressionAttributeValues: { ...values, ...extra?.values },
  };
}

/** The table's shape, shared by the CDK stack and the local bootstrap so both create the same table. */
export const TABLE_DEFINITION = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: TABLE_INDEXES.map((name) => ({ name, partitionKey: `${name}PK`, sortKey: `${name}SK` })),
} as const;
