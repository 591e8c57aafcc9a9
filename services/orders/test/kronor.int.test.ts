import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSale } from '@konstvagg/rules';
import {
  collect,
  convertFromList,
  keys,
  marketFor,
  type ArtworkRecord,
  type FxRatesRecord,
  type OrderRecord,
} from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  advanceClock,
  cognitoLogin,
  demoLogin,
  demoSellers,
  getJson,
  onboardedAccount,
  paymentIntentOf,
  postJson,
  request,
  setPayoutAccount,
  stackEnv,
  standinStripe,
  storedItem,
  stripeRefundsOf,
  until,
  workOnDisplay,
} from '@konstvagg/test-kit';

/**
 * Paying in kronor (issue 40) against the whole local stack: a Swedish venue's work is charged in
 * SEK at the day's ECB rate (the stand-in's, set with POST /_local/fx), whole kronor, locked on the
 * order; Swish and Klarna go through their buyer's step (the stand-in plays Stripe's test mode:
 * requires_action, then POST /_standin/payment_intents/{id}/authorize or /fail) to the webhook;
 * the split, the transfers and the refunds are the kronor charged, whatever the rate does after.
 */

// Answers are read field by field, as a client reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let env: Record<string, string>;
let stripe: Stripe;
let sellers: Awaited<ReturnType<typeof demoSellers>>;
let adminToken: string;
let rateBefore: FxRatesRecord;
let clockMoved = 0;

async function moveClock(ms: number) {
  clockMoved += ms;
  return advanceClock(ms);
}

const setRate = async (sek: number) => {
  const res = await postJson<Body>('/_local/fx', { SEK: sek });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
  sellers = await demoSellers();
  adminToken = (await cognitoLogin(demoLogin('admin').email, demoLogin('admin').password)).accessToken;
  rateBefore = (await storedItem<FxRatesRecord>(keys.fxRates()))!;
  // The demo artist and venue can be paid (completed Express onboarding).
  await setPayoutAccount(
    'artist',
    sellers.artistId,
    await onboardedAccount('kronor-artist@test.konstvagg.local'),
    true,
  );
  await setPayoutAccount(
    'venue',
    sellers.venueId,
    await onboardedAccount('kronor-venue@test.konstvagg.local'),
    true,
  );
});

afterAll(async () => {
  // The rate the stack had, and its clock.
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: rateBefore }));
  if (clockMoved) await advanceClock(-clockMoved);
});

const work = (priceCents = 45_000) => workOnDisplay({ ...sellers, priceCents });

const guest = () => ({
  email: `kronor-${randomUUID().slice(0, 10)}@test.konstvagg.local`,
  name: 'Svea Köpare',
});

async function checkout(artwork: ArtworkRecord, lang: 'sv' | 'en' = 'sv') {
  const res = await postJson<Body>(api(`/checkout/${artwork.id}`), guest(), { lang });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * What Stripe.js does for a method with a buyer's step: confirm with `payment_method_data[type]`
 * and the page to come back to.
 */
function confirmWith(body: Body, type: string) {
  return request<Body>('POST', `/_local/stripe/v1/payment_intents/${paymentIntentOf(body)}/confirm`, {
    headers: {
      authorization: `Bearer ${body.payment.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: body.payment.client_secret,
      'payment_method_data[type]': type,
      return_url: `http://localhost/orders/${body.order.id}?key=${body.order.access_key}`,
    }).toString(),
  });
}

/** The buyer's answer in the Swish app or at Klarna's page (the stand-in's test control). */
async function buyerStep(body: Body, outcome: 'authorize' | 'fail') {
  const res = await fetch(
    `${env.STRIPE_API_BASE}/_standin/payment_intents/${paymentIntentOf(body)}/${outcome}`,
    { method: 'POST' },
  );
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

const readOrder = (order: Body) =>
  getJson<Body>(api(`/orders/${order.id}?key=${encodeURIComponent(order.access_key)}`));
const waitStatus = (order: Body, status: string) =>
  until(
    `order ${order.id} -> ${status}`,
    async () => (await readOrder(order)).body,
    (o) => o.status === status,
  );
const artworkStatus = async (id: string) => (await storedItem<ArtworkRecord>(keys.artwork(id)))!.status;

describe('a Swedish venue charges in kronor', () => {
  it('locks whole kronor at the day’s rate on the order, with the list price and the rate', async () => {
    await setRate(11.2);
    const artwork = await work(45_000);
    const body = await checkout(artwork);
    // 450.00 € at 11.2 = 5 040 kr.
    expect(body.order).toMatchObject({
      amount: 5040,
      currency: 'SEK',
      list_price: { amount: 450, currency: 'EUR', rate: 11.2 },
    });
    const stored = (await storedItem<OrderRecord>(keys.order(body.order.id)))!;
    expect(stored).toMatchObject({
      amount_cents: 504_000,
      currency: 'SEK',
      list_price_cents: 45_000,
      fx_rate: 11.2,
    });
    // The rate moves during the reservation: the order keeps what the buyer was shown.
    await setRate(12.9);
    const pi = await stripe.paymentIntents.retrieve(paymentIntentOf(body));
    expect({ amount: pi.amount, currency: pi.currency }).toEqual({ amount: 504_000, currency: 'sek' });
    expect((await readOrder(body.order)).body.amount).toBe(5040);
    // A price that is not a whole number of kronor rounds half up: 123.45 € at 12.9 = 1 592.505 kr.
    const odd = await checkout(await work(12_345), 'en');
    expect(odd.order.amount).toBe(1593);
    expect(convertFromList(12_345, marketFor('SE'), 12.9)).toBe(159_300);
  });

  it('a Swish payment: the app (or the QR code) first, then the webhook makes the order paid with a pickup code', async () => {
    await setRate(11.5556);
    const artwork = await work();
    const body = await checkout(artwork);
    expect(body.order.amount).toBe(5200);
    const confirmed = await confirmWith(body, 'swish');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // As Stripe answers: the buyer's step, the Swish app or the QR code to scan.
    expect(confirmed.body.status).toBe('requires_action');
    expect(confirmed.body.next_action.type).toBe('swish_handle_redirect_or_display_qr_code');
    expect(confirmed.body.next_action.swish_handle_redirect_or_display_qr_code).toMatchObject({
      hosted_instructions_url: expect.any(String),
      mobile_auth_url: expect.any(String),
      qr_code: { data: expect.any(String) },
    });
    // Nothing is paid until the buyer approves in the app.
    expect((await readOrder(body.order)).body.status).toBe('pending_payment');
    await buyerStep(body, 'authorize');
    const paid = await waitStatus(body.order, 'paid');
    expect(paid.pickup_code_short).toMatch(/^[A-Z0-9]{8}$/);
    expect(paid).toMatchObject({ amount: 5200, currency: 'SEK' });
    expect(await artworkStatus(artwork.id)).toBe('sold');
  });

  it('a Klarna payment: Klarna’s page, back to the receipt, the webhook makes it paid', async () => {
    const artwork = await work(80_000);
    const body = await checkout(artwork, 'en');
    const confirmed = await confirmWith(body, 'klarna');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('requires_action');
    expect(confirmed.body.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { url: expect.any(String), return_url: expect.stringContaining(body.order.id) },
    });
    await buyerStep(body, 'authorize');
    const paid = await waitStatus(body.order, 'paid');
    // 800.00 € at 11.5556 = 9 244.48 kr: 9 244 kr.
    expect(paid).toMatchObject({ amount: 9244, currency: 'SEK' });
    const pi = await stripe.paymentIntents.retrieve(paymentIntentOf(body));
    expect(pi.status).toBe('succeeded');
    const state = (await (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json()) as Body;
    expect(state.payment_methods[String(pi.payment_method)].type).toBe('klarna');
  });

  it('an abandoned Swish payment: a failed request lets the buyer pay another way on the same order; none at all releases the work', async () => {
    // The request fails in the app (declined, or it timed out): the order and the reservation stay
    // while it lasts, and the buyer pays by card on the same order and intent.
    const first = await work();
    const body = await checkout(first);
    expect((await confirmWith(body, 'swish')).body.status).toBe('requires_action');
    await buyerStep(body, 'fail');
    const failed = await stripe.paymentIntents.retrieve(paymentIntentOf(body));
    expect(failed.status).toBe('requires_payment_method');
    expect((await readOrder(body.order)).body.status).toBe('pending_payment');
    expect(await artworkStatus(first.id)).toBe('reserved');
    const card = await request<Body>(
      'POST',
      `/_local/stripe/v1/payment_intents/${paymentIntentOf(body)}/confirm`,
      {
        headers: {
          authorization: `Bearer ${body.payment.publishable_key}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: body.payment.client_secret,
          payment_method: 'pm_card_visa',
        }).toString(),
      },
    );
    expect(card.body.status).toBe('succeeded');
    await waitStatus(body.order, 'paid');

    // The buyer walks away from the Swish app: the reservation runs out, the sweep cancels the
    // intent, the order is cancelled and the work is on display again for the next visitor.
    const second = await work();
    const left = await checkout(second);
    expect((await confirmWith(left, 'swish')).body.status).toBe('requires_action');
    await moveClock(40 * MIN);
    await waitStatus(left.order, 'cancelled');
    await until(
      'work back on display',
      () => artworkStatus(second.id),
      (s) => s === 'exhibited',
    );
    expect((await stripe.paymentIntents.retrieve(paymentIntentOf(left))).status).toBe('canceled');
    // The next visitor can buy it.
    expect((await checkout(second, 'en')).order.status).toBe('pending_payment');
  });

  it('the split and the transfers are in kronor and sum to the charge', async () => {
    await setRate(11.5556);
    // 1 234.56 € at 11.5556 = 14 266.08 kr: 14 266 kr; 12 % commission, 5 % fee.
    const artwork = await work(123_456);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.artwork(artwork.id),
        UpdateExpression: 'SET venue_commission = :c',
        ExpressionAttributeValues: { ':c': 12 },
      }),
    );
    const body = await checkout(artwork);
    expect((await confirmWith(body, 'swish')).body.status).toBe('requires_action');
    await buyerStep(body, 'authorize');
    await waitStatus(body.order, 'paid');
    const order = (await storedItem<OrderRecord>(keys.order(body.order.id)))!;
    const split = splitSale(1_426_600, 12, order.platform_fee_bps);
    expect(order).toMatchObject({
      amount_cents: 1_426_600,
      venue_cents: split.venueCents,
      platform_cents: split.platformCents,
      artist_cents: split.artistCents,
    });
    expect(order.artist_cents + order.venue_cents + order.platform_cents).toBe(order.amount_cents);

    // Picked up six days ago: the next business day's payouts are due; the sweep sends them.
    const clock = await getJson<Body>('/_local/clock');
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: collect(
          order,
          { table: tableName(), at: new Date(clock.body.nowMs - 6 * DAY).toISOString() },
          { method: 'typed', by: 'test-venue-staff', by_email: null },
        ) as never,
      }),
    );
    await moveClock(20 * MIN);
    await waitStatus(body.order, 'paid_out');
    const state = (await (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json()) as Body;
    const transfers = Object.values(state.transfers as Record<string, Body>).filter(
      (t) => t.transfer_group === order.id,
    );
    expect(transfers.map((t) => t.currency)).toEqual(['sek', 'sek']);
    expect(transfers.map((t) => t.amount).sort((a, b) => a - b)).toEqual(
      [order.venue_cents, order.artist_cents].sort((a, b) => a - b),
    );
    // What the platform keeps is the rest of the charge: nothing is lost or made in the rounding.
    const pi = await stripe.paymentIntents.retrieve(paymentIntentOf(body));
    expect(transfers.reduce((s, t) => s + t.amount, 0) + order.platform_cents).toBe(pi.amount);
    // The artist's statement says so in its own currency.
    const artistToken = (await cognitoLogin(demoLogin('artist').email, demoLogin('artist').password))
      .accessToken;
    const sales = await getJson<Body>(api('/artists/me/sales?limit=100'), { token: artistToken });
    expect(sales.body.figures.currency).toBe('SEK');
    expect(sales.body.sales.find((s: Body) => s.order_id === order.id)).toMatchObject({
      amount: 14_266,
      currency: 'SEK',
      list_price: { amount: 1234.56, currency: 'EUR', rate: 11.5556 },
      split: { artist: order.artist_cents / 100, venue: order.venue_cents / 100 },
    });
  });

  it('an admin refund gives back the kronor charged, though the rate has moved since', async () => {
    await setRate(11.5556);
    const body = await checkout(await work());
    expect((await confirmWith(body, 'swish')).body.status).toBe('requires_action');
    await buyerStep(body, 'authorize');
    await waitStatus(body.order, 'paid');
    await setRate(10.1);
    const res = await postJson<Body>(
      api(`/admin/transactions/${body.order.id}/refund`),
      { reason: 'The buyer changed their mind at the venue.' },
      { token: adminToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    await waitStatus(body.order, 'refunded');
    const refunds = await stripeRefundsOf(paymentIntentOf(body));
    expect(refunds.map((r) => [r.amount, r.currency])).toEqual([[520_000, 'sek']]);
  });

  it('a rate more than 4 working days old: checkout answers 503 rate_unavailable in the caller’s language and holds nothing', async () => {
    await setRate(11.5556);
    const current = (await storedItem<FxRatesRecord>(keys.fxRates()))!;
    const clock = await getJson<Body>('/_local/clock');
    // Ten calendar days before the stack's today is at least six working days.
    const old = new Date(clock.body.nowMs - 10 * DAY).toISOString().slice(0, 10);
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...current, date: old } }));
    try {
      const artwork = await work();
      for (const [lang, words] of [
        ['sv', /växelkurs/i],
        ['en', /exchange rate/i],
      ] as const) {
        const res = await postJson<Body>(api(`/checkout/${artwork.id}`), guest(), { lang });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('rate_unavailable');
        expect(res.body.error.message).toMatch(words);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      // Nothing was held: the work is still on display.
      expect(await artworkStatus(artwork.id)).toBe('exhibited');
    } finally {
      await documentClient().send(new PutCommand({ TableName: tableName(), Item: current }));
    }
  });
});
