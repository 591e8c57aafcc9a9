import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { IDEMPOTENCY_PK, TTL_ATTRIBUTE } from '@konstvagg/domain';
import { stackEnv } from '@konstvagg/test-kit';
import { createHttpHandler, defineOperation, type HttpEvent, type HttpResult } from './http.ts';
import { idempotent, idempotentHandler, IN_PROGRESS_RETRY_AFTER_SECONDS } from './idempotency.ts';
import { documentClient, tableName } from './ports/store.ts';
import type { ServiceRoutes } from './routes.ts';

// Against the stack's DynamoDB Local and its one table, exactly as a service would run it.
beforeAll(() => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'SILENT' });
});

/** A promise the test resolves by hand: holds a delivery "in progress". */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((r) => (open = r));
  return { closed, open };
}

const context = (): Context =>
  ({
    functionName: 'konstvagg-orders',
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;

describe('an idempotent webhook operation (makeIdempotent inside the HTTP chain)', () => {
  const routes: ServiceRoutes = {
    service: 'orders',
    routes: [{ method: 'POST', path: '/webhooks/probe', access: 'public', operation: 'probe' }],
  };
  const runs: string[] = [];
  let hold: ReturnType<typeof gate> | null = null;
  let handler: (event: HttpEvent, context: Context) => Promise<HttpResult>;
  const scope = `test-webhook-${randomUUID()}`;

  beforeAll(() => {
    const processEvent = idempotent(
      async (event: { id: string; type: string }) => {
        runs.push(event.id);
        await hold?.closed;
        return { handled: event.id, type: event.type, run: runs.length };
      },
      { scope, key: 'id' },
    );
    handler = createHttpHandler(routes, {
      probe: defineOperation({
        body: z.object({ id: z.string(), type: z.string() }),
        run: async ({ body }) => ({ body: await processEvent(body) }),
      }),
    }) as unknown as typeof handler;
  });

  const deliver = (payload: unknown, lang = 'en') =>
    handler(
      {
        version: '2.0',
        routeKey: 'POST /api/v1/webhooks/probe',
        rawPath: '/api/v1/webhooks/probe',
        rawQueryString: '',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify(payload),
        isBase64Encoded: false,
        requestContext: {
          http: {
            method: 'POST',
            path: '/api/v1/webhooks/probe',
            protocol: 'HTTP/1.1',
            sourceIp: '127.0.0.1',
          },
        },
      } as unknown as HttpEvent,
      context(),
    );

  it('runs a delivery once: the duplicate gets the stored answer', async () => {
    const event = { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded' };
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(second.body!)).toEqual(JSON.parse(first.body!));
    expect(runs.filter((id) => id === event.id)).toHaveLength(1);

    // Another event runs on its own.
    const other = await deliver({ id: `evt_${randomUUID()}`, type: 'charge.refunded' });
    expect(JSON.parse(other.body!).run).toBe(runs.length);
  });

  it('refuses a concurrent duplicate with a retryable 409 and Retry-After, in the caller’s language', async () => {
    const event = { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded' };
    hold = gate();
    const first = deliver(event);
    await expect.poll(() => runs.includes(event.id)).toBe(true);

    const duplicate = await deliver(event, 'sv');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers?.['Retry-After']).toBe(String(IN_PROGRESS_RETRY_AFTER_SECONDS));
    expect(JSON.parse(duplicate.body!).error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/Försök igen/),
    });
    expect((await deliver(event)).statusCode).toBe(409);

    hold.open();
    hold = null;
    expect((await first).statusCode).toBe(200);
    const retried = await deliver(event);
    expect(retried.statusCode).toBe(200);
    expect(JSON.parse(retried.body!).handled).toBe(event.id);
    expect(runs.filter((id) => id === event.id)).toHaveLength(1);
  });

  it('runs a delivery again after a failed one: a failure stores nothing', async () => {
    let fail = true;
    const flaky = idempotent(
      async (event: { id: string }) => {
        if (fail) throw new Error('transient');
        return { ok: event.id };
      },
      { scope: `test-flaky-${randomUUID()}`, key: 'id' },
    );
    await expect(flaky({ id: 'evt_1' })).rejects.toThrow('transient');
    fail = false;
    await expect(flaky({ id: 'evt_1' })).resolves.toEqual({ ok: 'evt_1' });
  });
});

describe('a delivery whose run died', () => {
  it('holds its duplicates off only while its lock lasts, then lets one run', async () => {
    const runs: number[] = [];
    const never = new Promise<never>(() => {});
    const stuck = idempotent(
      async (_event: { id: string }) => {
        runs.push(Date.now());
        if (runs.length === 1) await never; // the first run hangs, as a timed-out Lambda would
        return { run: runs.length };
      },
      { scope: `test-stuck-${randomUUID()}`, key: 'id', lockSeconds: 1 },
    );
    void stuck({ id: 'evt_stuck' });
    await expect.poll(() => runs.length).toBe(1);
    await expect(stuck({ id: 'evt_stuck' })).rejects.toMatchObject({ status: 409 });
    await new Promise((r) => setTimeout(r, 1200));
    await expect(stuck({ id: 'evt_stuck' })).resolves.toEqual({ run: 2 });
  });
});

describe('an idempotent Scheduler target (the makeHandlerIdempotent middleware)', () => {
  it('answers a repeated schedule with the stored result, and refuses one that is still running', async () => {
    const scope = `test-refund-due-${randomUUID()}`;
    const runs: string[] = [];
    let hold: ReturnType<typeof gate> | null = null;
    const target = middy(async (event: { order_id: string }) => {
      runs.push(event.order_id);
      await hold?.closed;
      return { refunded: event.order_id, at: runs.length };
    }).use(idempotentHandler({ scope, key: 'order_id' }));

    const order = `ord_${randomUUID()}`;
    hold = gate();
    const first = target({ order_id: order }, context());
    await expect.poll(() => runs.length).toBe(1);
    // Two copies arrive while the first runs: both refused, retryably; the first's lock holds.
    for (let i = 0; i < 2; i++) {
      await expect(target({ order_id: order }, context())).rejects.toMatchObject({
        status: 409,
        headers: { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS) },
      });
    }
    hold.open();
    hold = null;
    const result = await first;
    expect(await target({ order_id: order }, context())).toEqual(result);
    expect(runs).toEqual([order]);

    // The record: the static partition, the scope in the sort key, the table's TTL attribute.
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :scope)',
        ExpressionAttributeValues: { ':pk': IDEMPOTENCY_PK, ':scope': `${scope}#` },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items![0]).toMatchObject({ status: 'COMPLETED' });
    const expires = Number(Items![0]![TTL_ATTRIBUTE]);
    expect(expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
  });
});
