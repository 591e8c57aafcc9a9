import sharp from 'sharp';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signInAs, test } from './fixtures.ts';

/**
 * The profile photo in the artist's and the venue's settings: the demo artist (and venue) uploads
 * a photo, saves, and finds it after a reload and on the public page, as the card-sized (640 px)
 * WebP of the upload; removes it and saves, and the public page shows none. A file that is no
 * image gets the server's words. Each test gives the demo profile its photo back at the end,
 * through the API: other specs read the demo profiles at the same time.
 */

// A phone's width: the photo part works there too (and nothing makes the page scroll sideways).
test.use({ viewport: { width: 390, height: 900 } });

type Role = 'artist' | 'venue';

async function bearer(request: APIRequestContext, role: Role) {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

interface UploadAnswer {
  image: { url: string; sizes: { url: string; width: number; format: string }[] };
}

/**
 * Puts the photo the profile had back. The demo profiles' seeded photos are not below the
 * profile's upload prefix, and once replaced the server no longer counts them as "already shown",
 * so it refuses them (400): then the same picture is uploaded again and stored, so the page looks
 * as it did (a new URL of the same bytes). A photo the server takes back is simply put back.
 */
async function restorePhoto(
  request: APIRequestContext,
  role: Role,
  profilePath: string,
  original: string | null,
) {
  const headers = await bearer(request, role);
  const put = (profile_image_url: string | null) =>
    request.put(`/api/v1${profilePath}`, { headers, data: { profile_image_url } });
  let res = await put(original);
  if (res.status() === 400 && original) {
    const bytes = await (await request.get(original)).body();
    const upload = await request.post(`/api/v1/upload/${role === 'artist' ? 'artwork' : 'venue'}-image`, {
      headers,
      multipart: { image: { name: 'original.jpg', mimeType: 'image/jpeg', buffer: bytes } },
    });
    expect(upload.status()).toBe(201);
    res = await put(((await upload.json()) as UploadAnswer).image.url);
  }
  expect(res.status(), await res.text()).toBe(200);
}

/** The public profile page as a visitor opens it: in a browser of its own, with no cached answer. */
async function publicPhoto(browser: Browser, baseURL: string, path: string, alt: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const img = page.getByRole('img', { name: alt, exact: true });
  return {
    async hasSrc(src: string) {
      await expect(img).toHaveAttribute('src', src);
      await expect(img).toBeVisible();
      await context.close();
    },
    async hasNone() {
      await expect(img).toHaveCount(0);
      await context.close();
    },
  };
}

/** A 1200x900 photo: the upload makes WebP sizes 320, 640, 1024 and 1200. */
const photoBytes = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6b5e' } })
    .jpeg()
    .toBuffer();

/** At 390 px the page does not scroll sideways, and nothing in the photo part sticks out of it. */
async function expectFitsAPhone(page: Page, part: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const outside = await part.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > right + 0.5)
      .map((child) => child.outerHTML.slice(0, 80));
  });
  expect(outside).toEqual([]);
}

/** The browser logs the refused upload of the file that is no image; that 415 was the point. */
const refusedUpload = (e: string) => /status of 415 .*\/api\/v1\/upload\//.test(e);

test('the demo artist uploads a profile photo, saves it, sees it on her page, then removes it', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const headers = await bearer(request, 'artist');
  const me = async () =>
    (
      (await (await request.get('/api/v1/artists/profile/me', { headers })).json()) as {
        artist: { id: string; artist_name: string; profile_image_url: string | null };
      }
    ).artist;
  const before = await me();
  const alt = `Portrait of ${before.artist_name.trim()}`;
  try {
    await signInAs(page, 'artist');
    await page.goto('/artist/settings');
    // The first visit loads the artist area's code: give a busy machine time.
    await expect(page.getByLabel('Artist name')).toHaveValue(before.artist_name, { timeout: 30_000 });
    const input = page.getByLabel('Upload a new photo');

    // A file that is no image: the server says so, in the page's language, and nothing changes.
    await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no image') });
    await expect(page.getByText('Only JPEG, PNG and WebP images are accepted.')).toBeVisible();

    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoBytes() });
    // Uploaded (the form says it is not saved yet), and shown as the card-sized variant: the
    // 640 px WebP, not the widest. (The photo before may be a 640 px upload too: a rerun's.)
    await expect(page.getByRole('status').filter({ hasText: 'New photo uploaded. Save' })).toBeVisible({
      timeout: 30_000,
    });
    const preview = page.getByRole('img', { name: 'Your profile photo' });
    const uploaded = (await preview.getAttribute('src'))!;
    expect(uploaded).toMatch(
      new RegExp(`^/media/artworks/uploads/${before.id}/img-[0-9a-f]+/640w-[0-9a-f]+\\.webp$`),
    );
    expect(uploaded).not.toBe(before.profile_image_url);
    await expect(page.getByText('Only JPEG, PNG and WebP images are accepted.')).toHaveCount(0);
    // Uploaded is not saved: the profile keeps its photo until Save.
    expect((await me()).profile_image_url).toBe(before.profile_image_url);
    await expectFitsAPhone(page, page.getByRole('group', { name: 'Profile photo' }));

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    expect((await me()).profile_image_url).toBe(uploaded);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', uploaded, {
      timeout: 30_000,
    });
    await (await publicPhoto(browser, baseURL!, `/artists/${before.id}`, alt)).hasSrc(uploaded);

    // Remove, by keyboard: the focus goes on to the file input, which the photo's removal leaves.
    await page.getByRole('button', { name: 'Remove profile photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Photo removed. Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    expect((await me()).profile_image_url).toBeNull();
    await page.reload();
    await expect(page.getByText('No photo yet', { exact: true })).toBeVisible({ timeout: 30_000 });
    await (await publicPhoto(browser, baseURL!, `/artists/${before.id}`, alt)).hasNone();
  } finally {
    await restorePhoto(request, 'artist', `/artists/${before.id}`, before.profile_image_url);
  }
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
