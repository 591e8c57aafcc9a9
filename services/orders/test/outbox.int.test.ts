import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keys,
  queries,
  queryInput,
  type ArtworkRecord,
  type OrderMailRecord,
  type OrderRecord,
} from '@konstvagg/domain';
import {
  advanceClock,
  demoSellers,
  outbox,
  outboxItemsOf,
  payAsStripeJs,
  postJson,
  refundSchedule,
  stackEnv,
  storedItem,
  tableClient,
  until,
  workOnDisplay,
} from '@konstvagg/test-kit';

/**
 * The outbox (issue 45): marking an order paid writes what must follow (the receipt, the sold
 * mails, the refund schedule at the deadline) as one item in the same transaction; the table
 * stream's worker carries it out and deletes it. A failing effect is retried without repeating the
 * effects already done, and an item the stream's retries gave up on is carried out by the
 * quarter-hourly sweep. The scheduler stand-in refuses CreateSchedule on request
 * (POST /_local/refuse-creates), as an outage would.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (path: string) => `/api/v1${path}`;
const MIN = 60_000;

let env: Record<string, string>;
let template: ArtworkRecord;
let artistId: string;
let venueId: string;
let clockMoved = 0;
let client: ReturnType<typeof tableClient>;

beforeAll(async () => {
  env = stackEnv();
  client = tableClient();
  ({ artistId, venueId, template } = await demoSellers());
});

afterAll(async () => {
  await refuseCreates(0);
  if (clockMoved) await advanceClock(-clockMoved);
  client?.doc.destroy();
});

async function refuseCreates(times: number) {
  const res = await fetch(`${env.AWS_ENDPOINT_URL_SCHEDULER}/_local/refuse-creates`, {
    method: 'POST',
    body: JSON.stringify({ times }),
  });
  expect(res.status).toBe(200);
}

/** The mails the order's timeline records, by kind. */
async function recordedMails(orderId: string): Promise<OrderMailRecord[]> {
  const { Items } = await client.doc.send(
    new QueryCommand({
      TableName: client.table,
      ConsistentRead: true,
      ...queryInput(queries.orderPartition(orderId)),
    }),
  );
  return ((Items ?? []) as OrderMailRecord[]).filter((i) => i.entity === 'order_mail');
}

/** A guest pays for a fresh work; resolves once the order reads paid. */
async function aPaidOrder(title: string) {
  const work = await workOnDisplay({ template, artistId, venueId, title });
  const who = { email: `outbox-${randomUUID().slice(0, 8)}@test.konstvagg.local`, name: 'Olle Utkorg' };
  const co = await postJson<Body>(api(`/checkout/${work.id}`), who);
  expect(co.status, JSON.stringify(co.body)).toBe(201);
  expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');
  const order = await until(
    'order paid',
    () => storedItem<OrderRecord>(keys.order(co.body.order.id)),
    (o) => o?.status === 'paid',
  );
  return { order: order!, email: who.email };
}

describe("a payment's effects go through the outbox", () => {
  it('the worker sends the receipt and the sold mails and makes the refund schedule, then deletes the item', async () => {
    const { order, email } = await aPaidOrder('Utkorg 1');
    await until(
      'outbox item carried out',
      () => outboxItemsOf(order.id),
      (items) => items.length === 0,
    );
    const mails = await recordedMails(order.id);
    expect(mails.map((m) => `${m.kind} ${m.status}`).sort()).toEqual([
      'receipt sent',
      'sold_artist sent',
      'sold_venue sent',
    ]);
    expect((await outbox(email)).length).toBe(1);
    const schedule = await refundSchedule(order.id);
    expect(JSON.parse(schedule!.Target!.Input!)).toEqual({ task: 'refund', order_id: order.id });
    expect(schedule!.ScheduleExpression).toMatch(/^at\(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\)$/);
  });

  it('a schedule the scheduler refuses is retried without a second mail; once the stream gives up, the sweep carries it out', async () => {
    await refuseCreates(1000);
    const { order, email } = await aPaidOrder('Utkorg 2');

    // The mails went out; the schedule failed, and the item says so.
    const waiting = await until(
      'a failed try noted on the item',
      () => outboxItemsOf(order.id),
      (items) => (items[0]?.attempts ?? 0) >= 2,
    );
    expect(waiting[0]!.last_error).toMatch(/Scheduler refused/);
    expect(Object.keys(waiting[0]!.done).sort()).toEqual([
      'receipt_mail',
      'sold_mail_artist',
      'sold_mail_venue',
    ]);
    expect(await refundSchedule(order.id)).toBeNull();

    // The scheduler is back; the stream's worker has given up on the item by now (its retries are
    // spent), so it waits for the sweep, which takes items older than ten minutes.
    await refuseCreates(0);
    clockMoved += 16 * MIN;
    await advanceClock(16 * MIN);
    await until(
      'outbox item carried out by the sweep',
      () => outboxItemsOf(order.id),
      (items) => items.length === 0,
    );
    expect(await refundSchedule(order.id)).not.toBeNull();
    // Each mail once, however many tries the schedule took.
    const mails = await recordedMails(order.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['receipt', 'sold_artist', 'sold_venue']);
    expect((await outbox(email)).length).toBe(1);
  });
});
