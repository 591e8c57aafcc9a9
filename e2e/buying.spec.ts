import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';

/**
 * Issue 12's buying journey in the browser: a visitor scans the QR code on the wall (the artwork
 * page with ?src=qr), presses Buy, gives an email and a name as a guest, pays with the stand-in's
 * test card (the local payment form does what Stripe.js does) and sees the pickup code, in at most
 * 3 screens; the code also arrives by mail. A declined card says so and a second card succeeds.
 * Buy is not offered for a work on no wall, nor to the work's own artist.
 */

interface ListedArtwork {
  id: string;
  title: string;
  status: string;
  artist_id: string;
}

/**
 * An exhibited work no other test of this file buys: tests run in parallel, so each takes its own
 * place in the list of works on display (a work bought in an earlier run has left the list).
 */
async function exhibitedWork(page: Page, slot: number): Promise<ListedArtwork> {
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=24&sort=created_asc');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  const work = artworks[slot];
  expect(work, `an exhibited work in slot ${slot}`).toBeTruthy();
  return work!;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(page: Page, email: string, containing: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/_dev/mail.json');
        const { data } = (await res.json()) as { data: OutboxMail[] };
        return data.some((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes(containing));
      },
      { message: `a mail to ${email} with ${containing}`, timeout: 15_000 },
    )
    .toBe(true);
}

const TEXT = {
  en: {
    buy: 'Buy now',
    email: 'Email',
    name: 'Name',
    continue: /^Continue to payment/,
    local: 'Local test payment',
    card: 'Test card number',
    pay: /^Pay /,
    paid: /^Paid\. .+ is yours$/,
    declined: /Your card was declined/,
    qr: 'Pickup code as a QR code',
  },
  sv: {
    buy: 'Köp nu',
    email: 'E-post',
    name: 'Namn',
    continue: /^Fortsätt till betalning/,
    local: 'Lokal testbetalning',
    card: 'Testkortnummer',
    pay: /^Betala /,
    paid: /^Betalt\. .+ är din$/,
    declined: /Kortet nekades/,
    qr: 'Hämtkoden som QR-kod',
  },
} as const;

async function useLanguage(page: Page, language: 'sv' | 'en') {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/** Screens 1 and 2: the wall's QR page, Buy, the guest's details; leaves the page on the payment step. */
async function scanAndStartCheckout(page: Page, work: ListedArtwork, email: string, language: 'sv' | 'en') {
  const text = TEXT[language];
  await page.goto(`/artworks/${work.id}?src=qr`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await page.getByRole('link', { name: text.buy }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${work.id}$`));
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.name, { exact: true }).fill('Greta Gäst');
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByText(text.local)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
}

async function payWith(page: Page, card: string, language: 'sv' | 'en') {
  const text = TEXT[language];
  await page.getByLabel(text.card).fill(card);
  await page.getByRole('button', { name: text.pay }).click();
}

/** Screen 3: the confirmation, once the webhook has made the order paid; returns the short code. */
async function expectPickupCode(page: Page, language: 'sv' | 'en'): Promise<string> {
  const text = TEXT[language];
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=/);
  await expect(page.getByRole('heading', { level: 1, name: text.paid })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: text.qr })).toBeVisible();
  const code = (await page.locator('.mp-order__short-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
  return code;
}

for (const [slot, language] of [
  [0, 'en'],
  [1, 'sv'],
] as const) {
  test(`a visitor scans, pays as a guest and gets the pickup code on screen and by mail (${language})`, async ({
    page,
    consoleErrors,
  }) => {
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

    // The work is sold now: its page no longer offers Buy.
    await page.goto(`/artworks/${work.id}`);
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT[language].buy })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('a declined card says so in plain words, and another card pays', async ({ page }) => {
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
  const res = await page.request.get('/api/v1/artworks?status=available&limit=1');
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  expect(artworks.length).toBeGreaterThan(0);
  await page.goto(`/artworks/${artworks[0]!.id}`);
  await expect(page.getByText(/Not on a wall right now/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /profile$/ })).toHaveAttribute(
    'href',
    `/artists/${artworks[0]!.artist_id}`,
  );

  // The demo artist's own work on a wall: no Buy for them.
  await signInAs(page, 'artist');
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'artist@konstvagg.local', password: 'Demo-Konst-2026' },
  });
  const { user } = (await login.json()) as { user: { profile_id: string } };
  const own = await page.request.get(`/api/v1/artists/${user.profile_id}/artworks?limit=50`);
  // Not one the purchase tests above may be buying at the same time.
  const bought = await Promise.all([0, 1, 2].map((slot) => exhibitedWork(page, slot).then((w) => w.id)));
  const mine = ((await own.json()) as { artworks: ListedArtwork[] }).artworks.find(
    (a) => a.status === 'exhibited' && !bought.includes(a.id),
  );
  expect(mine, 'the demo artist has a work on display').toBeTruthy();
  await page.goto(`/artworks/${mine!.id}`);
  await expect(page.getByText(/This is your work/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy now' })).toHaveCount(0);
});
