import { randomUUID } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  collect,
  artworkIndexChanges,
  exhibitionIndexKeys,
  keys,
  queries,
  queryInput,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type PayoutRecord,
  type VenueRecord,
  stockholmDateOf,
  stockholmWallTime,
} from '@konstvagg/domain';
import { apiMessage } from '@konstvagg/i18n';
import { stockholmAtExpression } from '@konstvagg/lambda-kit/ports/scheduler';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  advanceClock,
  cognitoLogin,
  completeOnboarding,
  demoLogin,
  getJson,
  onboardedAccount,
  effectsCarriedOut,
  outbox,
  loseWebhooksOf,
  paymentIntentOf,
  postJson,
  refundSchedule,
  request,
  scanEntity,
  setPayoutAccount,
  stackEnv,
  standinStripe,
  stripeIntentsOfWork,
  stripeRefundsOf,
  until,
} from '@konstvagg/test-kit';

/**
 * The buying loop against the whole local stack: checkout through the gateway, payment exactly as
 * Stripe.js does it (POST /_local/stripe/v1/payment_intents/{id}/confirm with the publishable key),
 * the stand-in's signed webhooks, the scheduler on the stack's clock, DynamoDB Local. Every item of
 * issue 12's reliability list is a test here.
 */

// Answers are read field by field, as a client reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let env: Record<string, string>;
let stripe: Stripe;
let template: ArtworkRecord;
let venueId: string;
let artistId: string;
const tokens: Record<string, string> = {};
let clockMoved = 0;

async function moveClock(ms: number) {
  clockMoved += ms;
  return advanceClock(ms);
}

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
  for (const role of ['artist', 'venue', 'buyer', 'admin']) {
    const login = demoLogin(role);
    tokens[role] = (await cognitoLogin(login.email, login.password)).accessToken;
  }
  const me = await getJson<Body>(api('/artists/profile/me'), { token: tokens.artist });
  artistId = me.body.artist.id;
  const venueSub = JSON.parse(Buffer.from(tokens.venue!.split('.')[1]!, 'base64url').toString())
    .sub as string;
  const { Items } = await documentClient().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(queries.profileOfUser(venueSub, 'venue')) }),
  );
  venueId = Items![0]!.id as string;
  const found = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.images.length > 0)!;
  // The record alone, without its table and index keys.
  template = Object.fromEntries(
    Object.entries(found).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
  ) as unknown as ArtworkRecord;
  // The demo artist and venue get payout accounts Stripe can pay (completed Express onboarding).
  for (const [kind, id] of [
    ['artist', artistId],
    ['venue', venueId],
  ] as const) {
    const account = await onboardedAccount(`${kind}-payouts@test.konstvagg.local`);
    await setPayoutAccount(kind, id, account, true);
  }
});

afterAll(async () => {
  if (clockMoved) await advanceClock(-clockMoved);
});

/** A fresh work of the demo artist on display at the demo venue (450.00 EUR, 10 %), with its exhibition. */
async function exhibitedWork(): Promise<ArtworkRecord> {
  const id = `art-buy-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const artwork: ArtworkRecord = {
    ...template,
    id,
    title: `Köptest ${id.slice(-4)}`,
    status: 'exhibited',
    price_cents: 45_000,
    venue_commission: 10,
    artist_id: artistId,
    artist_name: 'Demo Artist',
    venue_id: venueId,
    venue_name: 'Demo Venue',
    exhibition_id: `exh-${id}`,
    reserved_by_order_id: null,
    reserved_until: null,
    created_at: at,
    updated_at: at,
    version: 4,
  };
  // With every index key a real exhibited work has: the catalog's tests, later in the same stack,
  // compare what the lists show with what the table holds.
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...artwork, ...keys.artwork(id), ...artworkIndexChanges(artwork).set },
    }),
  );
  const exhibition: ExhibitionRecord = {
    entity: 'exhibition',
    id: `exh-${id}`,
    artwork_id: id,
    venue_id: venueId,
    artist_id: artistId,
    requested_by: 'venue',
    requested_by_user_id: 'seed',
    message: null,
    status: 'on_display',
    history: [],
    shipping_carrier: null,
    tracking_number: null,
    shipped_at: null,
    arrived_at: at,
    reason: null,
    created_at: at,
    updated_at: at,
    version: 4,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.exhibition(exhibition.id), ...exhibitionIndexKeys(exhibition), ...exhibition },
    }),
  );
  return artwork;
}

const stored = async <T>(key: { PK: string; SK: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true })))
    .Item as T;

const guest = () => ({
  email: `guest-${randomUUID().slice(0, 10)}@test.konstvagg.local`,
  name: 'Gästa Köpare',
});

async function checkout(
  artworkId: string,
  body: object = guest(),
  opts: { token?: string; lang?: 'sv' | 'en' } = {},
) {
  return postJson<Body>(api(`/checkout/${artworkId}`), body, opts);
}

/** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
async function confirm(checkoutBody: Body, paymentMethod = 'pm_card_visa') {
  const piId = String(checkoutBody.payment.client_secret).split('_secret_')[0];
  return request<Body>('POST', `/_local/stripe/v1/payment_intents/${piId}/confirm`, {
    headers: {
      authorization: `Bearer ${checkoutBody.payment.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: checkoutBody.payment.client_secret,
      payment_method: paymentMethod,
    }).toString(),
  });
}

const readOrder = (order: Body, key = order.access_key as string) =>
  getJson<Body>(api(`/orders/${order.id}?key=${encodeURIComponent(key)}`));

const statusOf = async (order: Body) => (await readOrder(order)).body.status as string;
const waitStatus = (order: Body, status: string) =>
  until(
    `order ${order.id} -> ${status}`,
    () => statusOf(order),
    (s) => s === status,
  );

/** Buys a fresh work as a guest and waits for the webhook to make the order paid. */
async function paidOrder(opts: { lang?: 'sv' | 'en'; token?: string } = {}) {
  const artwork = await exhibitedWork();
  const buyer = guest();
  const res = await checkout(artwork.id, buyer, opts);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const paid = await confirm(res.body);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.status).toBe('succeeded');
  await waitStatus(res.body.order, 'paid');
  // The receipt, the sold mails and the refund schedule follow the payment a moment later.
  await effectsCarriedOut(res.body.order.id);
  return { artwork, buyer, order: res.body.order as Body, checkout: res.body };
}

async function standinState(): Promise<Body> {
  return (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json();
}
const refundsOf = stripeRefundsOf;
const transfersOf = async (orderId: string) =>
  Object.values((await standinState()).transfers as Record<string, Body>).filter(
    (t) => t.transfer_group === orderId,
  );

/** What the exhibitions service's validate-pickup does with the shared builder: the venue scanned the code. */
async function pickUp(orderId: string, at: string) {
  const order = await stored<OrderRecord>(keys.order(orderId));
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: collect(
        order,
        { table: tableName(), at: at },
        { method: 'typed', by: 'test-venue-staff', by_email: null },
      ) as never,
    }),
  );
}

/** Runs the orders Lambda's refund target now, as its schedule would (one more one-time schedule, due at once). */
async function fireRefundTarget(orderId: string) {
  const client = new SchedulerClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const clock = await getJson<Body>('/_local/clock');
  await client.send(
    new CreateScheduleCommand({
      Name: `test-refund-${randomUUID().slice(0, 8)}`,
      GroupName: env.SCHEDULER_GROUP_NAME,
      ScheduleExpression: stockholmAtExpression(new Date(clock.body.nowMs - 1000)),
      ScheduleExpressionTimezone: 'Europe/Stockholm',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: 'arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders',
        RoleArn: env.SCHEDULER_ROLE_ARN!,
        Input: JSON.stringify({ task: 'refund', order_id: orderId }),
      },
    }),
  );
  client.destroy();
  // It fires right away; the clock endpoint waits for due schedules when moved by nothing.
  await advanceClock(0);
}

/** Sends a Stripe event to the webhook, signed as Stripe signs it. */
async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: env.STRIPE_WEBHOOK_SECRET! });
  return request<Body>('POST', api('/webhooks/stripe'), {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

describe('the demo seed', () => {
  it('gives each paid demo order its payment and refund schedule, so an uncollected one is refunded at its deadline', async () => {
    // The seed's paid orders, nobody collects them (an earlier test file may have moved the clock
    // past their deadlines already: then they are refunded, and their schedules gone).
    const seeded = (await scanEntity<OrderRecord>('order')).filter(
      // The seed's ids (order-001 …), not another file's fixtures.
      (o) => /^order-\d{3}$/.test(o.id) && o.paid_at && !o.collected_at,
    );
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((o) => ['paid', 'refunded'].includes(o.status))).toBe(true);
    for (const order of seeded) {
      const pi = await stripe.paymentIntents.retrieve(order.stripe_payment_intent_id!);
      expect([pi.amount, pi.metadata.order_id]).toEqual([order.amount_cents, order.id]);
      if (order.status !== 'paid') continue;
      expect(pi.status).toBe('succeeded');
      const schedule = (await refundSchedule(order.id))!;
      expect(schedule.ScheduleExpression).toBe(stockholmAtExpression(new Date(order.pickup_deadline!)));
      expect(JSON.parse(schedule.Target!.Input!)).toEqual({ task: 'refund', order_id: order.id });
    }

    // Nobody collects them: one minute past the last deadline, each is refunded in full.
    const last = Math.max(...seeded.map((o) => Date.parse(o.pickup_deadline!)));
    const clock = await getJson<Body>('/_local/clock');
    if (clock.body.nowMs < last + MIN) await moveClock(last + MIN - clock.body.nowMs);
    for (const order of seeded) {
      await until(
        `seeded ${order.id} refunded`,
        () => stored<OrderRecord>(keys.order(order.id)),
        (o) => o.status === 'refunded',
      );
      expect((await refundsOf(order.stripe_payment_intent_id!)).map((r) => r.amount)).toEqual([
        order.amount_cents,
      ]);
      expect((await stored<ArtworkRecord>(keys.artwork(order.artwork_id))).status).toBe('exhibited');
    }
  });
});

describe('checkout and payment', () => {
  it('reserves the work, pays through the stand-in as Stripe.js would, and makes the order paid with a pickup code', async () => {
    const artwork = await exhibitedWork();
    const buyer = guest();
    const res = await checkout(artwork.id, buyer, { lang: 'sv' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order, payment } = res.body;
    // A Swedish venue: the buyer pays in kronor, 450.00 € at the stand-in's 11.5556 = 5 200 kr
    // (5 200.02, whole kronor), locked on the order with the list price and the rate.
    expect(order).toMatchObject({
      status: 'pending_payment',
      amount: 5200,
      currency: 'SEK',
      list_price: { amount: 450, currency: 'EUR', rate: 11.5556 },
    });
    expect(order.access_key).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(order.venue).toMatchObject({ id: venueId });
    expect(Date.parse(order.reservation_expires_at) - Date.parse(order.created_at)).toBe(15 * MIN);
    expect(payment.publishable_key).toMatch(/^pk_test_/);
    expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('reserved');

    // The PaymentIntent as Stripe holds it: the order's amount, transfer group and metadata.
    const pi = await stripe.paymentIntents.retrieve(String(payment.client_secret).split('_secret_')[0]!);
    expect(pi).toMatchObject({ amount: 520_000, currency: 'sek', transfer_group: order.id });
    // Swish presents only in SEK: it is offered, as are card, Klarna and PayPal.
    expect(pi.payment_method_types).toEqual(expect.arrayContaining(['card', 'klarna', 'paypal', 'swish']));
    // The webhook reads the order, the work, the venue and the exhibition in one batch by these.
    expect(pi.metadata).toEqual({
      order_id: order.id,
      artwork_id: artwork.id,
      venue_id: venueId,
      exhibition_id: `exh-${artwork.id}`,
    });
    expect(pi.automatic_payment_methods?.enabled).toBe(true);

    expect((await confirm(res.body)).body.status).toBe('succeeded');
    await waitStatus(order, 'paid');
    const paid = (await readOrder(order)).body;
    // At a closing time of the venue, within the 7 days (the next test pins the rule down).
    expect(Date.parse(paid.pickup_deadline) - Date.parse(paid.paid_at)).toBeLessThanOrEqual(8 * DAY);
    expect(paid.pickup_code).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(paid.pickup_code_short).toMatch(/^[A-Z0-9]{8}$/);
    expect(paid.split).toBeUndefined();
    expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('sold');
    expect((await stored<ExhibitionRecord>(keys.exhibition(`exh-${artwork.id}`))).status).toBe('sold');

    // The receipt, in the buyer's language (Accept-Language at checkout), with the typed code and the promise.
    const mail = await until(
      'receipt',
      () => outbox(buyer.email),
      (m) => m.length > 0,
    );
    expect(mail[0]!.subject).toMatch(/^Kvitto/);
    expect(mail[0]!.text).toContain(paid.pickup_code_short);
    expect(mail[0]!.text).toMatch(/tillbaka hela beloppet/);
    expect(mail[0]!.text).toContain(paid.venue.address);
  }, 90_000); // the first purchase also loads the orders Lambda and the JWKS

  it('the pickup deadline and its refund schedule are the venue’s closing time on day 7, or its last opening before', async () => {
    const venueKey = keys.venue(venueId);
    const before = await stored<VenueRecord>(venueKey);
    // The stack's clock decides the payment day (another test may have moved it).
    const today = stockholmDateOf(new Date((await getJson<Body>('/_local/clock')).body.nowMs));
    const day = (n: number) => addCalendarDays(today, n);
    // Open every day until 17:45, but closed on day 7 and open 12:00-16:15 on day 6 (an exception
    // wins over a holiday): the deadline is day 6, 16:15 Stockholm time.
    const span = '09:00-17:45';
    const hours = {
      monday: span,
      tuesday: span,
      wednesday: span,
      thursday: span,
      friday: span,
      saturday: span,
      sunday: span,
      exceptions: [
        { date: day(7), open: null, close: null, closed: true, note: null },
        { date: day(6), open: '12:00', close: '16:15', closed: false, note: null },
      ],
    };
    const setHours = (h: unknown) =>
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: venueKey,
          UpdateExpression: 'SET opening_hours = :h',
          ExpressionAttributeValues: { ':h': h },
        }),
      );
    await setHours(hours);
    try {
      const { order, buyer } = await paidOrder({ lang: 'en' });
      const paid = (await readOrder(order)).body;
      expect(stockholmDateOf(new Date(paid.paid_at))).toBe(today);
      const expected = stockholmWallTime(day(6), 16, 15).toISOString();
      expect(paid.pickup_deadline).toBe(expected);
      const schedule = (await until(
        'refund schedule',
        () => refundSchedule(order.id),
        (s) => s !== null,
      ))!;
      expect(schedule.ScheduleExpression).toBe(`at(${day(6)}T16:15:00)`);
      expect(schedule.ScheduleExpressionTimezone).toBe('Europe/Stockholm');
      // The receipt names the same deadline, at 16:15.
      const mail = await until(
        'receipt',
        () => outbox(buyer.email),
        (m) => m.length > 0,
      );
      expect(mail[0]!.text).toMatch(/Collect it by .* 16:15\./);
    } finally {
      await setHours(before.opening_hours);
    }
  }, 60_000);

  it('50 concurrent checkouts of one work: exactly one reservation, and at most one paid order', async () => {
    const artwork = await exhibitedWork();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(artwork.id)));
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      new Array(49).fill('artwork_unavailable'),
    );
    // Each checkout that passed the first look made an intent before its transaction; every one but
    // the winner's is cancelled, so nobody can pay for a work they do not hold.
    const winnerPi = paymentIntentOf(won[0]!.body);
    await until(
      "every losing checkout's intent cancelled",
      () => stripeIntentsOfWork(artwork.id),
      (intents) => intents.every((pi) => pi.id === winnerPi || pi.status === 'canceled'),
    );
    expect((await stripeIntentsOfWork(artwork.id)).map((pi) => pi.id)).toContain(winnerPi);
    await confirm(won[0]!.body);
    await waitStatus(won[0]!.body.order, 'paid');
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...queryInput(queries.ordersOfArtist(artistId), {
          filter: 'artwork_id = :a',
          values: { ':a': artwork.id },
        }),
      }),
    );
    expect(Items!.map((o) => o.status)).toEqual(['paid']);
    // A later buyer is told the work is taken.
    const late = await checkout(artwork.id, guest(), { lang: 'sv' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('artwork_unavailable');
  });

  it('a declined card keeps its one order: another card pays on the same intent, the reservation unchanged', async () => {
    const artwork = await exhibitedWork();
    const res = await checkout(artwork.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.order as Body;
    const piId = String(res.body.payment.client_secret).split('_secret_')[0]!;
    const declined = await confirm(res.body, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);
    // Stripe's payment_failed event has reached the service and was answered.
    await expect
      .poll(async () => {
        const state = await standinState();
        const failed = (state.events as Body[]).find(
          (e) => e.type === 'payment_intent.payment_failed' && e.data.object.id === piId,
        );
        return (state.deliveries as Body[]).some((d) => d.eventId === failed?.id && d.status === 200);
      })
      .toBe(true);
    expect(await statusOf(order)).toBe('pending_payment');
    const held = await stored<ArtworkRecord>(keys.artwork(artwork.id));
    expect([held.status, held.reserved_by_order_id, held.reserved_until]).toEqual([
      'reserved',
      order.id,
      order.reservation_expires_at,
    ]);
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('requires_payment_method');

    // The buyer tries another card on the same intent: one order, paid.
    expect((await confirm(res.body)).body.status).toBe('succeeded');
    await waitStatus(order, 'paid');
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...queryInput(queries.ordersOfArtist(artistId), {
          filter: 'artwork_id = :a',
          values: { ':a': artwork.id },
        }),
      }),
    );
    expect(Items!.map((o) => [o.id, o.status])).toEqual([[order.id, 'paid']]);
  });

  it('refuses the artist its own work, a work that hangs nowhere, and names bad fields in sv and en', async () => {
    const artwork = await exhibitedWork();
    const own = await checkout(artwork.id, guest(), { token: tokens.artist });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('own_artwork');

    const nowhere = await exhibitedWork();
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.artwork(nowhere.id),
        // Off the wall: no venue, so no longer in the venue's list (its GSI5 keys) either.
        UpdateExpression: 'SET #s = :s, venue_id = :n REMOVE GSI5PK, GSI5SK',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': 'available', ':n': null },
      }),
    );
    const off = await checkout(nowhere.id);
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe('artwork_not_on_display');

    const sv = await checkout(artwork.id, { email: 'inte-en-adress', name: '' }, { lang: 'sv' });
    const en = await checkout(artwork.id, { email: 'not-an-address', name: '' }, { lang: 'en' });
    expect(sv.status).toBe(400);
    expect(Object.keys(sv.body.error.fields).sort()).toEqual(['email', 'name']);
    expect(Object.keys(en.body.error.fields).sort()).toEqual(['email', 'name']);
    expect(sv.body.error.fields.email).not.toBe(en.body.error.fields.email);
    expect((await checkout('no-such-work')).status).toBe(404);
    // Nothing was reserved by the refused attempts.
    expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('exhibited');
  });

  it('a payment that succeeds after its reservation lapsed and another buyer reserved is refunded automatically', async () => {
    const artwork = await exhibitedWork();
    const first = await checkout(artwork.id);
    expect(first.status).toBe(201);
    expect((await checkout(artwork.id)).status).toBe(409);
    await moveClock(16 * MIN);
    const second = await checkout(artwork.id);
    expect(second.status, JSON.stringify(second.body)).toBe(201);

    expect((await confirm(first.body)).body.status).toBe('succeeded');
    await waitStatus(first.body.order, 'refunded');
    const piId = String(first.body.payment.client_secret).split('_secret_')[0]!;
    expect((await refundsOf(piId)).map((r) => r.amount)).toEqual([520_000]);
    // The second buyer still holds the work and can pay for it.
    const work = await stored<ArtworkRecord>(keys.artwork(artwork.id));
    expect([work.status, work.reserved_by_order_id]).toEqual(['reserved', second.body.order.id]);
    await confirm(second.body);
    await waitStatus(second.body.order, 'paid');
  });

  it('an abandoned checkout is cancelled once its reservation runs out: the work is back, the intent cancelled, no purchase shown', async () => {
    const artwork = await exhibitedWork();
    const res = await checkout(artwork.id, guest(), { token: tokens.buyer });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.order as Body;
    const piId = String(res.body.payment.client_secret).split('_secret_')[0]!;
    const purchases = async () =>
      (
        (await getJson<Body>(api('/buyer/purchases?limit=100'), { token: tokens.buyer })).body
          .purchases as Body[]
      ).map((o) => o.id);
    // Unpaid, it is no purchase yet; within its 15 minutes the sweep leaves it alone.
    expect(await purchases()).not.toContain(order.id);
    await moveClock(10 * MIN);
    expect(await statusOf(order)).toBe('pending_payment');
    expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('reserved');

    // Past its reservation, the next quarter-hourly sweep closes it.
    await moveClock(21 * MIN);
    await waitStatus(order, 'cancelled');
    const work = await stored<ArtworkRecord>(keys.artwork(artwork.id));
    expect([work.status, work.reserved_by_order_id ?? null]).toEqual(['exhibited', null]);
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('canceled');
    expect(await purchases()).not.toContain(order.id);
    expect((await getJson<Body>(api(`/buyer/purchases/${order.id}`), { token: tokens.buyer })).status).toBe(
      404,
    );
    // A payment tried now is refused by Stripe, and the work is free for the next buyer.
    expect((await confirm(res.body)).status).toBe(400);
    expect((await checkout(artwork.id)).status).toBe(201);
  });

  it('a payment whose intent names only its order, or an exhibition that is not the one on display, sells the work and its exhibition all the same', async () => {
    // Intents made before checkout named the work, venue and exhibition, and a work whose record
    // points at another exhibition: the webhook reads what it needs one step after another.
    for (const metadata of [
      (orderId: string) => ({ order_id: orderId }),
      (orderId: string, artworkId: string) => ({
        order_id: orderId,
        artwork_id: artworkId,
        venue_id: venueId,
        exhibition_id: template.exhibition_id ?? 'exh-elsewhere',
      }),
    ]) {
      const artwork = await exhibitedWork();
      const res = await checkout(artwork.id, guest());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const piId = paymentIntentOf(res.body);
      // Paid at Stripe for real (so a later refund has a charge), its own webhook lost: the one
      // delivered below is the only one the app sees.
      await loseWebhooksOf(piId);
      expect((await confirm(res.body)).body.status).toBe('succeeded');
      const intent = await stripe.paymentIntents.retrieve(piId);
      const answer = await deliver({
        id: `evt_old_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        api_version: ((await standinState()).events as Body[]).at(-1).api_version,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'payment_intent.succeeded',
        data: {
          object: { ...intent, metadata: metadata(res.body.order.id, artwork.id) },
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.changed).toBe(true);
      expect((await stored<OrderRecord>(keys.order(res.body.order.id))).status).toBe('paid');
      expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('sold');
      expect((await stored<ExhibitionRecord>(keys.exhibition(`exh-${artwork.id}`))).status).toBe('sold');
    }
  });

  it('a webhook delivered 5 times, and out of order, has one effect', async () => {
    const { order, buyer, checkout: co } = await paidOrder();
    const piId = String(co.payment.client_secret).split('_secret_')[0]!;
    const events = (await standinState()).events as Body[];
    const succeeded = events.find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === piId);
    const before = await stored<OrderRecord>(keys.order(order.id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(succeeded)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // An older failure of the same intent arriving last changes nothing either.
    await deliver({
      ...succeeded,
      id: `evt_late_${randomUUID().replace(/-/g, '')}`,
      type: 'payment_intent.payment_failed',
      data: { object: { ...succeeded.data.object, status: 'requires_payment_method' } },
    });
    const after = await stored<OrderRecord>(keys.order(order.id));
    expect([after.status, after.version, after.pickup_code]).toEqual([
      'paid',
      before.version,
      before.pickup_code,
    ]);
    expect(await outbox(buyer.email)).toHaveLength(1);
    expect(await refundsOf(piId)).toEqual([]);
  });
});

describe('refunds', () => {
  it('the clock moved 7 days and 1 minute: the order is refunded, the work is on display again, everyone is mailed', async () => {
    const { order, artwork, buyer, checkout: co } = await paidOrder({ lang: 'en' });
    await moveClock(7 * DAY + MIN);
    await waitStatus(order, 'refunded');
    const piId = String(co.payment.client_secret).split('_secret_')[0]!;
    expect((await refundsOf(piId)).map((r) => r.amount)).toEqual([520_000]);
    expect((await stored<ArtworkRecord>(keys.artwork(artwork.id))).status).toBe('exhibited');
    expect((await stored<ExhibitionRecord>(keys.exhibition(`exh-${artwork.id}`))).status).toBe('on_display');
    const mails = await outbox(buyer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Refund/),
      expect.stringMatching(/^Receipt/),
    ]);
    const read = (await readOrder(order)).body;
    expect(read.pickup_code).toBeNull();
    expect(read.timeline.map((t: Body) => t.what)).toEqual(['created', 'paid', 'refunded']);
  });

  it('the refund schedule fired twice, or after a pickup: nothing happens the second time', async () => {
    const twice = await paidOrder();
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(twice.order.id),
        UpdateExpression: 'SET pickup_deadline = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    await fireRefundTarget(twice.order.id);
    await fireRefundTarget(twice.order.id);
    await waitStatus(twice.order, 'refunded');
    const piId = String(twice.checkout.payment.client_secret).split('_secret_')[0]!;
    expect(await refundsOf(piId)).toHaveLength(1);

    const collected = await paidOrder();
    const clock = await getJson<Body>('/_local/clock');
    await pickUp(collected.order.id, new Date(clock.body.nowMs).toISOString());
    await fireRefundTarget(collected.order.id);
    expect(await statusOf(collected.order)).toBe('collected');
    const cPi = String(collected.checkout.payment.client_secret).split('_secret_')[0]!;
    expect(await refundsOf(cPi)).toEqual([]);
  });
});

describe('who may read an order', () => {
  it('the buyer, its artist and venue (each their own view), admins and the key holder; anyone else gets a 404', async () => {
    const signedIn = await paidOrder({ token: tokens.buyer });
    const { order } = signedIn;
    const asBuyer = await getJson<Body>(api(`/orders/${order.id}`), { token: tokens.buyer });
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.pickup_code_short).toMatch(/^[A-Z0-9]{8}$/);
    const asArtist = await getJson<Body>(api(`/orders/${order.id}`), { token: tokens.artist });
    // The split of the kronor charged: 10 % and 5 %, the artist the rest.
    expect(asArtist.body.split).toEqual({ artist: 4420, venue: 520, platform: 260 });
    expect(asArtist.body.pickup_code).toBeUndefined();
    expect(asArtist.body.payouts.map((p: Body) => p.party)).toEqual(['artist']);
    const asVenue = await getJson<Body>(api(`/orders/${order.id}`), { token: tokens.venue });
    expect(asVenue.body.payouts.map((p: Body) => p.party)).toEqual(['venue']);
    expect(asVenue.body.buyer_name).toBe('Gästa Köpare');
    expect(asVenue.body.pickup_code).toBeUndefined();
    const asAdmin = await getJson<Body>(api(`/orders/${order.id}`), { token: tokens.admin });
    expect(asAdmin.body.payouts).toHaveLength(2);
    expect(asAdmin.body.pickup_code).toBeUndefined();

    expect((await readOrder(order)).body.pickup_code).toBe(asBuyer.body.pickup_code);
    expect((await readOrder(order, 'wrong-key')).status).toBe(404);
    expect((await getJson<Body>(api(`/orders/${order.id}`))).status).toBe(404);
    const other = await paidOrder();
    expect((await getJson<Body>(api(`/orders/${other.order.id}`), { token: tokens.buyer })).status).toBe(404);
    expect(
      (await getJson<Body>(api(`/buyer/purchases/${other.order.id}`), { token: tokens.buyer })).status,
    ).toBe(404);

    const purchases = await getJson<Body>(api('/buyer/purchases?limit=100'), { token: tokens.buyer });
    expect(purchases.body.purchases.map((o: Body) => o.id)).toContain(order.id);
    expect(purchases.body.purchases.map((o: Body) => o.id)).not.toContain(other.order.id);
    const one = await getJson<Body>(api(`/buyer/purchases/${order.id}`), { token: tokens.buyer });
    expect(one.body.pickup_code).toBe(asBuyer.body.pickup_code);

    const sales = await getJson<Body>(api('/artists/me/sales?limit=100'), { token: tokens.artist });
    const sale = sales.body.sales.find((s: Body) => s.order_id === order.id);
    expect(sale).toMatchObject({
      amount: 5200,
      currency: 'SEK',
      list_price: { amount: 450, currency: 'EUR', rate: 11.5556 },
      split: { artist: 4420, venue: 520, platform: 260 },
      vat: { commission: 104, platform_fee: 52 },
      payout: { status: 'not_scheduled' },
    });
    const csv = await request<string>('GET', api('/artists/me/sales/export'), { token: tokens.artist });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body)).toContain(`${order.id},`);
    const commissions = await getJson<Body>(api('/venues/me/commissions?limit=100'), { token: tokens.venue });
    expect(commissions.body.commissions.find((c: Body) => c.order_id === order.id)).toMatchObject({
      commission: 520,
      currency: 'SEK',
      commission_vat: 104,
      buyer_name: 'Gästa Köpare',
    });
    expect((await getJson<Body>(api('/artists/me/sales'), { token: tokens.venue })).status).toBe(403);
  });
});

describe('a guest who signs up later', () => {
  it('finds the guest purchase under /buyer/purchases once the email is verified, not before', async () => {
    const { order, buyer } = await paidOrder();
    const password = 'Konst-Test-2026';
    const reg = await postJson<Body>(api('/auth/register'), {
      role: 'buyer',
      name: buyer.name,
      email: buyer.email,
      password,
      terms_accepted: true,
    });
    expect(reg.status).toBe(201);
    const token = (await cognitoLogin(buyer.email, password)).accessToken;
    const before = await getJson<Body>(api('/buyer/purchases'), { token });
    expect(before.body.purchases).toEqual([]);
    expect(before.body.pagination).toEqual({ limit: 50, total: 0, hasMore: false, nextCursor: null });
    const verifyToken = (await outbox(buyer.email))
      .map((m) => /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(m.text ?? '')?.[1])
      .find(Boolean);
    expect((await postJson(api('/auth/verify-email'), { token: verifyToken })).status).toBe(200);
    const after = await getJson<Body>(api('/buyer/purchases'), { token });
    expect(after.body.purchases.map((o: Body) => o.id)).toEqual([order.id]);
    expect(after.body.purchases[0].pickup_code_short).toMatch(/^[A-Z0-9]{8}$/);

    // Orders made signed in join the guest one: one list, newest first, a page at a time.
    const mine = [order.id];
    for (let i = 0; i < 2; i++) mine.unshift((await paidOrder({ token })).order.id);
    const first = await getJson<Body>(api('/buyer/purchases?limit=2'), { token });
    expect(first.body.pagination).toMatchObject({ limit: 2, total: 3, hasMore: true });
    const second = await getJson<Body>(
      api(`/buyer/purchases?limit=2&cursor=${first.body.pagination.nextCursor}`),
      { token },
    );
    expect(second.body.pagination).toEqual({ limit: 2, total: 3, hasMore: false, nextCursor: null });
    expect([...first.body.purchases, ...second.body.purchases].map((o: Body) => o.id)).toEqual(mine);
    for (const lang of ['sv', 'en'] as const) {
      const forged = await getJson<Body>(api('/buyer/purchases?cursor=garbage'), { token, lang });
      expect(forged.status).toBe(400);
      expect(forged.body.error.fields.cursor).toBe(apiMessage(lang, 'validation.invalid_cursor'));
      const tooMany = await getJson<Body>(api('/buyer/purchases?limit=101'), { token, lang });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.fields.limit).toBe(apiMessage(lang, 'validation.too_big', { max: 100 }));
    }
    expect((await getJson<Body>(api(`/orders/${order.id}`), { token })).status).toBe(200);
  });
});

describe('payouts', () => {
  it('a failing transfer is retried, visible to admins, and never doubled; an account without payouts waits with a reason', async () => {
    const { order } = await paidOrder();
    // The venue's account exists but Stripe cannot pay it yet (onboarding not finished): its transfer fails.
    const pendingAccount = await onboardedAccount('venue-pending@test.konstvagg.local', false);
    await setPayoutAccount('venue', venueId, pendingAccount, true);
    const clock = await getJson<Body>('/_local/clock');
    await pickUp(order.id, new Date(clock.body.nowMs - 6 * DAY).toISOString());
    await moveClock(20 * MIN); // the sweep runs
    const admin = await until(
      'venue payout failed',
      () => getJson<Body>(api(`/orders/${order.id}`), { token: tokens.admin }),
      (r) => r.body.payouts.find((p: Body) => p.party === 'venue').status === 'failed',
    );
    expect(admin.body.payouts.find((p: Body) => p.party === 'artist').status).toBe('sent');
    expect(admin.body.payouts.find((p: Body) => p.party === 'venue').waiting_reason).toBeTruthy();
    expect(admin.body.status).toBe('payout_scheduled');

    await completeOnboarding(pendingAccount);
    await moveClock(20 * MIN);
    await waitStatus(order, 'paid_out');
    await moveClock(20 * MIN); // a further sweep sends nothing more
    const transfers = await transfersOf(order.id);
    expect(transfers.map((t) => [t.amount, t.source_transaction !== null]).sort()).toEqual([
      [442_000, true],
      [52_000, true],
    ]);
    const record = await stored<OrderRecord>(keys.order(order.id));
    expect(transfers.every((t) => t.source_transaction === record.stripe_charge_id)).toBe(true);
    await setPayoutAccount('venue', venueId, pendingAccount, true);

    // Without an account the payout waits, and says why.
    const second = await paidOrder();
    await setPayoutAccount('artist', artistId, null, false);
    const now = await getJson<Body>('/_local/clock');
    await pickUp(second.order.id, new Date(now.body.nowMs - 6 * DAY).toISOString());
    await moveClock(20 * MIN);
    const sales = await until(
      'artist payout waiting',
      () => getJson<Body>(api('/artists/me/sales?limit=100'), { token: tokens.artist }),
      (r) =>
        r.body.sales.find((s: Body) => s.order_id === second.order.id)?.payout.status ===
        'waiting_for_account',
    );
    expect(sales.body.sales.find((s: Body) => s.order_id === second.order.id).payout.waiting_reason).toMatch(
      /account/i,
    );
    const payout = await stored<PayoutRecord>(keys.payout(second.order.id, 'artist'));
    expect(payout.failure_reason).toBe('no_account');
    await setPayoutAccount(
      'artist',
      artistId,
      await onboardedAccount('artist-again@test.konstvagg.local'),
      true,
    );
  });

  it('a pickup on the Thursday before Midsummer is paid out on Monday, not on Midsummer Eve', async () => {
    // Move the stack's clock to Thursday 24 June 2027, 14:00 in Stockholm.
    const clock = await getJson<Body>('/_local/clock');
    await moveClock(Date.parse('2027-06-24T12:00:00Z') - clock.body.nowMs);
    const { order } = await paidOrder();
    await pickUp(order.id, '2027-06-24T18:30:00.000Z');
    const payout = await stored<PayoutRecord>(keys.payout(order.id, 'artist'));
    expect(payout.scheduled_for).toBe('2027-06-28T07:00:00.000Z');
    // Midsummer Eve, noon: the sweep runs, nothing goes out.
    await moveClock(Date.parse('2027-06-25T10:00:00Z') - Date.parse('2027-06-24T12:00:00Z'));
    expect(await transfersOf(order.id)).toEqual([]);
    // Monday 09:20 in Stockholm: both transfers are out.
    await moveClock(Date.parse('2027-06-28T07:20:00Z') - Date.parse('2027-06-25T10:00:00Z'));
    await waitStatus(order, 'paid_out');
    expect((await transfersOf(order.id)).map((t) => t.amount).sort()).toEqual([442_000, 52_000]);
  });
});

describe('the statements page exactly', () => {
  it('gives every sale once across pages, the total on each page, and hasMore false at the end', async () => {
    await paidOrder(); // each statement holds a sale at least
    const statements = [
      ['/artists/me/sales', 'sales', tokens.artist],
      ['/venues/me/commissions', 'commissions', tokens.venue],
    ] as const;
    for (const [path, key, token] of statements) {
      const two = await getJson<Body>(api(`${path}?limit=2`), { token });
      const total = two.body.pagination.total as number;
      expect(total).toBeGreaterThan(0);
      expect(two.body[key]).toHaveLength(Math.min(2, total));
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages === 0 || (cursor && pages < 50); pages++) {
        const page: { body: Body } = await getJson<Body>(
          api(`${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`),
          { token },
        );
        expect(page.body.pagination.total).toBe(total);
        seen.push(...page.body[key].map((s: Body) => s.order_id));
        cursor = page.body.pagination.nextCursor;
        expect(page.body.pagination.hasMore).toBe(cursor !== null);
      }
      expect(cursor).toBeNull();
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(seen.slice(0, 2)).toEqual(two.body[key].map((s: Body) => s.order_id));
      if (two.body.pagination.hasMore) {
        const next = await getJson<Body>(api(`${path}?limit=2&cursor=${two.body.pagination.nextCursor}`), {
          token,
        });
        expect(next.body[key].map((s: Body) => s.order_id)).toEqual(seen.slice(2, 4));
      }
    }
    // A statement's cursor is its own: the artist's is refused by the venue's list.
    const artistCursor = (await getJson<Body>(api('/artists/me/sales?limit=1'), { token: tokens.artist }))
      .body.pagination.nextCursor;
    if (artistCursor) {
      const foreign = await getJson<Body>(api(`/venues/me/commissions?cursor=${artistCursor}`), {
        token: tokens.venue,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.code).toBe('invalid_cursor');
    }
  });
});
