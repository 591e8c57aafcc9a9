import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  keys,
  RESET_PASSWORD_TOKEN_HOURS,
  VERIFY_EMAIL_TOKEN_HOURS,
  type AuthTokenRecord,
} from '@konstvagg/domain';
import { AppError, now } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * Single-use mail links (/verify-email/{token}, /reset-password/{token}). The token is 32 random
 * bytes (base64url); only its SHA-256 is stored, with its kind, the user and the expiry, so a
 * leaked table never yields a usable link. Using a link deletes its item with a conditional
 * delete: the second use finds nothing (link_invalid).
 */
export type LinkKind = AuthTokenRecord['kind'];

const HOURS: Record<LinkKind, number> = {
  verify_email: VERIFY_EMAIL_TOKEN_HOURS,
  reset_password: RESET_PASSWORD_TOKEN_HOURS,
};

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

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

/**
 * Uses a link: deletes its item if it is of this kind and not expired, and returns it. An unknown
 * or used token is link_invalid; an expired one is link_expired (and is removed).
 */
export async function consumeLinkToken(kind: LinkKind, token: string): Promise<AuthTokenRecord> {
  if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
  const key = keys.authToken(hashToken(token));
  const at = now();
  try {
    const { Attributes } = await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expires_at > :now',
        ExpressionAttributeValues: { ':kind': kind, ':now': at.toISOString() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) throw linkInvalid();
    return Attributes as AuthTokenRecord;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
  }
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const found = Item as AuthTokenRecord | undefined;
  if (found && found.kind === kind && found.expires_at <= at.toISOString()) {
    await documentClient()
      .send(new DeleteCommand({ TableName: tableName(), Key: key }))
      .catch(() => {});
    throw linkExpired();
  }
  throw linkInvalid();
}

/** Puts a consumed token back (the step after it failed for a reason that is not the user's). */
export async function restoreLinkToken(token: string, record: AuthTokenRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.authToken(hashToken(token)), ...record } }),
  );
}
