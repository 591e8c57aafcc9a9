import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  liftedMailSuppressionResponseSchema,
  liftMailSuppressionParamsSchema,
  mailSuppressionsQuerySchema,
  mailSuppressionsResponseSchema,
  type MailSuppression,
} from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import {
  keys,
  mailSuppressionIndexKeys,
  queries,
  queryInput,
  type MailSuppressionRecord,
} from '@konstvagg/domain';
import {
  conflict,
  createLogger,
  defineOperation,
  invalidCursor,
  notFound,
  nowIso,
} from '@konstvagg/lambda-kit';
import {
  countQuery,
  documentClient,
  isConditionalCheckFailed,
  queryExactPage,
  tableName,
} from '@konstvagg/lambda-kit/ports/store';
import { auditPut } from '../audit/audit-entry.ts';
import { feedbackOfSns, type MailFeedback, type SnsEvent } from './ses-events.ts';

const log = createLogger('konstvagg-admin');

/**
 * Writes one permanent bounce or complaint onto the address's suppression (keys.mailSuppression):
 * creates it, or counts one more event and moves its latest time and reason. Each SES feedback id
 * is counted once (`feedback_ids`, a string set, and the write's condition), so SNS delivering a
 * notification twice, or one notification naming the address twice, changes nothing the second time.
 * Answers false for such a repeat.
 */
export async function recordSuppression(f: MailFeedback): Promise<boolean> {
  if (f.kind === 'transient') return false;
  const index = mailSuppressionIndexKeys({ email: f.email, last_event_at: f.at });
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.mailSuppression(f.email),
        UpdateExpression:
          'SET entity = :entity, email = :email, reason = :reason, ' +
          'first_event_at = if_not_exists(first_event_at, :at), last_event_at = :at, ' +
          'feedback_id = :fid, diagnostic = :diagnostic, sub_type = :sub, #source = :source, ' +
          'GSI5PK = :gpk, GSI5SK = :gsk ADD #count :one, feedback_ids :fids',
        ConditionExpression: 'attribute_not_exists(PK) OR NOT contains(feedback_ids, :fid)',
        ExpressionAttributeNames: { '#count': 'count', '#source': 'source' },
        ExpressionAttributeValues: {
          ':entity': 'mail_suppression',
          ':email': f.email,
          ':reason': f.kind,
          ':at': f.at,
          ':fid': f.feedbackId,
          ':diagnostic': f.diagnostic,
          ':sub': f.subType,
          ':source': f.source,
          ':gpk': index.GSI5PK,
          ':gsk': index.GSI5SK,
          ':one': 1,
          ':fids': new Set([f.feedbackId]),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}

/**
 * SES bounce and complaint notifications through SNS (issue 41): permanent bounces and complaints
 * suppress the address; transient bounces are logged only (SES retries those itself). A write that
 * fails throws, so SNS retries the delivery (safe: each feedback id counts once).
 */
export async function handleSesNotifications(event: SnsEvent) {
  const { feedback, unreadable } = feedbackOfSns(event);
  if (unreadable) log.warn('SNS message that is not an SES event: ignored', { unreadable });
  let suppressed = 0;
  let repeated = 0;
  let transient = 0;
  for (const f of feedback) {
    if (f.kind === 'transient') {
      transient += 1;
      log.info('Transient bounce: not suppressed', { subType: f.subType, feedbackId: f.feedbackId });
      continue;
    }
    if (await recordSuppression(f)) {
      suppressed += 1;
      log.info('Mail address suppressed', { reason: f.kind, subType: f.subType, feedbackId: f.feedbackId });
    } else repeated += 1;
  }
  return { suppressed, repeated, transient, unreadable };
}

function toSuppression(r: MailSuppressionRecord): MailSuppression {
  return {
    email: r.email,
    reason: r.reason,
    first_event_at: r.first_event_at,
    last_event_at: r.last_event_at,
    count: Number(r.count),
    diagnostic: r.diagnostic ?? null,
    sub_type: r.sub_type ?? null,
    source: r.source,
  };
}

/** GET /admin/mail-suppressions?cursor&limit: suppressed addresses, newest event first. */
export const mailSuppressions = defineOperation({
  response: mailSuppressionsResponseSchema,
  query: mailSuppressionsQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const list = queries.mailSuppressions();
    const input = { TableName: tableName(), ...queryInput(list), ScanIndexForward: false };
    const [page, total] = await Promise.all([
      queryExactPage<MailSuppressionRecord & Record<string, unknown>>({
        input,
        index: list.index!,
        partition: list.pk,
        limit,
        cursor: query.cursor,
      }),
      countQuery({ TableName: tableName(), ...queryInput(list) }),
    ]);
    if (page === 'invalid') throw invalidCursor();
    return {
      body: {
        suppressions: page.items.map(toSuppression),
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/**
 * DELETE /admin/mail-suppressions/{email}: lifts a suppression (the person fixed their mailbox, or
 * the complaint was a mistake), with its audit entry in the same transaction. Answers the lifted
 * suppression; 404 when there is none.
 */
export const liftMailSuppression = defineOperation({
  response: liftedMailSuppressionResponseSchema,
  params: liftMailSuppressionParamsSchema,
  async run({ params, caller }) {
    const key = keys.mailSuppression(params.email);
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const found = Item as MailSuppressionRecord | undefined;
    if (!found) throw notFound();
    const at = nowIso();
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: key,
                // Lifts what the admin saw: a bounce that arrived meanwhile keeps it (409).
                ConditionExpression: 'feedback_id = :fid',
                ExpressionAttributeValues: { ':fid': found.feedback_id },
              },
            },
            await auditPut(
              caller,
              'mail.suppression.lifted',
              { kind: 'mail_suppression', id: found.email },
              null,
              at,
              {
                reason: found.reason,
                count: Number(found.count),
                last_event_at: found.last_event_at,
              },
            ),
          ],
        }),
      );
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw conflict('error.conflict');
      throw err;
    }
    return { body: { lifted: toSuppression(found) }, headers: { 'Cache-Control': 'no-store' } };
  },
});
