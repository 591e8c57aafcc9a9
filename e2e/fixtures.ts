import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { INFO_PATHS } from '@konstvagg/contracts/site-paths';

const OSM_TILE = /^https:\/\/[abc]\.tile\.openstreetmap\.org\//;

/**
 * Every test page collects console errors and uncaught exceptions; a test that visits pages ends
 * with `expectNoConsoleErrors()`. Language starts as English (the browser locale is en-GB and
 * nothing is stored) unless a test changes it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * A page that came as server HTML (it carries the #kv-ssr state: /artworks, /artworks/{id}) is on
   * screen before its scripts run; like a person, a test acts on it once it works: `goto` and
   * `reload` return when React has hydrated it (`<html data-page-ready>`, set by the marketplace's
   * page wrapper). Its filters show as disabled until then (useHydrated).
   */
  page: async ({ page }, use) => {
    const ready = async () => {
      if ((await page.locator('#kv-ssr').count()) === 0) return;
      await page.waitForFunction(() => document.documentElement.dataset.pageReady !== undefined, null, {
        timeout: 30_000,
      });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // This machine is offline: the venue map's OpenStreetMap tiles fail to load, which the browser
      // logs. The map handles it (a note, the pin and the address stay; e2e/browse.spec.ts checks).
      if (OSM_TILE.test(message.location().url) && /^Failed to load resource/.test(message.text())) return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** The first artwork card on /artworks (cards link to /artworks/{id}). */
export function artworkLinks(page: Page) {
  return page.locator('main a[href^="/artworks/"]');
}

/** The demo accounts the e2e stack seeds (README: Demo logins). */
export const DEMO_PASSWORD = 'Demo-Konst-2026';
export const demoEmail = (role: 'artist' | 'venue' | 'buyer' | 'admin') => `${role}@konstvagg.local`;

/**
 * Signs the page in as a demo account: a real POST /auth/login, its tokens and user stored the way
 * the shell stores them (once per tab, so a logout in the test stays a logout).
 */
export async function signInAs(page: Page, role: 'artist' | 'venue' | 'buyer' | 'admin') {
  await signInAsSeeded(page, demoEmail(role));
}

/** The same for any seeded account (every seeded user has the demo password). */
export async function signInAsSeeded(page: Page, email: string) {
  const res = await page.request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), `login as ${email}`).toBe(200);
  const session = (await res.json()) as { user: unknown; accessToken: string; refreshToken: string };
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest link to `path` (/verify-email/ or /reset-password/) in a mail to `email` (the dev outbox). */
export async function linkFromOutbox(page: Page, email: string, path: '/verify-email/' | '/reset-password/') {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
        const { data } = (await res.json()) as { data: OutboxMail[] };
        const mail = data
          .filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes(path))
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        const match = mail?.text.match(new RegExp(`https?://[^\\s]+(${path}[A-Za-z0-9_-]+)`));
        found = match?.[1] ?? null;
        return found;
      },
      { message: `a mail with ${path} to ${email}` },
    )
    .not.toBeNull();
  return found!;
}

/** A fresh address for this run. */
export function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;
}

/**
 * axe (WCAG 2.1 A/AA and best practice) on the page as it is, or only within one selector: the
 * serious and critical findings, one line each.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * The marketplace's public pages: the home page, the artwork, artist and venue lists and pages, and the
 * information and legal pages the site lists in one place (INFO_PATHS: the footer's links among them).
 * `{artwork}`, `{artist}` and `{venue}` stand for seeded ids (seededRoutes).
 */
export const PUBLIC_PAGES = [
  '/',
  '/artworks',
  '/artworks/{artwork}',
  '/artists',
  '/artists/{artist}',
  '/venues',
  '/venues/{venue}',
  ...INFO_PATHS,
] as const;

/** Turns `{artwork}`, `{artist}` and `{venue}` in routes into the first seeded ids the API lists. */
export async function seededRoutes(request: APIRequestContext): Promise<(route: string) => string> {
  const first = async (path: string, key: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as Record<string, { id: string }[]>)[key]![0]!.id;
  const ids: Record<string, string> = {
    artwork: await first('/artworks?limit=1&status=exhibited', 'artworks'),
    artist: await first('/artists?limit=1', 'artists'),
    venue: await first('/venues?limit=1', 'venues'),
  };
  return (route) => route.replace(/\{(artwork|artist|venue)\}/, (_, k: string) => ids[k]!);
}
