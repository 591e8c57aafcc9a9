import type { Page } from '@playwright/test';
import { artworkLinks, expect, signInAs, test } from './fixtures.ts';

/** /artworks against the seeded stack: URL state, paging, keyboard grid; the artwork page's venue map. */

const STYLES = [
  'Abstract',
  'Black & white',
  'Expressionist',
  'Figurative',
  'Impressionist',
  'Landscape',
  'Nordic',
  'Portrait',
  'Street & urban',
  'Surreal',
];

const cards = (page: Page) => page.locator('main .kv-artwork-grid__list > li');
const titles = (page: Page) => artworkLinks(page).allTextContents();
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ artworks?$/ });

/** Opens the first exhibited artwork's page; returns its section under the level-2 heading `heading`. */
async function openExhibitedArtwork(page: Page, heading: string) {
  // Ask the API for a work that hangs at a venue: other specs add public works to the same stack,
  // so the newest card is not always one on display.
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=1');
  const { artworks } = (await res.json()) as { artworks: { id: string }[] };
  await page.goto(`/artworks/${encodeURIComponent(artworks[0]!.id)}`);
  await expect(page).toHaveURL(/\/artworks\/[^/?]+$/);
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
}

test('filters, sort and pages live in the URL: a reload shows the same results', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/artworks');
  await expect(artworkLinks(page).first()).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filters' });

  // Controlled inputs: the state follows the URL, so click and wait for the URL.
  await filters.getByRole('radio', { name: 'Painting' }).click();
  await expect(page).toHaveURL(/category=painting/);
  for (const style of STYLES) {
    await filters.getByRole('checkbox', { name: style, exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: style, exact: true })).toBeChecked();
  }
  await filters.getByLabel('Lowest price').fill('100');
  await filters.getByLabel('Lowest price').press('Enter');
  await expect(page).toHaveURL(/min_price=100/);
  await filters.getByLabel('Highest price').fill('3000');
  await filters.getByLabel('Highest price').press('Enter');
  await expect(page).toHaveURL(/max_price=3000/);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);

  // 28 seeded paintings match: 24 on the first page, the rest after "Load more". (Other specs
  // change works while this one runs, e.g. a refunded work goes back on sale; the count is the
  // seed's, read before they can have.)
  await expect(resultCount(page)).toHaveText('28 artworks');
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(28);
  await expect(page).toHaveURL(/page=2/);

  const url = page.url();
  // Every card is a painting within the range, cheapest first.
  const prices = (await page.locator('main .kv-artwork-card__amount').allTextContents()).map((p) =>
    Number(p.replace(/[^\d.]/g, '')),
  );
  expect(prices.every((p) => p >= 100 && p <= 3000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The reload asks the API the same question (filters and sort) for both pages, and shows what
  // it answers, in order. Compared with the API's answer rather than with the titles before, since
  // another spec may have put a matching work on sale in between.
  const answers: { query: URLSearchParams; titles: string[] }[] = [];
  page.on('response', (res) => {
    const address = new URL(res.url());
    if (address.pathname !== '/api/v1/artworks' || !res.ok()) return;
    void res
      .json()
      .then((body: { artworks: { title: string }[] }) =>
        answers.push({ query: address.searchParams, titles: body.artworks.map((a) => a.title) }),
      )
      .catch(() => {});
  });
  await page.reload();
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
  const [first, second] = answers;
  for (const answer of [first!, second!]) {
    expect(answer.query.get('category')).toBe('painting');
    expect(answer.query.get('sort')).toBe('price_asc');
    expect(answer.query.get('min_price')).not.toBeNull();
    expect(answer.query.get('max_price')).not.toBeNull();
  }
  expect(first!.query.get('cursor')).toBeNull();
  expect(second!.query.get('cursor')).not.toBeNull();
  await expect(cards(page)).toHaveCount(first!.titles.length + second!.titles.length);
  expect(page.url()).toBe(url);
  expect(await titles(page)).toEqual([...first!.titles, ...second!.titles]);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(filters.getByRole('radio', { name: 'Painting' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Surreal', exact: true })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Pop', exact: true })).not.toBeChecked();
  await expect(filters.getByLabel('Lowest price')).toHaveValue('100');
  await expect(filters.getByLabel('Highest price')).toHaveValue('3000');

  // A new choice starts again at the first page.
  await filters.getByRole('checkbox', { name: 'Surreal', exact: true }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards(page)).toHaveCount(24);
  expect(consoleErrors).toEqual([]);
});

test('the grid moves focus with the arrow keys, Home and End', async ({ page, consoleErrors }) => {
  await page.goto('/artworks');
  const links = artworkLinks(page);
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(4);
  // Columns as laid out at this width: the cards sharing the first card's top edge.
  const tops = await cards(page).evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  const columns = tops.filter((t) => Math.abs(t - tops[0]!) < 2).length;
  expect(columns).toBeGreaterThan(1);

  // One card in the tab order: Tab reaches the first, not each one.
  await links.first().focus();
  const focusedIndex = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main .kv-artwork-card__link')].indexOf(document.activeElement!),
    );
  await page.keyboard.press('ArrowRight');
  expect(await focusedIndex()).toBe(1);
  await page.keyboard.press('ArrowDown');
  expect(await focusedIndex()).toBe(1 + columns);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedIndex()).toBe(columns);
  await page.keyboard.press('ArrowUp');
  expect(await focusedIndex()).toBe(0);
  await page.keyboard.press('End');
  expect(await focusedIndex()).toBe(count - 1);
  await page.keyboard.press('Home');
  expect(await focusedIndex()).toBe(0);
  expect(await links.evaluateAll((as) => as.filter((a) => (a as HTMLElement).tabIndex === 0).length)).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artworks\/[^/?]+$/);
  expect(consoleErrors).toEqual([]);
});

test('an artwork page shows where it hangs: hours, address and a map that works offline', async ({
  page,
  consoleErrors,
}) => {
  const where = await openExhibitedArtwork(page, 'Where it hangs');
  await expect(where).toBeVisible();
  await expect(where.getByText(/Open now|Closed/).first()).toBeVisible();
  await expect(where.locator('address')).toContainText(/\d{3} \d{2} /); // street, postal code, city
  const map = where.getByRole('region', { name: /^Map showing / });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1); // the pin shows, tiles or not
  // Leaflet's stylesheet loaded with it.
  expect(await map.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
  const osm = where.getByRole('link', { name: /^Open in OpenStreetMap/ });
  await expect(osm).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=\d+\.\d+&mlon=\d+\.\d+/,
  );
  // Offline here: the tiles fail, and the page says so instead of showing a broken map.
  const tilesFailed = (await map.locator('img.leaflet-tile-loaded').count()) === 0;
  if (tilesFailed) await expect(where.getByText(/The map background could not load/)).toBeVisible();

  // The map never holds the keyboard: from the map, Tab reaches the link after it.
  await map.focus();
  for (let i = 0; i < 6; i++) {
    if (await osm.evaluate((a) => a === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(osm).toBeFocused();
  await expect(where.getByRole('link', { name: /^About / })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the venue page and the venue list show the venues on a map', async ({ page, consoleErrors }) => {
  await page.goto('/venues');
  const list = page.getByRole('region', { name: 'Map of the venues in the list' });
  await expect(list).toBeVisible();
  // Leaflet loads when the map comes near the screen (issue 14), as a visitor scrolls to it.
  await list.scrollIntoViewIfNeeded();
  await expect(list.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.locator('main a[href^="/venues/"]').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'How to find it' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Map showing / }).locator('.leaflet-marker-icon'),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Open in OpenStreetMap/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an artwork page shows its artist card; the QR code and label only to artists and venues', async ({
  page,
  consoleErrors,
}) => {
  const about = await openExhibitedArtwork(page, 'About the artist');
  await expect(about.locator('a[href^="/artists/"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'QR code' })).toHaveCount(0);
  const artworkPath = new URL(page.url()).pathname;

  await signInAs(page, 'venue');
  await page.goto(artworkPath);
  const qr = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'QR code' }) });
  const image = qr.getByRole('img', { name: /^QR code for / });
  await expect(image).toBeVisible();
  // The picture is drawn on request; a visible box may still be waiting for its bytes.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  const label = qr.getByRole('link', { name: 'Printable label (PDF)' });
  const pdf = await page.request.get((await label.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(consoleErrors).toEqual([]);
});
