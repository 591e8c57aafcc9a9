import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';
import {
  demoArtistId,
  exhibitedWork,
  expectPickupCode,
  mailTo,
  payWith,
  scanAndStartCheckout,
  TEXT,
  useLanguage,
  type ListedArtwork,
} from './support/buying.ts';

/**
 * Issue 12's buying journey in the browser: a visitor scans the QR code on the wall (the artwork
 * page with ?src=qr), presses Buy, gives an email and a name as a guest, pays with the stand-in's
 * test card (the local payment form does what Stripe.js does) and sees the pickup code, in at most
 * 3 screens; the code also arrives by mail. A declined card says so and a second card succeeds.
 * Buy is not offered for a work on no wall, nor to the work's own artist.
 */

for (const [slot, language] of [
  [0, 'en'],
  [1, 'sv'],
] as const) {
  test(`a visitor scans, pays as a guest and gets the pickup code on screen and by mail (${language})`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.slow(); // a real payment, the webhook and axe twice, on a shared machine
    await useLanguage(page, language);
    const work = await exhibitedWork(page, slot);
    const email = uniqueEmail(`buy-${language}`);
    const screens: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) screens.push(new URL(frame.url()).pathname);
    });

    await scanAndStartCheckout(page, work, email, language);
    expect(await seriousViolations(page), 'axe on the payment step').toEqual([]);
    await payWith(page, '4242 4242 4242 4242', language);
    const code = await expectPickupCode(page, language);
    expect(await seriousViolations(page), 'axe on the confirmation').toEqual([]);

    // The wall's page, the checkout (details and payment), the confirmation: three screens.
    expect(new Set(screens).size).toBeLessThanOrEqual(3);
    await mailTo(page, email, code);

    // The work is sold now (once the catalog shows it): its page no longer offers Buy.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/v1/artworks/${work.id}`);
        return ((await res.json()) as { artwork: ListedArtwork }).artwork.status;
      })
      .toBe('sold');
    // A new visitor (the artwork answer may be cached in this browser for a minute).
    const visitor = await browser.newPage();
    await useLanguage(visitor, language);
    await visitor.goto(new URL(`/artworks/${work.id}`, page.url()).href);
    await expect(visitor.getByRole('heading', { level: 1, name: work.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitor.getByRole('link', { name: TEXT[language].buy })).toHaveCount(0);
    await visitor.close();
    expect(consoleErrors).toEqual([]);
  });
}

/** The checkout the page keeps for the tab (CheckoutPage's sessionStorage entry). */
async function startedCheckout(page: Page, artworkId: string) {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as { orderId: string; clientSecret: string },
    `kv-checkout:${artworkId}`,
  );
}

const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return m! * 60 + s!;
};

/** Waits until the stand-in has delivered `type` for the intent and the service answered it. */
async function webhookAnswered(page: Page, piId: string, type: string) {
  await expect
    .poll(
      async () => {
        const state = (await (await page.request.get('/_local/stripe/_standin/state')).json()) as {
          events: { id: string; type: string; data: { object: { id: string } } }[];
          deliveries: { eventId: string; status: number }[];
        };
        const event = state.events.find((e) => e.type === type && e.data.object.id === piId);
        return state.deliveries.some((d) => d.eventId === event?.id && d.status === 200);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('a declined card says so in plain words; the same order and countdown stay, and another card pays it', async ({
  page,
}) => {
  test.slow();
  const work = await exhibitedWork(page, 2);
  const email = uniqueEmail('buy-declined');
  await scanAndStartCheckout(page, work, email, 'en');
  const before = await startedCheckout(page, work.id);
  // Let the clock run a little, so a countdown started again would show more time.
  await page.waitForTimeout(2_500);
  const clockBefore = seconds((await page.getByRole('timer').textContent()) ?? '');
  expect(clockBefore).toBeLessThan(15 * 60 - 1);

  await payWith(page, '4000 0000 0000 0002', 'en');
  const problem = page.getByRole('region', { name: 'Payment' }).getByRole('alert');
  await expect(problem).toContainText(TEXT.en.declined);
  await expect(problem).toContainText('The work stays reserved for you');
  await expect(page).toHaveURL(new RegExp(`/checkout/${work.id}$`));
  // Stripe's failure event has been handled: still the one order, and the countdown runs on.
  await webhookAnswered(page, before.clientSecret.split('_secret_')[0]!, 'payment_intent.payment_failed');
  await page.waitForTimeout(1_000);
  expect((await startedCheckout(page, work.id)).orderId).toBe(before.orderId);
  expect(seconds((await page.getByRole('timer').textContent()) ?? '')).toBeLessThan(clockBefore);
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(seconds((await page.getByRole('timer').textContent()) ?? '')).toBeLessThan(clockBefore);

  await payWith(page, '4242424242424242', 'en');
  const code = await expectPickupCode(page, 'en');
  expect(new URL(page.url()).pathname).toBe(`/orders/${before.orderId}`);
  await mailTo(page, email, code);
});

for (const [slot, language] of [
  [4, 'en'],
  [5, 'sv'],
] as const) {
  test(`Klarna declined at its own page: back on the receipt page the buyer reads why, tries again and pays by card on the same order (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    // A visitor at the wall pays from a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    const work = await exhibitedWork(page, slot);
    await scanAndStartCheckout(page, work, uniqueEmail(`buy-klarna-${language}`), language);
    const before = await startedCheckout(page, work.id);
    await page.getByRole('radio', { name: /Klarna/ }).check();
    await page
      .getByRole('button', { name: language === 'sv' ? /^Fortsätt till Klarna/ : /^Continue to Klarna/ })
      .click();
    // Klarna's page (the stand-in plays it, as Stripe's test mode does): the buyer is declined.
    await page.getByRole('button', { name: /^Fail/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${before.orderId}\\?.*redirect_status=failed`));
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(
      language === 'sv' ? 'Betalningen gick inte igenom' : 'The payment did not go through',
    );
    await expect(alert).toContainText(language === 'sv' ? 'Inget har dragits' : 'Nothing was charged');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`payment-failed-${language}-390.png`) });
    await page.getByRole('link', { name: language === 'sv' ? 'Försök igen' : 'Try again' }).click();
    // The same order, still reserved: this time a card pays it.
    await expect(page).toHaveURL(new RegExp(`/checkout/${work.id}$`));
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('radio', { name: language === 'sv' ? /^Kort/ : /^Card/ }).check();
    await payWith(page, '4242 4242 4242 4242', language);
    await expectPickupCode(page, language);
    expect(new URL(page.url()).pathname).toBe(`/orders/${before.orderId}`);
    expect(consoleErrors).toEqual([]);
  });
}

test('a checkout that ends unpaid shows no payment: not to its buyer, not to an admin', async ({ page }) => {
  test.slow();
  const work = await exhibitedWork(page, 3);
  const co = await page.request.post(`/api/v1/checkout/${work.id}`, {
    data: { email: uniqueEmail('buy-cancelled'), name: 'Greta Gäst' },
  });
  expect(co.status()).toBe(201);
  const { order, payment } = (await co.json()) as {
    order: { id: string; access_key: string };
    payment: { client_secret: string };
  };
  const piId = payment.client_secret.split('_secret_')[0]!;
  // The intent is cancelled at Stripe (as the sweep does once the reservation is over).
  const cancel = await page.request.post(`/_local/stripe/v1/payment_intents/${piId}/cancel`, {
    headers: { authorization: 'Bearer sk_test_konstvagg_local_standin' },
  });
  expect(cancel.status()).toBe(200);
  await webhookAnswered(page, piId, 'payment_intent.canceled');

  for (const language of ['en', 'sv'] as const) {
    await useLanguage(page, language);
    await page.goto(`/orders/${order.id}?key=${order.access_key}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(
      language === 'en' ? 'did not go through' : 'gick inte igenom',
      { timeout: 30_000 },
    );
    await expect(main).not.toContainText(language === 'en' ? /\bpaid\b|receipt/i : /\bbetalt\b|kvitto/i);
  }
  await signInAs(page, 'admin');
  await page.goto(`/admin/transactions/${order.id}`);
  // (In Swedish: the tab's language is still the last one above.)
  const summary = page.getByRole('region', { name: 'Sammanfattning' });
  await expect(summary).toContainText('Pris (aldrig debiterat)');
  await expect(page.getByRole('main')).not.toContainText(/betalt av köparen/i);
});

test('Buy is not offered for a work on no wall, nor to the artist of the work', async ({ page }) => {
  test.slow();
  const res = await page.request.get('/api/v1/artworks?status=available&limit=1');
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  expect(artworks.length).toBeGreaterThan(0);
  await page.goto(`/artworks/${artworks[0]!.id}`);
  // The first page of a test may load slowly on a busy machine.
  await expect(page.getByText(/Not on a wall right now/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Buy now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /profile$/ })).toHaveAttribute(
    'href',
    `/artists/${artworks[0]!.artist_id}`,
  );

  // The demo artist's own work on a wall (the purchase tests leave theirs alone): no Buy for them.
  const artistId = await demoArtistId(page);
  await signInAs(page, 'artist');
  const own = await page.request.get(`/api/v1/artists/${artistId}/artworks?limit=50`);
  const mine = ((await own.json()) as { artworks: ListedArtwork[] }).artworks.find(
    (a) => a.status === 'exhibited',
  );
  expect(mine, 'the demo artist has a work on display').toBeTruthy();
  await page.goto(`/artworks/${mine!.id}`);
  await expect(page.getByText(/This is your work/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy now' })).toHaveCount(0);
});
