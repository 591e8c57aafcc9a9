import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type ArtworkRecord, type OrderRecord } from '@konstvagg/domain';
import {
  advanceClock,
  demoSellers,
  getJson,
  outbox,
  paymentIntentOf,
  payAsStripeJs,
  postJson,
  loseRefundSchedule,
  loseWebhooksOf,
  refundSchedule,
  stackEnv,
  standinStripe,
  storedItem,
  stripeRefundsOf,
  tableClient,
  until,
  workOnDisplay,
} from '@konstvagg/test-kit';

/**
 * Stripe is the source of truth for what was paid (issue 45): a payment whose webhook never comes
 * is found by the checkout sweep, which reads the PaymentIntent and applies what it says. The
 * stand-in loses the webhooks of one PaymentIntent on request (POST /_standin/lose-webhooks), as
 * when Stripe gave up on an endpoint that was down.
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

async function moveClock(ms: number) {
  clockMoved += ms;
  await advanceClock(ms);
}

beforeAll(async () => {
  env = stackEnv();
  ({ artistId, venueId, template } = await demoSellers());
});

afterAll(async () => {
  if (clockMoved) await advanceClock(-clockMoved);
});

/** The item as the table holds it; each one read here exists. */
const stored = async <T>(key: { PK: string; SK: string }) => (await storedItem<T>(key))!;

const buyer = () => ({
  email: `reconcile-${randomUUID().slice(0, 8)}@test.konstvagg.local`,
  name: 'Rita Köpare',
});

describe('a payment whose webhook never came', () => {
  it('becomes the sale at the next sweep: paid, with its pickup code, receipt and refund schedule', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Avstämning 1' });
    const who = buyer();
    const co = await postJson<Body>(api(`/checkout/${work.id}`), who);
    expect(co.status, JSON.stringify(co.body)).toBe(201);
    await loseWebhooksOf(paymentIntentOf(co.body));
    expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');

    // Nothing tells the app: the order waits, the work stays held.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await stored<OrderRecord>(keys.order(co.body.order.id))).status).toBe('pending_payment');

    // The quarter-hourly sweep asks Stripe.
    await moveClock(16 * MIN);
    const order = await until(
      'order paid by the sweep',
      () => stored<OrderRecord>(keys.order(co.body.order.id)),
      (o) => o.status === 'paid',
    );
    expect(order.pickup_code).toBeTruthy();
    expect(order.pickup_deadline).toBeTruthy();
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
    const receipt = await until(
      'receipt mail',
      () => outbox(who.email),
      (m) => m.length > 0,
    );
    expect(receipt[0]!.subject).toMatch(/kvitto|receipt/i);
    const schedule = (await until(
      'refund schedule',
      () => refundSchedule(order.id),
      (s) => s !== null,
    ))!;
    expect(JSON.parse(schedule.Target!.Input!)).toEqual({ task: 'refund', order_id: order.id });
  });

  it('is refunded at once, and the buyer told why, when the work went to another buyer meanwhile', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Avstämning 2' });
    const first = buyer();
    const late = await postJson<Body>(api(`/checkout/${work.id}`), first);
    expect(late.status).toBe(201);
    // The first buyer's reservation runs out (15 minutes) before they pay.
    await moveClock(16 * MIN);
    const second = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await payAsStripeJs(second.body)).body.status).toBe('succeeded');
    await until(
      'the second buyer paid',
      () => stored<OrderRecord>(keys.order(second.body.order.id)),
      (o) => o.status === 'paid',
    );

    // Then the first pays too, and their webhook is lost.
    await loseWebhooksOf(paymentIntentOf(late.body));
    expect((await payAsStripeJs(late.body)).body.status).toBe('succeeded');
    await moveClock(16 * MIN);
    const refunded = await until(
      'the late payment refunded by the sweep',
      () => stored<OrderRecord>(keys.order(late.body.order.id)),
      (o) => o.status === 'refunded',
    );
    expect(refunded.refund_reason).toBe('late_payment');
    expect(refunded.stripe_refund_id).toBeTruthy();
    const state = await (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json();
    const refunds = Object.values(state.refunds as Record<string, { payment_intent: string }>).filter(
      (r) => r.payment_intent === paymentIntentOf(late.body),
    );
    expect(refunds).toHaveLength(1);
    await until(
      'the refund mail to the first buyer',
      () => outbox(first.email),
      (m) => m.length > 0,
    );
    // The second buyer's sale stands.
    expect((await stored<OrderRecord>(keys.order(second.body.order.id))).status).toBe('paid');
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
  });
});

describe('a refund whose schedule was lost', () => {
  it('is made by the sweep an hour past the deadline, once, and the work is on display again', async () => {
    const { work, paid } = await paidOrder('Avstämning 3');
    await until(
      'refund schedule',
      () => refundSchedule(paid.id),
      (s) => s !== null,
    );
    await loseRefundSchedule(paid.id);

    // Nobody collects it. At the deadline nothing fires; an hour and a sweep later the sweep refunds it.
    await pastDeadline(paid, 80 * MIN);
    const refunded = await until(
      'order refunded by the sweep',
      () => stored<OrderRecord>(keys.order(paid.id)),
      (o) => o.status === 'refunded',
    );
    expect(refunded.refund_reason).toBe('not_collected');
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('exhibited');
    expect((await stripeRefundsOf(paid.stripe_payment_intent_id!)).map((r) => r.amount)).toEqual([
      paid.amount_cents,
    ]);

    // Another sweep refunds nothing more.
    await moveClock(16 * MIN);
    expect((await stripeRefundsOf(paid.stripe_payment_intent_id!)).length).toBe(1);
  });
});

/** A refund made at Stripe by someone else than the app: Stripe's dashboard, with the secret key. */
async function refundInStripesDashboard(piId: string) {
  const res = await fetch(`${env.STRIPE_API_BASE}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ payment_intent: piId }).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Moves the stack's clock to `after` past the order's pickup deadline. */
async function pastDeadline(order: OrderRecord, after: number) {
  const clock = await getJson<Body>('/_local/clock');
  await moveClock(Date.parse(order.pickup_deadline!) - clock.body.nowMs + after);
}

async function paidOrder(title: string, who = buyer()) {
  const work = await workOnDisplay({ template, artistId, venueId, title });
  const co = await postJson<Body>(api(`/checkout/${work.id}`), who);
  expect(co.status, JSON.stringify(co.body)).toBe(201);
  expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');
  const paid = await until(
    'order paid',
    () => stored<OrderRecord>(keys.order(co.body.order.id)),
    (o) => o.status === 'paid',
  );
  return { work, paid, who };
}

describe('a refund made outside the app', () => {
  it("is the order's refund: refunded, the work on display again, the buyer mailed, one refund", async () => {
    const { work, paid, who } = await paidOrder('Återbetald i Stripe');
    await refundInStripesDashboard(paid.stripe_payment_intent_id!);

    const refunded = await until(
      'order refunded from charge.refunded',
      () => stored<OrderRecord>(keys.order(paid.id)),
      (o) => o.status === 'refunded',
    );
    expect(refunded.refund_reason).toBe('admin');
    expect(refunded.amount_refunded_cents).toBe(paid.amount_cents);
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('exhibited');
    const mails = await until(
      'the refund mail',
      () => outbox(who.email),
      (m) => m.some((x) => /återbetalning|refund/i.test(x.subject)),
    );
    expect(mails.filter((x) => /återbetalning|refund/i.test(x.subject))).toHaveLength(1);
    expect((await stripeRefundsOf(paid.stripe_payment_intent_id!)).length).toBe(1);
  });

  it('whose webhook was lost is finished at the deadline without a second refund', async () => {
    const { work, paid } = await paidOrder('Återbetald utan webhook');
    await loseWebhooksOf(paid.stripe_payment_intent_id!);
    await refundInStripesDashboard(paid.stripe_payment_intent_id!);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await stored<OrderRecord>(keys.order(paid.id))).status).toBe('paid');

    // The deadline's refund finds the money already back: Stripe refuses a second refund, and the
    // order is finished as not collected.
    await pastDeadline(paid, 2 * MIN);
    const refunded = await until(
      'order refunded at the deadline',
      () => stored<OrderRecord>(keys.order(paid.id)),
      (o) => o.status === 'refunded',
    );
    expect(refunded.refund_reason).toBe('not_collected');
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('exhibited');
    expect((await stripeRefundsOf(paid.stripe_payment_intent_id!)).length).toBe(1);
  });
});

describe('a lapsed reservation is not handed on under a payment', () => {
  it("while the holder's payment waits on their step (3-D Secure), the next buyer is refused; then the holder pays", async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Väntar på 3-D Secure' });
    const holder = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(holder.status).toBe(201);
    expect((await payAsStripeJs(holder.body, 'pm_card_authenticationRequired')).body.status).toBe(
      'requires_action',
    );
    // The reservation runs out (15 minutes) while the bank's step is open.
    await moveClock(16 * MIN);
    const next = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(next.status, JSON.stringify(next.body)).toBe(409);
    expect(next.body.error.code).toBe('artwork_unavailable');
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).reserved_by_order_id).toBe(
      holder.body.order.id,
    );

    expect((await payAsStripeJs(holder.body)).body.status).toBe('succeeded');
    await until(
      "the holder's order paid",
      () => stored<OrderRecord>(keys.order(holder.body.order.id)),
      (o) => o.status === 'paid',
    );
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
  });

  it('whose payment succeeded with no webhook is sold to its holder, not to the next buyer', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Betald utan webhook' });
    const holder = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(holder.status).toBe(201);
    await loseWebhooksOf(paymentIntentOf(holder.body));
    expect((await payAsStripeJs(holder.body)).body.status).toBe('succeeded');
    await moveClock(16 * MIN);

    const next = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(next.status, JSON.stringify(next.body)).toBe(409);
    const order = await until(
      "the holder's order paid",
      () => stored<OrderRecord>(keys.order(holder.body.order.id)),
      (o) => o.status === 'paid',
    );
    expect(order.pickup_code).toBeTruthy();
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
    expect(await stripeRefundsOf(paymentIntentOf(holder.body))).toEqual([]);
  });
});

describe('an order read', () => {
  it('whose payment succeeded with no webhook reads paid, with its pickup code, to the buyer', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Läst utan webhook' });
    const co = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(co.status).toBe(201);
    await loseWebhooksOf(paymentIntentOf(co.body));
    expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');
    const path = api(`/orders/${co.body.order.id}?key=${co.body.order.access_key}`);
    // Right after paying the webhook may still come: the read leaves the order as stored.
    expect((await getJson<Body>(path)).body.status).toBe('pending_payment');

    // A minute later (no sweep asks Stripe for another minute), the buyer's page reads it paid.
    await moveClock(1 * MIN);
    const read = await getJson<Body>(path);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('paid');
    expect(read.body.pickup_code).toBeTruthy();
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
  });
});

/** As if the checkout died between creating its PaymentIntent and saving the id on the order. */
async function forgetPaymentIntent(orderId: string) {
  const { doc, table } = tableClient();
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.order(orderId),
        UpdateExpression: 'SET stripe_payment_intent_id = :null',
        ExpressionAttributeValues: { ':null': null },
      }),
    );
  } finally {
    doc.destroy();
  }
}

async function standinIntent(piId: string): Promise<{ status: string }> {
  const state = await (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json();
  return state.payment_intents[piId];
}

describe('a PaymentIntent whose checkout stopped before writing its order', () => {
  it('is cancelled by the next sweep, once it is older than any checkout still running', async () => {
    // A checkout makes its intent first and then writes its order (issue 43): a crash between the
    // two leaves an intent naming an order that was never written.
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Föräldralös 0' });
    const pi = await standinStripe().paymentIntents.create(
      {
        amount: 45_000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
        metadata: {
          order_id: `ord_never_${randomUUID().slice(0, 8)}`,
          artwork_id: work.id,
          venue_id: venueId,
        },
      },
      { idempotencyKey: `pi:crashed-${randomUUID()}` },
    );
    await moveClock(16 * MIN);
    await until(
      'the intent cancelled at Stripe',
      () => standinIntent(pi.id),
      (intent) => intent.status === 'canceled',
    );
    // The work was never held by it.
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('exhibited');
  });
});

describe('a PaymentIntent its checkout never saved', () => {
  it('is cancelled at Stripe once its abandoned checkout is cancelled', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Föräldralös 1' });
    const co = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(co.status).toBe(201);
    const piId = paymentIntentOf(co.body);
    await forgetPaymentIntent(co.body.order.id);

    // The reservation (15 minutes) and the sweep's grace (15 more) run out.
    await moveClock(32 * MIN);
    await until(
      'the intent cancelled at Stripe',
      () => standinIntent(piId),
      (pi) => pi.status === 'canceled',
    );
    expect((await stored<OrderRecord>(keys.order(co.body.order.id))).status).toBe('cancelled');
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('exhibited');
    // The buyer's page can no longer pay for a work that went back on display.
    expect((await payAsStripeJs(co.body)).status).toBe(400);
  });

  it('that was paid, with its webhook lost, is found and becomes the sale', async () => {
    const work = await workOnDisplay({ template, artistId, venueId, title: 'Föräldralös 2' });
    const co = await postJson<Body>(api(`/checkout/${work.id}`), buyer());
    expect(co.status).toBe(201);
    await forgetPaymentIntent(co.body.order.id);
    await loseWebhooksOf(paymentIntentOf(co.body));
    expect((await payAsStripeJs(co.body)).body.status).toBe('succeeded');

    // One sweep finds the intent by its metadata and saves it on the order; the next makes the sale.
    await moveClock(16 * MIN);
    await until(
      'the intent saved on the order',
      () => stored<OrderRecord>(keys.order(co.body.order.id)),
      (o) => o.stripe_payment_intent_id === paymentIntentOf(co.body),
    );
    await moveClock(16 * MIN);
    const paid = await until(
      'the order paid',
      () => stored<OrderRecord>(keys.order(co.body.order.id)),
      (o) => o.status === 'paid',
    );
    expect(paid.pickup_code).toBeTruthy();
    expect((await stored<ArtworkRecord>(keys.artwork(work.id))).status).toBe('sold');
    expect(await stripeRefundsOf(paymentIntentOf(co.body))).toEqual([]);
  });
});
