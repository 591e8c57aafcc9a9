import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@konstvagg/domain';
import type { Caller } from './auth.ts';
import { AppError } from './errors.ts';
import { documentClient, tableName } from './ports/store.ts';

/** 403 `account_suspended`: what a suspended account gets from login, refresh and every protected route. */
export const accountSuspended = () => new AppError(403, 'account_suspended', 'error.account_suspended');

/**
 * Refuses a caller whose account an admin has suspended. A Cognito access token stays valid for
 * up to an hour after the account is disabled (and API Gateway's JWT authorizer does not ask
 * Cognito), so every protected call reads the user's record: a suspension holds from the next
 * call on, not from the token's expiry (docs/decisions.md, Suspension). One consistent GetItem
 * of one attribute per signed-in call.
 */
export async function refuseSuspended(caller: Caller, options: { mfaGate?: boolean } = {}): Promise<void> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(caller.userId),
      ProjectionExpression: 'suspended_at, mfa_required, mfa_enabled_at',
      ConsistentRead: true,
    }),
  );
  if (Item?.suspended_at) throw accountSuspended();
  // Admin MFA (issue 41): an account that must have TOTP and has not set it up reaches only the
  // /auth/* routes (where it sets it up) until it has (docs/decisions.md, Admin MFA).
  if (options.mfaGate && mfaIsRequired(caller, Item) && !Item?.mfa_enabled_at) throw mfaRequired();
}

/**
 * Whether the account must have two-step login: what its record says, and for an admin whose
 * record says nothing (one made before the flag, or promoted by hand in the console), yes. Only an
 * explicit `mfa_required: false` exempts an admin: the local demo admin's seed.
 */
export function mfaIsRequired(
  caller: Pick<Caller, 'role'>,
  record: { mfa_required?: unknown } | undefined,
): boolean {
  if (typeof record?.mfa_required === 'boolean') return record.mfa_required;
  return caller.role === 'admin';
}

/** 403 `mfa_required`: the account must set up two-step sign-in first (the shell opens the set-up page). */
export const mfaRequired = () => new AppError(403, 'mfa_required', 'auth.mfa_required');
