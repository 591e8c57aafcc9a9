import { BatchWriteCommand, DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys, type OrderRecord, type PayoutRecord } from '@konstvagg/domain';
import { stackEnv, tableClient } from '@konstvagg/test-kit';
import { salePayouts, storedItem, writeSale } from '@konstvagg/test-kit/money';
import {
  barePayees,
  fakeMail,
  fakePayments,
  fakeScheduler,
  type FakePayments,
} from '@konstvagg/test-kit/fakes';
import type { adminRefund as AdminRefund } from '../src/admin/actions.ts';
import type { payOrder as PayOrder } from '../src/tasks/payouts.ts';

/**
 * The refund/payout race (issue 39 §1): an admin refunds an order while the payout sweep holds a
 * claimed payout. Whatever the order of events, the end is a refunded order with no transfer, or
 * with the transfer reversed, never a sent payout on a refunded order. The sweep and the refund run
 * in this process against DynamoDB Local alone (the `db` project), with the in-memory ports of
 * shared/test-kit (payments, scheduler, mail): the fake Stripe holds a transfer's answer until the
 * test lets it go, which is the window a real sweep has between its claim and Stripe's answer.
 */

const tag = `race${Date.now().toString(36)}`;
const admin = {
  userId: `admin-${tag}`,
  username: `admin-${tag}@test.konstvagg.local`,
  role: 'admin' as const,
  groups: ['admin'],
};

let doc: DynamoDBDocumentClient;
let table: string;
let stripe: FakePayments;
let adminRefund: typeof AdminRefund;
let payOrder: typeof PayOrder;
let usePayments: (p: FakePayments | null) => void;

const {
  artist,
  venue,
  items: payees,
  keys: payeeKeys,
} = barePayees(tag, {
  artist: 'Race Konstnär',
  venue: 'Race Kafé',
});

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true' });
  const payments = await import('@konstvagg/lambda-kit/ports/payments');
  const { useScheduler } = await import('@konstvagg/lambda-kit/ports/scheduler');
  const { useMail } = await import('@konstvagg/lambda-kit/ports/mail');
  usePayments = payments.usePayments as typeof usePayments;
  useScheduler(fakeScheduler());
  useMail(fakeMail());
  ({ adminRefund } = await import('../src/admin/actions.ts'));
  ({ payOrder } = await import('../src/tasks/payouts.ts'));
  ({ doc, table } = tableClient());
  await doc.send(
    new BatchWriteCommand({
      RequestItems: {
        [table]: payees.map((Item) => ({ PutRequest: { Item } })),
      },
    }),
  );
});

afterEach(() => usePayments(null));

afterAll(async () => {
  const [{ useScheduler }, { useMail }] = await Promise.all([
    import('@konstvagg/lambda-kit/ports/scheduler'),
    import('@konstvagg/lambda-kit/ports/mail'),
  ]);
  useScheduler(null);
  useMail(null);
  // Bare payee records (no user, no lists): other tests count artists and venues by their lists.
  for (const Key of payeeKeys) await doc.send(new DeleteCommand({ TableName: table, Key }));
});

const sale = () => ({ doc, table, tag, artist, venue });
const collectedOrder = () => writeSale(sale());
const stored = <T>(Key: { PK: string; SK: string }) => storedItem<T>(sale(), Key);
const payoutsOf = (orderId: string) => salePayouts(sale(), orderId);

/** The race's promise: refunded, and every transfer Stripe made for it reversed in full. */
async function expectNoMoneyLeft(orderId: string) {
  const order = await stored<OrderRecord>(keys.order(orderId));
  expect(order?.status).toBe('refunded');
  const payouts = await payoutsOf(orderId);
  expect(payouts.map((p) => p.status)).not.toContain('sent');
  expect(payouts.map((p) => p.status)).not.toContain('sending');
  for (const t of [...stripe.transfers.values()].filter((t) => t.transferGroup === orderId))
    expect(t.reversedCents).toBe(t.amountCents);
  return payouts;
}

describe('an admin refund while the sweep holds a claimed payout', () => {
  it('the transfer Stripe made meanwhile is reversed, and the payout not yet claimed is never sent', async () => {
    stripe = fakePayments();
    usePayments(stripe);
    const order = await collectedOrder();
    const held = stripe.holdTransfers();
    const sweep = payOrder(order.id);
    // The sweep has claimed the artist's payout and Stripe has made the transfer; its answer waits.
    await held.reached;
    expect((await stored<PayoutRecord>(keys.payout(order.id, 'artist')))?.status).toBe('sending');
    await adminRefund(order.id, 'The buyer returned the work', admin);
    held.release();
    await sweep;
    const payouts = await expectNoMoneyLeft(order.id);
    const byParty = Object.fromEntries(payouts.map((p) => [p.party, p]));
    expect(byParty.artist).toMatchObject({ status: 'reversed' });
    expect(byParty.venue).toMatchObject({ status: 'cancelled' });
    // One transfer (the artist's), reversed once; the venue's was never asked for.
    expect([...stripe.transfers.values()].filter((t) => t.transferGroup === order.id)).toHaveLength(1);
    expect(
      stripe.reversals.filter((r) => stripe.transfers.get(r.transferId)?.transferGroup === order.id),
    ).toHaveLength(1);
    // The order's history says what happened, in order.
    const history = (await stored<OrderRecord>(keys.order(order.id)))!.history!.map((h) => h.what);
    expect(history).toEqual(['collected', 'refunded']);
  });

  it('a refund written before the claim stops the sweep before any transfer', async () => {
    stripe = fakePayments();
    usePayments(stripe);
    const order = await collectedOrder();
    await adminRefund(order.id, 'Refunded before the payout', admin);
    await payOrder(order.id);
    const payouts = await expectNoMoneyLeft(order.id);
    expect(payouts.map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect([...stripe.transfers.values()].filter((t) => t.transferGroup === order.id)).toHaveLength(0);
  });

  it('a sweep that read the order before the refund cannot claim a payout after it', async () => {
    stripe = fakePayments();
    usePayments(stripe);
    const order = await collectedOrder();
    // The sweep read the order and its payouts (as payOrder does), then the refund came.
    const { sendPayout } = await import('../src/tasks/payouts.ts');
    const [artistPayout] = await payoutsOf(order.id);
    await adminRefund(order.id, 'Refunded between the read and the claim', admin);
    expect(await sendPayout(artistPayout!, order)).toBe('scheduled');
    await expectNoMoneyLeft(order.id);
    expect([...stripe.transfers.values()].filter((t) => t.transferGroup === order.id)).toHaveLength(0);
  });

  it('run at once, over and over, never ends with a sent payout on a refunded order', async () => {
    for (let i = 0; i < 6; i++) {
      stripe = fakePayments();
      usePayments(stripe);
      const order = await collectedOrder();
      // No gate: the two run as they will, the refund started a little later each round.
      await Promise.all([
        payOrder(order.id),
        new Promise((r) => setTimeout(r, i * 7)).then(() => adminRefund(order.id, `Round ${i}`, admin)),
      ]);
      await expectNoMoneyLeft(order.id);
    }
  });
});

describe('an admin refund Stripe refuses', () => {
  it('answers 409 refund_refused, refunds nothing, and the next try is asked under a new key', async () => {
    stripe = fakePayments();
    usePayments(stripe);
    const order = await collectedOrder();
    stripe.refuseRefunds(1);
    await expect(adminRefund(order.id, 'Balance is empty', admin)).rejects.toMatchObject({
      status: 409,
      code: 'refund_refused',
    });
    const refused = (await stored<OrderRecord>(keys.order(order.id)))!;
    expect(refused).toMatchObject({ status: 'collected', refund_refusals: 1 });
    expect(stripe.refunds).toHaveLength(0);
    // Stripe replays a refusal to its key for a day: the second try must not use the same one.
    await adminRefund(order.id, 'Balance is back', admin);
    expect(stripe.refunds).toHaveLength(1);
    await expectNoMoneyLeft(order.id);
  });
});
