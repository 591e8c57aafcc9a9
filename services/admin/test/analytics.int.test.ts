import { randomUUID } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@konstvagg/i18n';
import {
  addDays,
  artworkIndexChanges,
  collect,
  keys,
  stockholmDay,
  type ArtworkRecord,
  type OrderRecord,
  toListCents,
} from '@konstvagg/domain';
import { stockholmAtExpression } from '@konstvagg/lambda-kit/ports/scheduler';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  advanceClock,
  demoToken,
  getJson,
  postJson,
  request,
  scanEntity,
  stackEnv,
} from '@konstvagg/test-kit';

/**
 * The admin's dashboard and analytics against the local stack: a scripted set of purchases
 * (checkout through the gateway, payment confirmed at the Stripe stand-in, its signed webhook),
 * a pickup (the shared/domain collect transaction validate-pickup runs) and a refund (the
 * orders Lambda's refund target, fired by the scheduler). What the counters moved by must equal a
 * recount of those orders as the orders table holds them afterwards.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (p: string) => `/api/v1${p}`;

let env: Record<string, string>;
let admin: string;
let template: ArtworkRecord;

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  admin = await demoToken('admin');
  // A seeded work on a wall, whose artist and venue exist: each test work is a copy of it.
  template = (await scanEntity<ArtworkRecord>('artwork')).find(
    (a) => a.status === 'exhibited' && a.venue_id && a.city && a.images.length,
  )!;
  expect(template).toBeDefined();
});

const stored = async <T>(key: { PK: string; SK: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true })))
    .Item as T;

/** A fresh copy of the template on display, priced `cents`. */
async function workOnWall(cents: number): Promise<ArtworkRecord> {
  const id = `art-stat-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const fields = Object.fromEntries(
    Object.entries(template).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
  ) as unknown as ArtworkRecord;
  const work: ArtworkRecord = {
    ...fields,
    id,
    title: `Statistik ${id.slice(-4)}`,
    status: 'exhibited',
    price_cents: cents,
    reserved_by_order_id: null,
    reserved_until: null,
    exhibition_id: null,
    created_at: at,
    updated_at: at,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...work, ...keys.artwork(id), ...artworkIndexChanges(work).set },
    }),
  );
  return work;
}

/** Checkout as a guest and pay as Stripe.js does; resolves when the webhook made the order paid. */
async function buy(cents: number, card = 'pm_card_visa'): Promise<OrderRecord> {
  const work = await workOnWall(cents);
  const res = await postJson<Body>(api(`/checkout/${work.id}`), {
    email: `stat-${randomUUID().slice(0, 8)}@test.konstvagg.local`,
    name: 'Statistik Köpare',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const secret = String(res.body.payment.client_secret);
  const confirmed = await request<Body>(
    'POST',
    `/_local/stripe/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`,
    {
      headers: {
        authorization: `Bearer ${res.body.payment.publishable_key}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: secret, payment_method: card }).toString(),
    },
  );
  expect(confirmed.status).toBeLessThan(500);
  // A declined card leaves the order open for another card until its reservation runs out
  // (docs/decisions.md, the declined card): it stays pending_payment.
  const want = card === 'pm_card_visa' ? 'paid' : 'pending_payment';
  return settled(res.body.order.id as string, want);
}

async function settled(orderId: string, status: string): Promise<OrderRecord> {
  const end = Date.now() + 15_000;
  for (;;) {
    const order = await stored<OrderRecord>(keys.order(orderId));
    if (order?.status === status) return order;
    if (Date.now() > end) throw new Error(`order ${orderId}: ${order?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The venue scanned the code: validate-pickup's order part (shared/domain collect). */
async function pickUp(order: OrderRecord) {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: collect(
        order,
        { table: tableName(), at: new Date().toISOString() },
        { method: 'typed', by: 'test-venue-staff', by_email: null },
      ) as never,
    }),
  );
  return settled(order.id, 'collected');
}

/** Nobody came: the deadline is put in the past and the refund target fired by the scheduler. */
async function refundUncollected(order: OrderRecord) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(order.id),
      UpdateExpression: 'SET pickup_deadline = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
  const client = new SchedulerClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const clock = await getJson<{ nowMs: number }>('/_local/clock');
  await client.send(
    new CreateScheduleCommand({
      Name: `test-stat-refund-${randomUUID().slice(0, 8)}`,
      GroupName: env.SCHEDULER_GROUP_NAME,
      ScheduleExpression: stockholmAtExpression(new Date(clock.body.nowMs - 1000)),
      ScheduleExpressionTimezone: 'Europe/Stockholm',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: 'arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders',
        RoleArn: env.SCHEDULER_ROLE_ARN!,
        Input: JSON.stringify({ task: 'refund', order_id: order.id }),
      },
    }),
  );
  client.destroy();
  await advanceClock(0);
  return settled(order.id, 'refunded');
}

const get = (p: string, token = admin, lang: 'sv' | 'en' = 'en') => getJson<Body>(api(p), { token, lang });

/** The figures the scripted events move, from the analytics and the dashboard. */
async function figures(from: string, to: string) {
  const [a, d] = await Promise.all([
    get(`/admin/analytics?from=${from}&to=${to}&granularity=day`),
    get('/admin/dashboard'),
  ]);
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  const row = (dim: string, key: string) =>
    (a.body.breakdowns[dim] as Body[]).find((r) => r.key === key) ?? { sales: 0, gmv_cents: 0 };
  return {
    totals: a.body.totals,
    seriesSales: (a.body.series as Body[]).reduce((s, b) => s + b.sales, 0),
    city: row('city', template.city!),
    category: row('category', template.category),
    style: row('style', template.style),
    venue: row('venue', template.venue_id!),
    status: d.body.orders_by_status,
    gmvToday: d.body.gmv_cents.today,
  };
}

/**
 * The figures once nothing else moves them: schedules that came due when earlier test files moved the
 * stack's clock (the seeded orders' refunds, the payout sweep) run in the background for a while.
 */
async function settledFigures(from: string, to: string) {
  let previous = await figures(from, to);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const next = await figures(from, to);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

describe('analytics from counters', () => {
  it('after purchases, a pickup, a refund and a declined card, the counters moved exactly as a recount of those orders', async () => {
    const today = stockholmDay(new Date());
    // A day either side, in case the scripted minute crosses midnight in Stockholm.
    const from = addDays(today, -1);
    const to = addDays(today, 1);
    const before = await settledFigures(from, to);

    const kept = await buy(12_300);
    const collected = await pickUp(await buy(45_600));
    const refunded = await refundUncollected(await buy(7_800));
    const declined = await buy(9_900, 'pm_card_chargeDeclined');
    const after = await figures(from, to);

    // The recount: the four orders as the table holds them now.
    const orders = await Promise.all(
      [kept, collected, refunded, declined].map((o) => stored<OrderRecord>(keys.order(o.id))),
    );
    const paid = orders.filter((o) => o.paid_at);
    // The counters are in euros: a sale in kronor at its own order's rate.
    const sum = (os: OrderRecord[]) => os.reduce((s, o) => s + toListCents(o.amount_cents, o)!, 0);
    const pickups = orders.filter((o) => o.collected_at);
    const refunds = orders.filter((o) => o.status === 'refunded');
    expect(paid).toHaveLength(3);
    const delta = (k: string) => after.totals[k] - before.totals[k];
    expect(delta('checkouts')).toBe(orders.length);
    expect(delta('sales')).toBe(paid.length);
    expect(after.seriesSales - before.seriesSales).toBe(paid.length);
    expect(delta('gmv_cents')).toBe(sum(paid));
    expect(delta('pickups')).toBe(pickups.length);
    expect(delta('refunds')).toBe(refunds.length);
    expect(delta('refunded_cents')).toBe(sum(refunds));
    for (const dim of ['city', 'category', 'style', 'venue'] as const) {
      expect(after[dim].sales - before[dim].sales, dim).toBe(paid.length);
      expect(after[dim].gmv_cents - before[dim].gmv_cents, dim).toBe(sum(paid));
    }
    // Orders by status: each order counted once, in the status it is in now.
    const byStatus = (s: string) => orders.filter((o) => o.status === s).length;
    for (const s of ['paid', 'collected', 'refunded', 'cancelled'])
      expect(after.status[s] - before.status[s], s).toBe(byStatus(s));
    expect(after.status.pending_payment - before.status.pending_payment).toBe(byStatus('pending_payment'));
    expect(byStatus('pending_payment')).toBe(1); // the declined card's order, open for a retry
    expect(after.gmvToday - before.gmvToday).toBe(
      sum(paid.filter((o) => stockholmDay(o.paid_at!) === today)),
    );
  }, 90_000);

  it('counts a QR visit to a public work, and refuses one to a work that does not exist', async () => {
    const today = stockholmDay(new Date());
    const read = async () =>
      (await get(`/admin/analytics?from=${today}&to=${today}`)).body.activity.qr_visits as number;
    const before = await read();
    const visit = await request('POST', api(`/artworks/${template.id}/qr-visit`), { body: {} });
    expect(visit.status).toBe(204);
    expect(await read()).toBe(before + 1);
    expect((await request('POST', api('/artworks/no-such-work/qr-visit'), { body: {} })).status).toBe(404);
    expect(await read()).toBe(before + 1);
  });
});

describe('the dashboard', () => {
  it('shows the queue, unread messages, payouts and the periods, consistent with each other', async () => {
    const res = await get('/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.today).toBe(stockholmDay(new Date()));
    expect(d.gmv_cents.today).toBeLessThanOrEqual(d.gmv_cents.last_7_days);
    expect(d.gmv_cents.last_7_days).toBeLessThanOrEqual(d.gmv_cents.last_30_days);
    const queue = await get('/admin/artworks/review-queue?limit=1');
    expect(d.moderation.queue_size).toBe(queue.body.pagination.total);
    const inbox = await get('/admin/contact-messages?status=new&limit=1');
    expect(d.unread_messages).toBe(inbox.body.unread);
    // Pickups due today and refunds due within 24 h are paid orders: never more than are paid.
    expect(d.pickups_due_today).toBeLessThanOrEqual(d.orders_by_status.paid);
    expect(d.refunds_due_24h).toBeLessThanOrEqual(d.orders_by_status.paid);
  });

  it('counts a paid order whose deadline is within 24 hours as a refund due', async () => {
    const before = (await get('/admin/dashboard')).body.refunds_due_24h as number;
    const order = await buy(5_500);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.id),
        UpdateExpression: 'SET pickup_deadline = :soon',
        ExpressionAttributeValues: { ':soon': new Date(Date.now() + 3 * 3_600_000).toISOString() },
      }),
    );
    expect((await get('/admin/dashboard')).body.refunds_due_24h).toBe(before + 1);
  }, 30_000);
});

describe('who may read them, and what is refused', () => {
  it('401 without a token, 403 for every other role', async () => {
    for (const path of ['/admin/dashboard', '/admin/analytics?from=2026-11-01&to=2026-11-30']) {
      expect((await request('GET', api(path))).status, path).toBe(401);
      for (const role of ['artist', 'venue', 'buyer'] as const)
        expect((await get(path, await demoToken(role))).status, `${path} ${role}`).toBe(403);
    }
  });

  it('400 naming the field, in the caller language, for a bad range or granularity', async () => {
    const cases: [string, string, string][] = [
      ['?to=2026-11-30', 'from', 'validation.required'],
      ['?from=2026-11-30&to=2026-11-01', 'to', 'validation.date_range_order'],
      ['?from=2025-01-01&to=2026-11-30', 'to', 'validation.date_range_too_long'],
      ['?from=2026-02-30&to=2026-03-01', 'from', 'validation.calendar_day'],
      ['?from=2026-11-01&to=2026-11-30&granularity=year', 'granularity', ''],
    ];
    for (const [query, field, key] of cases)
      for (const lang of ['sv', 'en'] as const) {
        const res = await get(`/admin/analytics${query}`, admin, lang);
        expect(res.status, query).toBe(400);
        expect(Object.keys(res.body.error.fields), query).toContain(field);
        if (key)
          expect(res.body.error.fields[field], `${query} ${lang}`).toBe(apiMessage(lang, key, { max: 366 }));
      }
    // 366 days are allowed.
    expect((await get('/admin/analytics?from=2025-12-01&to=2026-12-01&granularity=month')).status).toBe(200);
  });
});
