import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthUser, Language, Restriction, Role } from '@konstvagg/contracts';
import { normalizeEmail } from '@konstvagg/rules';
import {
  keys,
  queries,
  queryInput,
  signupStats,
  statUpdateItems,
  userIndexKeys,
  type UserRecord,
} from '@konstvagg/domain';
import { nowIso } from '@konstvagg/lambda-kit';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { findCognitoUser } from './cognito.ts';

/** Splits a full name at its first space: "Anna Lind Berg" -> first "Anna", last "Lind Berg". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  const space = clean.indexOf(' ');
  return space < 0
    ? { firstName: clean, lastName: '' }
    : { firstName: clean.slice(0, space), lastName: clean.slice(space + 1) };
}

export async function getUserRecord(id: string): Promise<UserRecord | null> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }),
  );
  return (Item as UserRecord | undefined) ?? null;
}

/** The user record for an email (queries.userByEmail). */
export async function findUserRecordByEmail(email: string): Promise<UserRecord | null> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.userByEmail(normalizeEmail(email))),
    }),
  );
  return (Items?.[0] as UserRecord | undefined) ?? null;
}

/** The artist or venue profile an account owns (records written before profile_id: queries.profileOfUser). */
async function profileIdOf(record: UserRecord): Promise<string | null> {
  if (record.profile_id !== undefined) return record.profile_id;
  if (record.role !== 'artist' && record.role !== 'venue') return null;
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.profileOfUser(record.id, record.role)),
    }),
  );
  const id = (Items?.[0] as { id?: string } | undefined)?.id;
  return id ?? null;
}

/** An artist or venue without a verified email may not publish or be paid (docs/architecture.md §7). */
function restrictionsOf(role: Role, emailVerified: boolean): Restriction[] {
  return (role === 'artist' || role === 'venue') && !emailVerified ? ['publish', 'payouts'] : [];
}

/** The contract's user object. `role` is the caller's role from the token's groups when known. */
export async function toAuthUser(record: UserRecord, role: Role = record.role): Promise<AuthUser> {
  const name = record.name ?? [record.first_name, record.last_name].filter(Boolean).join(' ');
  return {
    id: record.id,
    email: record.email,
    role,
    name,
    first_name: record.first_name,
    last_name: record.last_name,
    phone: record.phone ?? null,
    language: record.language === 'sv' ? 'sv' : 'en',
    email_verified: record.email_verified,
    profile_id: await profileIdOf(record),
    restrictions: restrictionsOf(role, record.email_verified),
    created_at: record.created_at,
  };
}

export function newUserRecord(u: {
  id: string;
  email: string;
  name: string;
  role: Role;
  language: Language;
  phone: string | null;
  profileId: string | null;
  emailVerified: boolean;
  at: string;
}): UserRecord {
  const { firstName, lastName } = splitName(u.name);
  return {
    entity: 'user',
    id: u.id,
    email: u.email,
    first_name: firstName,
    last_name: lastName,
    name: u.name.trim().replace(/\s+/g, ' '),
    role: u.role,
    language: u.language,
    email_verified: u.emailVerified,
    phone: u.phone,
    profile_id: u.profileId,
    created_at: u.at,
    updated_at: u.at,
    version: 1,
  };
}

/** The item of a user record: its keys, index keys and fields. */
export const userItem = (r: UserRecord) => ({ ...keys.user(r.id), ...userIndexKeys(r), ...r });

/**
 * The user record of a signed-in account, created from Cognito when it is missing. Every account
 * made by sign-up, the seed or admin:create has one; an account made straight in the user pool
 * (the AWS console, say) gets its record on its first sign-in, from its Cognito attributes and
 * group, and no profile (docs/decisions.md, Accounts).
 */
export async function ensureUserRecord(
  id: string,
  usernameOrEmail: string,
  role: Role,
  lang: Language,
): Promise<UserRecord> {
  const found = await getUserRecord(id);
  if (found) return found;
  const account = await findCognitoUser(usernameOrEmail);
  const email = normalizeEmail(account?.email ?? usernameOrEmail);
  const name = [account?.firstName, account?.lastName].filter(Boolean).join(' ') || email.split('@')[0]!;
  const record = newUserRecord({
    id,
    email,
    name,
    role,
    language: lang,
    phone: null,
    profileId: null,
    emailVerified: account?.emailVerified ?? false,
    at: account?.createdAt ?? nowIso(),
  });
  try {
    // A first sign-in (Google, Apple, an account made in the pool) is a sign-up: counted with it.
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: userItem(record),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...statUpdateItems(signupStats(record), tableName(), nowIso()),
    ]);
    return record;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    return (await getUserRecord(id)) ?? record;
  }
}

/** Marks the email verified on the user record (conditional: the record must exist). */
export async function setRecordEmailVerified(id: string): Promise<UserRecord> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      UpdateExpression: 'SET email_verified = :true, updated_at = :at, version = version + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true, ':at': nowIso(), ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as UserRecord;
}

/**
 * The user record for an email, or null when there is no such account. An account that exists only
 * in Cognito gets its record here (as on its first sign-in).
 */
export async function findAccountByEmail(email: string, lang: Language): Promise<UserRecord | null> {
  const record = await findUserRecordByEmail(email);
  if (record) return record;
  const account = await findCognitoUser(email);
  if (!account?.role) return null;
  return ensureUserRecord(account.sub, email, account.role, lang);
}
