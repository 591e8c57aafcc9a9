import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { eurosToCents, splitSale } from '@konstvagg/rules';
import { convertFromList, marketFor, nextStockholmBusinessDay } from '@konstvagg/domain';
import { demoEmail, expect, signInAs, test, uniqueEmail } from './fixtures.ts';
import {
  expectPickupCode,
  mailTo,
  payWith,
  scanAndStartCheckout,
  useLanguage,
  type Language,
} from './support/buying.ts';
import { auth, onDisplayWork, tokenOf, type Shipped } from './support/works.ts';

/**
 * Issue 12's "Done when", after the payment, in the browser in Swedish and English:
 * - collected: a guest buys from the wall (at most 3 screens, the code by mail), the venue signs in
 *   and types the buyer's code on its scanner's pickup page, the clock moves to T+1 (the next
 *   Swedish business day after the pickup) and the Stripe stand-in holds the artist's and the
 *   venue's transfers, split by the money rules (price, the venue's commission, the fee in force);
 * - never collected: a second purchase is refunded 7 days and 1 minute later: the order says
 *   refunded on the buyer's page, the stand-in holds the refund, the buyer has the refund mail.
 *
 * These move the whole stack's clock (POST /_local/clock/advance), which would break any test
 * running beside them: playwright.config.ts runs *.clock.spec.ts as its own project, after every
 * other spec has finished, one test at a time (docs/decisions.md, "E2E: clock-moving specs run
 * last, alone"). Each test moves time only forward from wherever it finds it; the file puts the
 * clock back when it is done.
 */
test.describe.configure({ mode: 'serial' });

const MIN = 60_000;
const PHONE = { width: 390, height: 844 };

let moved = 0;

async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/_local/clock');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { nowMs: number }).nowMs;
}

/** Moves the stack's clock; answers once the schedules that fell due have run. */
async function advanceClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/_local/clock/advance', { data: { ms } });
  expect(res.status(), await res.text()).toBe(200);
  moved += ms;
}

test.afterAll(async ({ request }) => {
  // Nothing else runs now: give a reused local server its own time back.
  if (moved) await advanceClock(request, -moved);
});

/**
 * The demo artist's or venue's payout account, through the stand-in's Express onboarding (the
 * form its page posts), until the profile can receive payouts (the account.updated webhook).
 */
async function payoutsEnabled(request: APIRequestContext, role: 'artist' | 'venue') {
  const token = await tokenOf(request, role);
  const status = async () => {
    const res = await request.get('/api/v1/payments/onboarding/status', { headers: auth(token) });
    return (await res.json()) as {
      can_receive_payouts: boolean;
      payouts_enabled: boolean;
      account_id: string | null;
    };
  };
  const ready = (s: Awaited<ReturnType<typeof status>>) =>
    Boolean(s.account_id && s.payouts_enabled && s.can_receive_payouts);
  // (The seed marks some profiles able to receive payouts without a Stripe account: ask Stripe.)
  if (!ready(await status())) {
    const link = await request.post('/api/v1/payments/onboarding', { headers: auth(token) });
    expect(link.status(), await link.text()).toBe(200);
    const url = new URL(((await link.json()) as { url: string }).url);
    const done = await request.post(`${url.origin}${url.pathname}`, {
      form: {
        link: url.searchParams.get('link') ?? '',
        return_url: url.searchParams.get('return_url') ?? '',
        refresh_url: url.searchParams.get('refresh_url') ?? '',
        outcome: 'complete',
      },
      maxRedirects: 0,
    });
    expect(done.status()).toBe(303);
  }
  await expect.poll(async () => ready(await status()), { timeout: 15_000 }).toBe(true);
  return (await status()).account_id!;
}

interface StandinState {
  payment_intents: Record<string, { id: string; amount: number; metadata: Record<string, string> }>;
  disputes: Record<
    string,
    { id: string; payment_intent: string; status: string; evidence: Record<string, string | null> }
  >;
  transfers: Record<
    string,
    {
      amount: number;
      amount_reversed: number;
      destination: string;
      transfer_group: string;
      source_transaction: string | null;
    }
  >;
  refunds: Record<string, { amount: number; payment_intent: string; status: string }>;
}

/** What the Stripe stand-in holds (its state endpoint, which the integration tests read too). */
async function standin(request: APIRequestContext): Promise<StandinState> {
  const res = await request.get('/_local/stripe/_standin/state');
  expect(res.status()).toBe(200);
  return (await res.json()) as StandinState;
}

const paymentIntentOf = async (request: APIRequestContext, orderId: string) =>
  Object.values((await standin(request)).payment_intents).find((pi) => pi.metadata.order_id === orderId);

interface OrderAnswer {
  id: string;
  status: string;
  amount: number;
  currency: string;
  list_price?: { amount: number; rate: number } | null;
  collected_at: string | null;
  pickup_deadline: string | null;
  payouts?: { party: 'artist' | 'venue'; amount: number; status: string; scheduled_for: string | null }[];
}

/** The order as a reader sees it: the guest with the receipt link's key, or a signed-in party. */
async function readOrder(request: APIRequestContext, id: string, as: { key?: string; token?: string }) {
  const res = await request.get(
    `/api/v1/orders/${id}${as.key ? `?key=${encodeURIComponent(as.key)}` : ''}`,
    as.token ? { headers: auth(as.token) } : {},
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as OrderAnswer;
}

/**
 * The split the money rules give this work's sale: the kronor its order was charged (the euro list
 * price at the order's own rate, whole kronor), its commission, the artist's fee in force.
 */
async function expectedSplit(request: APIRequestContext, artworkId: string, orderId: string) {
  const work = (await (await request.get(`/api/v1/artworks/${artworkId}`)).json()) as {
    artwork: { price: number; venue_commission: number };
  };
  const token = await tokenOf(request, 'artist');
  const me = await request.get('/api/v1/artists/profile/me', { headers: auth(token) });
  const fee = ((await me.json()) as { artist: { platform_fee: { bps: number } } }).artist.platform_fee.bps;
  const order = (await (await request.get(`/api/v1/orders/${orderId}`, { headers: auth(token) })).json()) as {
    amount: number;
    currency: string;
    list_price: { amount: number; rate: number } | null;
  };
  // A Swedish wall charges kronor: the list price converted at the rate locked on the order.
  expect(order.currency).toBe('SEK');
  expect(order.list_price!.amount).toBe(work.artwork.price);
  const charged = convertFromList(eurosToCents(work.artwork.price), marketFor('SE'), order.list_price!.rate);
  expect(eurosToCents(order.amount)).toBe(charged);
  return splitSale(charged, work.artwork.venue_commission, fee);
}

async function guestBuys(
  page: Page,
  work: Shipped,
  email: string,
  language: Language,
  card = '4242 4242 4242 4242',
) {
  const screens = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) screens.add(new URL(frame.url()).pathname);
  });
  await scanAndStartCheckout(page, { id: work.artworkId, title: work.title }, email, language);
  await payWith(page, card, language);
  const code = await expectPickupCode(page, language);
  expect(screens.size, [...screens].join(' → ')).toBeLessThanOrEqual(3);
  await mailTo(page, email, code);
  const url = new URL(page.url());
  return { orderId: url.pathname.split('/').pop()!, key: url.searchParams.get('key')!, code };
}

const VENUE_TEXT = {
  en: {
    title: 'Hand over an artwork',
    code: 'Pickup code',
    item: 'To hand over:',
    done: (title: string) =>
      `${title} has been handed over to the buyer. Your commission is paid out on the next business day.`,
  },
  sv: {
    title: 'Lämna ut ett konstverk',
    code: 'Hämtkod',
    item: 'Att lämna ut:',
    done: (title: string) => `${title} är utlämnat till köparen. Er provision betalas ut nästa bankdag.`,
  },
} as const;

/** The venue, signed in on its phone, opens the scanner's pickup page for the work and types the code. */
async function venueHandsOver(
  browser: Browser,
  baseURL: string,
  work: Shipped,
  code: string,
  lang: Language,
) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await useLanguage(page, lang);
  await signInAs(page, 'venue');
  const text = VENUE_TEXT[lang];
  await page.goto(`/venue/scan/pickup/${work.exhibitionId}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${text.item} ${work.title}, `)).toBeVisible();
  const input = page.getByLabel(text.code);
  await input.fill(code);
  await input.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: text.done(work.title) })).toBeVisible();
  // Handed over once: no code field is left inviting a second scan.
  await expect(page.getByLabel(text.code)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
}

for (const language of ['en', 'sv'] as const) {
  test(`collected: the venue scans the buyer's code and on T+1 both transfers are out (${language})`, async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const [artistAccount, venueAccount] = [
      await payoutsEnabled(page.request, 'artist'),
      await payoutsEnabled(page.request, 'venue'),
    ];
    const work = await onDisplayWork(page.request, `Eftermiddagsljus ${language} ${Date.now()}`, 2450);
    await useLanguage(page, language);
    const email = uniqueEmail(`collect-${language}`);
    const { orderId, key, code } = await guestBuys(page, work, email, language);
    const split = await expectedSplit(page.request, work.artworkId, orderId);

    await venueHandsOver(browser, baseURL!, work, code, language);
    const collected = await readOrder(page.request, orderId, { key });
    expect(collected.status).toBe('collected');

    // T+1: the next Swedish business day after the pickup, for both payouts.
    const artistView = await readOrder(page.request, orderId, {
      token: await tokenOf(page.request, 'artist'),
    });
    const venueView = await readOrder(page.request, orderId, { token: await tokenOf(page.request, 'venue') });
    const due = nextStockholmBusinessDay(new Date(collected.collected_at!)).toISOString();
    expect(artistView.payouts!.map((p) => [p.party, p.scheduled_for])).toEqual([['artist', due]]);
    expect(venueView.payouts!.map((p) => [p.party, p.scheduled_for])).toEqual([['venue', due]]);
    const transfers = async () =>
      Object.values((await standin(page.request)).transfers)
        .filter((t) => t.transfer_group === orderId)
        .map((t) => [t.destination, t.amount, t.source_transaction !== null])
        .sort();
    expect(await transfers()).toEqual([]);

    // The clock moves to T+1, past the payout sweep's next run.
    await advanceClock(page.request, Date.parse(due) + 16 * MIN - (await serverNow(page.request)));
    await expect.poll(transfers, { timeout: 20_000 }).toEqual(
      [
        [artistAccount, split.artistCents, true],
        [venueAccount, split.venueCents, true],
      ].sort(),
    );
    const charged = await paymentIntentOf(page.request, orderId);
    expect(split.artistCents + split.venueCents + split.platformCents).toBe(charged!.amount);
    await expect.poll(async () => (await readOrder(page.request, orderId, { key })).status).toBe('paid_out');
    expect(consoleErrors).toEqual([]);
  });

  test(`never collected: the second purchase is refunded after 7 days (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const work = await onDisplayWork(page.request, `Novemberdis ${language} ${Date.now()}`, 1875);
    await useLanguage(page, language);
    const email = uniqueEmail(`uncollected-${language}`);
    const { orderId, key } = await guestBuys(page, work, email, language);
    const pi = await paymentIntentOf(page.request, orderId);
    // 1 875 € in kronor at the order's rate, whole kronor.
    const order = await readOrder(page.request, orderId, { key });
    expect(pi?.amount).toBe(eurosToCents(order.amount));
    expect(pi?.amount).toBe(convertFromList(eurosToCents(1875), marketFor('SE'), order.list_price!.rate));

    // The deadline is the venue's closing time on the 7th day (or its last opening before): one minute past it.
    const { pickup_deadline: deadline } = await readOrder(page.request, orderId, { key });
    await advanceClock(page.request, Date.parse(deadline!) + MIN - (await serverNow(page.request)));
    await expect.poll(async () => (await readOrder(page.request, orderId, { key })).status).toBe('refunded');
    const refunds = Object.values((await standin(page.request)).refunds).filter(
      (r) => r.payment_intent === pi!.id,
    );
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[pi!.amount, 'succeeded']]);

    // The buyer's page (the receipt link) says so, in the buyer's language.
    await page.goto(`/orders/${orderId}?key=${encodeURIComponent(key)}`);
    const refunded = language === 'en' ? `“${work.title}” was refunded` : `”${work.title}” har återbetalats`;
    await expect(page.getByRole('heading', { level: 1, name: refunded })).toBeVisible();
    await expect(
      page.getByText(language === 'en' ? 'went back the way you paid' : 'gick tillbaka samma väg'),
    ).toBeVisible();
    await expect(page.getByText(language === 'en' ? 'Refunded' : 'Återbetald').first()).toBeVisible();
    const mail = await mailTo(
      page,
      email,
      language === 'en'
        ? 'not collected in time, so we have refunded'
        : 'hämtades inte i tid, så vi har betalat tillbaka',
    );
    expect(mail.subject).toMatch(language === 'en' ? /^Refund/ : /^Återbetalning/);

    // The work is on its wall again, for the next buyer.
    const again = (await (await page.request.get(`/api/v1/artworks/${work.artworkId}`)).json()) as {
      artwork: { status: string };
    };
    expect(again.artwork.status).toBe('exhibited');
    expect(consoleErrors).toEqual([]);
  });
}

test('a payout Stripe refuses: the admin sees it fail and retries it from the transaction page', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const venueAccount = await payoutsEnabled(page.request, 'venue');
  await payoutsEnabled(page.request, 'artist');
  const work = await onDisplayWork(page.request, `Gryning över sjön ${Date.now()}`, 2200);
  await useLanguage(page, 'en');
  const { orderId, key, code } = await guestBuys(page, work, uniqueEmail('retry-payout'), 'en');
  const split = await expectedSplit(page.request, work.artworkId, orderId);
  // Stripe will refuse the venue's first transfer for this order (the stand-in's test control).
  const refuse = await page.request.post('/_local/stripe/_standin/refuse-transfers', {
    data: { order_id: orderId, party: 'venue' },
  });
  expect(refuse.status(), await refuse.text()).toBe(200);
  await venueHandsOver(browser, baseURL!, work, code, 'en');
  const collected = await readOrder(page.request, orderId, { key });
  const due = nextStockholmBusinessDay(new Date(collected.collected_at!)).toISOString();
  await advanceClock(page.request, Date.parse(due) + 16 * MIN - (await serverNow(page.request)));
  const venueTransfers = async () =>
    Object.values((await standin(page.request)).transfers)
      .filter((t) => t.transfer_group === orderId && t.destination === venueAccount)
      .map((t) => t.amount);
  const venueToken = await tokenOf(page.request, 'venue');
  await expect
    .poll(async () => (await readOrder(page.request, orderId, { token: venueToken })).payouts?.[0]?.status, {
      timeout: 20_000,
    })
    .toBe('failed');
  expect(await venueTransfers()).toEqual([]);

  // The admin finds it under failed payouts, opens it and retries.
  const admin = await browser.newContext({ baseURL, locale: 'en-GB' });
  const adminPage = await admin.newPage();
  await useLanguage(adminPage, 'en');
  await signInAs(adminPage, 'admin');
  await adminPage.goto('/admin/transactions?payout=failed');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible({
    timeout: 30_000,
  });
  await adminPage
    .getByRole('link', { name: new RegExp(work.title) })
    .first()
    .click();
  await expect(adminPage.getByTestId('payout-venue')).toContainText('Failed');
  await adminPage.getByRole('button', { name: 'Retry payout' }).click();
  await expect(adminPage.getByText('The payout was sent.')).toBeVisible();
  await expect(adminPage.getByTestId('payout-venue')).toContainText('Sent');
  await expect(adminPage.getByRole('button', { name: 'Retry payout' })).toHaveCount(0);
  expect(await venueTransfers()).toEqual([split.venueCents]);

  await adminPage.goto('/admin/audit');
  await expect(adminPage.getByTestId('audit-entry').filter({ hasText: orderId }).first()).toContainText(
    'Retried a payout',
  );
  await admin.close();
  expect(consoleErrors).toEqual([]);
});

test('a sale the buyer disputes and then collects with their code: the evidence goes in with the pickup, both parts go out on T+1, and a lost dispute leaves them paid', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const [artistAccount, venueAccount] = [
    await payoutsEnabled(page.request, 'artist'),
    await payoutsEnabled(page.request, 'venue'),
  ];
  const work = await onDisplayWork(page.request, `Höstregn ${Date.now()}`, 2050);
  await useLanguage(page, 'sv');
  // Stripe's test card that pays and is then disputed by the cardholder's bank.
  const { orderId, key, code } = await guestBuys(
    page,
    work,
    uniqueEmail('disputed-pickup'),
    'sv',
    '4000 0000 0000 0259',
  );
  const split = await expectedSplit(page.request, work.artworkId, orderId);
  const pi = (await paymentIntentOf(page.request, orderId))!;
  const dispute = async () =>
    Object.values((await standin(page.request)).disputes).find((d) => d.payment_intent === pi.id);
  await expect.poll(async () => Boolean(await dispute()), { timeout: 15_000 }).toBe(true);
  // The artist hears of it at once: not collected yet, so their part waits.
  await mailTo(
    page,
    demoEmail('artist'),
    new RegExp(`${orderId}[\\s\\S]*(not paid out while|betalas inte ut medan)`),
  );
  // The dispute's webhook has saved its first evidence (no pickup in it yet): all it does is done.
  await expect
    .poll(async () => Object.values((await dispute())?.evidence ?? {}).some(Boolean), { timeout: 15_000 })
    .toBe(true);
  // The buyer comes for the work, and the venue scans their code: seller protection.
  await venueHandsOver(browser, baseURL!, work, code, 'sv');
  const collected = await readOrder(page.request, orderId, { key });
  expect(collected.status).toBe('collected');

  // T+1 and the payout sweep: the evidence goes in again with the pickup, and both parts go out.
  const due = nextStockholmBusinessDay(new Date(collected.collected_at!)).toISOString();
  await advanceClock(page.request, Date.parse(due) + 16 * MIN - (await serverNow(page.request)));
  const transfers = async () =>
    Object.values((await standin(page.request)).transfers)
      .filter((t) => t.transfer_group === orderId)
      .map((t) => [t.destination, t.amount, t.amount_reversed])
      .sort();
  const paid = [
    [artistAccount, split.artistCents, 0],
    [venueAccount, split.venueCents, 0],
  ].sort();
  await expect.poll(async () => transfers(), { timeout: 30_000 }).toEqual(paid);
  const evidence = Object.values((await dispute())!.evidence).join('\n');
  // The venue typed the buyer's short code (venueHandsOver), and the evidence says so.
  expect(evidence).toMatch(/short pickup code was typed/);
  expect(evidence).toContain(demoEmail('venue'));

  // The artist's statement says the payout is theirs whatever the bank decides, in Swedish.
  const artist = await browser.newContext({ baseURL, locale: 'sv-SE', viewport: PHONE });
  const artistPage = await artist.newPage();
  await useLanguage(artistPage, 'sv');
  await signInAs(artistPage, 'artist');
  await artistPage.goto('/artist/sales');
  const row = artistPage.getByRole('row').filter({ hasText: work.title });
  await expect(row).toContainText('Lokalen bekräftade hämtningen med köparens egen kod', {
    timeout: 20_000,
  });
  await artistPage.screenshot({ path: test.info().outputPath('artist-sales-protected-sv.png') });
  await artist.close();

  // The admin's order page: seller protected, and what was sent to the bank.
  const admin = await browser.newContext({ baseURL, locale: 'sv-SE', viewport: PHONE });
  const adminPage = await admin.newPage();
  await useLanguage(adminPage, 'sv');
  await signInAs(adminPage, 'admin');
  await adminPage.goto(`/admin/transactions/${orderId}`);
  await expect(adminPage.getByText('Säljaren skyddad')).toBeVisible({ timeout: 20_000 });
  await expect(adminPage.getByText('Det här skickades till banken')).toBeVisible();
  await adminPage.screenshot({
    path: test.info().outputPath('admin-order-protected-sv.png'),
    fullPage: true,
  });

  // The bank decides for the buyer: the payees keep their parts; the platform records the loss.
  const lost = await page.request.post(`/_local/stripe/_standin/disputes/${(await dispute())!.id}/close`, {
    data: { status: 'lost' },
  });
  expect(lost.status()).toBe(200);
  await expect.poll(async () => (await dispute())?.status, { timeout: 15_000 }).toBe('lost');
  await adminPage.reload();
  await expect(adminPage.getByTestId('timeline')).toContainText('Bestridande förlorat', { timeout: 15_000 });
  expect(await transfers()).toEqual(paid);
  expect((await readOrder(page.request, orderId, { key })).status).toBe('paid_out');
  await admin.close();
  expect(consoleErrors).toEqual([]);
});
