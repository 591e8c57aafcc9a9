import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  moderationDecisionResponseSchema,
  rejectArtworkBodySchema,
  type ArtworkStatus,
} from '@konstvagg/contracts';
import {
  ARTWORK_LIFECYCLE,
  artworkIndexChanges,
  auditIndexKeys,
  keys,
  moderationDecisionIndexKeys,
  moderationStats,
  statUpdateItems,
  toOwnerArtworkView,
  transitionUpdate,
  type ArtistRecord,
  type ArtworkRecord,
  type AuditEntryRecord,
  type ModerationDecisionRecord,
  type TransitionRequest,
  type UserRecord,
} from '@konstvagg/domain';
import {
  AppError,
  createLogger,
  defineOperation,
  notFound,
  nowIso,
  type Caller,
} from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { sendMail } from '@konstvagg/lambda-kit/ports/mail';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { explainTransitionFailure } from '@konstvagg/lambda-kit/ports/transition';
import { moderationMail, type Decision } from './mails.ts';

const log = createLogger('konstvagg-admin');
const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const alreadyDecided = () => new AppError(409, 'conflict', 'error.already_decided');

export async function getItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/**
 * One admin decision on a work in the queue, in one transaction: the artwork's status change
 * (conditional on pending_review and the version read, so of two admins deciding at once one wins
 * and the other gets 409), the moderation decision record and the audit entry. The artist is
 * mailed afterwards, in their language.
 */
async function decide(
  caller: Caller | null,
  id: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  const artwork = await getItem<ArtworkRecord>(keys.artwork(id));
  if (!artwork) throw notFound('error.artwork_not_found');
  if (artwork.status !== 'pending_review') throw alreadyDecided();
  const admin = caller ? await getItem<UserRecord>(keys.user(caller.userId)) : undefined;

  const at = nowIso();
  const to: ArtworkStatus = decision === 'approved' ? 'available' : 'draft';
  const fields: Partial<ArtworkRecord> =
    decision === 'approved'
      ? { approved_at: at, rejection_reason: null }
      : { rejection_reason: reason, submitted_at: null };
  const index = artworkIndexChanges({ ...artwork, ...fields, status: to, updated_at: at });
  const req: TransitionRequest<ArtworkStatus> = {
    lifecycle: ARTWORK_LIFECYCLE,
    key: keys.artwork(id),
    to,
    from: ['pending_review'],
    expectedVersion: artwork.version,
    at,
    set: { ...fields, ...index.set },
    remove: index.remove,
  };
  const record: ModerationDecisionRecord = {
    entity: 'moderation_decision',
    id: randomUUID(),
    artwork_id: id,
    artist_id: artwork.artist_id,
    decision,
    reason,
    decided_by: caller?.userId ?? '',
    decided_at: at,
    submitted_at: artwork.submitted_at ?? artwork.updated_at,
  };
  const audit: AuditEntryRecord = {
    entity: 'audit',
    id: randomUUID(),
    actor_id: caller?.userId ?? '',
    actor_email: admin?.email ?? caller?.username ?? '',
    action: decision === 'approved' ? 'artwork.approve' : 'artwork.reject',
    target_kind: 'artwork',
    target_id: id,
    reason,
    at,
    details: { from: 'pending_review', to, title: artwork.title },
  };
  const table = tableName();
  try {
    await transactWrite([
      { Update: { TableName: table, ...transitionUpdate(req) } },
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.moderationDecision(id, at, record.id),
            ...moderationDecisionIndexKeys(record),
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.auditEntry({ kind: 'artwork', id }, at, audit.id),
            ...auditIndexKeys(audit),
            ...audit,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      // The admin's counters: one decision, and how long the work waited.
      ...statUpdateItems(moderationStats(record), table, at),
    ]);
  } catch (err) {
    // Both admins may also collide inside DynamoDB (TransactionConflict) rather than on the condition.
    const name = (err as { name?: string } | null)?.name;
    if (!isConditionalCheckFailed(err) && name !== 'TransactionCanceledException') throw err;
    const why = await explainTransitionFailure(req);
    if (why.reason === 'missing') throw notFound('error.artwork_not_found');
    throw alreadyDecided();
  }

  const saved: ArtworkRecord = {
    ...artwork,
    ...fields,
    status: to,
    updated_at: at,
    version: artwork.version + 1,
  };
  countMetric('admin', METRIC.ModerationDecisions, 1, { decision });
  await mailArtist(saved, decision, reason);
  return {
    body: {
      artwork: toOwnerArtworkView(saved),
      decision: { id: record.id, decision, reason, decided_at: at },
    },
    headers: { 'Cache-Control': 'no-store' },
  };
}

/** The decision is made; a mail that cannot go out is logged, never turned into an error for the admin. */
export async function mailArtist(artwork: ArtworkRecord, decision: Decision, reason: string | null) {
  try {
    const artist = await getItem<ArtistRecord>(keys.artist(artwork.artist_id));
    const user = artist?.user_id ? await getItem<UserRecord>(keys.user(artist.user_id)) : undefined;
    if (!user) return;
    const lang = user.language === 'sv' ? 'sv' : 'en';
    await sendMail(
      moderationMail(decision, lang, { email: user.email, name: user.first_name }, artwork, reason),
    );
  } catch (err) {
    log.error('Moderation mail could not be sent', err as Error);
  }
}

/** POST /admin/artworks/{id}/approve: pending_review -> available (public). */
export const approveArtwork = defineOperation({
  response: moderationDecisionResponseSchema,
  params,
  run: ({ params, caller }) => decide(caller, params.id, 'approved', null),
});

/** POST /admin/artworks/{id}/reject {reason}: pending_review -> draft; its artist reads the reason on the work. */
export const rejectArtwork = defineOperation({
  response: moderationDecisionResponseSchema,
  params,
  body: rejectArtworkBodySchema,
  run: ({ params, body, caller }) => decide(caller, params.id, 'rejected', body.reason),
});
