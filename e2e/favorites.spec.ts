import type { APIRequestContext, Page } from '@playwright/test';
import { artworkLinks, expect, test } from './fixtures.ts';

/**
 * The venue's favourite toggle: only a signed-in venue sees it, on the cards and on
 * the artwork page; it saves at once and the server keeps it. The venue signs in through
 * POST /api/v1/auth/login, and the page gets the session the way the shell stores it.
 */
const VENUE = { email: 'venue@konstvagg.local', password: 'Demo-Konst-2026' };

interface Session {
  user: unknown;
  accessToken: string;
  refreshToken: string;
}

async function login(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/v1/auth/login', { data: VENUE });
  expect(res.status()).toBe(200);
  const json = (await res.json()) as Session | { data: Session };
  return 'data' in json ? json.data : json;
}

async function signInAsVenue(page: Page, session: Session) {
  await page.addInitScript((s) => {
    if (localStorage.getItem('accessToken')) return; // keep what the page itself refreshed
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

async function savedIds(request: APIRequestContext, session: Session): Promise<string[]> {
  const res = await request.get('/api/v1/venues/me/favorites', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { favorites: { artwork_id: string }[] }).favorites.map((f) => f.artwork_id);
}

const favoriteToggles = (page: Page) => page.getByRole('button', { name: /^Save “.+” to favourites$/ });

test('visitors see no favourite toggle', async ({ page, consoleErrors }) => {
  await page.goto('/artworks');
  await expect(artworkLinks(page).first()).toBeVisible();
  await expect(favoriteToggles(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a venue saves and removes a favourite from a card; the server keeps it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const session = await login(request);
  await signInAsVenue(page, session);
  await page.goto('/artworks');
  await expect(artworkLinks(page).first()).toBeVisible();
  // Pick a card this venue has not saved yet (earlier runs of the test leave nothing behind).
  const toggle = page.getByRole('button', { name: /^Save “.+” to favourites$/, pressed: false }).first();
  await expect(toggle).toBeEnabled();
  const name = (await toggle.getAttribute('aria-label'))!;
  const title = /^Save “(.+)” to favourites$/.exec(name)![1]!;
  const card = page.locator('article', { has: page.getByRole('button', { name, exact: true }) });
  const href = (await card.locator('a[href^="/artworks/"]').getAttribute('href'))!;
  const id = href.split('/').pop()!;
  // Valid HTML: the button is not inside the card's link.
  expect(await page.getByRole('button', { name, exact: true }).evaluate((b) => b.closest('a'))).toBeNull();

  // Keyboard: focus it and press Space.
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(request, session)).toContain(id);

  await page.reload();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The artwork page shows the same state and removes it.
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const pageToggle = page.getByRole('button', { name: 'Save to favourites' });
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedIds(request, session)).not.toContain(id);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(consoleErrors).toEqual([]);
});

test('a refused toggle is put back and only logged', async ({ page, request, consoleErrors }) => {
  const session = await login(request);
  await signInAsVenue(page, session);
  await page.route('**/api/v1/venues/me/favorites/*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again' } }),
    }),
  );
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/artworks');
  const toggle = page.getByRole('button', { name: /^Save “.+” to favourites$/, pressed: false }).first();
  await expect(toggle).toBeEnabled();
  const name = (await toggle.getAttribute('aria-label'))!;
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect.poll(() => warnings.some((w) => w.includes('Favourite save failed'))).toBe(true);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0); // no toast, no error box
  // The browser logs the refused request itself; nothing else may have gone wrong.
  expect(consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
});
