import {
  BatchWriteCommand,
  DeleteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type OrderRecord } from '@konstvagg/domain';
import type { PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { stackEnv, tableClient } from '@konstvagg/test-kit';
import {
  barePayees,
  fakeMail,
  fakePayments,
  fakeScheduler,
  type FakePayments,
  type FakeScheduler,
} from '@konstvagg/test-kit/fakes';
import { salePayouts, storedItem, writeSale } from '@konstvagg/test-kit/money';
import type * as Disputes from '../src/webhooks/charge-dispute.ts';
import type { payOrder as PayOrder } from '../src/tasks/payouts.ts';

/**
 * The dispute webhooks and seller protection (issue 39 §2) on DynamoDB Local alone (the `db`
 * project), with Stripe, the scheduler and mail swapped for the in-memory fakes: what the handlers
 * write on the order (a versioned sub-state with its history), the evidence they save at "Stripe",
 * the schedule of its submission, and what a lost dispute does to the payouts, with and without a
 * pickup validated by the buyer's code.
 */

const tag = `dsp${Date.now().toString(36)}`;
const {
  artist,
  venue,
  items: payees,
  keys: payeeKeys,
} = barePayees(tag, {
  artist: 'Tvist Konstnär',
  venue: 'Tvist Kafé',
});

let doc: DynamoDBDocumentClient;
let table: string;
let stripe: FakePayments;
let schedules: FakeScheduler;
let handlers: typeof Disputes;
let payOrder: typeof PayOrder;
let disputes = 0;

const sale = () => ({ doc, table, tag, artist, venue });
const stored = (id: string) => storedItem<OrderRecord>(sale(), keys.order(id));

/** A dispute event as Stripe sends it (the order in its metadata). */
function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  order: OrderRecord,
  dispute: { id: string; status: string },
): PaymentEvent {
  return {
    id: `evt_${tag}_${++disputes}`,
    type,
    data: {
      object: {
        id: dispute.id,
        object: 'dispute',
        status: dispute.status,
        amount: order.amount_cents,
        reason: 'product_not_received',
        evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
        payment_intent: order.stripe_payment_intent_id,
        metadata: { order_id: order.id },
      },
    },
  } as unknown as PaymentEvent;
}

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true' });
  const [{ usePayments }, { useScheduler }, { useMail }] = await Promise.all([
    import('@konstvagg/lambda-kit/ports/payments'),
    import('@konstvagg/lambda-kit/ports/scheduler'),
    import('@konstvagg/lambda-kit/ports/mail'),
  ]);
  stripe = fakePayments();
  schedules = fakeScheduler();
  usePayments(stripe);
  useScheduler(schedules);
  useMail(fakeMail());
  handlers = await import('../src/webhooks/charge-dispute.ts');
  ({ payOrder } = await import('../src/tasks/payouts.ts'));
  ({ doc, table } = tableClient());
  await doc.send(
    new BatchWriteCommand({ RequestItems: { [table]: payees.map((Item) => ({ PutRequest: { Item } })) } }),
  );
});

afterAll(async () => {
  const [{ usePayments }, { useScheduler }, { useMail }] = await Promise.all([
    import('@konstvagg/lambda-kit/ports/payments'),
    import('@konstvagg/lambda-kit/ports/scheduler'),
    import('@konstvagg/lambda-kit/ports/mail'),
  ]);
  usePayments(null);
  useScheduler(null);
  useMail(null);
  for (const Key of payeeKeys) await doc.send(new DeleteCommand({ TableName: table, Key }));
});

describe('a dispute after a pickup validated with the buyer’s code', () => {
  it('is a versioned sub-state with its evidence at Stripe; the payouts go, and stay after a loss', async () => {
    const order = await writeSale(sale());
    const dispute = { id: `dp_${tag}_a`, status: 'needs_response' };
    expect(
      await handlers.chargeDisputeCreated(disputeEvent('charge.dispute.created', order, dispute)),
    ).toEqual({
      changed: true,
      orderId: order.id,
    });
    const opened = (await stored(order.id))!;
    // A sub-state of the order: its version moved (twice: the dispute, then its evidence).
    expect(opened.version).toBe(order.version + 2);
    expect(opened.history?.map((h) => h.what)).toEqual(['collected', 'dispute_opened', 'dispute_evidence']);
    expect(opened).toMatchObject({ dispute_protected: true, dispute_evidence_with_pickup: true });
    // The evidence is at Stripe, saved, not submitted: the pickup record is in it.
    const atStripe = stripe.disputes.get(dispute.id)!;
    expect(atStripe.submissionCount).toBe(0);
    expect(Object.values(atStripe.evidence).join('\n')).toContain(`staff-${tag}@test.konstvagg.local`);
    expect(Object.values(atStripe.evidence).join('\n')).toMatch(/scanned/i);
    // Its submission is scheduled, a day before it is due.
    expect(schedules.schedules.get(`dispute-${order.id}`)?.payload).toEqual({
      task: 'dispute-evidence',
      order_id: order.id,
    });
    // A second delivery of the same event changes nothing.
    await handlers.chargeDisputeCreated(disputeEvent('charge.dispute.created', order, dispute));
    expect((await stored(order.id))!.version).toBe(opened.version);

    // Protected: the payouts go out while the dispute is open.
    await payOrder(order.id);
    expect((await salePayouts(sale(), order.id)).map((p) => p.status)).toEqual(['sent', 'sent']);
    expect((await stored(order.id))!.status).toBe('paid_out');

    // Lost: the payees keep it; the platform's loss is on the order; nothing is reversed.
    await handlers.chargeDisputeClosed(
      disputeEvent('charge.dispute.closed', order, { ...dispute, status: 'lost' }),
    );
    const lost = (await stored(order.id))!;
    expect(lost).toMatchObject({ status: 'paid_out', dispute_outcome: 'lost', platform_loss_cents: 20_000 });
    expect(stripe.reversals).toHaveLength(0);
    expect(lost.history?.at(-1)).toMatchObject({ what: 'dispute_closed', detail: 'lost', by: 'stripe' });
  });
});

describe('a dispute without a validated pickup', () => {
  it('holds the payouts while open, and a loss cancels them and refunds the order as a lost dispute', async () => {
    const order = await writeSale(sale(), { pickup: null });
    const dispute = { id: `dp_${tag}_b`, status: 'needs_response' };
    await handlers.chargeDisputeCreated(disputeEvent('charge.dispute.created', order, dispute));
    expect((await stored(order.id))!.dispute_protected).toBe(false);
    const transfersBefore = stripe.transfers.size;
    await payOrder(order.id);
    expect(stripe.transfers.size).toBe(transfersBefore);
    expect((await salePayouts(sale(), order.id)).map((p) => p.status)).toEqual(['scheduled', 'scheduled']);

    await handlers.chargeDisputeClosed(
      disputeEvent('charge.dispute.closed', order, { ...dispute, status: 'lost' }),
    );
    const lost = (await stored(order.id))!;
    expect(lost).toMatchObject({ status: 'refunded', refund_reason: 'dispute_lost' });
    expect(lost.platform_loss_cents ?? null).toBeNull();
    expect((await salePayouts(sale(), order.id)).map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    // A later sweep sends nothing.
    await payOrder(order.id);
    expect(stripe.transfers.size).toBe(transfersBefore);
  });

  it('a closing event before its opening one records both, and the opening one then changes nothing', async () => {
    const order = await writeSale(sale(), { pickup: null });
    const dispute = { id: `dp_${tag}_c`, status: 'won' };
    await handlers.chargeDisputeClosed(disputeEvent('charge.dispute.closed', order, dispute));
    const closed = (await stored(order.id))!;
    expect(closed.history?.slice(-2).map((h) => h.what)).toEqual(['dispute_opened', 'dispute_closed']);
    expect(
      await handlers.chargeDisputeCreated(
        disputeEvent('charge.dispute.created', order, { ...dispute, status: 'needs_response' }),
      ),
    ).toEqual({ changed: false, orderId: order.id });
    expect((await stored(order.id))!.version).toBe(closed.version);
  });
});

describe('a dispute before its payment is recorded', () => {
  it('is answered 503 with a Retry-After, so Stripe delivers it again, and changes nothing yet', async () => {
    const paid = await writeSale(sale());
    // The payment's own webhook is still on its way: the order still waits for it.
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.order(paid.id),
        UpdateExpression: 'SET #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending_payment' },
      }),
    );
    const early = disputeEvent('charge.dispute.created', paid, {
      id: `dp_${tag}_early`,
      status: 'needs_response',
    });
    const refused = await handlers.chargeDisputeCreated(early).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, code: 'unavailable', headers: { 'Retry-After': '5' } });
    const after = (await stored(paid.id))!;
    expect(after).toMatchObject({ status: 'pending_payment', version: paid.version });
    expect(after.disputed_at).toBeUndefined();
    expect(stripe.disputes.has(`dp_${tag}_early`)).toBe(false);
  });
});
