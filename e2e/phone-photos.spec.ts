import sharp from 'sharp';
import type { Page, Request } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.ts';

/**
 * Phone photos (issue 42 §4): a 12 MB photo, as a phone takes them, more than API Gateway and
 * Lambda take in one request (about 4.5 MB of file), goes from the browser straight to the media
 * bucket with a presigned form, with a progress bar, and the API only checks and converts it. The
 * local gateway refuses what AWS would, so this passing here means it works there. A file over the
 * 15 MB limit is refused before anything is sent.
 */

/** A JPEG of noise (which does not compress) of about 12 MB, 3400 x 2550 like a phone's. */
async function phonePhoto(width = 3400, height = 2550): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/**
 * Where the photo's bytes went: a form posted to the bucket (once per photo), never a file posted
 * to the API (multipart). The browser does not report the size of a file body, so the kind tells.
 */
function watchUploads(page: Page) {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r);
  });
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  return {
    toBucket: async () => posts.filter((r) => !isApi(r)).map((r) => r.url()),
    toApi: async () =>
      posts
        .filter((r) => isApi(r) && /multipart\/form-data/.test(r.headers()['content-type'] ?? ''))
        .map((r) => r.url()),
  };
}

let photo: Buffer;
test.beforeAll(async () => {
  photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(11 * 1024 * 1024);
  expect(photo.length).toBeLessThan(15 * 1024 * 1024);
});

test('an artist adds a 12 MB phone photo to a new artwork, with a progress bar, through the bucket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'artist');
  await page.goto('/artist/artworks/create');
  const uploads = watchUploads(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'IMG_4032.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByRole('progressbar', { name: 'Uploading IMG_4032.jpg' })).toBeVisible();
  await expect(page.getByTestId('artwork-photo')).toHaveCount(1, { timeout: 60_000 });
  const url = await page.getByTestId('artwork-photo').first().getAttribute('data-url');
  expect(url).toMatch(/^\/media\/artworks\/uploads\/[^/]+\/img-[0-9a-f]+\/1600w-[0-9a-f]+\.webp$/);
  const served = await page.request.get(url!);
  expect(served.status()).toBe(200);
  expect((await sharp(await served.body()).metadata()).width).toBe(1600);
  expect(await uploads.toBucket()).toHaveLength(1);
  expect(await uploads.toApi()).toEqual([]);

  // Over 15 MB: refused in the page, before a byte is sent, in words a person can act on.
  const before = (await uploads.toBucket()).length;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(16 * 1024 * 1024, 0xff),
  });
  await expect(
    page.getByText('The photo is larger than 15 MB. Choose a smaller one, or save it smaller first.').first(),
  ).toBeVisible();
  expect(await uploads.toBucket()).toHaveLength(before);
});

test('a venue on a phone takes a 12 MB photo as its profile photo, in Swedish', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'venue');
  await page.goto('/venue/settings?lang=sv');
  await expect(page.getByText('Alla ändringar är sparade.')).toBeVisible({ timeout: 30_000 });
  const uploads = watchUploads(page);
  const input = page.getByLabel('Ladda upp en ny bild');
  await input.setInputFiles({ name: 'fasad.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('progressbar', { name: 'Uppladdning' })).toBeVisible();
  // The draft holds it (the save bar says so); Discard leaves the venue as it was.
  await expect(page.getByText('Ni har osparade ändringar.')).toBeVisible({ timeout: 60_000 });
  const preview = page.getByRole('img', { name: /profilbild/i });
  expect(await preview.getAttribute('src')).toMatch(/^\/media\/venues\/uploads\/[^/]+\/img-[0-9a-f]+\/640w-/);
  expect(await uploads.toBucket()).toHaveLength(1);
  expect(await uploads.toApi()).toEqual([]);

  await input.setInputFiles({
    name: 'stor.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(16 * 1024 * 1024, 0xff),
  });
  await expect(
    page.getByText('Bilden är större än 15 MB. Välj en mindre, eller spara den mindre först.'),
  ).toBeVisible();
  expect(await uploads.toBucket()).toHaveLength(1);
  await page.getByRole('button', { name: 'Ångra ändringar' }).click();
  await expect(page.getByText('Alla ändringar är sparade.')).toBeVisible();
});
