import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type ArtworkRecord, type OrderRecord } from '@konstvagg/domain';
import {
  advanceClock,
  cognitoLogin,
  demoLogin,
  demoSellers,
  getJson,
  payAsStripeJs,
  postJson,
  stackEnv,
  storedItem,
  stripeRefundsOf,
  until,
  workOnDisplay,
} from '@konstvagg/test-kit';

/**
 * Nothing on the money path fails silently (issue 39 §3), followed on the local stack: a refund
 * Stripe refuses every time (POST /_standin/refuse-refunds) is retried by the scheduler, then kept
 * as a dead letter; the admin dashboard lists it under "needs attention" with its order; once the
 * cause is gone, `npm run redrive -- task-failures` replays it: the order is refunded once, and a
 * second redrive has nothing left to do. (It found that a refused refund could not succeed for a
 * day: Stripe replays a stored 4xx under the same idempotency key; refunds now count refusals.)
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const MIN = 60_000;
const REPO = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
let env: Record<string, string>;
let moved = 0;

async function moveClock(ms: number) {
  moved += ms;
  await advanceClock(ms);
}

async function refuseRefunds(times: number) {
  const res = await fetch(`${env.STRIPE_API_BASE}/_standin/refuse-refunds`, {
    method: 'POST',
    body: JSON.stringify({ times }),
  });
  expect(res.status).toBe(200);
}

/** `npm run redrive -- <queue>` against this stack, as an operator runs it. */
async function redrive(queue: string) {
  // Exit 1 when a letter failed again (another test's, on this shared stack): the output says which.
  const out = await run('npx', ['tsx', 'scripts/redrive.ts', queue], {
    cwd: REPO,
    env: {
      ...process.env,
      KONSTVAGG_LOCAL: '1',
      AWS_ENDPOINT_URL_SCHEDULER: env.AWS_ENDPOINT_URL_SCHEDULER!,
    },
  }).catch((err: { stdout?: string; code?: number }) => {
    if (err.code !== 1 || !err.stdout) throw err;
    return { stdout: err.stdout };
  });
  return out.stdout;
}

async function attention(): Promise<{
  total: number;
  items: { task: string; order_id: string; error: string }[];
}> {
  const admin = demoLogin('admin');
  const { accessToken } = await cognitoLogin(admin.email, admin.password);
  const res = await getJson<Body>('/api/v1/admin/dashboard', { token: accessToken });
  expect(res.status).toBe(200);
  return res.body.needs_attention;
}

beforeAll(() => {
  env = stackEnv();
});

afterAll(async () => {
  await refuseRefunds(0);
  if (moved) await advanceClock(-moved);
});

describe('a refund that fails every try', () => {
  it('is kept, shown to the admins with its order, and replayed once by npm run redrive', async () => {
    const { artistId, venueId, template } = await demoSellers();
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Död bokstav' });
    const co = await postJson<Body>(`/api/v1/checkout/${work.id}`, {
      email: `dlq-${randomUUID().slice(0, 8)}@test.konstvagg.local`,
      name: 'Dora Kö',
    });
    expect(co.status).toBe(201);
    expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');
    const paid = await until(
      'order paid',
      async () => (await storedItem<OrderRecord>(keys.order(co.body.order.id)))!,
      (o) => o.status === 'paid' && !!o.pickup_deadline,
    );

    // Stripe refuses every refund (an empty balance): the deadline's refund fails, is retried twice
    // a minute apart, and is then kept as a dead letter.
    await refuseRefunds(1000);
    const clock = await getJson<Body>('/_local/clock');
    await moveClock(Date.parse(paid.pickup_deadline!) - clock.body.nowMs + 1 * MIN);
    await moveClock(2 * MIN);
    await moveClock(2 * MIN);
    const listed = await until('the refund among the dead letters on the dashboard', attention, (a) =>
      a.items.some((i) => i.order_id === paid.id),
    );
    const item = listed.items.find((i) => i.order_id === paid.id)!;
    expect(item.task).toBe('refund');
    expect(item.error).toMatch(/balance is insufficient/);
    expect((await storedItem<OrderRecord>(keys.order(paid.id)))!.status).toBe('paid');
    expect(await stripeRefundsOf(paid.stripe_payment_intent_id!)).toEqual([]);

    // The cause is fixed; the operator replays the queue, twice by mistake.
    await refuseRefunds(0);
    expect(await redrive('task-failures')).toMatch(/: [1-9]\d* replayed/);
    expect(await redrive('task-failures')).toMatch(/: 0 replayed/);
    const refunded = (await storedItem<OrderRecord>(keys.order(paid.id)))!;
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund_reason).toBe('not_collected');
    expect((await storedItem<ArtworkRecord>(keys.artwork(work.id)))!.status).toBe('exhibited');
    expect((await stripeRefundsOf(paid.stripe_payment_intent_id!)).length).toBe(1);
    expect((await attention()).items.some((i) => i.order_id === paid.id)).toBe(false);
  });

  it('npm run redrive refuses an unknown queue with the list of queues', async () => {
    await expect(redrive('refunds')).rejects.toMatchObject({
      stderr: expect.stringMatching(/task-failures/),
    });
  });
});
