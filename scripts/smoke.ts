/**
 * `npm run smoke -- <base url>`: is this Konstvägg up and selling? Against any running copy (the
 * local stack, staging on AWS), only over HTTP and in a real browser, it checks in order:
 *   1. the home page answers 200 with the site's HTML;
 *   2. an artwork page (a work on a wall, found through GET /api/v1/artworks) shows its title;
 *   3. the work's QR code (GET /api/v1/artworks/{id}/qr-code) opens its landing page, which renders;
 *   4. the buyer signs in (the API, then the login page);
 *   5. a checkout from that landing page with Stripe's test card 4242 4242 4242 4242 reaches the
 *      order confirmation (the local stand-in's card form, or Stripe's Payment Element on AWS);
 *   6. an admin refunds that order at once, which puts the work back on display for real buyers.
 * One line per check with its time, then `smoke: N passed, N failed`; exit 1 on any failure.
 * Everything is read-only except the one checkout and its refund (docs/operations.md "The pipeline").
 *
 * Settings (environment; the defaults are the local demo seed's accounts):
 *   SMOKE_EMAIL, SMOKE_PASSWORD                the buyer (buyer@konstvagg.local / Demo-Konst-2026)
 *   SMOKE_ADMIN_EMAIL, SMOKE_ADMIN_PASSWORD    the admin who refunds (admin@konstvagg.local / Demo-Konst-2026)
 *   SMOKE_ADMIN_TOTP_SECRET                    that admin's two-step secret (base32), when it has one
 *   SMOKE_ARTWORK_QUERY                        buy only a work on a wall whose text matches (the list's `q`);
 *                                              else the newest work on a wall
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { generate } from 'otplib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const DEMO_PASSWORD = 'Demo-Konst-2026';
const TEST_CARD = '4242 4242 4242 4242';
/** Room for a cold Lambda and a slow page on staging, without hiding one that never comes. */
const STEP_TIMEOUT = 30_000;

export interface Account {
  email: string;
  password: string;
}

export interface SmokeOptions {
  buyer: Account;
  admin: Account & { totpSecret?: string };
  /** Only buy a work on a wall that this text finds (GET /api/v1/artworks?q=). */
  artworkQuery?: string;
  /** Where each check's line goes as it ends (the CLI prints; a test may collect). */
  log: (line: string) => void;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
  /** What was seen (a pass) or what went wrong (a failure). */
  detail: string;
}

/** The settings from the environment, with the local demo seed's accounts as defaults. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<SmokeOptions, 'log'> {
  return {
    buyer: {
      email: env.SMOKE_EMAIL || 'buyer@konstvagg.local',
      password: env.SMOKE_PASSWORD || DEMO_PASSWORD,
    },
    admin: {
      email: env.SMOKE_ADMIN_EMAIL || 'admin@konstvagg.local',
      password: env.SMOKE_ADMIN_PASSWORD || DEMO_PASSWORD,
      ...(env.SMOKE_ADMIN_TOTP_SECRET ? { totpSecret: env.SMOKE_ADMIN_TOTP_SECRET } : {}),
    },
    ...(env.SMOKE_ARTWORK_QUERY ? { artworkQuery: env.SMOKE_ARTWORK_QUERY } : {}),
  };
}

interface ListedArtwork {
  id: string;
  title: string;
  status: string;
  currentLocation: { venue_name: string } | null;
}

interface Session {
  accessToken: string;
  user: { email: string; role: string };
}

class SmokeFailure extends Error {}

function fail(message: string): never {
  throw new SmokeFailure(message);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A short view of an error answer for a failure line. */
const bodyOf = (text: string) => text.replace(/\s+/g, ' ').slice(0, 200);

/**
 * Runs every check against `baseUrl` (the site's origin, e.g. http://localhost:8080 or
 * https://staging.konstvagg.se) and answers one result per check, in order. Never throws for a
 * failed check; a check that depends on an earlier one that failed fails too, saying which.
 */
export async function runSmoke(baseUrl: string, partial: Partial<SmokeOptions> = {}): Promise<CheckResult[]> {
  const options: SmokeOptions = { ...optionsFromEnv(), log: console.log, ...partial };
  const origin = new URL(baseUrl).origin;
  const url = (path: string) => new URL(path, origin).href;
  const results: CheckResult[] = [];

  async function check(name: string, body: () => Promise<string>): Promise<boolean> {
    const started = Date.now();
    let ok = true;
    let detail: string;
    try {
      detail = await body();
    } catch (error) {
      ok = false;
      // Playwright's errors carry a call log; the first line says what did not happen.
      const message =
        error instanceof SmokeFailure ? error.message : String((error as Error)?.message ?? error);
      detail = message.split('\n')[0]!;
      detail += await whereThePageIs();
    }
    const result = { name, ok, ms: Date.now() - started, detail };
    results.push(result);
    options.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${result.ms} ms): ${detail}`);
    return ok;
  }

  async function get(path: string, init: RequestInit = {}) {
    const res = await fetch(url(path), {
      ...init,
      headers: { 'accept-language': 'en', ...init.headers },
    }).catch((error: Error) =>
      fail(`${url(path)} could not be reached: ${String(error.cause ?? error.message)}`),
    );
    return { res, text: await res.text() };
  }

  async function apiJson<T>(path: string, init: RequestInit = {}, expected = 200): Promise<T> {
    const { res, text } = await get(`/api/v1${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (res.status !== expected)
      fail(`${init.method ?? 'GET'} /api/v1${path} answered ${res.status}, not ${expected}: ${bodyOf(text)}`);
    return JSON.parse(text) as T;
  }

  async function signIn(account: Account & { totpSecret?: string }): Promise<Session> {
    const body = (creds: object) => ({ method: 'POST', body: JSON.stringify(creds) });
    const first = await apiJson<Session | { challenge: 'mfa'; session: string }>(
      '/auth/login',
      body({ email: account.email, password: account.password }),
    );
    if (!('challenge' in first)) return first;
    if (!account.totpSecret)
      fail(`${account.email} has two-step sign-in: set SMOKE_ADMIN_TOTP_SECRET to its secret (base32)`);
    const code = await generate({ secret: account.totpSecret });
    return apiJson<Session>('/auth/login/mfa', body({ email: account.email, session: first.session, code }));
  }

  /** Where the browser was when a check failed: its address and first heading, to start looking. */
  async function whereThePageIs(): Promise<string> {
    if (!page) return '';
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    return ` (the browser is on ${page.url()}${heading ? `, heading "${heading.trim()}"` : ''})`;
  }

  let work: ListedArtwork | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let signedIn = false;
  let order: { id: string; key: string } | undefined;
  const needWork = () => work ?? fail('no work on a wall to look at (the artwork check failed)');
  const needPage = () => page ?? fail('no browser page (the QR landing check failed)');

  try {
    await check('home page', async () => {
      const { res, text } = await get('/');
      if (res.status !== 200) fail(`GET / answered ${res.status}`);
      const type = res.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html')) fail(`GET / answered ${type || 'no content-type'}, not HTML`);
      if (!/<title[^>]*>[^<]*Konstvägg/.test(text) || !text.includes('id="root"'))
        fail(`GET / is not the site's page (no Konstvägg title or #root): ${bodyOf(text)}`);
      return `200, ${text.length} bytes of HTML`;
    });

    await check('artwork page', async () => {
      const query = new URLSearchParams({ status: 'exhibited', sort: 'created_desc', limit: '24' });
      if (options.artworkQuery) query.set('q', options.artworkQuery);
      const { artworks } = await apiJson<{ artworks: ListedArtwork[] }>(`/artworks?${query}`);
      work = artworks.find((a) => a.status === 'exhibited' && a.currentLocation);
      if (!work)
        fail(
          `GET /api/v1/artworks?${query} lists no work on a wall${options.artworkQuery ? ' (SMOKE_ARTWORK_QUERY)' : ''}`,
        );
      const { res, text } = await get(`/artworks/${work.id}`);
      if (res.status !== 200) fail(`GET /artworks/${work.id} answered ${res.status}`);
      if (!text.includes(escapeHtml(work.title)))
        fail(`GET /artworks/${work.id} does not show the work's title "${work.title}"`);
      return `/artworks/${work.id} shows "${work.title}"`;
    });

    await check('QR landing page', async () => {
      const w = needWork();
      const png = await fetch(url(`/api/v1/artworks/${w.id}/qr-code?format=png&size=256`));
      if (png.status !== 200) fail(`GET /api/v1/artworks/${w.id}/qr-code answered ${png.status}`);
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      page = await browser.newPage({ locale: 'en-GB' });
      page.setDefaultTimeout(STEP_TIMEOUT);
      const scanned = await readQr(page, Buffer.from(await png.arrayBuffer()));
      if (!scanned) fail('the QR code image could not be read');
      // The printed code names the site's public origin; its path is what this site must answer.
      const target = new URL(scanned);
      const expected = `/artworks/${w.id}?src=qr`;
      if (`${target.pathname}${target.search}` !== expected)
        fail(`the QR code opens ${scanned}, not ${expected}`);
      const res = await page.goto(url(expected));
      if (res?.status() !== 200) fail(`${expected} answered ${res?.status() ?? 'nothing'}`);
      // The server's HTML shows the work before any script runs; the page works once the
      // marketplace has hydrated it (its page wrapper marks <html data-page-ready>).
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      await page.getByText(w.currentLocation!.venue_name).first().waitFor();
      await page.getByRole('link', { name: 'Buy now' }).waitFor();
      return `${scanned} shows "${w.title}" at ${w.currentLocation!.venue_name} with Buy now`;
    });

    await check('sign-in', async () => {
      const session = await signIn(options.buyer);
      const { user } = await apiJson<{ user: { email: string; role: string } }>('/auth/me', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      if (user.email.toLowerCase() !== options.buyer.email.toLowerCase())
        fail(`/auth/me names ${user.email}, not ${options.buyer.email}`);
      // The same account on the login page, so the checkout below is the buyer's.
      const p = needPage();
      await p.goto(url('/login'));
      await p.getByLabel('Email').fill(options.buyer.email);
      await p.getByLabel('Password', { exact: true }).fill(options.buyer.password);
      await p.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
      await p.waitForURL((u) => u.pathname !== '/login');
      signedIn = true;
      return `${user.email} (${user.role}) through the API and the login page, now on ${new URL(p.url()).pathname}`;
    });

    await check('checkout with the test card', async () => {
      const w = needWork();
      const p = needPage();
      if (!signedIn) fail('the buyer is not signed in (the sign-in check failed)');
      await p.goto(url(`/artworks/${w.id}?src=qr`));
      await p.getByRole('link', { name: 'Buy now' }).click();
      await p.waitForURL((u) => u.pathname === `/checkout/${w.id}`);
      // A signed-in buyer's details are filled in; the name may be empty on an account without one.
      const name = p.getByLabel('Name', { exact: true });
      if (!(await name.inputValue())) await name.fill('Smoke Test');
      await p.getByRole('button', { name: /^Continue to payment/ }).click();
      await payWithTestCard(p);
      await p.waitForURL(/\/orders\/[^/?]+\?key=/, { timeout: 60_000 });
      await p.getByRole('heading', { level: 1, name: /^Paid\. .+ is yours$/ }).waitFor({ timeout: 60_000 });
      const confirmation = new URL(p.url());
      order = { id: confirmation.pathname.split('/').pop()!, key: confirmation.searchParams.get('key')! };
      return `order ${order.id} paid, its confirmation on screen`;
    });

    await check('refund of the smoke order', async () => {
      if (!order) fail('no order to refund (the checkout check failed)');
      const admin = await signIn(options.admin);
      const { transaction } = await apiJson<{ transaction: { status: string } }>(
        `/admin/transactions/${order.id}/refund`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.accessToken}` },
          body: JSON.stringify({ reason: 'Smoke test order (npm run smoke): refunded at once.' }),
        },
      );
      if (transaction.status !== 'refunded') fail(`the order is ${transaction.status} after the refund`);
      return `order ${order.id} refunded by ${options.admin.email}; its work is on display again`;
    });
  } finally {
    await browser?.close();
  }
  return results;
}

/** Reads a QR code image: the browser decodes the PNG into pixels, jsQR reads them. */
async function readQr(page: Page, png: Buffer): Promise<string | null> {
  const pixels = await page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, rgba: Array.from(data.data) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

/**
 * The pay screen with Stripe's test card: locally the stand-in's card form (one field, as
 * LocalPaymentForm draws it); on AWS Stripe's Payment Element, whose fields live in Stripe's iframe.
 */
async function payWithTestCard(page: Page) {
  const local = page.getByLabel('Test card number');
  const stripeFrame = page.locator('iframe[title*="payment input" i]').first();
  await local.or(stripeFrame).waitFor();
  if (await local.isVisible()) {
    await local.fill(TEST_CARD);
  } else {
    const card = page.frameLocator('iframe[title*="payment input" i]').first();
    // The card tab is open by default (layout tabs, not collapsed); a wallet may be offered first.
    const cardTab = card.getByRole('tab', { name: /card/i });
    if (await cardTab.isVisible().catch(() => false)) await cardTab.click();
    await card.locator('input[name="number"]').fill(TEST_CARD);
    await card.locator('input[name="expiry"]').fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
    await card.locator('input[name="cvc"]').fill('123');
    const postal = card.locator('input[name="postalCode"]');
    if (await postal.isVisible().catch(() => false)) await postal.fill('11122');
  }
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function main() {
  const baseUrl = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!baseUrl || !URL.canParse(baseUrl)) {
    console.error(
      'usage: npm run smoke -- <base url>   e.g. npm run smoke -- http://localhost:8080\n' +
        (baseUrl ? `"${baseUrl}" is not a URL (it needs the scheme: https://…)` : 'the base URL is missing'),
    );
    process.exit(2);
  }
  console.log(`smoke: ${new URL(baseUrl).origin}`);
  const results = await runSmoke(baseUrl);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`smoke: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
