import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, seriousViolations, signInAs, test } from './fixtures.ts';

/**
 * The admin's moderation queue (issue 10): works the demo artist submits through the API appear
 * oldest first with their age; one is approved (public), the other sent back with a reason the
 * artist then reads, that one from the keyboard alone; axe in both languages.
 */
test.describe.configure({ mode: 'serial' });

interface Work {
  id: string;
  title: string;
}

async function artistToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: demoEmail('artist'), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A generated photo (a colour field) uploaded as the artist: the image object POST /artworks takes. */
async function uploadImage(request: APIRequestContext, token: string, hue: number) {
  const png = await sharp({
    create: { width: 640, height: 800, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  const res = await request.post('/api/v1/upload/artwork-image', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { image } = (await res.json()) as {
    image: { url: string; thumb_url: string; width: number; height: number };
  };
  return { url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height };
}

async function submitWork(request: APIRequestContext, token: string, title: string, photos: number) {
  const images = [];
  for (let i = 0; i < photos; i++) images.push(await uploadImage(request, token, 40 + i * 90));
  const created = await request.post('/api/v1/artworks', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Oil on linen, painted on the west coast in early spring.',
      category: 'painting',
      style: 'landscape',
      technique: 'Oil on linen',
      year: 2025,
      price: 3600,
      width_cm: 50,
      height_cm: 70,
      images,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { artwork } = (await created.json()) as { artwork: Work };
  const submitted = await request.post(`/api/v1/artworks/${artwork.id}/submit`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { id: artwork.id, title };
}

/** The queue's entries in page order, after "Load more" until both works are on the page. */
async function showAll(page: Page, titles: string[]) {
  const items = page.getByTestId('queue-item');
  await expect(items.first()).toBeVisible();
  const more = page.getByRole('button', { name: /^(Load more|Visa fler)$/ });
  for (let i = 0; i < 10; i++) {
    const shown = await items.locator('h3').allTextContents();
    if (titles.every((t) => shown.includes(t))) return shown;
    await expect(more).toBeEnabled();
    await more.click();
    await expect(items).not.toHaveCount(shown.length);
  }
  throw new Error(`${titles.join(', ')} not in the queue`);
}

/** Presses Tab until `target` has focus (keyboard only; fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const stamp = Date.now().toString(36);
let first: Work;
let second: Work;

test.beforeAll(async ({ request }) => {
  const token = await artistToken(request);
  first = await submitWork(request, token, `Queue first ${stamp}`, 2);
  second = await submitWork(request, token, `Queue second ${stamp}`, 1);
});

test('the queue lists the submitted works oldest first with their age, and passes axe', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/artworks/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Artworks' })).toBeVisible();
  const shown = await showAll(page, [first.title, second.title]);
  expect(shown.indexOf(first.title)).toBeLessThan(shown.indexOf(second.title));

  // The API's ages: the seeded pending works are days old (overdue, red), ours are fresh.
  const queue = (await (
    await page.request.get('/api/v1/admin/artworks/review-queue?limit=100', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    })
  ).json()) as { artworks: { title: string; age_hours: number; overdue: boolean }[] };
  const ages = queue.artworks.map((a) => a.age_hours);
  expect(ages).toEqual([...ages].sort((a, b) => b - a));
  const overdue = queue.artworks.find((a) => a.overdue);
  expect(overdue, 'the seed has an overdue work').toBeTruthy();
  const item = (title: string) => page.getByTestId('queue-item').filter({ hasText: title });
  await expect(item(overdue!.title).locator('.kv-badge')).toHaveClass(/kv-badge--danger/);
  await expect(item(first.title).locator('.kv-badge')).toHaveText('Under an hour');
  await expect(item(first.title).locator('.kv-badge')).not.toHaveClass(/kv-badge--danger/);
  await expect(item(first.title)).toContainText('€3,600');

  expect(await seriousViolations(page)).toEqual([]);
  // The preview dialog too.
  await item(first.title)
    .getByRole('button', { name: `Review “${first.title}”` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(dialog.getByRole('img', { name: new RegExp(first.title) })).toBeVisible();
  await expect(dialog).toContainText('Oil on linen, painted on the west coast');
  await expect(dialog.getByRole('button', { name: 'Show image 2 of 2' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/adminq-e2e-dialog-en.png' });
  expect(consoleErrors).toEqual([]);
});

test('approving a work makes it public', async ({ page, consoleErrors }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/artworks/review');
  await showAll(page, [first.title]);
  await page.getByRole('button', { name: `Review “${first.title}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `“${first.title}” is approved and public.`,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('queue-item').filter({ hasText: first.title })).toHaveCount(0);

  // Public now: the API lists it and a visitor's /artworks shows its card (newest first).
  const list = (await (await page.request.get('/api/v1/artworks?sort=created_desc&limit=50')).json()) as {
    artworks: Work[];
  };
  expect(list.artworks.map((a) => a.id)).toContain(first.id);
  // The catalog keeps a list answer a few seconds (CATALOG_LIST_CACHE_MS, 5 s) and the list page is
  // now rendered on the server at once, so a visitor may need one of those seconds to see it.
  await expect(async () => {
    await page.goto('/artworks?sort=created_desc');
    await expect(page.locator(`main a[href="/artworks/${first.id}"]`).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
});

test('rejecting from the keyboard alone, in Swedish: the artist reads the reason', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'sv'));
  await signInAs(page, 'admin');
  await page.goto('/admin/artworks/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Konstverk' })).toBeVisible();
  await showAll(page, [second.title]);
  expect(await seriousViolations(page)).toEqual([]);

  const review = page.getByRole('button', { name: `Granska ”${second.title}”` });
  await tabTo(page, review, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: second.title })).toBeVisible();
  // Focus moved into the dialog; Escape closes it and gives focus back to the button.
  await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(review).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // The radio group: Tab lands on the checked option ("own words"), arrows choose another.
  await tabTo(page, dialog.getByRole('radio', { name: 'Bara mina egna ord' }), 10);
  await page.keyboard.press('ArrowDown');
  const photos = dialog.getByRole('radio', { name: /Bilderna är inte tillräckligt skarpa/ });
  await expect(photos).toBeChecked();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Meddelande till konstnären' }), 5);
  await page.keyboard.type('Fotografera gärna i dagsljus.');
  await tabTo(page, dialog.getByRole('button', { name: 'Skicka tillbaka till konstnären' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `”${second.title}” skickades tillbaka till konstnären med din motivering.`,
  );
  await expect(page.getByTestId('queue-item').filter({ hasText: second.title })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/adminq-e2e-after-reject-sv.png', fullPage: true });

  // The artist reads the reason on the work, now a draft again.
  const token = await artistToken(request);
  const res = await request.get(`/api/v1/artworks/${second.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { artwork } = (await res.json()) as { artwork: { status: string; rejection_reason: string } };
  expect(artwork.status).toBe('draft');
  expect(artwork.rejection_reason).toBe(
    'Bilderna är inte tillräckligt skarpa eller ljusa för att visa verket. Fotografera gärna i dagsljus.',
  );
  expect(consoleErrors).toEqual([]);
});

test('the dashboard shows the queue size and the oldest work’s age', async ({ page, consoleErrors }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('queue-size')).toHaveText(/\d+ works? waiting for review|Nothing waiting/);
  await expect(page.getByText('The oldest has waited')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales value (GMV)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
