import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signInAs, test } from './fixtures.ts';

/**
 * Issue 11, the venue's side of an exhibition: the demo venue requests an available work of the demo
 * artist from /venue/browse (with a message), sees it as an outgoing request, the artist accepts and
 * ships it through the API, and the venue finds it under incoming shipments with the carrier, the
 * tracking number and the way to the arrival scanner.
 */

async function token(request: APIRequestContext, role: 'artist' | 'venue' | 'admin'): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const auth = (t: string) => ({ Authorization: `Bearer ${t}` });

/** A new work of the demo artist, submitted and approved by the demo admin: public and available. */
async function publishWork(request: APIRequestContext, artist: string, title: string) {
  const admin = await token(request, 'admin');
  const png = await sharp({ create: { width: 600, height: 760, channels: 3, background: '#3c6e96' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/v1/upload/artwork-image', {
    headers: auth(artist),
    multipart: { image: { name: 'work.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { image } = (await upload.json()) as {
    image: { url: string; thumb_url: string; width: number; height: number };
  };
  const created = await request.post('/api/v1/artworks', {
    headers: auth(artist),
    data: {
      title,
      description: 'Oil on linen, a harbour at dawn, painted for a café wall.',
      category: 'painting',
      style: 'landscape',
      price: 3600,
      width_cm: 50,
      height_cm: 70,
      images: [image],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { artwork } = (await created.json()) as { artwork: { id: string; title: string } };
  for (const [who, path] of [
    [artist, `/api/v1/artworks/${artwork.id}/submit`],
    [admin, `/api/v1/admin/artworks/${artwork.id}/approve`],
  ] as const) {
    const res = await request.post(path, { headers: auth(who), data: {} });
    expect(res.status(), await res.text()).toBe(200);
  }
  return artwork;
}

test('a venue requests a work from browse; the artist accepts and ships; the venue sees it coming', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const artist = await token(request, 'artist');
  const venue = await token(request, 'venue');

  // A work of the demo artist's own, published for this test: the seeded available works are
  // requested, proposed or promised by other specs running at the same time.
  const work = await publishWork(request, artist, `Vägg för lokalen ${Date.now()}`);
  await signInAs(page, 'venue');
  await page.goto(`/venue/browse?q=${encodeURIComponent(work!.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
  const request_ = page.getByRole('button', { name: `Request “${work!.title}” for your venue` });
  await expect(request_).toBeEnabled();
  await request_.click();

  const dialog = page.getByRole('dialog', { name: `Request “${work!.title}”` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Message to the artist (optional)').fill('By the window in our dining room.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  // The card now says why it cannot be asked for twice.
  await expect(page.getByRole('button', { name: `Request “${work!.title}” for your venue` })).toBeDisabled();
  await expect(page.getByText('Already requested').first()).toBeVisible();

  // A second request straight to the API is refused plainly.
  const again = await request.post('/api/v1/exhibitions/requests', {
    headers: auth(venue),
    data: { artwork_id: work!.id },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('request_exists');

  // The outgoing request, with its message and a way to withdraw it.
  await page.goto('/venue/exhibitions?tab=requests');
  const item = page.locator('li[data-exhibition]', { hasText: work!.title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('By the window in our dining room.');
  await expect(item.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  const id = (await item.getAttribute('data-exhibition'))!;

  // The artist accepts and ships (their own pages are another helper's; the API is the same).
  const accepted = await request.post(`/api/v1/exhibitions/requests/${id}/accept`, { headers: auth(artist) });
  expect(accepted.status()).toBe(200);
  const shipped = await request.post(`/api/v1/exhibitions/${id}/ship`, {
    headers: auth(artist),
    data: { carrier: 'PostNord', tracking: 'PN123456789SE' },
  });
  expect(shipped.status()).toBe(200);

  await page.goto('/venue/exhibitions');
  const incoming = page.getByRole('tab', { name: /Incoming/ });
  await incoming.focus();
  await page.keyboard.press('Enter');
  await expect(incoming).toHaveAttribute('aria-selected', 'true');
  const coming = page.locator('li[data-exhibition="' + id + '"]');
  await expect(coming).toContainText('Shipped');
  await expect(coming).toContainText('PostNord');
  await expect(coming).toContainText('PN123456789SE');
  await expect(coming.getByRole('link', { name: 'Scan arrival' })).toHaveAttribute(
    'href',
    `/venue/scan/arrival/${id}`,
  );
  // The history tells the story, oldest first.
  await coming.getByText(/^History/).click();
  await expect(coming.locator('ol li')).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});
