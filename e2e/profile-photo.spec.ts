import { expect, signInAs, test } from './fixtures.ts';
import {
  bearer,
  expectFitsAPhone,
  photoBytes,
  publicPhoto,
  refusedUpload,
  restorePhoto,
} from './support/photos.ts';

/**
 * The profile photo in the artist's settings: the demo artist uploads a photo, saves, and finds it
 * after a reload and on her public page, as the card-sized (640 px) WebP of the upload; removes it
 * and saves, and the public page shows none. A file that is no image gets the server's words. The
 * venue's is in e2e/venue-settings.spec.ts, serial with its other saves of the demo venue.
 */

// A phone's width: the photo part works there too (and nothing makes the page scroll sideways).
test.use({ viewport: { width: 390, height: 900 } });

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
