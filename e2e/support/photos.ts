import sharp from 'sharp';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { bearer as bearerOf, demoToken } from './api.ts';

/**
 * The profile photo in the artist's and the venue's settings, shared by e2e/profile-photo.spec.ts
 * (the artist) and e2e/venue-settings.spec.ts (the venue, serial with the other tests that save
 * the demo venue, whose saves carry its version). Each test gives the demo profile its photo back
 * at the end, through the API: other specs read the demo profiles at the same time.
 */

export type Role = 'artist' | 'venue';

export const bearer = async (request: APIRequestContext, role: Role) =>
  bearerOf(await demoToken(request, role));

interface UploadAnswer {
  image: { url: string; sizes: { url: string; width: number; format: string }[] };
}

/**
 * Puts the photo the profile had back. The demo profiles' seeded photos are not below the
 * profile's upload prefix, and once replaced the server no longer counts them as "already shown",
 * so it refuses them (400): then the same picture is uploaded again and stored, so the page looks
 * as it did (a new URL of the same bytes). A photo the server takes back is simply put back.
 */
export async function restorePhoto(
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
export async function publicPhoto(browser: Browser, baseURL: string, path: string, alt: string) {
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
export const photoBytes = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6b5e' } })
    .jpeg()
    .toBuffer();

/** At 390 px the page does not scroll sideways, and nothing in the photo part sticks out of it. */
export async function expectFitsAPhone(page: Page, part: Locator) {
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
export const refusedUpload = (e: string) => /status of 415 .*\/api\/v1\/upload\//.test(e);
