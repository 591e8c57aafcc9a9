/**
 * The single-table design: every key of every item, in one place (see docs/data-model.md).
 * One table, generic key attributes PK/SK and overloaded GSIs, so any service can read
 * another domain's documented items without importing its code.
 *
 * | item            | PK                 | SK            | GSI1 (lists by created) | GSI2 (by price)          | GSI3 (by title)   | GSI4 (owner lists)                       | GSI5 (entity lists)        |
 * | artwork         | ARTWORK#<id>       | ARTWORK       | ARTWORKS / <iso>#<id>    | ARTWORKS / <cents12>#<id> | ARTWORKS / <title>#<id> | ARTIST#<artistId> / ARTWORK#<iso>#<id> | VENUE#<venueId> / ARTWORK#<iso>#<id> |
 * | artist profile  | ARTIST#<id>        | PROFILE       |                          |                           |                   | USER#<userId> / ARTIST                   | ARTISTS / <iso>#<id>       |
 * | venue profile   | VENUE#<id>         | PROFILE       | GEO#<geohash4> / <geohash>#VENUE#<id> |                        |                   | USER#<userId> / VENUE                    | VENUES / <iso>#<id>        |
 * | user            | USER#<id>          | USER          |                          |                           |                   | EMAIL#<email> / USER                     | USERS#<role> / <iso>#<id>  |
 * | favourite       | VENUE#<venueId>    | FAVORITE#<artworkId> |                   |                           |                   |                                          |                            |
 * | order (sale)    | ORDER#<id>         | ORDER         |                          |                           |                   | BUYER#<userId> / ORDER#<iso>#<id>        | ORDERS#<status> / <iso>#<id> |
 * | email claim     | EMAIL#<email>      | EMAIL         |                          |                           |                   |                                          |                            |
 * | mail link token | AUTHTOKEN#<sha256> | AUTHTOKEN     |                          |                           |                   |                                          |                            |
 * | rate counter    | RATE#<scope>#<who> | COUNTER       |                          |                           |                   |                                          |                            |
 * | subscription    | SUBSCRIPTION#<email> | SUBSCRIPTION |                        |                           |                   |                                          | SUBSCRIPTIONS / <iso>#<email> |
 * | contact message | CONTACT#<id>       | MESSAGE       |                          |                           |                   |                                          | CONTACT_MESSAGES / <iso>#<id> |
 *
 * The ARTWORKS list keys (GSI1-3) are present only while the artwork is public (sparse index),
 * so drafts, items under review and withdrawn items never show in the marketplace.
 */
export const TABLE_INDEXES = ['GSI1', 'GSI2', 'GSI3', 'GSI4', 'GSI5'] as const;
export type TableIndex = (typeof TABLE_INDEXES)[number];

export const keys = {
  artwork: (id: string) => ({ PK: `ARTWORK#${id}`, SK: 'ARTWORK' }),
  artist: (id: string) => ({ PK: `ARTIST#${id}`, SK: 'PROFILE' }),
  venue: (id: string) => ({ PK: `VENUE#${id}`, SK: 'PROFILE' }),
  user: (id: string) => ({ PK: `USER#${id}`, SK: 'USER' }),
  order: (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' }),
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
} as const;

/**
 * The partition of the idempotency records (Powertools idempotency, lambda-kit/idempotency.ts):
 * PK = IDEMPOTENCY, SK = <scope>#<hash of the event key>, expiring by TTL_ATTRIBUTE.
 */
export const IDEMPOTENCY_PK = 'IDEMPOTENCY';

/** The attribute DynamoDB's TTL deletes expired items by (epoch seconds): mail tokens, rate counters, idempotency records. */
export const TTL_ATTRIBUTE = 'expires_at_epoch';

/** GSI keys of a user: by email (GSI4) and in the per-role list (GSI5). */
export function userIndexKeys(u: {
  id: string;
  email: string;
  role: string;
  created_at: string;
}): Record<string, string> {
  return {
    GSI4PK: `EMAIL#${u.email}`,
    GSI4SK: 'USER',
    GSI5PK: `USERS#${u.role}`,
    GSI5SK: `${u.created_at}#${u.id}`,
  };
}

export const ARTWORK_LIST_PK = 'ARTWORKS';
export const ARTIST_LIST_PK = 'ARTISTS';
export const VENUE_LIST_PK = 'VENUES';
export const SUBSCRIPTION_LIST_PK = 'SUBSCRIPTIONS';
export const CONTACT_MESSAGE_LIST_PK = 'CONTACT_MESSAGES';

const pad = (n: number, width: number) => String(Math.max(0, Math.trunc(n))).padStart(width, '0');

/** GSI keys of an artwork: the public list keys only while public. */
export function artworkIndexKeys(a: {
  id: string;
  created_at: string;
  price_cents: number;
  title: string;
  artist_id: string;
  venue_id: string | null;
  isPublic: boolean;
}): Record<string, string> {
  const k: Record<string, string> = {
    GSI4PK: `ARTIST#${a.artist_id}`,
    GSI4SK: `ARTWORK#${a.created_at}#${a.id}`,
  };
  if (a.venue_id) {
    k.GSI5PK = `VENUE#${a.venue_id}`;
    k.GSI5SK = `ARTWORK#${a.created_at}#${a.id}`;
  }
  if (a.isPublic) {
    Object.assign(k, {
      GSI1PK: ARTWORK_LIST_PK,
      GSI1SK: `${a.created_at}#${a.id}`,
      GSI2PK: ARTWORK_LIST_PK,
      GSI2SK: `${pad(a.price_cents, 12)}#${a.id}`,
      GSI3PK: ARTWORK_LIST_PK,
      GSI3SK: `${titleSortKey(a.title)}#${a.id}`,
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

/** Geo cells are geohash precision 4 (about 39 x 19.5 km): a near-me search reads one to a few cells. */
export const GEO_CELL_PRECISION = 4;

export function venueIndexKeys(v: {
  id: string;
  created_at: string;
  user_id: string | null;
  geohash: string;
}): Record<string, string> {
  const k: Record<string, string> = {
    GSI1PK: `GEO#${v.geohash.slice(0, GEO_CELL_PRECISION)}`,
    GSI1SK: `${v.geohash}#VENUE#${v.id}`,
    GSI5PK: VENUE_LIST_PK,
    GSI5SK: `${v.created_at}#${v.id}`,
  };
  if (v.user_id) Object.assign(k, { GSI4PK: `USER#${v.user_id}`, GSI4SK: 'VENUE' });
  return k;
}

/** The table's shape, shared by the CDK stack and the local bootstrap so both create the same table. */
export const TABLE_DEFINITION = {
  partitionKey: 'PK',
  sortKey: 'SK',
  indexes: TABLE_INDEXES.map((name) => ({ name, partitionKey: `${name}PK`, sortKey: `${name}SK` })),
} as const;
