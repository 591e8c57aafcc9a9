import type { Page } from '@playwright/test';
import { expect, test, seriousViolations } from './fixtures.ts';

/** Artist and venue directories and profiles (the marketplace remote), against the seeded stack. */

const artistCards = (page: Page) => page.locator('main a[href^="/artists/"]');
const venueCards = (page: Page) => page.locator('main a[href^="/venues/"]');
/**
 * A card of a profile that has works (sign-ups made by other e2e tests are listed first and have none).
 * `works` matches the card's count line ("3 works", "2 works on display").
 */
const cardWithWorks = (page: Page, kind: 'artists' | 'venues') =>
  page
    .locator('main li.mp-pcard')
    .filter({ has: page.locator('.mp-pcard__foot', { hasText: /^[1-9]\d* works?\b/ }) })
    .first()
    .locator(`a[href^="/${kind}/"]`);

test('/artists lists artists and a card opens the profile with its artworks', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ artists?/ })).toBeVisible();
  const first = cardWithWorks(page, 'artists');
  await expect(first).toBeVisible();
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/artists\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Works by ${name}` })).toBeVisible();
  await expect(page.locator('main a[href^="/artworks/"]').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/artists keeps the city filter in the URL', async ({ page, consoleErrors }) => {
  await page.goto('/artists');
  await expect(artistCards(page).first()).toBeVisible();
  await page.getByLabel('City').selectOption('Malmö');
  await expect(page).toHaveURL(/city=Malm%C3%B6/);
  await expect(page.getByRole('status').filter({ hasText: /\d+ artists?/ })).toBeVisible();
  await expect(artistCards(page).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown artist shows a not-found page with a way back', async ({ page }) => {
  await page.goto('/artists/no-such-artist');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that artist" })).toBeVisible();
  await page.getByRole('link', { name: 'All artists' }).click();
  await expect(page).toHaveURL(/\/artists$/);
});

test('/venues filters by city and a card opens the venue with hours and artworks', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(venueCards(page).first()).toBeVisible();
  await page.getByLabel('City').selectOption('Gothenburg');
  await expect(page).toHaveURL(/city=Gothenburg/);
  await expect(page.locator('main .mp-pcard').first()).toContainText('Gothenburg');
  for (const card of await page.locator('main .mp-pcard').all())
    await expect(card).toContainText('Gothenburg');
  await expect(page.locator('main .mp-pcard').first()).toContainText(/Open now|Closed/);
  const first = cardWithWorks(page, 'venues');
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/venues\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(page.locator('main table tbody tr')).toHaveCount(7);
  await expect(page.locator('main tr[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'On the walls now' })).toBeVisible();
  await expect(page.locator('main a[href^="/artworks/"]').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('in Swedish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sv'));
  });

  test('/artists and /venues speak Swedish', async ({ page, consoleErrors }) => {
    await page.goto('/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Konstnärer' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ konstnär/ })).toBeVisible();
    await expect(page.getByLabel('Stad')).toBeVisible();
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Lokaler' })).toBeVisible();
    await expect(page.locator('main .mp-pcard').first()).toContainText(/Öppet nu|Stängt/);
    await expect(page.getByRole('group', { name: 'Typ av lokal' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

// /artists with its cards is checked whole by axe in e2e/a11y.spec.ts (the marketplace pages).
// A venue page is checked here with a venue that has works on its walls (the first one listed,
// which a11y.spec checks, may have none).
test('a venue page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/venues');
  await cardWithWorks(page, 'venues').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(page.locator('main a[href^="/artworks/"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
