import { randomUUID } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  keys,
  ORDER_LIFECYCLE,
  pathTo,
  payoutIndexKeys,
  replayTransitions,
  type OrderRecord,
  type PayoutRecord,
} from '@konstvagg/domain';
import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import { stockholmAtExpression } from '@konstvagg/lambda-kit/ports/scheduler';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  advanceClock,
  cognitoLogin,
  demoLogin,
  getJson,
  postJson,
  putOrderFixture,
  stackEnv,
  standinStripe,
} from '@konstvagg/test-kit';

/**
 * Issue 38, "every journey ends where its user expects", the money views: an order reads the same
 * to each of its readers (buyer, guest with the key, artist, venue, admin), the figures of one
 * account agree across its pages' APIs, a payout that waited for an account goes out once the
 * account can receive it, and the demo's seeded orders read as the admin's timeline has them.
 */

// Answers are read field by field, as a client reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const PASSWORD = 'Konst-Test-2026';
const DAY = 24 * 3_600_000;

let env: Record<string, string>;
let stripe: Stripe;
const tokens: Record<string, string> = {};
let buyerId: string;

beforeAll(async () => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
  for (const role of ['artist', 'venue', 'buyer', 'admin']) {
    const login = demoLogin(role);
    tokens[role] = (await cognitoLogin(login.email, login.password)).accessToken;
  }
  buyerId = JSON.parse(Buffer.from(tokens.buyer!.split('.')[1]!, 'base64url').toString()).sub as string;
});

interface Payee {
  kind: 'artist' | 'venue';
  profileId: string;
  token: string;
  name: string;
}

/** A new artist or venue, signed up through the API (no other test shares its sales). */
async function signUp(kind: 'artist' | 'venue'): Promise<Payee> {
  const email = `${kind}-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const name = kind === 'artist' ? 'Pengar Konstnär' : 'Pengacaféet';
  const res = await postJson<Body>(api('/auth/register'), {
    role: kind,
    name: 'Test Person Testsson',
    email,
    password: PASSWORD,
    terms_accepted: true,
    ...(kind === 'artist'
      ? { artist_name: name, bio: 'I paint the money that moves between us.' }
      : { venue_name: name, location: 'Drottninggatan 1, Stockholm', venue_type: 'gallery' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { accessToken } = await cognitoLogin(email, PASSWORD);
  return { kind, profileId: res.body.user.profile_id, token: accessToken, name };
}

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();

/**
 * An order of `artist` at `venue` for 100 kr (venue 10, platform 5, artist 85), in `status`: a
 * Swedish venue's sale, in kronor (list price 8.65 € at 11.5556).
 */
function orderIn(
  status: OrderRecord['status'],
  artist: Payee,
  venue: Payee,
  extra: Partial<OrderRecord> = {},
): OrderRecord {
  const id = `ord-money-${randomUUID().slice(0, 10)}`;
  const paid = status === 'pending_payment' || status === 'cancelled' ? null : at(5);
  const collected = ['collected', 'payout_scheduled', 'paid_out'].includes(status) ? at(3) : null;
  return {
    entity: 'order',
    id,
    artwork_id: `art-${id}`,
    ...replayTransitions(ORDER_LIFECYCLE, pathTo(ORDER_LIFECYCLE, status)),
    amount_cents: 100_00,
    currency: 'SEK',
    list_price_cents: 8_65,
    fx_rate: 11.5556,
    fx_date: at(6).slice(0, 10),
    artist_id: artist.profileId,
    artist_name: artist.name,
    title: `Pengar ${status}`,
    venue_id: venue.profileId,
    venue_name: venue.name,
    buyer_id: buyerId,
    buyer_email: demoLogin('buyer').email.toLowerCase(),
    buyer_name: 'Sofia Andersson',
    access_key: randomUUID(),
    venue_commission: 10,
    venue_cents: 10_00,
    platform_fee_bps: 500,
    platform_cents: 5_00,
    artist_cents: 85_00,
    paid_at: paid,
    pickup_deadline: paid ? new Date(Date.parse(paid) + 7 * DAY).toISOString() : null,
    collected_at: collected,
    paid_out_at: status === 'paid_out' ? at(2) : null,
    reservation_expires_at:
      status === 'pending_payment' ? new Date(Date.now() + 600_000).toISOString() : null,
    created_at: at(6),
    updated_at: at(2),
    ...extra,
  };
}

async function putPayout(
  order: OrderRecord,
  party: 'artist' | 'venue',
  status: PayoutRecord['status'],
  extra: Partial<PayoutRecord> = {},
): Promise<PayoutRecord> {
  const p: PayoutRecord = {
    entity: 'payout',
    order_id: order.id,
    party,
    payee_id: party === 'artist' ? order.artist_id : order.venue_id!,
    amount_cents: party === 'artist' ? order.artist_cents : order.venue_cents,
    currency: order.currency,
    status,
    scheduled_for: at(2),
    stripe_transfer_id: status === 'sent' || status === 'reversed' ? `tr_fixture_${order.id}_${party}` : null,
    failure_reason: status === 'waiting_for_account' ? 'no_account' : null,
    attempts: status === 'scheduled' || status === 'waiting_for_account' ? 0 : 1,
    sent_at: status === 'sent' || status === 'reversed' ? at(2) : null,
    created_at: at(3),
    updated_at: at(2),
    version: 1,
    ...extra,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.payout(p.order_id, p.party), ...payoutIndexKeys(p), ...p },
    }),
  );
  return p;
}

/** What every reader of the order says its status line is (and the status behind it). */
async function linesOf(order: OrderRecord, artist: Payee, venue: Payee): Promise<Record<string, string>> {
  const one = async (what: string, path: string, token?: string) => {
    const res = await getJson<Body>(api(path), { token });
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const [buyer, guest, asArtist, asVenue, asAdmin, detail, list, sales, commissions] = await Promise.all([
    one('buyer', `/orders/${order.id}`, tokens.buyer),
    one('guest', `/orders/${order.id}?key=${encodeURIComponent(order.access_key!)}`),
    one('artist', `/orders/${order.id}`, artist.token),
    one('venue', `/orders/${order.id}`, venue.token),
    one('admin', `/orders/${order.id}`, tokens.admin),
    one('admin detail', `/admin/transactions/${order.id}`, tokens.admin),
    one('admin list', `/admin/transactions?q=${order.id}`, tokens.admin),
    one('artist sales', '/artists/me/sales?limit=100', artist.token),
    one('venue commissions', '/venues/me/commissions?limit=100', venue.token),
  ]);
  const lines: Record<string, string> = {
    buyer: buyer.status_line,
    guest: guest.status_line,
    artist: asArtist.status_line,
    venue: asVenue.status_line,
    admin: asAdmin.status_line,
    admin_detail: detail.transaction.status_line,
    admin_list: list.transactions.find((t: Body) => t.id === order.id)?.status_line,
  };
  // Sales statements list what was paid at some point.
  if (order.paid_at) {
    lines.artist_sales = sales.sales.find((s: Body) => s.order_id === order.id)?.status_line;
    lines.venue_sales = commissions.commissions.find((c: Body) => c.order_id === order.id)?.status_line;
    // Each payee's payout reads as the admin's detail has it.
    const adminPayout = (party: string) => detail.payouts.find((p: Body) => p.party === party)?.status;
    expect(sales.sales.find((s: Body) => s.order_id === order.id)?.payout.status).toBe(adminPayout('artist'));
    expect(commissions.commissions.find((c: Body) => c.order_id === order.id)?.payout.status).toBe(
      adminPayout('venue'),
    );
    expect(asArtist.payouts[0].status).toBe(adminPayout('artist'));
    expect(asVenue.payouts[0].status).toBe(adminPayout('venue'));
  }
  return lines;
}

describe('one status line for every reader of an order', () => {
  it('buyer, guest, artist, venue and admin read the same line in every state, and a refund never reads awaiting pickup', async () => {
    const artist = await signUp('artist');
    const venue = await signUp('venue');
    const cases: {
      order: OrderRecord;
      payouts?: [string, PayoutRecord['status']][];
      line: OrderStatusLine;
    }[] = [
      { order: orderIn('pending_payment', artist, venue), line: 'awaiting_payment' },
      { order: orderIn('paid', artist, venue), line: 'awaiting_pickup' },
      {
        order: orderIn('collected', artist, venue),
        payouts: [
          ['artist', 'scheduled'],
          ['venue', 'scheduled'],
        ],
        line: 'collected',
      },
      {
        order: orderIn('payout_scheduled', artist, venue),
        payouts: [
          ['artist', 'sent'],
          ['venue', 'waiting_for_account'],
        ],
        line: 'payout_scheduled',
      },
      {
        order: orderIn('paid_out', artist, venue),
        payouts: [
          ['artist', 'sent'],
          ['venue', 'sent'],
        ],
        line: 'paid_out',
      },
      {
        order: orderIn('refunded', artist, venue, { refund_reason: 'not_collected', refunded_at: at(1) }),
        line: 'refunded_not_collected',
      },
      {
        order: orderIn('refunded', artist, venue, { refund_reason: 'late_payment', refunded_at: at(1) }),
        line: 'refunded_late_payment',
      },
      {
        order: orderIn('refunded', artist, venue, {
          refund_reason: 'admin',
          refunded_at: at(1),
          collected_at: at(3),
          paid_out_at: at(2),
        }),
        payouts: [
          ['artist', 'reversed'],
          ['venue', 'reversed'],
        ],
        line: 'refunded_admin',
      },
      {
        order: orderIn('refunded', artist, venue, {
          refund_reason: 'dispute_lost',
          refunded_at: at(1),
          disputed_at: at(3),
          dispute_outcome: 'lost',
          dispute_closed_at: at(1),
        }),
        line: 'refunded_dispute_lost',
      },
      { order: orderIn('cancelled', artist, venue, { cancelled_at: at(6) }), line: 'cancelled' },
      { order: orderIn('paid', artist, venue, { disputed_at: at(2), dispute_id: 'dp_x' }), line: 'disputed' },
    ];
    for (const c of cases) {
      await putOrderFixture(documentClient(), tableName(), c.order);
      for (const [party, status] of c.payouts ?? []) await putPayout(c.order, party as 'artist', status);
    }
    const read = await Promise.all(cases.map((c) => linesOf(c.order, artist, venue)));
    cases.forEach((c, i) => {
      const lines = read[i]!;
      const expected = Object.fromEntries(Object.keys(lines).map((k) => [k, c.line]));
      expect(lines, `${c.order.status} ${c.order.refund_reason ?? ''}`).toEqual(expected);
    });

    // A refunded sale is listed, but counted nowhere, and its payout reads cancelled, not "after pickup".
    const sales = (await getJson<Body>(api('/artists/me/sales'), { token: artist.token })).body;
    const refunded = sales.sales.find((s: Body) => s.status_line === 'refunded_not_collected');
    expect(refunded.payout.status).toBe('cancelled');
  }, 120_000);
});

describe('one definition of earned, on its way and paid out', () => {
  it('the sales pages and the dashboards of one artist and one venue show the same figures', async () => {
    const artist = await signUp('artist');
    const venue = await signUp('venue');
    const fixtures: [OrderRecord, ['artist' | 'venue', PayoutRecord['status']][]][] = [
      [orderIn('pending_payment', artist, venue), []],
      [orderIn('paid', artist, venue), []],
      [orderIn('paid', artist, venue, { disputed_at: at(2) }), []],
      [
        orderIn('collected', artist, venue),
        [
          ['artist', 'scheduled'],
          ['venue', 'scheduled'],
        ],
      ],
      [
        orderIn('payout_scheduled', artist, venue),
        [
          ['artist', 'sent'],
          ['venue', 'waiting_for_account'],
        ],
      ],
      [
        orderIn('paid_out', artist, venue),
        [
          ['artist', 'sent'],
          ['venue', 'sent'],
        ],
      ],
      [orderIn('refunded', artist, venue, { refund_reason: 'not_collected', refunded_at: at(1) }), []],
      [
        orderIn('refunded', artist, venue, {
          refund_reason: 'admin',
          refunded_at: at(1),
          collected_at: at(3),
        }),
        [
          ['artist', 'reversed'],
          ['venue', 'reversed'],
        ],
      ],
      [orderIn('cancelled', artist, venue, { cancelled_at: at(6) }), []],
      // A sale in another currency (euros, with no rate to convert by) is listed with its own
      // currency, and never added to the kronor.
      [
        orderIn('paid_out', artist, venue, {
          currency: 'EUR',
          list_price_cents: null,
          fx_rate: null,
          fx_date: null,
        }),
        [
          ['artist', 'sent'],
          ['venue', 'sent'],
        ],
      ],
    ];
    for (const [order, payouts] of fixtures) {
      await putOrderFixture(documentClient(), tableName(), order);
      for (const [party, status] of payouts) await putPayout(order, party, status);
    }

    // By hand: five sales (two paid, not collected yet, one of them disputed), the collected one
    // and the venue's waiting commission on their way, the artist paid for two, the venue for one;
    // the refunded ones count nowhere.
    const venueFigures = {
      currency: 'SEK',
      sales: 5,
      awaiting_pickup: 20,
      earned: 30,
      on_its_way: 20,
      paid_out: 10,
    };
    const artistFigures = {
      currency: 'SEK',
      sales: 5,
      awaiting_pickup: 170,
      earned: 255,
      on_its_way: 85,
      paid_out: 170,
    };

    const commissions = (await getJson<Body>(api('/venues/me/commissions'), { token: venue.token })).body;
    expect(commissions.figures).toEqual(venueFigures);
    expect(commissions.totals).toEqual({ commission: 30, paid_out: 10 });
    const vdash = (await getJson<Body>(api('/venues/dashboard'), { token: venue.token })).body;
    expect(vdash).toMatchObject({
      commission_currency: 'SEK',
      commission_earned: venueFigures.earned,
      commission_on_its_way: venueFigures.on_its_way,
      commission_paid_out: venueFigures.paid_out,
    });

    const sales = (await getJson<Body>(api('/artists/me/sales'), { token: artist.token })).body;
    expect(sales.figures).toEqual(artistFigures);
    expect(sales.totals).toEqual({ amount: 500, artist: 255, paid_out: 170 });
    // Each sale shows its own currency; a sale in kronor its list price and rate.
    const euroSale = sales.sales.find((s: Body) => s.currency === 'EUR');
    expect(euroSale).toMatchObject({ amount: 100, list_price: null });
    expect(sales.sales.filter((s: Body) => s.currency === 'SEK')[0]).toMatchObject({
      list_price: { amount: 8.65, currency: 'EUR', rate: 11.5556 },
    });
    const adash = (await getJson<Body>(api('/artists/me/dashboard'), { token: artist.token })).body;
    expect(adash.sales).toEqual({
      currency: 'SEK',
      count: artistFigures.sales,
      revenue: 500,
      earnings: artistFigures.earned,
      paid_out: artistFigures.paid_out,
      pending: artistFigures.on_its_way,
      awaiting_pickup: artistFigures.awaiting_pickup,
    });
    // The upcoming payouts are the ones on their way: the collected sale's, not a reversed one.
    expect(adash.upcoming_payouts.map((p: Body) => [p.amount, p.currency])).toEqual([[85, 'SEK']]);

    // The admin's payouts of each order name the same amounts as the payees' statements.
    for (const [order] of fixtures.filter(([o]) => o.paid_at)) {
      const detail = (await getJson<Body>(api(`/admin/transactions/${order.id}`), { token: tokens.admin }))
        .body;
      const admin = Object.fromEntries(detail.payouts.map((p: Body) => [p.party, p]));
      const sale = sales.sales.find((s: Body) => s.order_id === order.id);
      const commission = commissions.commissions.find((c: Body) => c.order_id === order.id);
      expect(sale.payout).toMatchObject({ amount: admin.artist.amount, status: admin.artist.status });
      expect(commission.payout).toMatchObject({ amount: admin.venue.amount, status: admin.venue.status });
    }

    // Neither has a payout account: the pages are told so.
    expect(sales.can_receive_payouts).toBe(false);
    expect(commissions.can_receive_payouts).toBe(false);
  }, 90_000);
});

/** A charge at the stand-in for the order (what its checkout's payment left): a transfer needs one. */
async function chargeFor(order: OrderRecord): Promise<string> {
  const intent = await stripe.paymentIntents.create({
    amount: order.amount_cents,
    currency: order.currency.toLowerCase(),
    payment_method: 'pm_card_visa',
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    confirm: true,
    transfer_group: order.id,
    metadata: { order_id: order.id },
  });
  return intent.latest_charge as string;
}

async function payoutOf(orderId: string, party: 'artist' | 'venue'): Promise<PayoutRecord> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.payout(orderId, party), ConsistentRead: true }),
  );
  return Item as PayoutRecord;
}

/** A collected order whose venue payout waits for an account (the artist's was sent). */
async function waitingCommission(artist: Payee, venue: Payee): Promise<OrderRecord> {
  const order = orderIn('payout_scheduled', artist, venue);
  order.stripe_charge_id = await chargeFor(order);
  await putOrderFixture(documentClient(), tableName(), order);
  await putPayout(order, 'artist', 'sent');
  await putPayout(order, 'venue', 'waiting_for_account');
  const commissions = (await getJson<Body>(api('/venues/me/commissions'), { token: venue.token })).body;
  expect(commissions.can_receive_payouts).toBe(false);
  expect(commissions.commissions[0].payout).toMatchObject({ status: 'waiting_for_account', amount: 10 });
  return order;
}

const transfersTo = async (account: string) =>
  Object.values(
    ((await (await fetch(`${env.STRIPE_API_BASE}/_standin/state`)).json()) as Body).transfers as Record<
      string,
      Body
    >,
  ).filter((t) => t.destination === account);

/** The venue's onboarding as its browser does it: the link, then the stand-in's page, completed. */
async function onboard(p: Payee): Promise<string> {
  const link = await postJson<Body>(api('/payments/onboarding'), undefined, { token: p.token });
  expect(link.status).toBe(200);
  const url = new URL(link.body.url);
  const form = new URLSearchParams(url.searchParams);
  form.set('outcome', 'complete');
  const done = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return url.pathname.split('/').pop()!;
}

/** Runs the orders Lambda's payout sweep now, as its recurring schedule does. */
async function runPayoutSweep() {
  const client = new SchedulerClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_SCHEDULER,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const clock = await getJson<Body>('/_local/clock');
  await client.send(
    new CreateScheduleCommand({
      Name: `test-sweep-${randomUUID().slice(0, 8)}`,
      GroupName: env.SCHEDULER_GROUP_NAME,
      ScheduleExpression: stockholmAtExpression(new Date(clock.body.nowMs - 1000)),
      ScheduleExpressionTimezone: 'Europe/Stockholm',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: 'arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders',
        RoleArn: env.SCHEDULER_ROLE_ARN!,
        Input: JSON.stringify({ task: 'payout-sweep' }),
      },
    }),
  );
  client.destroy();
  await advanceClock(0);
}

describe('a payout that waited for its account', () => {
  it('goes out when the venue connects its account (account.updated)', async () => {
    const artist = await signUp('artist');
    const venue = await signUp('venue');
    const order = await waitingCommission(artist, venue);
    const account = await onboard(venue);
    await expect
      .poll(async () => (await payoutOf(order.id, 'venue')).status, { timeout: 15_000 })
      .toBe('sent');
    const [transfer] = await transfersTo(account);
    expect(transfer).toMatchObject({ amount: 10_00, transfer_group: order.id });
    const commissions = (await getJson<Body>(api('/venues/me/commissions'), { token: venue.token })).body;
    expect(commissions.can_receive_payouts).toBe(true);
    expect(commissions.commissions[0]).toMatchObject({ status_line: 'paid_out', payout: { status: 'sent' } });
    expect(commissions.figures).toMatchObject({ paid_out: 10, on_its_way: 0 });
  }, 60_000);

  it('goes out with the next payout sweep when the account became able to receive it without an event', async () => {
    const artist = await signUp('artist');
    const venue = await signUp('venue');
    const order = await waitingCommission(artist, venue);
    // A connected account, its onboarding completed, written to the profile with no webhook (one lost).
    const account = await stripe.accounts.create({
      type: 'express',
      country: 'SE',
      email: 'sweep@test.konstvagg.local',
    });
    const done = await fetch(`${env.STRIPE_API_BASE}/_standin/onboarding/${account.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'complete', return_url: 'http://localhost/' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.venue(venue.profileId),
        UpdateExpression: 'SET stripe_account_id = :a, can_receive_payouts = :t',
        ExpressionAttributeValues: { ':a': account.id, ':t': true },
      }),
    );
    expect((await payoutOf(order.id, 'venue')).status).toBe('waiting_for_account');
    await runPayoutSweep();
    await expect
      .poll(async () => (await payoutOf(order.id, 'venue')).status, { timeout: 15_000 })
      .toBe('sent');
    expect(await transfersTo(account.id)).toHaveLength(1);
    // The order is paid out now: every reader says so.
    const read = await getJson<Body>(api(`/orders/${order.id}`), { token: tokens.admin });
    expect(read.body.status_line).toBe('paid_out');
  }, 60_000);
});

/** A payee's whole statement: the first page, with the rows of every page after it. */
async function wholeStatement(path: string, key: 'sales' | 'commissions', token: string): Promise<Body> {
  const first = (await getJson<Body>(api(`${path}?limit=100`), { token })).body;
  const rows: Body[] = [...first[key]];
  for (let cursor = first.pagination.nextCursor; cursor;) {
    const page = (await getJson<Body>(api(`${path}?limit=100&cursor=${cursor}`), { token })).body;
    rows.push(...page[key]);
    cursor = page.pagination.nextCursor;
  }
  return { ...first, [key]: rows };
}

describe('the demo closes the loop', () => {
  it('the demo artist and venue can receive payouts, and their seeded orders read as the admin has them', async () => {
    const sales = await wholeStatement('/artists/me/sales', 'sales', tokens.artist!);
    const commissions = await wholeStatement('/venues/me/commissions', 'commissions', tokens.venue!);
    expect(sales.can_receive_payouts).toBe(true);
    expect(commissions.can_receive_payouts).toBe(true);
    const seeded = [
      ...sales.sales.filter((s: Body) => /^order-\d+$/.test(s.order_id)).map((s: Body) => ['artist', s]),
      ...commissions.commissions
        .filter((c: Body) => /^order-\d+$/.test(c.order_id))
        .map((c: Body) => ['venue', c]),
    ] as [string, Body][];
    expect(seeded.length).toBeGreaterThan(1);
    for (const [party, row] of seeded) {
      const detail = (
        await getJson<Body>(api(`/admin/transactions/${row.order_id}`), { token: tokens.admin })
      ).body;
      expect(row.status_line, row.order_id).toBe(detail.transaction.status_line);
      expect(row.payout.status, row.order_id).toBe(
        detail.payouts.find((p: Body) => p.party === party).status,
      );
      // A paid-out order was paid out to both, with a transfer the admin's timeline names.
      if (detail.transaction.status === 'paid_out') {
        expect(row.payout.status).toBe('sent');
        expect(detail.timeline.some((e: Body) => e.what === 'transfer_sent')).toBe(true);
      }
    }
  });
});
