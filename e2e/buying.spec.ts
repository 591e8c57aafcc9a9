import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';
import {
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

/** The demo artist's profile id (their works are the ones the own-work test opens). */
async function demoArtistId(page: Page): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'artist@konstvagg.local', password: 'Demo-Konst-2026' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { user: { profile_id: string } }).user.profile_id;
}

/**
 * An exhibited work no other test of this file buys: tests run in parallel, so each takes its own
 * place in the list of works on display (a work bought in an earlier run has left the list). The
 * demo artist's works are left for the own-work test.
 */
async function exhibitedWork(page: Page, slot: number): Promise<ListedArtwork> {
  const artistId = await demoArtistId(page);
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=48&sort=created_asc');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  const work = artworks.filter((a) => a.artist_id !== artistId)[slot];
  expect(work, `an exhibited work in slot ${slot}`).toBeTruthy();
  return work!;
}

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

test('a declined card says so in plain words, and another card pays', async ({ page }) => {
  test.slow();
  const work = await exhibitedWork(page, 2);
  const email = uniqueEmail('buy-declined');
  await scanAndStartCheckout(page, work, email, 'en');

  await payWith(page, '4000 0000 0000 0002', 'en');
  const problem = page.getByRole('region', { name: 'Payment' }).getByRole('alert');
  await expect(problem).toContainText(TEXT.en.declined);
  await expect(problem).toContainText('The work stays reserved for you');
  await expect(page).toHaveURL(new RegExp(`/checkout/${work.id}$`));

  await payWith(page, '4242424242424242', 'en');
  const code = await expectPickupCode(page, 'en');
  await mailTo(page, email, code);
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
