import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artworkIndexChanges,
  collect,
  exhibitionIndexKeys,
  keys,
  type ArtworkRecord,
  type ExhibitionRecord,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import { setClockOffset } from '@konstvagg/lambda-kit';
import { payments, type PaymentsPort } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  advanceClock,
  cognitoLogin,
  demoLogin,
  getJson,
  outbox,
  postJson,
  request,
  scanEntity,
  stackEnv,
  standinStripe,
} from '@konstvagg/test-kit';
import { refundTransaction } from '../src/admin/actions.ts';
import { chargeDisputeClosed, chargeDisputeCreated } from '../src/webhooks/charge-dispute.ts';
import { updatePayout } from '../src/orders/store.ts';
import { payOrder } from '../src/tasks/payouts.ts';
import { refundTask } from '../src/tasks/refund.ts';

/**
 * The admin console's transactions (issue 13) against the whole local stack: orders bought through
 * the gateway and paid at the Stripe stand-in, picked up, paid out by the sweep on the stack's
 * clock; then listed, exported, read with their timeline, refunded and their failed payouts retried
 * by an admin, with what the stand-in holds as the proof.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const RUN = randomUUID().slice(0, 8);

let env: Record<string, string>;
let stripe: Stripe;
let template: ArtworkRecord;
let artistId: string;
let venueId: string;
let readyAccount: { artist: string; venue: string };
const tokens: Record<string, string> = {};
let clockMoved = 0;

const admin = () => ({ token: tokens.admin });

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
  for (const role of ['artist', 'venue', 'buyer', 'admin']) {
    const login = demoLogin(role);
    tokens[role] = (await cognitoLogin(login.email, login.password)).accessToken;
  }
  artistId = (await getJson<Body>(api('/artists/profile/me'), { token: tokens.artist })).body.artist.id;
  venueId = (await getJson<Body>(api('/venues/me'), { token: tokens.venue })).body.venue.id;
  const found = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.images.length > 0)!;
  template = Object.fromEntries(
    Object.entries(found).filter(([k]) => !/^(PK|SK|GSI\dPK|GSI\dSK)$/.test(k)),
  ) as unknown as ArtworkRecord;
  readyAccount = { artist: await payableAccount('artist'), venue: await payableAccount('venue') };
  await setAccount('artist', artistId, readyAccount.artist);
  await setAccount('venue', venueId, readyAccount.venue);
});

afterAll(async () => {
  if (clockMoved) await advanceClock(-clockMoved);
});

/** A connected account Stripe can pay: Express, onboarding completed at the stand-in. */
async function payableAccount(label: string): Promise<string> {
  const account = await stripe.accounts.create({
    type: 'express',
    country: 'SE',
    email: `${label}-admin-tx@test.konstvagg.local`,
  });
  const res = await fetch(`${env.STRIPE_API_BASE}/_standin/onboarding/${account.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'complete', return_url: 'http://localhost/' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return account.id;
}

/** Points a profile at a payout account (written straight to the table: no webhook follows). */
async function setAccount(kind: 'artist' | 'venue', id: string, account: string) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: kind === 'artist' ? keys.artist(id) : keys.venue(id),
      UpdateExpression: 'SET stripe_account_id = :a, can_receive_payouts = :r',
      ExpressionAttributeValues: { ':a': account, ':r': true },
    }),
  );
}

const stored = async <T>(key: { PK: string; SK: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true })))
    .Item as T;

/** A new work of the demo artist on display at the demo venue (450.00 EUR, 10 %; 5 200 kr at the stand-in's 11.5556), with its exhibition. */
async function workOnDisplay(): Promise<ArtworkRecord> {
  const id = `art-atx-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const artwork: ArtworkRecord = {
    ...template,
    id,
    title: `Adminprov ${RUN} ${id.slice(-4)}`,
    status: 'exhibited',
    price_cents: 45_000,
    venue_commission: 10,
    artist_id: artistId,
    venue_id: venueId,
    reserved_by_order_id: null,
    reserved_until: null,
    created_at: at,
    updated_at: at,
    version: 4,
  };
  const exhibition: ExhibitionRecord = {
    entity: 'exhibition',
    id: `exh-${id}`,
    artwork_id: id,
    venue_id: venueId,
    artist_id: artistId,
    requested_by: 'artist',
    requested_by_user_id: 'test',
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
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...artwork, ...keys.artwork(id), ...artworkIndexChanges(artwork).set },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...exhibition, ...keys.exhibition(exhibition.id), ...exhibitionIndexKeys(exhibition) },
          },
        },
      ],
    }),
  );
  return artwork;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

const detail = (id: string) => getJson<Body>(api(`/admin/transactions/${id}`), admin());
const waitFor = (id: string, status: string) =>
  until(
    `order ${id} -> ${status}`,
    () => detail(id),
    (r) => r.body?.transaction?.status === status,
  );

/** A guest buys a new work and pays at the stand-in as Stripe.js does; answers once the order is paid. */
async function paidOrder(
  label: string,
  paymentMethod = 'pm_card_visa',
): Promise<{ id: string; email: string; artworkId: string }> {
  const work = await workOnDisplay();
  const email = `atx-${label}-${RUN}@test.konstvagg.local`;
  const co = await postJson<Body>(api(`/checkout/${work.id}`), { email, name: `Köpare ${label} ${RUN}` });
  expect(co.status, JSON.stringify(co.body)).toBe(201);
  const piId = String(co.body.payment.client_secret).split('_secret_')[0];
  const paid = await request<Body>('POST', `/_local/stripe/v1/payment_intents/${piId}/confirm`, {
    headers: {
      authorization: `Bearer ${co.body.payment.publishable_key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: co.body.payment.client_secret,
      payment_method: paymentMethod,
    }).toString(),
  });
  expect(paid.status).toBe(200);
  await waitFor(co.body.order.id, 'paid');
  return { id: co.body.order.id, email, artworkId: work.id };
}

/**
 * The venue scanned the pickup code at `at` (what validate-pickup writes). `validated: false`: an
 * order collected before the pickup's record was kept (no validated pickup on record, so no seller
 * protection in a dispute).
 */
async function pickUp(orderId: string, at: string, validated = true) {
  const order = await stored<OrderRecord>(keys.order(orderId));
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: collect(
        order,
        { table: tableName(), at: at },
        { method: 'scanned', by: 'test-venue-staff', by_email: 'venue@konstvagg.local' },
      ) as never,
    }),
  );
  if (!validated)
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression: 'REMOVE pickup_method, pickup_by, pickup_by_email',
      }),
    );
}

async function stackNow(): Promise<number> {
  return (await getJson<Body>('/_local/clock')).body.nowMs as number;
}

/** Moves the stack's clock (the payout sweep runs every quarter of an hour); put back after the file. */
async function moveClock(ms: number) {
  clockMoved += ms;
  await advanceClock(ms);
}

const standinBase = async () => env.STRIPE_API_BASE!;

/** The buyer's bank disputes a paid order's payment now (the stand-in's control; Stripe's own comes days later). */
async function openDisputeAtStandin(orderId: string): Promise<{ dispute: string }> {
  const order = await stored<OrderRecord>(keys.order(orderId));
  const res = await fetch(`${await standinBase()}/_standin/disputes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payment_intent: order.stripe_payment_intent_id, reason: 'product_not_received' }),
  });
  expect(res.status).toBe(200);
  return { dispute: ((await res.json()) as { id: string }).id };
}

async function standin(): Promise<Body> {
  return (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json();
}
const transfersOf = async (orderId: string) =>
  Object.values((await standin()).transfers as Record<string, Body>).filter(
    (t) => t.transfer_group === orderId,
  );
const refundsOf = async (orderId: string) => {
  const order = await stored<OrderRecord>(keys.order(orderId));
  return Object.values((await standin()).refunds as Record<string, Body>).filter(
    (r) => r.payment_intent === order.stripe_payment_intent_id,
  );
};

/** A paid order picked up 6 days ago: its payouts are due. */
async function pickedUpOrder(label: string) {
  const order = await paidOrder(label);
  await pickUp(order.id, new Date((await stackNow()) - 6 * DAY).toISOString());
  return order;
}

/**
 * Runs `run` in this process with one of the payments port's calls replaced (`wrap` gets the real
 * one), to make something happen at a chosen moment inside it; the real call is put back after.
 */
async function whilePaymentsCall<K extends 'refund' | 'createTransfer', T>(
  method: K,
  wrap: (real: PaymentsPort[K]) => PaymentsPort[K],
  run: () => Promise<T>,
): Promise<T> {
  const port = payments();
  const real = port[method];
  port[method] = wrap(real.bind(port) as PaymentsPort[K]);
  try {
    return await run();
  } finally {
    port[method] = real;
  }
}

/** A paid order picked up 6 days ago; the sweep pays it out. */
async function paidOutOrder(label: string) {
  const order = await pickedUpOrder(label);
  await moveClock(20 * MIN);
  await waitFor(order.id, 'paid_out');
  return order;
}

/** An order's two payouts, artist first, as stored. */
const payoutsOfOrder = (orderId: string) =>
  Promise.all(
    (['artist', 'venue'] as const).map((party) => stored<PayoutRecord>(keys.payout(orderId, party))),
  );

const whats = (body: Body) => body.timeline.map((e: Body) => e.what as string);

describe('the list and the export', () => {
  it('lists newest first, filters by status, day and text, pages with a cursor, and exports CSV', async () => {
    const a = await paidOrder('list-a');
    const b = await paidOrder('list-b');
    const byRun = await getJson<Body>(api(`/admin/transactions?q=${RUN}`), admin());
    expect(byRun.status).toBe(200);
    const ids = byRun.body.transactions.map((t: Body) => t.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);

    const byEmail = await getJson<Body>(
      api(`/admin/transactions?q=${encodeURIComponent(a.email.toUpperCase())}`),
      admin(),
    );
    expect(byEmail.body.transactions.map((t: Body) => t.id)).toEqual([a.id]);
    const row = byEmail.body.transactions[0];
    expect(row).toMatchObject({
      status: 'paid',
      amount: 5200,
      currency: 'SEK',
      split: { venue: 520 },
      payout_failed: false,
    });
    // `q` is counted exactly too (a read of the fields it matches).
    expect(byEmail.body.pagination.total).toBe(1);

    // One at a time: b, then a, and the cursor says when the list ends.
    const q = `q=${RUN}`;
    const first = await getJson<Body>(api(`/admin/transactions?${q}&limit=1`), admin());
    expect(first.body.transactions.map((t: Body) => t.id)).toEqual([b.id]);
    expect(first.body.pagination).toMatchObject({ total: 2, hasMore: true });
    const second = await getJson<Body>(
      api(`/admin/transactions?${q}&limit=1&cursor=${encodeURIComponent(first.body.pagination.nextCursor)}`),
      admin(),
    );
    expect(second.body.transactions.map((t: Body) => t.id)).toEqual([a.id]);
    expect(second.body.pagination).toMatchObject({ total: 2, hasMore: false, nextCursor: null });

    // Status and day narrow the index reads.
    const created = (await stored<OrderRecord>(keys.order(a.id))).created_at.slice(0, 10);
    const paidToday = await getJson<Body>(
      api(`/admin/transactions?status=paid&from=${created}&to=${created}&limit=100`),
      admin(),
    );
    expect(paidToday.body.transactions.map((t: Body) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(paidToday.body.transactions.every((t: Body) => t.status === 'paid')).toBe(true);
    expect(paidToday.body.pagination.total).toBeGreaterThanOrEqual(2);
    const collected = await getJson<Body>(api(`/admin/transactions?status=collected&q=${RUN}`), admin());
    expect(collected.body.transactions).toEqual([]);
    const dayBefore = new Date(Date.parse(created) - DAY).toISOString().slice(0, 10);
    const before = await getJson<Body>(api(`/admin/transactions?to=${dayBefore}&q=${RUN}`), admin());
    expect(before.body.transactions).toEqual([]);

    // The unfiltered list is newest first across every status.
    const all = await getJson<Body>(api('/admin/transactions?limit=50'), admin());
    const times = all.body.transactions.map((t: Body) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const csv = await request<string>('GET', api(`/admin/transactions/export?q=${RUN}`), admin());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = String(csv.body);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^order,created,paid,status,work,artist,venue,buyer,buyer_email,currency,price,/,
    );
    const aLine = lines.find((l) => l.startsWith(a.id))!;
    expect(aLine).toContain(',SEK,5200.00,');
    expect(aLine).toContain(a.email);
    expect(lines).toHaveLength(1 + ids.length);
    const sv = await request<string>('GET', api(`/admin/transactions/export?q=${RUN}`), {
      ...admin(),
      headers: { 'accept-language': 'sv' },
    });
    expect(String(sv.body).replace(/^\uFEFF/, '')).toMatch(/^order,skapad,betald,status,verk/);
  });

  it('answers bad filters and a forged cursor with a 400 naming the field, in the caller language', async () => {
    const bad = await getJson<Body>(api('/admin/transactions?from=2026-13-01'), admin());
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['from']);
    const range = await getJson<Body>(api('/admin/transactions?from=2026-05-02&to=2026-05-01'), {
      ...admin(),
      headers: { 'accept-language': 'sv' },
    });
    expect(range.status).toBe(400);
    expect(range.body.error.fields.to).toMatch(/Slutdatumet/);
    const status = await getJson<Body>(api('/admin/transactions?status=lost'), admin());
    expect(Object.keys(status.body.error.fields)).toEqual(['status']);
    const cursor = await getJson<Body>(api('/admin/transactions?cursor=abc.def'), admin());
    expect(cursor.status).toBe(400);
    expect(Object.keys(cursor.body.error.fields)).toEqual(['cursor']);
    expect((await detail('no-such-order')).status).toBe(404);
  });
});

describe('refunds', () => {
  it('before the payout: full refund, payouts cancelled, nothing paid out later; a second refund is a 409', async () => {
    const order = await paidOrder('before');
    await pickUp(order.id, new Date(await stackNow()).toISOString());
    const missing = await postJson<Body>(api(`/admin/transactions/${order.id}/refund`), {}, admin());
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['reason']);

    const res = await postJson<Body>(
      api(`/admin/transactions/${order.id}/refund`),
      { reason: 'Köparen ångrade sig, verket skadat' },
      admin(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transaction).toMatchObject({ status: 'refunded', refund_reason: 'admin' });
    expect(res.body.payouts.map((p: Body) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect(res.body.actions).toEqual({ refund: false, retry_payout: false });
    expect(whats(res.body)).toEqual(expect.arrayContaining(['refunded', 'payout_cancelled', 'order.refund']));
    expect(res.body.timeline.find((e: Body) => e.what === 'refund_schedule').detail).toBe('cancelled');
    // The admin's action names who acted and on what, as the audit log does (issue 38: ids).
    const admin0 = demoLogin('admin');
    expect(res.body.audit[0]).toMatchObject({
      actor_name: 'Klara Engström',
      actor_email: admin0.email,
      target_name: res.body.transaction.title,
    });
    expect(res.body.timeline.find((e: Body) => e.what === 'order.refund').who).toBe('Klara Engström');
    const refunds = await refundsOf(order.id);
    expect(refunds.map((r) => r.amount)).toEqual([520_000]);

    // The payout day and the pickup deadline pass: no transfer, no second refund.
    await moveClock(9 * DAY);
    expect(await transfersOf(order.id)).toEqual([]);
    expect(await refundsOf(order.id)).toHaveLength(1);

    const again = await postJson<Body>(
      api(`/admin/transactions/${order.id}/refund`),
      { reason: 'Igen, av misstag' },
      admin(),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_refunded');

    const mails = await until(
      'refund mail',
      () => outbox(order.email),
      (m) => m.some((x) => /Refund/.test(x.subject)),
    );
    expect(mails.some((m) => /Refund/.test(m.subject))).toBe(true);
    const after = await detail(order.id);
    expect(whats(after.body)).toEqual(expect.arrayContaining(['mail_refund_buyer', 'mail_refund_artist']));
    const audit = await getJson<Body>(api('/admin/audit?limit=20'), admin());
    const entry = audit.body.entries.find((e: Body) => e.target_id === order.id);
    expect(entry).toMatchObject({
      action: 'order.refund',
      target_kind: 'order',
      reason: 'Köparen ångrade sig, verket skadat',
      actor_email: demoLogin('admin').email,
    });
  });

  it('a paid-out order: the timeline shows it all; the refund reverses both transfers at the stand-in', async () => {
    const order = await paidOutOrder('after');
    const before = await until(
      'transfer events seen',
      () => detail(order.id),
      (r) => whats(r.body).filter((w: string) => w === 'transfer.created').length === 2,
    );
    expect(whats(before.body)).toEqual(
      expect.arrayContaining([
        'reserved',
        'paid',
        'collected',
        'payout_scheduled',
        'transfer_sent',
        'paid_out',
        'payment_intent.succeeded',
        'mail_receipt',
        'mail_sold_artist',
        'mail_sold_venue',
      ]),
    );
    expect(before.body.timeline.find((e: Body) => e.what === 'mail_receipt').who).toBe(order.email);
    expect(before.body.transaction.split).toEqual({ artist: 4420, venue: 520, platform: 260 });

    const res = await postJson<Body>(
      api(`/admin/transactions/${order.id}/refund`),
      { reason: 'Fel verk levererat' },
      admin(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payouts.map((p: Body) => p.status)).toEqual(['reversed', 'reversed']);
    const transfers = await transfersOf(order.id);
    expect(transfers).toHaveLength(2);
    expect(transfers.every((t) => t.amount_reversed === t.amount && t.reversed)).toBe(true);
    expect((await refundsOf(order.id)).map((r) => r.amount)).toEqual([520_000]);
    expect(whats(res.body)).toEqual(
      expect.arrayContaining(['refunded', 'transfer_reversed', 'order.refund']),
    );
  });

  it('a reversal Stripe refuses: the buyer is refunded all the same and the timeline shows the failure', async () => {
    const order = await paidOutOrder('refused');
    // The artist's transfer is one Stripe does not know (as a reversal refused by Stripe answers).
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payout(order.id, 'artist'),
        UpdateExpression: 'SET stripe_transfer_id = :t',
        ExpressionAttributeValues: { ':t': 'tr_not_at_stripe' },
      }),
    );
    const res = await postJson<Body>(
      api(`/admin/transactions/${order.id}/refund`),
      { reason: 'Dubbelköp' },
      admin(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transaction.status).toBe('refunded');
    const artist = res.body.payouts.find((p: Body) => p.party === 'artist');
    expect(artist).toMatchObject({ status: 'sent', reversal_failure: expect.any(String) });
    expect(res.body.payouts.find((p: Body) => p.party === 'venue').status).toBe('reversed');
    const failed = res.body.timeline.find((e: Body) => e.what === 'reversal_failed');
    expect(failed).toMatchObject({ who: 'artist', problem: true });
    expect((await refundsOf(order.id)).map((r) => r.amount)).toEqual([520_000]);
    expect(res.body.audit[0].details.reversal_failed).toMatch(/^artist:/);
  });
});

describe('retry payout', () => {
  it('retries a failed transfer now, once, even when asked twice at the same time', async () => {
    const order = await paidOrder('retry');
    // Stripe refuses the venue's transfer: its account does not exist there.
    await setAccount('venue', venueId, 'acct_not_at_stripe');
    try {
      await pickUp(order.id, new Date((await stackNow()) - 6 * DAY).toISOString());
      const none = await postJson<Body>(api(`/admin/transactions/${order.id}/retry-payout`), {}, admin());
      expect(none.status).toBe(409);
      expect(none.body.error.code).toBe('nothing_to_retry');
      await moveClock(20 * MIN);
      const failed = await until(
        'venue payout failed',
        () => detail(order.id),
        (r) => r.body.payouts?.some((p: Body) => p.party === 'venue' && p.status === 'failed'),
      );
      expect(failed.body.actions.retry_payout).toBe(true);
      expect(failed.body.transaction.payout_failed).toBe(true);
      expect(failed.body.timeline.find((e: Body) => e.what === 'transfer_failed')).toMatchObject({
        who: 'venue',
        problem: true,
      });
      const listed = await getJson<Body>(api(`/admin/transactions?q=${order.id}`), admin());
      expect(listed.body.transactions[0].payout_failed).toBe(true);
      // The dashboard's "failed payouts" link: only orders with one, this among them.
      const failedOnly = await getJson<Body>(api('/admin/transactions?payout=failed&limit=100'), admin());
      expect(failedOnly.status).toBe(200);
      expect(failedOnly.body.transactions.map((t: Body) => t.id)).toContain(order.id);
      expect(failedOnly.body.transactions.every((t: Body) => t.payout_failed)).toBe(true);
      const { total, hasMore } = failedOnly.body.pagination;
      if (hasMore) expect(total).toBeGreaterThan(failedOnly.body.transactions.length);
      else expect(total).toBe(failedOnly.body.transactions.length);
      expect((await transfersOf(order.id)).map((t) => t.amount)).toEqual([442_000]);
    } finally {
      await setAccount('venue', venueId, readyAccount.venue);
    }

    const [one, two] = await Promise.all([
      postJson<Body>(api(`/admin/transactions/${order.id}/retry-payout`), {}, admin()),
      postJson<Body>(api(`/admin/transactions/${order.id}/retry-payout`), {}, admin()),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const ok = one.status === 200 ? one : two;
    expect(ok.body.payouts.map((p: Body) => p.status)).toEqual(['sent', 'sent']);
    expect(ok.body.transaction.status).toBe('paid_out');
    const venueTransfers = (await transfersOf(order.id)).filter((t) => t.metadata.party === 'venue');
    expect(venueTransfers.map((t) => t.amount)).toEqual([52_000]);
    expect(
      (await postJson<Body>(api(`/admin/transactions/${order.id}/retry-payout`), {}, admin())).status,
    ).toBe(409);
    await moveClock(20 * MIN); // a later sweep sends nothing more
    expect(await transfersOf(order.id)).toHaveLength(2);
    const audit = await getJson<Body>(api('/admin/audit?limit=20'), admin());
    expect(
      audit.body.entries.filter((e: Body) => e.target_id === order.id).map((e: Body) => e.action),
    ).toEqual(['order.retry_payout']);
    const payout = await stored<PayoutRecord>(keys.payout(order.id, 'venue'));
    expect(payout.status).toBe('sent');
  });
});

describe('the payout sweep and an admin refund at the same time', () => {
  it('a transfer made after the admin refunded the order is taken back, and the other payout never goes', async () => {
    const order = await pickedUpOrder('race');
    // The sweep's work, here in the test's process, with the admin's refund landing after the sweep
    // claimed the artist's payout and before its transfer reached Stripe.
    let refund: { status: number; body: Body } | undefined;
    // On the stack's clock, which the tests before this one moved.
    setClockOffset((await stackNow()) - Date.now());
    try {
      await whilePaymentsCall(
        'createTransfer',
        (createTransfer) => async (input) => {
          refund ??= await postJson<Body>(
            api(`/admin/transactions/${order.id}/refund`),
            { reason: 'Köparen ångrade sig' },
            admin(),
          );
          return createTransfer(input);
        },
        () => payOrder(order.id),
      );
    } finally {
      setClockOffset(0);
    }
    expect(refund?.status, JSON.stringify(refund?.body)).toBe(200);
    expect(refund!.body.payouts.map((p: Body) => p.status)).toEqual(['cancelled', 'cancelled']);

    // The artist's transfer went out all the same; it is reversed in full (by the sweep, or by the
    // transfer.created event, whichever comes first), and the venue's was never made.
    const transfers = await until(
      'the late transfer reversed',
      () => transfersOf(order.id),
      (list) => list.length === 1 && list[0].amount_reversed === list[0].amount,
    );
    expect(transfers.map((t) => [t.metadata.party, t.amount])).toEqual([['artist', 442_000]]);
    const artist = await until(
      'the artist payout reversed',
      () => stored<PayoutRecord>(keys.payout(order.id, 'artist')),
      (p) => p.status === 'reversed',
    );
    expect(artist.stripe_transfer_id).toBe(transfers[0].id);
    expect((await stored<PayoutRecord>(keys.payout(order.id, 'venue'))).status).toBe('cancelled');
    expect((await stored<OrderRecord>(keys.order(order.id))).status).toBe('refunded');
    expect((await refundsOf(order.id)).map((r) => r.amount)).toEqual([520_000]);
    // A later sweep sends nothing, and the payout stays reversed.
    await moveClock(20 * MIN);
    expect(await transfersOf(order.id)).toHaveLength(1);
    expect((await stored<PayoutRecord>(keys.payout(order.id, 'artist'))).status).toBe('reversed');
  });
});

describe('an admin refund while the sweep claims a payout', () => {
  it('goes again with fresh reads and finishes, with one refund at Stripe', async () => {
    const order = await pickedUpOrder('claim');
    // The refund's work, here in the test's process; while Stripe refunds the buyer, the sweep
    // claims the artist's payout (what sendPayout writes before it asks for the transfer), so the
    // refund's write, conditional on the payout it read, fails once.
    let calls = 0;
    const result = await whilePaymentsCall(
      'refund',
      (refund) => async (input) => {
        const made = await refund(input);
        if (calls++ === 0) {
          const payout = await stored<PayoutRecord>(keys.payout(order.id, 'artist'));
          const claimed = { attempts: payout.attempts + 1 };
          // The sweep's claim (the machine's claimPayout): -> sending, one attempt more.
          expect(await updatePayout(payout, 'sending', new Date().toISOString(), claimed)).toBe(true);
        }
        return made;
      },
      () =>
        refundTransaction.run({
          params: { id: order.id },
          query: {},
          body: { reason: 'Dubbelköp' },
          caller: {
            userId: 'admin-test',
            username: 'admin@konstvagg.local',
            role: 'admin',
            groups: ['admin'],
          },
          lang: 'sv',
          event: {} as never,
        }),
    );
    expect(calls).toBe(2); // asked again, with the same key
    const body = result.body as Body;
    expect(body.transaction.status).toBe('refunded');
    expect(body.payouts.map((p: Body) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect((await refundsOf(order.id)).map((r) => r.amount)).toEqual([520_000]);
    expect(await transfersOf(order.id)).toEqual([]);
  });
});

describe('disputes', () => {
  const openDisputes = async () => {
    const res = await getJson<Body>(api('/admin/dashboard'), admin());
    expect(res.status).toBe(200);
    return res.body.disputes as number;
  };
  const timelineHas = (id: string, what: string) =>
    until(
      `order ${id} timeline has ${what}`,
      () => detail(id),
      (r) => whats(r.body).includes(what),
    );
  /** Stripe's delivery of an event again (same id, fresh signature), as its retries do. */
  const deliverAgain = async (event: Body) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: env.STRIPE_WEBHOOK_SECRET!,
    });
    return request<Body>('POST', api('/webhooks/stripe'), {
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    });
  };

  it('a disputed payment is flagged and counted open; won or lost, it is counted closed once, with its outcome on the timeline', async () => {
    const before = await openDisputes();
    const won = await paidOrder('dispute-won', 'pm_card_createDispute');
    const lost = await paidOrder('dispute-lost', 'pm_card_createDispute');
    for (const o of [won, lost]) await timelineHas(o.id, 'dispute_opened');
    expect((await detail(won.id)).body.transaction).toMatchObject({ disputed: true, dispute: 'open' });
    expect(await openDisputes()).toBe(before + 2);
    // The admins hear of it, in their language, with the deadline and a link to the order.
    const adminEmail = demoLogin('admin').email;
    const adminMail = (orderId: string, subject: RegExp) =>
      until(
        `mail to the admin about ${orderId}`,
        async () => (await outbox(adminEmail)).filter((m) => m.subject.includes(orderId)),
        (mails) => mails.some((m) => subject.test(m.subject)),
      );
    const opened = (await adminMail(won.id, /^(Dispute opened|Bestridande öppnat)/)).find((m) =>
      /^(Dispute opened|Bestridande öppnat)/.test(m.subject),
    )!;
    expect(opened.text).toContain(`/admin/transactions/${won.id}`);
    expect(opened.text).toMatch(/Stripe/);
    expect(whats((await detail(won.id)).body)).toContain('mail_dispute_opened_admin');
    // No refund from the console while the dispute is open (Stripe would refuse it).
    expect((await detail(won.id)).body.actions.refund).toBe(false);
    const refused = await postJson<Body>(
      api(`/admin/transactions/${won.id}/refund`),
      { reason: 'Köparen ångrade sig' },
      { ...admin(), lang: 'sv' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'payment_disputed' });
    expect(refused.body.error.message).toMatch(/bestrider/);
    // Nor by the pickup deadline's schedule: the order waits for the admins, nothing is refunded.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(won.id),
        UpdateExpression: 'SET pickup_deadline = :past',
        ExpressionAttributeValues: { ':past': new Date((await stackNow()) - MIN).toISOString() },
      }),
    );
    expect(await refundTask(won.id)).toEqual({ refunded: false });
    expect((await stored<OrderRecord>(keys.order(won.id))).status).toBe('paid');
    expect(await refundsOf(won.id)).toEqual([]);

    const disputeOf = async (orderId: string) => (await stored<OrderRecord>(keys.order(orderId))).dispute_id!;
    await stripe.disputes.update(await disputeOf(won.id), {
      evidence: { uncategorized_text: 'winning_evidence' },
    });
    await stripe.disputes.close(await disputeOf(lost.id)); // accepted: lost
    const wonTimeline = await timelineHas(won.id, 'dispute_won');
    const lostTimeline = await timelineHas(lost.id, 'dispute_lost');
    expect(await openDisputes()).toBe(before);
    const line = (body: Body, what: string) => body.timeline.find((e: Body) => e.what === what);
    expect(line(wonTimeline.body, 'dispute_won')).toMatchObject({ kind: 'dispute', problem: false });
    expect(line(lostTimeline.body, 'dispute_lost')).toMatchObject({
      kind: 'dispute',
      problem: true,
      detail: await disputeOf(lost.id),
    });
    // Stripe's own events are on the timeline too, found through the payment they dispute.
    const withEvents = await timelineHas(won.id, 'charge.dispute.closed');
    for (const type of ['charge.dispute.created', 'charge.dispute.closed'])
      expect(line(withEvents.body, type)).toMatchObject({ kind: 'event', detail: await disputeOf(won.id) });
    // At the time they reached us: Stripe's whole-second `created` could come before the checkout.
    const order = whats(withEvents.body);
    expect(order.indexOf('payment_intent.succeeded')).toBeGreaterThan(order.indexOf('reserved'));
    expect(wonTimeline.body.transaction.dispute).toBe('won');
    expect(wonTimeline.body.actions.refund).toBe(true); // a won dispute leaves the payment refundable
    expect(lostTimeline.body.actions.refund).toBe(false);
    const closedMail = (await adminMail(won.id, /^(Dispute closed|Bestridande avslutat)/)).find((m) =>
      /^(Dispute closed|Bestridande avslutat)/.test(m.subject),
    )!;
    expect(closedMail.text).toMatch(/in our favour|till vår fördel/);
    expect(lostTimeline.body.transaction.dispute).toBe('lost');
    // The order itself is unchanged by the dispute: still paid, waiting for its pickup.
    expect(wonTimeline.body.transaction.status).toBe('paid');
    // The list says the same.
    const listed = await getJson<Body>(
      api(`/admin/transactions?q=${encodeURIComponent(won.email)}`),
      admin(),
    );
    expect(listed.body.transactions.map((tx: Body) => tx.dispute)).toEqual(['won']);

    // Stripe delivers the closing event again: answered 200, counted once.
    const closed = ((await standin()).events as Body[]).find(
      (e) =>
        e.type === 'charge.dispute.closed' &&
        e.data.object.id === line(wonTimeline.body, 'dispute_won').detail,
    );
    expect((await deliverAgain(closed)).status).toBe(200);
    expect(await openDisputes()).toBe(before);
    const again = whats((await detail(won.id)).body);
    expect(again.filter((w: string) => w === 'dispute_won')).toHaveLength(1);
    expect(again.filter((w: string) => w === 'charge.dispute.closed')).toHaveLength(1);
  });

  it('a closing event that comes before its opening one records both and never counts the dispute open', async () => {
    const order = await paidOrder('dispute-order');
    const before = await openDisputes();
    const dispute = { id: `dp_early_${RUN}`, object: 'dispute', metadata: { order_id: order.id } };
    const event = (type: string, status: string) =>
      ({ id: `evt_${type}_${RUN}`, type, data: { object: { ...dispute, status } } }) as never;
    const about = { orderId: order.id };
    expect(await chargeDisputeClosed(event('charge.dispute.closed', 'lost'))).toEqual({
      changed: true,
      ...about,
    });
    expect(await chargeDisputeCreated(event('charge.dispute.created', 'needs_response'))).toEqual({
      changed: false,
      ...about,
    });
    expect(await chargeDisputeClosed(event('charge.dispute.closed', 'lost'))).toEqual({
      changed: false,
      ...about,
    });
    expect(await openDisputes()).toBe(before);
    expect(whats((await detail(order.id)).body)).toEqual(
      expect.arrayContaining(['dispute_opened', 'dispute_lost']),
    );
  });

  it('a dispute lost before the pickup ends the sale: the work is for sale again, the code stops working, nothing is refunded by us or paid out', async () => {
    const order = await paidOrder('lost-before-pickup', 'pm_card_createDispute');
    await timelineHas(order.id, 'dispute_opened');
    const paid = await stored<OrderRecord>(keys.order(order.id));
    await stripe.disputes.close(paid.dispute_id!); // accepted: lost
    const ended = await waitFor(order.id, 'refunded');
    expect(ended.body.transaction).toMatchObject({
      refund_reason: 'dispute_lost',
      dispute: 'lost',
      amount_refunded: 5200,
    });
    expect(ended.body.timeline.find((e: Body) => e.what === 'refunded')).toMatchObject({
      kind: 'refund',
      detail: 'dispute_lost',
    });
    // The bank paid the buyer back; the platform refunds nothing on top.
    expect(await refundsOf(order.id)).toEqual([]);
    // The work hangs for sale again, and its exhibition is on display again.
    expect((await stored<ArtworkRecord>(keys.artwork(order.artworkId))).status).toBe('exhibited');
    expect((await stored<ExhibitionRecord>(keys.exhibition(`exh-${order.artworkId}`))).status).toBe(
      'on_display',
    );
    // The buyer's code no longer hands the work over.
    const pickup = await postJson<Body>(
      api(`/exhibitions/exh-${order.artworkId}/validate-pickup`),
      { qrCode: paid.pickup_code },
      { token: tokens.venue },
    );
    expect(pickup.status).toBe(409);
    expect(pickup.body.error).toMatchObject({ code: 'no_paid_order' });
    // Everyone hears of it: the buyer that the purchase has ended, the venue not to hand it over.
    const mailOf = (to: string, text: RegExp) =>
      until(
        `mail to ${to} about ${order.id}`,
        async () => (await outbox(to)).filter((m) => m.text?.includes(order.id)),
        (mails) => mails.some((m) => text.test(m.text ?? '')),
      );
    await mailOf(order.email, /(the pickup code no longer works|hämtkoden gäller inte längre)/);
    await mailOf(demoLogin('venue').email, /(Do not hand the work over|Lämna inte ut verket)/);
    await mailOf(demoLogin('artist').email, /(is for sale at .+ again|är till salu på .+ igen)/);
    // Stripe delivers the closing event again: nothing changes a second time.
    const closed = ((await standin()).events as Body[]).find(
      (e) => e.type === 'charge.dispute.closed' && e.data.object.id === paid.dispute_id,
    );
    const after = await stored<OrderRecord>(keys.order(order.id));
    expect((await deliverAgain(closed)).status).toBe(200);
    expect(await stored<OrderRecord>(keys.order(order.id))).toMatchObject({
      status: 'refunded',
      version: after.version,
    });
  });

  it('without a validated pickup, a disputed payment pays out nothing while the dispute is open; a won one pays out with the next sweep, a lost one cancels its payouts', async () => {
    const won = await paidOrder('hold-won', 'pm_card_createDispute');
    const lost = await paidOrder('hold-lost', 'pm_card_createDispute');
    // The dispute's webhook has done all it does (its evidence saved moves the order's version too),
    // so the pickup below does not race it.
    for (const o of [won, lost]) await timelineHas(o.id, 'dispute_evidence_saved');
    // Collected six days ago, as a buyer who disputed "not received" and then came for the work may
    // be, before the app kept how a pickup was validated: no seller protection.
    const pickedUp = new Date((await stackNow()) - 6 * DAY).toISOString();
    for (const o of [won, lost]) await pickUp(o.id, pickedUp, false);
    for (const o of [won, lost]) await payOrder(o.id);
    for (const o of [won, lost]) {
      expect(await transfersOf(o.id)).toEqual([]);
      expect((await payoutsOfOrder(o.id)).map((p) => p.status)).toEqual(['scheduled', 'scheduled']);
    }
    // The admin sees why, and cannot push it out by hand.
    const held = (await detail(won.id)).body;
    expect(held.transaction.status).toBe('payout_scheduled');
    expect(held.payouts.map((p: Body) => p.waiting_reason)).toEqual([
      expect.stringMatching(/disputed the payment/),
      expect.stringMatching(/disputed the payment/),
    ]);
    expect(held.timeline.filter((e: Body) => e.what === 'payout_held')).toEqual([
      expect.objectContaining({ kind: 'transfer', who: 'artist', detail: 'dispute_open', problem: true }),
      expect.objectContaining({ kind: 'transfer', who: 'venue', detail: 'dispute_open', problem: true }),
    ]);
    const [artistPayout] = await payoutsOfOrder(won.id);
    await updatePayout(artistPayout!, 'failed', new Date().toISOString(), { failure_reason: 'test' });
    expect((await detail(won.id)).body.actions.retry_payout).toBe(false);
    const retried = await postJson<Body>(
      api(`/admin/transactions/${won.id}/retry-payout`),
      {},
      {
        ...admin(),
        lang: 'sv',
      },
    );
    expect(retried.status).toBe(409);
    expect(retried.body.error).toMatchObject({ code: 'payout_held_by_dispute' });
    expect(retried.body.error.message).toMatch(/bestrider betalningen/);
    expect(await transfersOf(won.id)).toEqual([]);
    // The artist's statement says it in the artist's language.
    const sales = await getJson<Body>(api('/artists/me/sales?limit=100'), {
      token: tokens.artist,
      lang: 'sv',
    });
    const sale = sales.body.sales.find((x: Body) => x.order_id === lost.id);
    expect(sale.payout).toMatchObject({ status: 'scheduled' });
    expect(sale.payout.waiting_reason).toMatch(/bestridit betalningen/);
    // And the artist and the venue were mailed when the dispute opened, in their own language.
    const partyMail = (role: 'artist' | 'venue', orderId: string, text: RegExp) =>
      until(
        `dispute mail to the ${role} about ${orderId}`,
        async () => (await outbox(demoLogin(role).email)).filter((m) => m.text?.includes(orderId)),
        (mails) => mails.some((m) => text.test(m.text ?? '')),
      );
    for (const role of ['artist', 'venue'] as const)
      await partyMail(
        role,
        won.id,
        /(is not paid out while the dispute is open|betalas inte ut medan bestridandet pågår)/,
      );
    expect(whats((await detail(won.id)).body)).toEqual(
      expect.arrayContaining(['mail_dispute_opened_artist', 'mail_dispute_opened_venue']),
    );

    const disputeOf = async (orderId: string) => (await stored<OrderRecord>(keys.order(orderId))).dispute_id!;
    await stripe.disputes.update(await disputeOf(won.id), {
      evidence: { uncategorized_text: 'winning_evidence' },
    });
    await stripe.disputes.close(await disputeOf(lost.id)); // accepted: lost
    await timelineHas(won.id, 'dispute_won');
    await timelineHas(lost.id, 'dispute_lost');
    for (const role of ['artist', 'venue'] as const) {
      await partyMail(role, won.id, /(is paid out shortly|betalas ut inom kort)/);
      await partyMail(
        role,
        lost.id,
        /(is not paid out, or is taken back|betalas inte ut, eller dras tillbaka)/,
      );
    }
    // The sweep (every quarter of an hour) sends the won order's payouts, the failed one included.
    await moveClock(20 * MIN);
    await waitFor(won.id, 'paid_out');
    expect((await transfersOf(won.id)).map((t) => t.amount).sort((a, b) => a - b)).toEqual([52_000, 442_000]);
    // The lost one is undone for the payees: the buyer has the money back, the payouts are
    // cancelled (none had gone), the order is refunded as a lost dispute, and nothing is sent later.
    await waitFor(lost.id, 'refunded');
    await payOrder(lost.id);
    expect(await transfersOf(lost.id)).toEqual([]);
    const after = (await detail(lost.id)).body;
    expect(after.transaction.status).toBe('refunded');
    expect((await payoutsOfOrder(lost.id)).map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect(after.payouts.map((p: Body) => p.waiting_reason)).toEqual([
      expect.stringMatching(/not confirmed with the buyer’s own code, so this payout was cancelled/),
      expect.stringMatching(/not confirmed with the buyer’s own code, so this payout was cancelled/),
    ]);
  });

  it('after a pickup validated with the buyer’s code, the evidence reaches Stripe and the payouts go out and stay paid after a lost dispute', async () => {
    const o = await paidOrder('protected', 'pm_card_createDispute');
    await timelineHas(o.id, 'dispute_evidence_saved');
    await pickUp(o.id, new Date((await stackNow()) - 6 * DAY).toISOString());
    // The stack's next sweep saves the evidence again, pickup included, and then pays out.
    await moveClock(20 * MIN);
    await waitFor(o.id, 'paid_out');
    const order = await stored<OrderRecord>(keys.order(o.id));
    const dispute = await stripe.disputes.retrieve(order.dispute_id!);
    expect(dispute.evidence.uncategorized_text).toMatch(/scanned/i);
    expect(dispute.evidence.uncategorized_text).toContain('venue@konstvagg.local');
    expect(dispute.evidence_details.submission_count).toBe(0);
    expect((await transfersOf(o.id)).map((t) => t.amount).sort((a, b) => a - b)).toEqual([52_000, 442_000]);
    // The artist's statement says the payout is protected, in the artist's language.
    const sales = await getJson<Body>(api('/artists/me/sales?limit=100'), {
      token: tokens.artist,
      lang: 'sv',
    });
    const sale = sales.body.sales.find((x: Body) => x.order_id === o.id);
    expect(sale.payout.waiting_reason).toMatch(/bekräftade hämtningen med köparens egen kod/);
    // The bank decides for the buyer: the payees keep their payouts, the platform records its loss.
    await fetch(`${await standinBase()}/_standin/disputes/${order.dispute_id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'lost' }),
    });
    await timelineHas(o.id, 'dispute_lost');
    const lost = await stored<OrderRecord>(keys.order(o.id));
    expect(lost).toMatchObject({ status: 'paid_out', dispute_outcome: 'lost', platform_loss_cents: 520_000 });
    expect((await payoutsOfOrder(o.id)).map((p) => p.status)).toEqual(['sent', 'sent']);
    expect((await transfersOf(o.id)).every((t) => t.amount_reversed === 0)).toBe(true);
    const detailAfter = (await detail(o.id)).body;
    expect(detailAfter.payouts.map((p: Body) => p.waiting_reason)).toEqual([
      expect.stringMatching(/you keep this payout\. Konstvägg bears the loss/),
      expect.stringMatching(/you keep this payout\. Konstvägg bears the loss/),
    ]);
  });

  it('a payout already sent is reversed when a dispute without a validated pickup is lost', async () => {
    const o = await paidOrder('unprotected-sent');
    await pickUp(o.id, new Date((await stackNow()) - 6 * DAY).toISOString(), false);
    await moveClock(20 * MIN);
    await waitFor(o.id, 'paid_out');
    const { dispute } = await openDisputeAtStandin(o.id);
    await timelineHas(o.id, 'dispute_opened');
    await fetch(`${await standinBase()}/_standin/disputes/${dispute}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'lost' }),
    });
    await waitFor(o.id, 'refunded');
    expect((await payoutsOfOrder(o.id)).map((p) => p.status)).toEqual(['reversed', 'reversed']);
    expect((await transfersOf(o.id)).every((t) => t.amount_reversed === t.amount)).toBe(true);
    expect((await stored<OrderRecord>(keys.order(o.id))).refund_reason).toBe('dispute_lost');
  });
});

describe('who may use them', () => {
  it('401 without a token, 403 for every other role, on every new route', async () => {
    // A paid order of its own (the seeded ones may have been refunded by a moved clock).
    const id = (await paidOrder('who-may')).id;
    const routes: [string, string][] = [
      ['GET', '/admin/transactions'],
      ['GET', '/admin/transactions/export'],
      ['GET', `/admin/transactions/${id}`],
      ['POST', `/admin/transactions/${id}/refund`],
      ['POST', `/admin/transactions/${id}/retry-payout`],
      ['POST', `/admin/transactions/${id}/dispute-evidence`],
    ];
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { reason: 'Inte din sak att göra', note: 'Inte din sak' } : undefined;
      expect((await request(method, api(path), { body })).status, `${method} ${path}`).toBe(401);
      for (const role of ['artist', 'venue', 'buyer'])
        expect(
          (await request(method, api(path), { body, token: tokens[role] })).status,
          `${role} ${path}`,
        ).toBe(403);
    }
    // Nothing happened to the order.
    expect((await stored<OrderRecord>(keys.order(id))).status).toBe('paid');
  });
});
