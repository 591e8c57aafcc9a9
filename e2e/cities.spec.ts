import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 38: a venue or an artist in Göteborg reads "Göteborg" on every Swedish page (the browse
 * filters and cards, the venue's, the artist's and the artwork's pages) and "Gothenburg" in
 * English, whichever way the profile spells its city (the API's name is Gothenburg).
 */

interface Profile {
  id: string;
}

async function first<T>(page: Page, path: string, key: string): Promise<T> {
  const res = await page.request.get(`/api/v1${path}`);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
  const list = ((body.data ?? body)[key] ?? []) as T[];
  expect(list.length, path).toBeGreaterThan(0);
  return list[0]!;
}

/** The page's visible text, with the options of its selects. */
const pageText = (page: Page) =>
  page.evaluate(
    () =>
      `${document.title}\n${document.body.innerText}\n${[...document.querySelectorAll('option')].map((o) => o.textContent).join('\n')}`,
  );

test('Göteborg reads Göteborg on Swedish pages and Gothenburg in English', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const venue = await first<Profile>(page, '/venues?city=Gothenburg&limit=1', 'venues');
  const artist = await first<Profile>(page, '/artists?city=Gothenburg&limit=1', 'artists');
  const work = await first<Profile>(page, `/venues/${venue.id}/artworks?limit=1`, 'artworks');

  await page.addInitScript(() => localStorage.setItem('language', 'sv'));
  for (const path of [
    '/venues?city=Gothenburg',
    `/venues/${venue.id}`,
    `/artists/${artist.id}`,
    `/artworks/${work.id}`,
    '/artworks?city=Gothenburg',
  ]) {
    await page.goto(path);
    // The page has its data once the city shows.
    await expect(page.getByText(/Göteborg/).first(), path).toBeVisible();
    expect(await pageText(page), path).not.toContain('Gothenburg');
  }

  await page.goto(`/venues/${venue.id}`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText(/Gothenburg/).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
