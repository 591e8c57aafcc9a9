import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { keys, type ArtworkRecord, type OrderRecord } from '@konstvagg/domain';
import {
  advanceClock,
  demoSellers,
  getJson,
  outbox,
  payAsStripeJs,
  paymentIntentOf,
  postJson,
  storedItem,
  stackEnv,
  stripeRefundsOf,
  until,
  useStack,
  workOnDisplay,
  type OwnStack,
} from '@konstvagg/test-kit';
import { freePort } from './ports.ts';
import { REPO_ROOT } from './stack.ts';

/**
 * Crash-safe money (issue 45): the whole local stack, in a process of its own
 * (stack-process.ts), is killed with SIGKILL at the two worst moments, its process group and its
 * engines' (DynamoDB Local, cognito-local) at once, then started again on the same data:
 * (a) just after payments succeeded at the Stripe stand-in, before the app heard of them all;
 * (b) at the pickup deadline with a refund made at Stripe whose answer had not come back.
 * Afterwards every payment must be a paid order and every uncollected order refunded exactly once,
 * its work on display again. The stand-in keeps its undelivered webhooks, the scheduler its
 * schedules and the clock its offset on disk, as the real services keep theirs.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const MIN = 60_000;
const WORKS = 4;

interface Running {
  child: ChildProcess;
  /** The stack's process group and each engine's. */
  groups: number[];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'konstvagg-crash-'));
let port = 0;
let running: Running | null = null;
let lives = 0;

/** Starts the stack on the test's port and data, and points the test kit at it. */
async function startStack(seed: 'demo' | 'if-empty'): Promise<void> {
  port ||= await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'infra/local/stack-process.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), KONSTVAGG_DATA_DIR: dataDir, KONSTVAGG_SEED: seed },
      detached: true, // its own process group, killed whole
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  // Everything the stack and its handlers log, one file per life, for a failure to be read.
  const log = createWriteStream(path.join(dataDir, `stack-${++lives}.log`));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  child.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
  const ready = await new Promise<OwnStack & { engineGroups: number[] }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`stack not ready in 150 s:\n${errors}`)), 150_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as OwnStack & { engineGroups: number[] });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited (${code}) before it was ready:\n${errors}`));
    });
  });
  running = { child, groups: [child.pid!, ...ready.engineGroups] };
  useStack(ready);
}

const alive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGKILL to every process of the stack at once: nothing gets to clean up or finish a write. */
async function killStack(): Promise<void> {
  if (!running) return;
  const { child, groups } = running;
  running = null;
  const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  for (const g of groups) if (alive(g)) process.kill(-g, 'SIGKILL');
  await exited;
  await until(
    'every process of the stack gone',
    async () => groups.filter(alive),
    (left) => left.length === 0,
  );
}

let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  await killStack();
  useStack(null);
  // A failed run keeps the data and the logs of each life (stack-N.log) to read.
  if (failed) console.error(`crash test data and logs kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
});

const api = (p: string) => `/api/v1${p}`;
const order = async (id: string) => (await storedItem<OrderRecord>(keys.order(id)))!;
const artwork = async (id: string) => (await storedItem<ArtworkRecord>(keys.artwork(id)))!;
const buyer = (tag: string) => ({
  email: `crash-${tag}-${randomUUID().slice(0, 6)}@test.konstvagg.local`,
  name: 'Krasch Köpare',
});

describe('a crash at any moment loses no payment and no refund', () => {
  const sales: { workId: string; orderId: string; piId: string; email: string; checkout: Body }[] = [];

  it(
    '(a) killed just after the payments succeed: each payment is a paid order, no work is sold twice',
    { timeout: 300_000 },
    async () => {
      await startStack('demo');
      const { artistId, venueId, template } = await demoSellers();
      for (let i = 0; i < WORKS; i++) {
        const work = await workOnDisplay({ template, artistId, venueId, title: `Kraschprov ${i + 1}` });
        const who = buyer(`a${i}`);
        const co = await postJson<Body>(api(`/checkout/${work.id}`), who);
        expect(co.status, JSON.stringify(co.body)).toBe(201);
        sales.push({
          workId: work.id,
          orderId: co.body.order.id,
          piId: paymentIntentOf(co.body),
          email: who.email,
          checkout: co.body,
        });
      }
      const paid = await Promise.all(sales.map((s) => payAsStripeJs(s.checkout)));
      expect(paid.map((p) => p.body.status)).toEqual(sales.map(() => 'succeeded'));
      // The crash: the payments are Stripe's, the webhooks on their way.
      await killStack();

      await startStack('if-empty');
      // The first buyers' reservations have run out (15 minutes): a lapsed reservation is free only
      // if its payment did not succeed, and every one of these did.
      await advanceClock(16 * MIN);
      for (const s of sales) {
        const next = await postJson<Body>(api(`/checkout/${s.workId}`), buyer('second'));
        expect(next.status, `${s.workId}: ${JSON.stringify(next.body)}`).toBe(409);
      }
      await advanceClock(16 * MIN);
      for (const s of sales) {
        const o = await until(
          `order ${s.orderId} paid`,
          () => order(s.orderId),
          (x) => x.status === 'paid',
          30_000,
        );
        expect(o.pickup_code).toBeTruthy();
        expect(o.stripe_payment_intent_id).toBe(s.piId);
        expect((await artwork(s.workId)).status).toBe('sold');
        expect(await stripeRefundsOf(s.piId)).toEqual([]);
        // The receipt reaches the buyer (the outbox carries it out after the restart if the crash
        // came first).
        await until(
          'the receipt',
          () => outbox(s.email),
          (m) => m.some((x) => /kvitto|receipt/i.test(x.subject)),
          30_000,
        );
      }
    },
  );

  it(
    '(b) killed with a refund in flight at the deadline: each uncollected order refunded exactly once, its work on display',
    { timeout: 300_000 },
    async () => {
      expect(sales).toHaveLength(WORKS);
      const orders = await Promise.all(sales.map((s) => order(s.orderId)));
      const deadline = Math.max(...orders.map((o) => Date.parse(o.pickup_deadline!)));
      // Stripe makes each refund at once and answers 6 s later: the caller is killed before it hears.
      const control = await fetch(`${stackEnv().STRIPE_API_BASE}/_standin/latency`, {
        method: 'POST',
        body: JSON.stringify({ path: '/v1/refunds', ms: 6000, when: 'after' }),
      });
      expect(control.status).toBe(200);
      const clock = await getJson<Body>('/_local/clock');
      // Not awaited: it resolves only once the due refund schedules have run.
      void advanceClock(deadline - clock.body.nowMs + 1 * MIN).catch(() => {});
      await until(
        'a refund made at Stripe',
        async () => (await Promise.all(sales.map((s) => stripeRefundsOf(s.piId)))).flat().length,
        (n) => n > 0,
        30_000,
      );
      expect((await Promise.all(sales.map((s) => order(s.orderId)))).some((o) => o.status === 'paid')).toBe(
        true,
      );
      await killStack();

      await startStack('if-empty');
      // The scheduler runs what had not finished; an hour later the sweep's backstop would too.
      await advanceClock(80 * MIN);
      for (const s of sales) {
        const o = await until(
          `order ${s.orderId} refunded`,
          () => order(s.orderId),
          (x) => x.status === 'refunded',
          30_000,
        );
        expect(o.refund_reason).toBe('not_collected');
        expect((await stripeRefundsOf(s.piId)).map((r) => r.amount)).toEqual([o.amount_cents]);
        expect((await artwork(s.workId)).status).toBe('exhibited');
        const refundMails = (await outbox(s.email)).filter((m) => /återbetalning|refund/i.test(m.subject));
        expect(refundMails).toHaveLength(1);
      }
    },
  );
});
