import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type MailSuppressionRecord } from '@konstvagg/domain';
import { AppError, type Caller } from '@konstvagg/lambda-kit';
import { documentClient } from '@konstvagg/lambda-kit/ports/store';
import { scanEntity, stackEnv, tableClient } from '@konstvagg/test-kit';
import type * as Suppressions from '../src/mail/suppressions.ts';

/**
 * A lift racing a new bounce (issue 41), on DynamoDB Local: the admin lifts the suppression they
 * saw; a bounce that lands between their read and the delete keeps the address suppressed (409),
 * and nothing is written, no audit entry either. The bounce is written at exactly that moment by a
 * hook on the lift's own read.
 */
const tag = `race${Date.now().toString(36)}`;
const email = `bouncing-${tag}@example.se`;
const admin: Caller = { userId: `admin-${tag}`, username: `admin-${tag}`, role: 'admin', groups: ['admin'] };

let doc: DynamoDBDocumentClient;
let table: string;
let suppressions: typeof Suppressions;

const suppression = (feedbackId: string, count: number): MailSuppressionRecord =>
  ({
    entity: 'mail_suppression',
    email,
    reason: 'bounce',
    first_event_at: '2026-12-01T10:00:00.000Z',
    last_event_at: new Date().toISOString(),
    count,
    feedback_id: feedbackId,
    diagnostic: 'smtp; 550 5.1.1 user unknown',
    source: 'local',
  }) as MailSuppressionRecord;

const put = (record: MailSuppressionRecord) =>
  doc.send(new PutCommand({ TableName: table, Item: { ...record, ...keys.mailSuppression(email) } }));

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true' });
  suppressions = await import('../src/mail/suppressions.ts');
  ({ doc, table } = tableClient());
});

afterAll(async () => {
  await doc.send(new DeleteCommand({ TableName: table, Key: keys.mailSuppression(email) }));
});

const lift = () =>
  suppressions.liftMailSuppression.run({
    params: { email },
    query: {},
    body: undefined,
    caller: admin,
    lang: 'en',
    event: {} as never,
  });

describe('lifting a suppression while a new bounce arrives', () => {
  it('keeps the address suppressed with a 409, and writes no audit entry', async () => {
    await put(suppression(`fb-${tag}-1`, 1));
    // The second bounce lands right after the lift has read the first.
    const client = documentClient();
    let raced = false;
    client.middlewareStack.add(
      (next) => async (args) => {
        const out = await next(args);
        const input = args.input as { Key?: Record<string, unknown> };
        if (
          !raced &&
          input.Key?.SK === keys.mailSuppression(email).SK &&
          input.Key?.PK === keys.mailSuppression(email).PK
        ) {
          raced = true;
          await put(suppression(`fb-${tag}-2`, 2));
        }
        return out;
      },
      { step: 'initialize', name: `race-${tag}` },
    );
    try {
      const err = await lift().catch((e: unknown) => e);
      expect(raced).toBe(true);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
    } finally {
      client.middlewareStack.remove(`race-${tag}`);
    }
    const { Item } = await doc.send(
      new GetCommand({ TableName: table, Key: keys.mailSuppression(email), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ feedback_id: `fb-${tag}-2`, count: 2 });
    const audit = (await scanEntity<{ action: string; target_id: string }>('audit')).filter(
      (a) => a.target_id === email,
    );
    expect(audit).toEqual([]);

    // Without a race the same lift goes through, audited once.
    const lifted = await lift();
    expect(lifted.body).toMatchObject({ lifted: { email, count: 2 } });
    expect(
      (await scanEntity<{ action: string; target_id: string }>('audit')).filter((a) => a.target_id === email),
    ).toHaveLength(1);
  });
});
