import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  adminUserResponseSchema,
  reactivateUserBodySchema,
  suspendUserBodySchema,
  verifyProfileBodySchema,
} from '@konstvagg/contracts';
import {
  artworkIndexChanges,
  keys,
  queries,
  queryInput,
  type ArtworkRecord,
  type UserRecord,
} from '@konstvagg/domain';
import {
  AppError,
  conflict,
  createLogger,
  defineOperation,
  notFound,
  nowIso,
  type Caller,
} from '@konstvagg/lambda-kit';
import { setUserEnabled } from '@konstvagg/lambda-kit/ports/identity';
import { sendMail } from '@konstvagg/lambda-kit/ports/mail';
import {
  documentClient,
  isConditionalCheckFailed,
  queryAll,
  tableName,
} from '@konstvagg/lambda-kit/ports/store';
import { auditPut } from '../audit/audit-entry.ts';
import { userIdParams } from './user-detail.ts';
import { accountMail } from './mails.ts';
import { getUser, profileOf, toAdminUser, type Profile } from './user-view.ts';

const log = createLogger('konstvagg-admin');

/**
 * Suspension (docs/decisions.md, Suspension). One transaction sets the account's and its profile's
 * `suspended_at` and writes the audit entry (conditional on the version read: two admins acting at
 * once cannot both win). From that write on, login, refresh and every protected route refuse the
 * account (lambda-kit refuseSuspended). Then, outside the transaction (an artist can own more works
 * than one transaction holds), each of an artist's works is hidden from the marketplace, one
 * conditional write each; a retry of the same request finishes what a crash left. Last, Cognito
 * disables the user and signs it out everywhere (the local stand-in lacks the global sign-out).
 */
async function setSuspended(
  caller: Caller | null,
  id: string,
  suspend: boolean,
  reason: string | null,
): Promise<{ user: UserRecord; profile: Profile | null }> {
  const user = await getUser(id);
  if (!user) throw notFound('error.user_not_found');
  if (user.role === 'admin') throw new AppError(409, 'conflict', 'error.cannot_suspend_admin');
  const profile = await profileOf(user);
  const at = nowIso();
  if (suspend === Boolean(user.suspended_at)) {
    // Already in the asked state: finish the works (a retry after a crash), but say so.
    await hideWorks(profile, suspend);
    throw conflict(suspend ? 'error.already_suspended' : 'error.not_suspended');
  }
  const table = tableName();
  const userSet = suspend
    ? 'SET suspended_at = :at, suspended_reason = :reason, updated_at = :at, version = version + :one'
    : 'SET updated_at = :at, version = version + :one REMOVE suspended_at, suspended_reason';
  const profileKey = profile
    ? profile.kind === 'artist'
      ? keys.artist(profile.record.id)
      : keys.venue(profile.record.id)
    : null;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.user(id),
              UpdateExpression: userSet,
              ConditionExpression: 'version = :v',
              ExpressionAttributeValues: {
                ':at': at,
                ':one': 1,
                ':v': user.version,
                ...(suspend ? { ':reason': reason } : {}),
              },
            },
          },
          ...(profileKey
            ? [
                {
                  Update: {
                    TableName: table,
                    Key: profileKey,
                    UpdateExpression: suspend
                      ? 'SET suspended_at = :at, updated_at = :at'
                      : 'SET updated_at = :at REMOVE suspended_at',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeValues: { ':at': at },
                  },
                },
              ]
            : []),
          await auditPut(
            caller,
            suspend ? 'user.suspend' : 'user.reactivate',
            { kind: 'user', id },
            reason,
            at,
            {
              email: user.email,
              role: user.role,
            },
          ),
        ],
      }),
    );
  } catch (err) {
    if (isConditionalCheckFailed(err) || (err as { name?: string }).name === 'TransactionCanceledException')
      throw conflict(suspend ? 'error.already_suspended' : 'error.not_suspended');
    throw err;
  }
  await hideWorks(profile, suspend);
  await cognitoAccess(user.email, suspend);
  try {
    await sendMail(
      accountMail(
        user.language === 'sv' ? 'sv' : 'en',
        { email: user.email, name: user.first_name },
        // The suspension's reason is for the person; a reactivation's note stays in the audit log.
        suspend ? { kind: 'suspended', reason: reason ?? '' } : { kind: 'reactivated' },
      ),
    );
  } catch (err) {
    log.error('Account mail could not be sent', err as Error);
  }
  const saved: UserRecord = {
    ...user,
    suspended_at: suspend ? at : null,
    suspended_reason: suspend ? reason : null,
    updated_at: at,
    version: user.version + 1,
  };
  const savedProfile = profile
    ? ({ ...profile, record: { ...profile.record, suspended_at: suspend ? at : null } } as Profile)
    : null;
  return { user: saved, profile: savedProfile };
}

/** Takes an artist's works off the marketplace (or brings them back), each keeping its status. */
async function hideWorks(profile: Profile | null, hide: boolean): Promise<void> {
  if (profile?.kind !== 'artist') return;
  const works = await queryAll<ArtworkRecord>({
    TableName: tableName(),
    ...queryInput(queries.artworksOfArtist(profile.record.id)),
  });
  for (const work of works) {
    if (Boolean(work.hidden_reason) === hide) continue;
    const next: ArtworkRecord = { ...work, hidden_reason: hide ? 'artist_suspended' : null };
    const index = artworkIndexChanges(next);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':v': work.version, ':one': 1 };
    const sets = Object.entries(index.set).map(([k, v], i) => {
      names[`#s${i}`] = k;
      values[`:s${i}`] = v;
      return `#s${i} = :s${i}`;
    });
    sets.push('version = version + :one');
    if (hide) {
      sets.push('hidden_reason = :hidden');
      values[':hidden'] = 'artist_suspended';
    }
    const removes = index.remove.map((k, i) => {
      names[`#r${i}`] = k;
      return `#r${i}`;
    });
    if (!hide) removes.push('hidden_reason');
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.artwork(work.id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'version = :v',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    } catch (err) {
      // The work changed meanwhile (a sale, an edit): the next retry of the action reads it again.
      if (!isConditionalCheckFailed(err)) throw err;
      log.warn('A work changed while its artist was being (un)suspended', { artworkId: work.id });
    }
  }
}

/** Cognito follows the table: disable (and sign out everywhere) or enable the user. */
async function cognitoAccess(email: string, suspend: boolean): Promise<void> {
  try {
    await setUserEnabled(email, !suspend);
  } catch (err) {
    // The table is the rule (every route checks it); Cognito follows on the next retry.
    log.error('Cognito could not disable/enable the user', err as Error);
  }
}

/** POST /admin/users/{id}/suspend {reason}. */
export const suspendUser = defineOperation({
  response: adminUserResponseSchema,
  params: userIdParams,
  body: suspendUserBodySchema,
  async run({ params, body, caller }) {
    const { user, profile } = await setSuspended(caller, params.id, true, body.reason);
    return { body: { user: toAdminUser(user, profile) }, headers: { 'Cache-Control': 'no-store' } };
  },
});

/** POST /admin/users/{id}/reactivate {reason?}. */
export const reactivateUser = defineOperation({
  response: adminUserResponseSchema,
  params: userIdParams,
  body: reactivateUserBodySchema,
  async run({ params, body, caller }) {
    const { user, profile } = await setSuspended(caller, params.id, false, body.reason ?? null);
    return { body: { user: toAdminUser(user, profile) }, headers: { 'Cache-Control': 'no-store' } };
  },
});

/** POST /admin/users/{id}/verify {verified}: the verified badge of an artist's or venue's profile. */
export const verifyProfile = defineOperation({
  response: adminUserResponseSchema,
  params: userIdParams,
  body: verifyProfileBodySchema,
  async run({ params, body, caller }) {
    const user = await getUser(params.id);
    if (!user) throw notFound('error.user_not_found');
    const profile = await profileOf(user);
    if (!profile) throw new AppError(409, 'conflict', 'error.not_a_profile_account');
    const at = nowIso();
    const key = profile.kind === 'artist' ? keys.artist(profile.record.id) : keys.venue(profile.record.id);
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET is_verified = :v, updated_at = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':v': body.verified, ':at': at },
            },
          },
          await auditPut(
            caller,
            body.verified ? 'profile.verify' : 'profile.unverify',
            { kind: 'user', id: user.id },
            null,
            at,
            { profile_kind: profile.kind, profile_id: profile.record.id },
          ),
        ],
      }),
    );
    const saved = { ...profile, record: { ...profile.record, is_verified: body.verified } } as Profile;
    return { body: { user: toAdminUser(user, saved) }, headers: { 'Cache-Control': 'no-store' } };
  },
});
