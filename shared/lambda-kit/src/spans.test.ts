import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addSpan, recordInvocation, span, spanAwsCalls, takeInvocations } from './spans.ts';

const client = (kind?: 'idempotency') =>
  spanAwsCalls(
    new DynamoDBClient({
      region: 'eu-north-1',
      endpoint: 'http://127.0.0.1:9', // nothing listens: each call fails at once, its span still counts
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    }),
    kind,
  );
const get = (c: DynamoDBClient) =>
  c.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'a' } } })).catch(() => null);

// As npm run bench starts: the clients get the recording step, which records only when asked.
const before = process.env.KONSTVAGG_SPANS;
process.env.KONSTVAGG_SPANS = '0';
afterEach(() => {
  process.env.KONSTVAGG_SPANS = '0';
  takeInvocations();
});
// The next file in this worker sees the process as it was (the unit project shares its workers).
afterAll(() => {
  if (before === undefined) delete process.env.KONSTVAGG_SPANS;
  else process.env.KONSTVAGG_SPANS = before;
});

describe('spans: where an invocation spends its time (npm run bench)', () => {
  it('records nothing unless asked', async () => {
    await recordInvocation('GET /x', () => get(client()));
    expect(takeInvocations()).toEqual([]);
  });

  it("records each SDK call, Stripe call and mail inside an invocation, by kind, and only that invocation's", async () => {
    process.env.KONSTVAGG_SPANS = '1';
    const store = client();
    const idempotency = client('idempotency');
    await Promise.all([
      recordInvocation('POST /checkout', async () => {
        await get(idempotency);
        await get(store);
        await get(store);
        addSpan('stripe', 'POST /v1/payment_intents', 12);
      }),
      recordInvocation('POST /webhook', () => span('mail', 'mail', () => get(store))),
    ]);
    await get(store); // outside any invocation: no span
    const [checkout, webhook] = takeInvocations().sort((a, b) => a.label.localeCompare(b.label));
    expect(checkout!.label).toBe('POST /checkout');
    expect(checkout!.spans.map((s) => `${s.kind} ${s.name}`)).toEqual([
      'idempotency GetItemCommand',
      'dynamodb GetItemCommand',
      'dynamodb GetItemCommand',
      'stripe POST /v1/payment_intents',
    ]);
    expect(checkout!.ms).toBeGreaterThanOrEqual(checkout!.spans[0]!.ms);
    expect(webhook!.spans.map((s) => `${s.kind} ${s.name}`).sort()).toEqual([
      'dynamodb GetItemCommand',
      'mail mail',
    ]);
    expect(takeInvocations()).toEqual([]);
  });
});
