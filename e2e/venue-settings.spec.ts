import sharp from 'sharp';
import type { APIRequestContext, Locator } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signInAs, test } from './fixtures.ts';
import {
  bearer,
  expectFitsAPhone,
  photoBytes,
  publicPhoto,
  refusedUpload,
  restorePhoto,
} from './support/photos.ts';

/**
 * Issue 11, the venue's settings and favourites: hours (a weekday, a closed day, an exception) and
 * the map pin typed as coordinates are saved and still there after a reload; a favourite's notes are
 * edited in place on /venue/favorites and kept by the server; a gallery photo and the profile photo
 * are uploaded and saved. Serial: each save of the demo venue carries the version it read.
 */

async function venueToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: demoEmail('venue'), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

test.describe.configure({ mode: 'serial' });

test('a venue changes its hours and map pin; both are there after a reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const token = await venueToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const before = await request.get('/api/v1/venues/me', { headers });
  expect(before.status()).toBe(200);
  // Start from a known week: every day closed, no exceptions (a rerun finds its own earlier save).
  const { venue } = (await before.json()) as { venue: { id: string } };
  const reset = await request.put(`/api/v1/venues/${venue.id}`, {
    headers,
    data: {
      opening_hours: {
        monday: null,
        tuesday: { open: '10:00', close: '18:00' },
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: { open: '11:00', close: '15:00' },
        exceptions: [],
      },
    },
  });
  expect(reset.status()).toBe(200);

  await signInAs(page, 'venue');
  await page.goto('/venue/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('All changes are saved.')).toBeVisible();

  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByRole('checkbox', { name: 'Closed' }).uncheck();
  await page.getByLabel('Monday opens').fill('09:30');
  await page.getByLabel('Monday closes').fill('17:45');
  await page.getByRole('group', { name: 'Sunday' }).getByRole('checkbox', { name: 'Closed' }).check();
  await page.getByRole('button', { name: 'Add an exception' }).click();
  await page.getByLabel('Date of exception 1').fill('2026-12-24');

  await page.getByLabel('Latitude').fill('59.3345');
  await page.getByLabel('Longitude').fill('18.0632');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  // A day that closes before it opens is named, and nothing is sent.
  await page.getByLabel('Monday closes').fill('08:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Closing time must be after opening time.')).toBeVisible();
  await page.getByLabel('Monday closes').fill('17:45');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Monday opens')).toHaveValue('09:30');
  await expect(page.getByLabel('Monday closes')).toHaveValue('17:45');
  await expect(
    page.getByRole('group', { name: 'Sunday' }).getByRole('checkbox', { name: 'Closed' }),
  ).toBeChecked();
  await expect(page.getByLabel('Date of exception 1')).toHaveValue('2026-12-24');
  await expect(page.getByLabel('Latitude')).toHaveValue('59.3345');
  await expect(page.getByLabel('Longitude')).toHaveValue('18.0632');

  // The map pin is one control among the form's: clicking the map moves it and fills in the numbers.
  const map = page.locator('.venue-map');
  // After the reload the map is made again: wait until Leaflet has placed the pin before measuring.
  await expect(map.locator('.venue-map__pin')).toBeVisible();
  const box = (await map.boundingBox())!;
  // Away from the pin in the middle, the zoom buttons top left and the attribution bottom right.
  await map.click({ position: { x: box.width * 0.75, y: box.height * 0.3 } });
  await expect(page.getByLabel('Latitude')).not.toHaveValue('59.3345');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  // Leaving by a link with unsaved changes asks first; staying keeps them.
  const settingsUrl = page.url();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and save' }).click();
  await expect(leave).toBeHidden();
  expect(page.url()).toBe(settingsUrl);
  await expect(page.getByLabel('Latitude')).not.toHaveValue('59.3345');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Latitude')).toHaveValue('59.3345');

  expect(consoleErrors).toEqual([]);
});

/** Each button's accessible name contains its visible text (WCAG 2.5.3). */
async function expectLabelsInNames(scope: Locator) {
  const buttons = scope.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const shown = (await button.innerText()).trim();
    if (!shown) continue;
    await expect(button).toHaveAccessibleName(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
}

test('a venue writes notes on a favourite in place; they are kept', async ({
  page,
  request,
  consoleErrors,
}) => {
  const token = await venueToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/v1/artworks?status=available&limit=5')).json()) as {
    artworks: { id: string; title: string }[];
  };
  const work = list.artworks[0]!;
  expect((await request.post(`/api/v1/venues/me/favorites/${work.id}`, { headers, data: {} })).status()).toBe(
    200,
  );

  await signInAs(page, 'venue');
  await page.goto('/venue/favorites');
  // The first visit loads the venue area's code: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible({ timeout: 30_000 });
  const row = page.locator('li[data-artwork="' + work.id + '"]');
  await expect(row).toBeVisible();
  // Every button's name holds the words it shows (WCAG 2.5.3, label in name): a voice user says
  // "click Add notes".
  await expectLabelsInNames(row);
  await row.getByRole('button', { name: `Add notes on “${work.title}”` }).click();
  const notes = `Fits the bar wall ${Date.now()}`;
  await row.getByLabel('Your notes').fill(notes);
  await row.getByRole('button', { name: 'Save notes' }).click();
  await expect(row.getByText(notes)).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit notes on “${work.title}”` })).toBeVisible();
  await expectLabelsInNames(row);

  await page.reload();
  await expect(page.locator('li[data-artwork="' + work.id + '"]').getByText(notes)).toBeVisible();
  const saved = (await (await request.get('/api/v1/venues/me/favorites', { headers })).json()) as {
    favorites: { artwork_id: string; notes: string }[];
  };
  expect(saved.favorites.find((f) => f.artwork_id === work.id)?.notes).toBe(notes);
  expect(consoleErrors).toEqual([]);
});

test('a venue uploads a gallery photo, moves it earlier and saves; it is there after a reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const token = await venueToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const { venue } = (await (await request.get('/api/v1/venues/me', { headers })).json()) as {
    venue: { id: string; gallery_images: string[] };
  };
  // Room for one more (a rerun finds its own earlier upload).
  const start = venue.gallery_images.slice(0, 3);
  expect(
    (await request.put(`/api/v1/venues/${venue.id}`, { headers, data: { gallery_images: start } })).status(),
  ).toBe(200);

  await signInAs(page, 'venue');
  await page.goto('/venue/settings');
  await expect(page.getByText('All changes are saved.')).toBeVisible();
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
  // A file that is no image: the server's words about it, not a generic failure.
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no image') });
  await expect(
    page.getByRole('alert').filter({
      hasText: 'notes.jpg could not be uploaded: Only JPEG, PNG and WebP images are accepted.',
    }),
  ).toBeVisible();
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: photo });
  const photos = page.locator('.venue-gallery__item img');
  await expect(photos).toHaveCount(start.length + 1, { timeout: 30_000 });
  const uploaded = await photos.last().getAttribute('src');
  expect(uploaded).toContain(`/media/venues/uploads/${venue.id}/`);
  if (start.length)
    await page.getByRole('button', { name: `Move photo ${start.length + 1} earlier` }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes are saved.')).toBeVisible();

  await page.reload();
  await expect(photos).toHaveCount(start.length + 1);
  const saved = (await (await request.get('/api/v1/venues/me', { headers })).json()) as {
    venue: { gallery_images: string[] };
  };
  expect(saved.venue.gallery_images).toContain(uploaded);
  if (start.length) expect(saved.venue.gallery_images.indexOf(uploaded!)).toBe(start.length - 1);
  expect(consoleErrors.filter((e) => !refusedUpload(e))).toEqual([]);
});

test('the demo venue uploads a profile photo, saves it, sees it on its page, then removes it', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // A phone's width: the photo part works there too (and nothing makes the page scroll sideways).
  await page.setViewportSize({ width: 390, height: 900 });
  const headers = await bearer(request, 'venue');
  const me = async () =>
    (
      (await (await request.get('/api/v1/venues/me', { headers })).json()) as {
        venue: { id: string; venue_name: string; profile_image_url: string | null };
      }
    ).venue;
  const before = await me();
  const alt = `Photo of ${before.venue_name.trim()}`;
  try {
    await signInAs(page, 'venue');
    await page.goto('/venue/settings');
    await expect(page.getByText('All changes are saved.')).toBeVisible({ timeout: 30_000 });
    const input = page.getByLabel('Upload a new photo');

    await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no image') });
    await expect(page.getByText('Only JPEG, PNG and WebP images are accepted.')).toBeVisible();

    await input.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photoBytes() });
    // The draft holds it (the save bar says so) as the 640 px WebP; the save bar saves it.
    await expect(page.getByText('You have unsaved changes.')).toBeVisible({ timeout: 30_000 });
    const preview = page.getByRole('img', { name: 'Your venue’s profile photo' });
    const uploaded = (await preview.getAttribute('src'))!;
    expect(uploaded).toMatch(
      new RegExp(`^/media/venues/uploads/${before.id}/img-[0-9a-f]+/640w-[0-9a-f]+\\.webp$`),
    );
    expect(uploaded).not.toBe(before.profile_image_url);
    await expect(page.getByText('Only JPEG, PNG and WebP images are accepted.')).toHaveCount(0);
    expect((await me()).profile_image_url).toBe(before.profile_image_url);
    await expectFitsAPhone(page, page.getByRole('region', { name: 'Profile photo' }));

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes are saved.')).toBeVisible();
    expect((await me()).profile_image_url).toBe(uploaded);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your venue’s profile photo' })).toHaveAttribute(
      'src',
      uploaded,
      { timeout: 30_000 },
    );
    await (await publicPhoto(browser, baseURL!, `/venues/${before.id}`, alt)).hasSrc(uploaded);

    await page.getByRole('button', { name: 'Remove profile photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('All changes are saved.')).toBeVisible();
    expect((await me()).profile_image_url).toBeNull();
    await page.reload();
    await expect(page.getByText('No photo yet', { exact: true })).toBeVisible({ timeout: 30_000 });
    await (await publicPhoto(browser, baseURL!, `/venues/${before.id}`, alt)).hasNone();
  } finally {
    await restorePhoto(request, 'venue', `/venues/${before.id}`, before.profile_image_url);
  }
  expect(consoleErrors.filter((e) => !refusedUpload(e))).toEqual([]);
});

// Issue 38: chromium's native time field showed "07:30 AM" on a Swedish page in an English
// browser. The hours are typed on the 24-hour clock and the exception's day as YYYY-MM-DD.
test.describe('a Swedish settings page in an en-US browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('opening hours are typed and read on the 24-hour clock, an exception’s day as year-month-day', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem('language', 'sv'));
    await signInAs(page, 'venue');
    await page.goto('/venue/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible({
      timeout: 30_000,
    });
    const closed = page.getByRole('group', { name: 'Måndag' }).getByRole('checkbox', { name: 'Stängt' });
    if (await closed.isChecked()) await closed.uncheck();
    const opens = page.getByLabel('Måndag öppnar');
    await expect(opens).toHaveAttribute('placeholder', 'TT:MM');
    await opens.fill('730');
    await opens.press('Tab');
    await expect(opens).toHaveValue('07:30');
    const closes = page.getByLabel('Måndag stänger');
    await closes.fill('18.30');
    await closes.press('Tab');
    await expect(closes).toHaveValue('18:30');
    await page.getByRole('button', { name: 'Lägg till en avvikelse' }).click();
    const day = page.getByLabel(/^Datum för avvikelse/).last();
    await expect(day).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
    await day.fill('2026/12/24');
    await day.press('Tab');
    await expect(day).toHaveValue('2026-12-24');
    expect(consoleErrors).toEqual([]);
  });
});
