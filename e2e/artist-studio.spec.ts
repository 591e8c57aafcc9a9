import type { Page } from '@playwright/test';
import type { ArtistDashboardResponse, MyArtworksResponse } from '@konstvagg/contracts';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';

/**
 * The artist studio (issue 10, client): the demo artist's dashboard and works list show what the
 * API holds; a new artist saves her profile and connects a payout account through the Stripe
 * stand-in's onboarding page. axe on each page.
 */

const PASSWORD = 'Studio-Test-2026';

/** A new artist, signed in on this page the way signInAs does it for the demo accounts. */
async function newArtist(page: Page) {
  const email = uniqueEmail('studio');
  const reg = await page.request.post('/api/v1/auth/register', {
    data: {
      role: 'artist',
      name: 'Studio Tester',
      email,
      password: PASSWORD,
      terms_accepted: true,
      artist_name: 'Studio Tester',
      bio: 'I paint harbours and light in oil, mostly at dawn.',
    },
  });
  expect(reg.status()).toBe(201);
  const res = await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const session = (await res.json()) as { user: unknown; accessToken: string; refreshToken: string };
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return session.accessToken;
}

async function apiAs<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The Stripe stand-in's own pages (another origin) have no favicon; the browser logs that. */
const standIn = (error: string) =>
  /404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/favicon\.ico\)/.test(error);

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken')!);

test('the demo artist’s dashboard shows her works by status and her fee, in English and Swedish', async ({
  page,
  consoleErrors,
}) => {
  // The dashboard reads every work and order of hers: on a loaded machine its first answer is slow.
  test.setTimeout(90_000);
  await signInAs(page, 'artist');
  await page.goto('/artist/dashboard');
  const works = page.getByRole('region', { name: 'Your works' });
  const dash = await apiAs<ArtistDashboardResponse>(page, await token(page), '/artists/me/dashboard');
  await expect(works.getByText(`${dash.artworks.total} works in total`)).toBeVisible({ timeout: 30_000 });
  expect(dash.artworks.total).toBeGreaterThan(0);
  for (const [status, label] of [
    ['available', 'Available'],
    ['exhibited', 'On display'],
    ['sold', 'Sold'],
  ] as const) {
    const n = dash.artworks.by_status[status] ?? 0;
    if (n > 0)
      await expect(
        works
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${n}$`) })
          .first(),
      ).toBeVisible();
    if (n > 0) await expect(works.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Your platform fee' })).toContainText(
    `${dash.platform_fee.percent} %`,
  );
  await expect(page.getByRole('region', { name: 'Next step' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/artist/dashboard?lang=sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
  await expect(page.getByText(`${dash.artworks.total} verk totalt`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the demo artist’s works list has a tab per status with the API’s counts, search and actions', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'artist');
  await page.goto('/artist/artworks');
  const tabs = page.getByRole('group', { name: 'Filter by status' });
  await expect(tabs).toBeVisible();
  const mine = await apiAs<MyArtworksResponse>(page, await token(page), '/artists/me/artworks');
  expect(mine.pagination.total).toBeGreaterThan(0);
  await expect(tabs.getByRole('button', { name: `All (${mine.pagination.total})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.studio-work')).toHaveCount(mine.pagination.total);
  if ((mine.counts.sold ?? 0) > 0) {
    await tabs.getByRole('button', { name: `Sold (${mine.counts.sold})` }).click();
    await expect(page.locator('.studio-work')).toHaveCount(mine.counts.sold!);
    // A sold work offers no change at all.
    await expect(page.locator('.studio-work').first().getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await tabs.getByRole('button', { name: /^All/ }).click();
  }
  const first = mine.artworks[0]!;
  await page.getByLabel('Search by title').fill(first.title.slice(0, 6));
  await expect(page.locator('.studio-work').filter({ hasText: first.title }).first()).toBeVisible();
  await page.getByLabel('Search by title').fill('no such title zzz');
  await expect(page.getByText('No work here matches your search.')).toBeVisible();
  await expect(page.locator('.studio-work')).toHaveCount(0);
  await page.getByLabel('Search by title').fill('');
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a new artist saves her profile in settings, and it is read back', async ({ page, consoleErrors }) => {
  await newArtist(page);
  await page.goto('/artist/settings');
  await expect(page.getByLabel('Artist name')).toHaveValue('Studio Tester');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('City').fill('Malmö');
  await page.getByLabel('Instagram handle').fill('@studio.tester');
  await page.getByLabel('Default venue commission (%)').fill('16');
  await page.getByRole('button', { name: 'Save' }).click();
  // The server names the field.
  await expect(page.getByText('Your profile was not saved. Check the fields marked below.')).toBeVisible();
  await expect(page.getByLabel('Default venue commission (%)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Default venue commission (%)').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  // The browser logs the refused save; that 400 was the point.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/status of 400 .*\/api\/v1\/artists\//.test(e)),
  );
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Malmö');
  await expect(page.getByLabel('Default venue commission (%)')).toHaveValue('12');
  await expect(page.getByLabel('Instagram handle')).toHaveValue(/studio\.tester/);
  // No works yet: the list says so, and the dashboard's next step is the first upload.
  await page.goto('/artist/artworks');
  await expect(page.getByRole('heading', { level: 2, name: 'You have no works yet' })).toBeVisible();
  await page.goto('/artist/dashboard');
  await expect(page.getByRole('region', { name: 'Next step' })).toContainText('Upload your first artwork');
  expect(consoleErrors).toEqual([]);
});

for (const lang of ['en', 'sv'] as const) {
  const words =
    lang === 'en'
      ? {
          start: 'Start',
          notStarted: 'Not connected yet',
          back: 'Back from Stripe',
          ready: 'Ready for payouts',
          badge: 'Pro',
        }
      : {
          start: 'Börja',
          notStarted: 'Inte kopplat än',
          back: 'Tillbaka från Stripe',
          ready: 'Redo för utbetalningar',
          badge: 'Proffs',
        };
  test(`payout onboarding round trip through the Stripe stand-in (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    const access = await newArtist(page);
    await page.goto('/artist/stripe/onboarding');
    // The header's toggle stores the choice, so the page Stripe sends her back to is in it too.
    await page.getByRole('button', { name: lang === 'sv' ? 'Svenska' : 'English' }).click();
    await expect(page.getByText(words.notStarted)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.start }).click();
    await page.getByRole('button', { name: /Complete onboarding/ }).click();
    await expect(page).toHaveURL(/\/artist\/onboarding\/complete/);
    await expect(page.getByText(words.back)).toBeVisible();
    await expect(page.getByText(words.ready)).toBeVisible();
    await expect(page.getByText(words.badge, { exact: true })).toBeVisible();
    // The page she comes back to is checked by axe in both languages at the end of
    // e2e/new-artist-journey.spec.ts (the same page, after the same round trip).
    const status = await apiAs<{ payouts_enabled: boolean }>(page, access, '/payments/onboarding/status');
    expect(status.payouts_enabled).toBe(true);
    expect(consoleErrors.filter((e) => !standIn(e))).toEqual([]);
  });
}

test('the refresh address says why and mints a new link', async ({ page, consoleErrors }) => {
  await newArtist(page);
  await page.goto('/artist/onboarding/refresh');
  await expect(page.getByText('That link has expired')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: /Complete onboarding/ })).toBeVisible();
  expect(consoleErrors.filter((e) => !standIn(e))).toEqual([]);
});

test('on a phone every role-area sidebar item is whole and on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'artist');
  await page.goto('/artist/dashboard?lang=sv');
  // The sidebar is one button on a phone (issue 38); its links open below it.
  await page.getByRole('button', { name: /Konstnärsmeny/ }).click();
  const links = page.getByRole('navigation', { name: /./ }).locator('.shell-sidebar__link');
  await expect(links.filter({ hasText: 'Inställningar' })).toBeVisible();
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await links.filter({ hasText: 'Inställningar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artist\/settings/);
});
