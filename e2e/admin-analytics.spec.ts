import { expect, seriousViolations, signInAs, test } from './fixtures.ts';

/**
 * The admin's dashboard and analytics in the browser (issue 13): the dashboard's figures from the
 * counters, the analytics' range in the URL, a chart turned into a table, at 1280 and 390 px, in
 * English and Swedish. The demo data's counters come from the seed's backfill. The shared clock is
 * never moved here.
 */
test('the dashboard shows its figures and the analytics turn a chart into a table', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  // The admin remote's first load: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('gmv-today')).toHaveText(/€\d/);
  await expect(page.getByTestId('gmv-30')).toContainText(/€[\d,.]+ · \d+ sales?/);
  await expect(page.getByTestId('orders-by-status')).toContainText('Paid, awaiting pickup');
  await expect(page.getByTestId('queue-size')).toHaveText(/works? waiting for review|Nothing waiting/);
  await expect(page.getByTestId('failed-payouts')).toHaveText(/failed payouts?|No failed payouts/);
  await expect(page.getByRole('table', { name: /New sign-ups by role/ }).getByRole('row')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Open analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  // A range that holds the demo sales (the seed's days), grouped by month, kept in the URL.
  await page.getByLabel('From', { exact: true }).fill('2026-06-01');
  await page.getByLabel('To', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Group by').selectOption('month');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-06-01&to=2026-12-31&granularity=month/);
  await expect(page.getByTestId('stat-sales')).toContainText(/Sales\s*[1-9]/);
  const sales = page.getByTestId('chart-sales');
  await expect(sales.getByRole('img', { name: /sales worth/ })).toBeVisible();
  await expect(sales.locator('.recharts-surface').first()).toBeVisible();
  await sales.getByRole('button', { name: 'Show as table' }).click();
  const table = sales.getByRole('table', { name: 'Sales and sales value over time' });
  await expect(table).toBeVisible();
  // A header row and one row per month, June to December.
  await expect(table.getByRole('row')).toHaveCount(8);
  await sales.getByRole('button', { name: 'Show as chart' }).click();
  await expect(sales.getByRole('table')).toHaveCount(0);
  const venues = page.getByTestId('chart-venue');
  await venues.getByRole('button', { name: 'Show as table' }).click();
  await expect(venues.getByRole('table', { name: 'By venue' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A refused range says why, next to the field, and asks nothing.
  await page.getByLabel('To', { exact: true }).fill('2026-05-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(page).toHaveURL(/to=2026-12-31/);

  // Swedish, on a phone.
  await page.evaluate(() => localStorage.setItem('language', 'sv'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/analytics?from=2026-06-01&to=2026-12-31&granularity=week');
  await expect(page.getByRole('heading', { level: 1, name: 'Analys' })).toBeVisible();
  const city = page.getByTestId('chart-city');
  await city.getByRole('button', { name: 'Visa som tabell' }).click();
  await expect(city.getByRole('table', { name: 'Per stad' }).getByRole('row').nth(1)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Adminöversikt' })).toBeVisible();
  await expect(page.getByTestId('gmv-30')).toContainText('€');
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
