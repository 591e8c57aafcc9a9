import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type OrderRecord, type OutboxRecord } from '@konstvagg/domain';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';
import { stackEnv, tableClient, until } from '@konstvagg/test-kit';
import { barePayees, fakeScheduler, type FakeScheduler } from '@konstvagg/test-kit/fakes';
import { storedItem, writeSale } from '@konstvagg/test-kit/money';
import type * as Outbox from '../src/tasks/outbox.ts';

/**
 * One run at a time per outbox item, on DynamoDB Local: the stream's worker and the sweep can
 * reach the same item together (a late stream record, a sweep that comes round), and the buyer
 * must still get one receipt, not two. A run that died holding an item loses it when its lease
 * runs out; a run that failed hands it back at once.
 */
const tag = `lease${Date.now().toString(36)}`;
const {
  artist,
  venue,
  items,
  keys: payeeKeys,
} = barePayees(tag, {
  artist: 'Lås Konstnär',
  venue: 'Lås Kafé',
});
// The receipt says when the venue is open, so this venue has hours.
const payees = items.map((i) =>
  i.entity === 'venue' ? { ...i, opening_hours: { monday: '10:00-18:00' } } : i,
);

let doc: DynamoDBDocumentClient;
let table: string;
let outbox: typeof Outbox;
let schedules: FakeScheduler;
const sent: MailMessage[] = [];
/** While set, a mail waits here after it is handed over: a run caught in the middle of its work. */
let held: Promise<void> | null = null;
const written: { PK: string; SK: string }[] = [];

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true' });
  const { useMail } = await import('@konstvagg/lambda-kit/ports/mail');
  const { useScheduler } = await import('@konstvagg/lambda-kit/ports/scheduler');
  useMail(async (message: MailMessage) => {
    sent.push(message);
    await held;
    return { id: `mail-${sent.length}` };
  });
  schedules = fakeScheduler();
  useScheduler(schedules);
  outbox = await import('../src/tasks/outbox.ts');
  ({ doc, table } = tableClient());
  await doc.send(
    new BatchWriteCommand({ RequestItems: { [table]: payees.map((Item) => ({ PutRequest: { Item } })) } }),
  );
});

afterAll(async () => {
  const { useMail } = await import('@konstvagg/lambda-kit/ports/mail');
  const { useScheduler } = await import('@konstvagg/lambda-kit/ports/scheduler');
  useMail(null);
  useScheduler(null);
  for (const Key of [...payeeKeys, ...written]) await doc.send(new DeleteCommand({ TableName: table, Key }));
});

/** A paid order and its outbox item, as the payment's transaction writes them; `extra` on the item. */
async function paidWithOutbox(extra: Partial<OutboxRecord> = {}) {
  const order = await writeSale({ doc, table, tag, artist, venue }, { paidOnly: true });
  written.push(keys.order(order.id));
  const at = new Date().toISOString();
  const put = outbox.paidOutboxItem(order.id, at) as { Put: { Item: Record<string, unknown> } };
  const Item: Record<string, unknown> = { ...put.Put.Item, ...extra };
  await doc.send(new PutCommand({ TableName: table, Item }));
  const key = { PK: String(Item.PK), SK: String(Item.SK) };
  written.push(key);
  return { order, key };
}

const receiptsTo = (order: OrderRecord) => sent.filter((m) => m.to === order.buyer_email);

describe('an outbox item is carried out by one run at a time', () => {
  it('a second run that reaches an item another is carrying out leaves it alone: one receipt', async () => {
    const { order, key } = await paidWithOutbox();
    let release!: () => void;
    held = new Promise((r) => (release = r));
    const first = outbox.carryOut(key);
    await until(
      'the first run is sending the receipt',
      async () => receiptsTo(order).length,
      (n) => n === 1,
    );

    expect(await outbox.carryOut(key)).toBe('busy');
    release();
    held = null;
    expect(await first).toBe('done');
    expect(await outbox.carryOut(key)).toBe('gone');
    expect(receiptsTo(order)).toHaveLength(1);
    expect(schedules.schedules.has(`refund-${order.id}`)).toBe(true);
    expect(await storedItem({ doc, table }, key)).toBeUndefined();
  });

  it('a lease that ran out (its run died) is taken over, and only what is left is done', async () => {
    const { order, key } = await paidWithOutbox({
      lease_until: new Date(Date.now() - 1000).toISOString(),
      done: { receipt_mail: new Date().toISOString() },
    });
    expect(await outbox.carryOut(key)).toBe('done');
    expect(receiptsTo(order)).toHaveLength(0);
    expect(schedules.schedules.has(`refund-${order.id}`)).toBe(true);
  });

  it('a lease still running keeps the sweep out; a failed run hands its lease back for the retry', async () => {
    const running = await paidWithOutbox({
      lease_until: new Date(Date.now() + outbox.LEASE_SECONDS * 1000).toISOString(),
    });
    expect(await outbox.carryOut(running.key)).toBe('busy');
    expect(receiptsTo(running.order)).toHaveLength(0);

    const failing = await paidWithOutbox();
    const { useScheduler } = await import('@konstvagg/lambda-kit/ports/scheduler');
    useScheduler({
      ...schedules,
      scheduleOnce: async () => {
        throw new Error('Scheduler refused (test)');
      },
    });
    try {
      await expect(outbox.carryOut(failing.key)).rejects.toThrow(/Scheduler refused/);
    } finally {
      useScheduler(schedules);
    }
    const left = await storedItem<OutboxRecord>({ doc, table }, failing.key);
    expect([left?.attempts, left?.lease_until, Object.keys(left?.done ?? {}).length]).toEqual([
      1,
      undefined,
      3,
    ]);
    expect(await outbox.carryOut(failing.key)).toBe('done');
    expect(receiptsTo(failing.order)).toHaveLength(1);
  });
});
