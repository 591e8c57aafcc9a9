import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * The buyer's side of issue 12's journey in the browser, shared by e2e/buying.spec.ts and
 * e2e/buying-later.clock.spec.ts: the wall's QR page, Buy, the guest's details, the stand-in's
 * payment form and the confirmation with the pickup code, in Swedish or English.
 */

export type Language = 'sv' | 'en';

export interface ListedArtwork {
  id: string;
  title: string;
  status: string;
  artist_id: string;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails to `email` in the dev outbox. */
async function mailsTo(page: Page, email: string): Promise<OutboxMail[]> {
  const res = await page.request.get('/_dev/mail.json');
  const { data } = (await res.json()) as { data: OutboxMail[] };
  return data.filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** Waits for a mail to `email` whose text contains `containing`; answers it. */
export async function mailTo(page: Page, email: string, containing: string | RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(page, email)).find((m) =>
          typeof containing === 'string' ? m.text.includes(containing) : containing.test(m.text),
        );
        return Boolean(found);
      },
      { message: `a mail to ${email} with ${String(containing)}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const TEXT = {
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

/** Every page this tab opens starts in `language` (the shell reads the stored choice). */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
}

/** Screens 1 and 2: the wall's QR page, Buy, the guest's details; leaves the page on the payment step. */
export async function scanAndStartCheckout(
  page: Page,
  work: Pick<ListedArtwork, 'id' | 'title'>,
  email: string,
  language: Language,
) {
  const text = TEXT[language];
  await page.goto(`/artworks/${work.id}?src=qr`);
  // The first page of a test may load slowly on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: text.buy }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${work.id}$`));
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.name, { exact: true }).fill('Greta Gäst');
  await page.getByRole('button', { name: text.continue }).click();
  await expect(page.getByText(text.local)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
}

export async function payWith(page: Page, card: string, language: Language) {
  const text = TEXT[language];
  await page.getByLabel(text.card).fill(card);
  await page.getByRole('button', { name: text.pay }).click();
}

/** Screen 3: the confirmation, once the webhook has made the order paid; returns the short code. */
export async function expectPickupCode(page: Page, language: Language): Promise<string> {
  const text = TEXT[language];
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=/);
  await expect(page.getByRole('heading', { level: 1, name: text.paid })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: text.qr })).toBeVisible();
  const code = (await page.locator('.mp-order__short-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
  return code;
}

/**
 * A guest's checkout of a work and its payment with the stand-in's test card, through the API (the
 * calls the checkout page and the local payment form make). Answers the order's id and key; the
 * order turns paid once the webhook lands.
 */
export async function guestPaysByApi(
  request: APIRequestContext,
  artworkId: string,
  buyer: { email: string; name: string },
): Promise<{ orderId: string; key: string }> {
  const co = await request.post(`/api/v1/checkout/${artworkId}`, { data: buyer });
  expect(co.status(), await co.text()).toBe(201);
  const body = (await co.json()) as {
    order: { id: string; access_key: string };
    payment: { client_secret: string; publishable_key: string };
  };
  const pi = body.payment.client_secret.split('_secret_')[0];
  const paid = await request.post(`/_local/stripe/v1/payment_intents/${pi}/confirm`, {
    headers: { authorization: `Bearer ${body.payment.publishable_key}` },
    form: { client_secret: body.payment.client_secret, payment_method: 'pm_card_visa' },
  });
  expect(paid.status()).toBe(200);
  return { orderId: body.order.id, key: body.order.access_key };
}

/** The demo artist's profile id (their works are left to the specs that need their own work). */
export async function demoArtistId(page: Page): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'artist@konstvagg.local', password: 'Demo-Konst-2026' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { user: { profile_id: string } }).user.profile_id;
}

/**
 * An exhibited work no other test buys: tests run in parallel, so each takes its own slot in the
 * list of works on display, oldest first, the demo artist's left out (buying.spec.ts takes slots
 * 0 to 5, paying-kronor.spec.ts 10 to 13; admin-transactions.spec.ts takes from the end). A work
 * bought in an earlier run has left the list.
 */
export async function exhibitedWork(page: Page, slot: number): Promise<ListedArtwork> {
  const artistId = await demoArtistId(page);
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=48&sort=created_asc');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  const work = artworks.filter((a) => a.artist_id !== artistId)[slot];
  expect(work, `an exhibited work in slot ${slot}`).toBeTruthy();
  return work!;
}
