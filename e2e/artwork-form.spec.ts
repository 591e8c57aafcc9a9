import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Artwork, MyArtistProfileResponse } from '@konstvagg/contracts';
import { splitSale } from '@konstvagg/rules';
import { expect, seriousViolations, signInAs, test } from './fixtures.ts';
import { bearer, demoToken } from './support/api.ts';

/** The artist's artwork form (issue 10): create with photos, submit, approval, rejection round trip. */

/** A flat PNG of one colour, made here so each run uploads fresh pictures. */
function png(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

async function ownArtwork(request: APIRequestContext, token: string, id: string): Promise<Artwork> {
  const res = await request.get(`/api/v1/artworks/${id}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { artwork: Artwork }).artwork;
}

async function photoUrls(page: Page): Promise<string[]> {
  return page
    .getByTestId('artwork-photo')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-url') ?? ''));
}

test.describe('the artwork form', () => {
  test('the artist lists a work with two photos, submits it, and after approval it is public', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const artistToken = await demoToken(page.request, 'artist');
    const profileRes = await page.request.get('/api/v1/artists/profile/me', { headers: bearer(artistToken) });
    const { artist } = (await profileRes.json()) as MyArtistProfileResponse;
    await signInAs(page, 'artist');
    await page.goto('/artist/artworks/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload an artwork' })).toBeVisible();
    // The commission starts at the profile's default.
    await expect(page.getByLabel('Venue commission (%)')).toHaveValue(
      String(artist.default_venue_commission),
    );

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await png(200, 40, 40) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await png(40, 40, 200) },
    ]);
    await expect(page.getByTestId('artwork-photo')).toHaveCount(2, { timeout: 30_000 });
    const [first, second] = await photoUrls(page);
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    expect(await photoUrls(page)).toEqual([second, first]);
    await expect(page.getByTestId('artwork-photo').first()).toContainText('Primary image');

    const title = `Hamnljus ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Evening light over the harbour, oil on canvas.');
    await page.getByLabel('Category').selectOption('painting');
    await page.getByLabel('Style').selectOption('landscape');
    await page.getByLabel('Technique').fill('Oil on canvas');
    await page.getByLabel('Year').fill('2025');
    await page.getByLabel('Width (cm)').fill('60');
    await page.getByLabel('Height (cm)').fill('90');
    await expect(page.getByTestId('size-band')).toContainText('Size band: L (Large, 81–120 cm)');
    await page.getByLabel('Price in euros, VAT included').fill('3600');
    await page.getByLabel('Venue commission (%)').fill('10');
    const split = splitSale(360_000, 10, artist.platform_fee.bps);
    const euros = (cents: number) =>
      new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        cents / 100,
      );
    await expect(page.getByTestId('price-split')).toContainText(
      `you receive ${euros(split.artistCents)}, the venue ${euros(split.venueCents)} and the platform ${euros(split.platformCents)}`,
    );
    // The preview is the buyer's card, with the title and the new primary photo.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', /.+/);

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/artist\/artworks\/edit\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const draft = await ownArtwork(page.request, artistToken, id);
    expect(draft).toMatchObject({
      status: 'draft',
      title,
      size_category: 'L',
      price: 3600,
      venue_commission: 10,
    });
    expect(draft.images.map((i) => i.url)).toEqual([second, first]);
    // Each photo keeps the WebP sizes its upload made, for the public page's srcset.
    expect(draft.images.map((i) => i.sizes?.map((size) => size.width))).toEqual([
      [320, 640],
      [320, 640],
    ]);

    await expect(page.getByRole('heading', { level: 1, name: 'Edit artwork' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/artist\/artworks$/);
    expect((await ownArtwork(page.request, artistToken, id)).status).toBe('pending_review');

    const adminToken = await demoToken(page.request, 'admin');
    const approve = await page.request.post(`/api/v1/admin/artworks/${id}/approve`, {
      headers: bearer(adminToken),
    });
    expect(approve.status()).toBe(200);

    await page.goto(`/artworks?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The public page offers both sizes; the browser shows one of them.
    await page.goto(`/artworks/${id}`);
    const main = page.locator('.mp-gallery__main img');
    await expect(main).toHaveAttribute('srcset', /320w, .+ 640w$/);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`/artists/${artist.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a rejected draft shows the reason; the artist edits it and submits it again', async ({
    page,
    consoleErrors,
  }) => {
    const artistToken = await demoToken(page.request, 'artist');
    const upload = await page.request.post('/api/v1/upload/artwork-image', {
      headers: bearer(artistToken),
      multipart: { image: { name: 'green.png', mimeType: 'image/png', buffer: await png(40, 160, 60) } },
    });
    expect(upload.status()).toBe(201);
    const { image } = (await upload.json()) as {
      image: { url: string; thumb_url: string; width: number; height: number };
    };
    const created = await page.request.post('/api/v1/artworks', {
      headers: bearer(artistToken),
      data: {
        title: `Skärgård ${Date.now()}`,
        category: 'photography',
        style: 'nordic_scandi',
        price: 450,
        width_cm: 30,
        height_cm: 40,
        images: [{ url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height }],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { artwork: Artwork }).artwork;
    expect(
      (await page.request.post(`/api/v1/artworks/${id}/submit`, { headers: bearer(artistToken) })).status(),
    ).toBe(200);
    const reason = 'The photo is too dark to judge the print; please add a brighter one.';
    const adminToken = await demoToken(page.request, 'admin');
    const reject = await page.request.post(`/api/v1/admin/artworks/${id}/reject`, {
      headers: bearer(adminToken),
      data: { reason },
    });
    expect(reject.status()).toBe(200);

    await signInAs(page, 'artist');
    await page.goto(`/artist/artworks/edit/${id}`);
    const notice = page.getByRole('region', { name: 'Our review sent this work back' });
    await expect(notice).toContainText(reason);
    expect(await seriousViolations(page)).toEqual([]);

    const newTitle = `Skärgård i ljus ${Date.now()}`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/artist\/artworks$/);
    const after = await ownArtwork(page.request, artistToken, id);
    expect(after).toMatchObject({ status: 'pending_review', title: newTitle });
    expect(after.rejection_reason ?? null).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('unsaved changes ask before leaving; an unknown or foreign work is not found, without its id', async ({
    page,
    request,
  }) => {
    const artistToken = await demoToken(request, 'artist');
    const profile = (await (
      await request.get('/api/v1/artists/profile/me', { headers: bearer(artistToken) })
    ).json()) as MyArtistProfileResponse;
    const list = (await (await request.get('/api/v1/artworks?limit=50')).json()) as { artworks: Artwork[] };
    const foreign = list.artworks.find((a) => a.artist_id !== profile.artist.id)!;
    expect(foreign).toBeTruthy();

    await signInAs(page, 'artist');
    await page.goto('/artist/artworks/create');
    await page.getByLabel('Title').fill('Half typed');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('You have unsaved changes');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/artist\/artworks\/create$/);
    await expect(page.getByLabel('Title')).toHaveValue('Half typed');
    // Leave goes; then Back and Forward ask too, while there are changes again.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/artist\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/artist\/artworks\/create$/);
    await page.getByLabel('Title').fill('Typed again');
    await page.evaluate(() => window.history.forward());
    await expect(dialog).toContainText('You have unsaved changes');
    // The address stays on the form while it asks, and after Stay.
    await expect(page).toHaveURL(/\/artist\/artworks\/create$/);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/artist\/artworks\/create$/);
    await expect(page.getByLabel('Title')).toHaveValue('Typed again');
    await page.evaluate(() => window.history.forward());
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/artist\/dashboard$/);

    for (const id of [foreign.id, 'no-such-artwork-123']) {
      await page.goto(`/artist/artworks/edit/${id}`);
      await expect(page.getByRole('heading', { name: 'We could not find that artwork' })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(id);
      await expect(page.getByLabel('Title')).toHaveCount(0);
    }
  });
  test('photos keep the order they were chosen in, the first the primary, whichever upload finishes first', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'artist');
    // The first photo's upload is held until the second one's has answered, as a bigger file on a
    // slow line would be; each answer's URL is noted by the file it came from. Every photo goes to
    // the bucket first (its form names the key and the file), then the upload is finished by key.
    const nameOfKey = new Map<string, string>();
    await page.route(
      (url) => !url.pathname.startsWith('/api/'),
      async (route) => {
        const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
        const key = /name="key"\r\n\r\n([^\r]+)/.exec(body)?.[1];
        const name = /filename="([^"]+)"/.exec(body)?.[1];
        if (route.request().method() === 'POST' && key && name) nameOfKey.set(key, name);
        await route.fallback();
      },
    );
    const urlOf = new Map<string, string>();
    let secondAnswered!: () => void;
    const second = new Promise<void>((resolve) => (secondAnswered = resolve));
    await page.route('**/api/v1/upload/artwork-image', async (route) => {
      const key = (route.request().postDataJSON() as { upload_key?: string } | null)?.upload_key ?? '';
      const name = nameOfKey.get(key) ?? '?';
      if (name === 'first.png') await second;
      const response = await route.fetch();
      urlOf.set(name, ((await response.json()) as { image: { url: string } }).image.url);
      await route.fulfill({ response });
      if (name === 'second.png') secondAnswered();
    });
    await page.goto('/artist/artworks/create');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png(30, 160, 60) },
      { name: 'second.png', mimeType: 'image/png', buffer: await png(220, 200, 40) },
    ]);
    await expect(page.getByTestId('artwork-photo')).toHaveCount(2, { timeout: 30_000 });
    expect(await photoUrls(page)).toEqual([urlOf.get('first.png'), urlOf.get('second.png')]);
    await expect(page.getByTestId('artwork-photo').first()).toContainText('Primary image');
  });
});
