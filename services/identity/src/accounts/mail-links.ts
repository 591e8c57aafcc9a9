import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RESET_PASSWORD_TOKEN_HOURS, VERIFY_EMAIL_TOKEN_HOURS } from '@konstvagg/rules';
import { keys, type AuthTokenRecord } from '@konstvagg/domain';
import { AppError, now } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * Single-use mail links (/verify-email/{token}, /reset-password/{token}). The token is 32 random
 * bytes (base64url); only its SHA-256 is stored, with its kind, the user and the expiry, so a
 * leaked table never yields a usable link. Using a link marks its item used (`used_at`) with a
 * conditional update: the second use finds it used (link_invalid), and the item stays until its
 * TTL so a page can tell a used link apart before asking for a new password (checkLinkToken) and a
 * used verification link of a verified account can say so (issue 38).
 */
export type LinkKind = AuthTokenRecord['kind'];

const HOURS: Record<LinkKind, number> = {
  verify_email: VERIFY_EMAIL_TOKEN_HOURS,
  reset_password: RESET_PASSWORD_TOKEN_HOURS,
};

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function createLinkToken(kind: LinkKind, user: { id: string; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const created = now();
  const expires = new Date(created.getTime() + HOURS[kind] * 3_600_000);
  const record: AuthTokenRecord = {
    entity: 'auth_token',
    kind,
    user_id: user.id,
    email: user.email,
    created_at: created.toISOString(),
    expires_at: expires.toISOString(),
    expires_at_epoch: Math.ceil(expires.getTime() / 1000),
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.authToken(hashToken(token)), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return token;
}

const linkInvalid = () =>
  new AppError(400, 'link_invalid', 'auth.link_invalid', { token: 'auth.link_invalid' });
const linkExpired = () =>
  new AppError(400, 'link_expired', 'auth.link_expired', { token: 'auth.link_expired' });

/** A token can only be one of ours if it looks like one (43 base64url characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored item of a token (used, expired or not), or null. */
export async function readLinkToken(token: string): Promise<AuthTokenRecord | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.authToken(hashToken(token)), ConsistentRead: true }),
  );
  return (Item as AuthTokenRecord | undefined) ?? null;
}

/** Why a found item cannot be used: an error, or null when it can. */
function unusable(kind: LinkKind, found: AuthTokenRecord | null, atIso: string): AppError | null {
  if (!found || found.kind !== kind || found.used_at) return linkInvalid();
  if (found.expires_at <= atIso) return linkExpired();
  return null;
}

/** Checks a link without using it: throws link_invalid (unknown or used) or link_expired. */
export async function checkLinkToken(kind: LinkKind, token: string): Promise<void> {
  const problem = unusable(kind, await readLinkToken(token), now().toISOString());
  if (problem) throw problem;
}

/**
 * Uses a link: marks its item used if it is of this kind, unused and not expired, and returns it
 * (as it was before). An unknown or used token is link_invalid; an expired one is link_expired
 * (and is removed).
 */
export async function consumeLinkToken(kind: LinkKind, token: string): Promise<AuthTokenRecord> {
  if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
  const key = keys.authToken(hashToken(token));
  const at = now().toISOString();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET used_at = :now',
        ConditionExpression:
          'attribute_exists(PK) AND kind = :kind AND expires_at > :now AND attribute_not_exists(used_at)',
        ExpressionAttributeValues: { ':kind': kind, ':now': at },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) throw linkInvalid();
    return Attributes as AuthTokenRecord;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
  }
  const problem = unusable(kind, await readLinkToken(token), at) ?? linkInvalid();
  if (problem.code === 'link_expired')
    await documentClient()
      .send(new DeleteCommand({ TableName: tableName(), Key: key }))
      .catch(() => {});
  throw problem;
}

/** Puts a consumed token back unused (the step after it failed for a reason that is not the user's). */
export async function restoreLinkToken(token: string, record: AuthTokenRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.authToken(hashToken(token)), ...record } }),
  );
}
