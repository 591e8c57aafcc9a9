import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Language, OpeningHours } from '@konstvagg/contracts';
import { DAYS } from '@konstvagg/contracts';
import {
  DEFAULT_COMMISSION_PERCENT,
  EARLY_ACCESS_ARTIST_LIMIT,
  type RegisterVenueType,
  type SignupRole,
} from '@konstvagg/rules';
import {
  artistIndexKeys,
  keys,
  venueIndexKeys,
  type ArtistRecord,
  type EarlyAccessCounterRecord,
  type EmailClaimRecord,
  type UserRecord,
  type VenueRecord,
  signupStats,
  statUpdateItems,
} from '@konstvagg/domain';
import { AppError, createLogger, nowIso } from '@konstvagg/lambda-kit';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import * as idp from './cognito.ts';
import { newUserRecord, splitName, userItem } from './users.ts';
import { placeFromLocation } from './venue-location.ts';

/**
 * Sign-up as one saga, so that there is never a user without a profile nor a profile without a user:
 * 1. claim the email (conditional put of EMAIL#<email>: one sign-up per address at a time);
 * 2. create the Cognito user (confirmed, email not verified), its password and its role group;
 * 3. one transaction: the user record, the artist or venue profile, and the claim marked active.
 * Any failure after step 1 undoes what was done: the Cognito user is deleted (only if this sign-up
 * created it) and the claim released; the caller gets an error and nothing is left behind.
 */
export interface RegisterInput {
  /** Sign-up allows artist, venue and buyer only (operation schema); admin:create passes 'admin'. */
  role: SignupRole | 'admin';
  name: string;
  email: string;
  password: string;
  phone: string | null;
  language: Language;
  artist?: { artist_name: string; bio: string };
  venue?: { venue_name: string; location: string; venue_type: RegisterVenueType };
  /** True only for accounts an operator creates (admin:create). */
  emailVerified?: boolean;
}

export interface RegisterSteps {
  claimEmail(email: string, claimId: string): Promise<'claimed' | 'taken'>;
  releaseEmail(email: string, claimId: string): Promise<void>;
  createCognitoUser(u: idp.NewCognitoUser): Promise<string | 'exists'>;
  setPassword(email: string, password: string): Promise<void>;
  addToGroup(email: string, role: SignupRole | 'admin'): Promise<void>;
  deleteCognitoUser(email: string): Promise<void>;
  /** Writes the account; answers the items as written (an artist's early-access seat is decided here). */
  commit(items: AccountItems, claimId: string): Promise<AccountItems | void>;
}

export interface AccountItems {
  user: UserRecord;
  artist: ArtistRecord | null;
  venue: VenueRecord | null;
}

export const emailTaken = () =>
  new AppError(409, 'email_taken', 'auth.email_taken', { email: 'auth.email_taken' });

const log = createLogger('konstvagg-identity');

/** A claim left 'pending' this long belongs to a sign-up that died mid-way (Lambda timeout): it may be taken over. */
const STALE_CLAIM_MS = 5 * 60_000;

const closedAllWeek = (): OpeningHours =>
  Object.fromEntries(DAYS.map((d) => [d, null])) as unknown as OpeningHours;

/** The records of a new account: user, plus the artist or venue profile (shaped like the seeded ones). */
export function buildAccountItems(input: RegisterInput, userId: string, at: string): AccountItems {
  const profileId = input.role === 'artist' || input.role === 'venue' ? randomUUID() : null;
  const { firstName, lastName } = splitName(input.name);
  const user = newUserRecord({
    id: userId,
    email: input.email,
    name: input.name,
    role: input.role,
    language: input.language,
    phone: input.phone,
    profileId,
    emailVerified: input.emailVerified ?? false,
    at,
  });
  let artist: ArtistRecord | null = null;
  let venue: VenueRecord | null = null;
  if (input.role === 'artist' && input.artist && profileId) {
    artist = {
      entity: 'artist',
      id: profileId,
      user_id: userId,
      artist_name: input.artist.artist_name.trim(),
      first_name: firstName,
      last_name: lastName,
      bio: input.artist.bio.trim(),
      profile_image_url: null,
      city: null,
      country: 'SE',
      website: null,
      instagram: null,
      default_venue_commission: DEFAULT_COMMISSION_PERCENT,
      is_verified: false,
      is_kyc_verified: false,
      can_receive_payouts: false,
      artwork_count: 0,
      created_at: at,
      updated_at: at,
      version: 1,
    };
  }
  if (input.role === 'venue' && input.venue && profileId) {
    const place = placeFromLocation(input.venue.location);
    venue = {
      entity: 'venue',
      id: profileId,
      user_id: userId,
      venue_name: input.venue.venue_name.trim(),
      first_name: firstName,
      last_name: lastName,
      venue_type: input.venue.venue_type,
      description: '',
      address: place.address,
      city: place.city,
      postal_code: '',
      country: 'SE',
      latitude: place.latitude,
      longitude: place.longitude,
      geohash: place.geohash,
      profile_image_url: null,
      gallery_images: [],
      phone: input.phone,
      email: input.email,
      website: null,
      is_verified: false,
      is_featured: false,
      accepts_commission_only: true,
      opening_hours: closedAllWeek(),
      current_exhibitions_count: 0,
      created_at: at,
      updated_at: at,
      version: 1,
    };
  }
  return { user, artist, venue };
}

/** The table items: a venue without a position gets no GEO keys (no near-me search finds it). */
export function profileItems(items: AccountItems): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (items.artist)
    out.push({ ...keys.artist(items.artist.id), ...artistIndexKeys(items.artist), ...items.artist });
  if (items.venue) {
    const index = venueIndexKeys(items.venue);
    if (!items.venue.geohash) {
      delete index.GSI1PK;
      delete index.GSI1SK;
    }
    out.push({ ...keys.venue(items.venue.id), ...index, ...items.venue });
  }
  return out;
}

export async function registerAccount(
  input: RegisterInput,
  steps: RegisterSteps = dynamoSteps,
): Promise<AccountItems> {
  const claimId = randomUUID();
  if ((await steps.claimEmail(input.email, claimId)) === 'taken') throw emailTaken();
  let created = false;
  try {
    const { firstName, lastName } = splitName(input.name);
    const sub = await steps.createCognitoUser({
      email: input.email,
      firstName,
      lastName,
      role: input.role,
      emailVerified: input.emailVerified ?? false,
    });
    if (sub === 'exists') throw emailTaken();
    created = true;
    await steps.setPassword(input.email, input.password);
    await steps.addToGroup(input.email, input.role);
    const items = buildAccountItems(input, sub, nowIso());
    return (await steps.commit(items, claimId)) ?? items;
  } catch (err) {
    await undo(input.email, claimId, created, steps);
    throw err;
  }
}

async function undo(email: string, claimId: string, created: boolean, steps: RegisterSteps): Promise<void> {
  if (created) {
    try {
      await steps.deleteCognitoUser(email);
    } catch (err) {
      // Retried once; if Cognito still refuses, the claim stays so nobody else gets a half account.
      try {
        await steps.deleteCognitoUser(email);
      } catch {
        log.error('Sign-up undo: could not delete the Cognito user; the email claim is kept', err as Error);
        return;
      }
    }
  }
  try {
    await steps.releaseEmail(email, claimId);
  } catch (err) {
    log.error('Sign-up undo: could not release the email claim', err as Error);
  }
}

/** The real steps: DynamoDB for the claim and the records, Cognito for the account. */
export const dynamoSteps: RegisterSteps = {
  async claimEmail(email, claimId) {
    const at = nowIso();
    const claim: EmailClaimRecord = {
      entity: 'email_claim',
      email,
      status: 'pending',
      claim_id: claimId,
      user_id: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.emailClaim(email), ...claim },
          ConditionExpression: 'attribute_not_exists(PK) OR (#status = :pending AND updated_at < :stale)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'pending',
            ':stale': new Date(Date.parse(at) - STALE_CLAIM_MS).toISOString(),
          },
        }),
      );
      return 'claimed';
    } catch (err) {
      if (isConditionalCheckFailed(err)) return 'taken';
      throw err;
    }
  },
  async releaseEmail(email, claimId) {
    try {
      await documentClient().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.emailClaim(email),
          ConditionExpression: 'claim_id = :claim AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':claim': claimId, ':pending': 'pending' },
        }),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
  },
  async createCognitoUser(u) {
    try {
      return await idp.createCognitoUser(u);
    } catch (err) {
      if (idp.errorName(err) === 'UsernameExistsException' || idp.errorName(err) === 'AliasExistsException')
        return 'exists';
      throw err;
    }
  },
  setPassword: idp.setPermanentPassword,
  addToGroup: idp.addToGroup,
  deleteCognitoUser: async (email) => {
    try {
      await idp.deleteCognitoUser(email);
    } catch (err) {
      if (idp.errorName(err) !== 'UserNotFoundException') throw err;
    }
  },
  async commit(items, claimId) {
    // An artist's early-access seat is taken in the same transaction as the account: if the
    // account is not written, no seat is taken, so the saga's undo has no seat to give back.
    for (let attempt = 1; ; attempt++) {
      const seat = items.artist ? await nextEarlyAccessSeat() : null;
      const written: AccountItems = items.artist
        ? { ...items, artist: { ...items.artist, early_access_seat: seat } }
        : items;
      try {
        await transactWrite(accountWrites(written, claimId, seat));
        return written;
      } catch (err) {
        // Another artist took that seat first (or raced us on the counter): read it again.
        if (seat === null || !lostSeatRace(err) || attempt >= SEAT_ATTEMPTS) throw err;
      }
    }
  },
};

/** Sign-ups racing for the last seats retry this often before the error is answered. */
const SEAT_ATTEMPTS = 8;

/** The seat the next artist would take (1-based), or null once all EARLY_ACCESS_ARTIST_LIMIT are taken. */
async function nextEarlyAccessSeat(): Promise<number | null> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.earlyAccessCounter(), ConsistentRead: true }),
  );
  const taken = (Item as EarlyAccessCounterRecord | undefined)?.taken ?? 0;
  return taken < EARLY_ACCESS_ARTIST_LIMIT ? taken + 1 : null;
}

/** The counter's position in accountWrites' transaction is last; its failure means the seat was lost. */
function lostSeatRace(err: unknown): boolean {
  if ((err as { name?: string } | null)?.name !== 'TransactionCanceledException') return false;
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const counter = reasons[reasons.length - 1]?.Code;
  const others = reasons.slice(0, -1).map((r) => r.Code);
  return (
    (counter === 'ConditionalCheckFailed' || counter === 'TransactionConflict') &&
    others.every((c) => !c || c === 'None' || c === 'TransactionConflict')
  );
}

/**
 * The account's writes: the user, the profile, the claim marked active and, with a seat, the
 * counted conditional update of keys.earlyAccessCounter (seat n only while n - 1 are taken, so two
 * sign-ups can never both take the same seat, nor seat EARLY_ACCESS_ARTIST_LIMIT + 1).
 */
function accountWrites(items: AccountItems, claimId: string, seat: number | null) {
  const table = tableName();
  const writes: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Put: {
        TableName: table,
        Item: userItem(items.user),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...profileItems(items).map((Item) => ({
      Put: { TableName: table, Item, ConditionExpression: 'attribute_not_exists(PK)' },
    })),
    {
      Update: {
        TableName: table,
        Key: keys.emailClaim(items.user.email),
        UpdateExpression: 'SET #status = :active, user_id = :user, updated_at = :at',
        ConditionExpression: 'claim_id = :claim AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':active': 'active',
          ':pending': 'pending',
          ':user': items.user.id,
          ':at': items.user.created_at,
          ':claim': claimId,
        },
      },
    },
    // The admin's counters: one more sign-up of this role (before the seat: lostSeatRace reads it last).
    ...statUpdateItems(signupStats(items.user), table, items.user.created_at),
  ];
  if (seat !== null)
    writes.push({
      Update: {
        TableName: table,
        Key: keys.earlyAccessCounter(),
        UpdateExpression: 'SET #taken = :seat, entity = :entity, updated_at = :at',
        ConditionExpression: seat === 1 ? 'attribute_not_exists(#taken)' : '#taken = :before',
        ExpressionAttributeNames: { '#taken': 'taken' },
        ExpressionAttributeValues: {
          ':seat': seat,
          ':entity': 'early_access_counter',
          ':at': items.user.created_at,
          ...(seat === 1 ? {} : { ':before': seat - 1 }),
        },
      },
    });
  return writes;
}
