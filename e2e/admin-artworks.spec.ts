import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, seriousViolations, signInAs, test } from './fixtures.ts';

/**
 * The admin's artworks list (issue 13): an admin finds a public work by search, unpublishes it with
 * a reason from the keyboard, the public page no longer shows it, and the audit log has the action;
 * in Swedish, the list shows statuses in words and the queue is one tab away.
 */
test.describe.configure({ mode: 'serial' });
// A busy machine: the first visit loads the admin remote, and axe runs on each view.
test.setTimeout(120_000);

async function tokenOf(request: APIRequestContext, role: 'artist' | 'admin'): Promise<string> {
  const res = await request.post('/api/v1/auth/login', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A new public work of the demo artist: created, submitted and approved through the API. */
async function publicWork(request: APIRequestContext, title: string): Promise<string> {
  const artist = { Authorization: `Bearer ${await tokenOf(request, 'artist')}` };
  const admin = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfElEQVR4nO2SAQkAQBCDFsf+KYz1McbxAwPoWITTpG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3ABVBf0V2Iu6Ru4AKor+guxF1SN/DzgAePoCDEvMUXUQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = await request.post('/api/v1/upload/artwork-image', {
    headers: artist,
    multipart: { image: { name: 'work.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { image } = (await upload.json()) as {
    image: { url: string; thumb_url: string; width: number; height: number };
  };
  const created = await request.post('/api/v1/artworks', {
    headers: artist,
    data: {
      title,
      description: 'Akvarell av skärgården en tidig morgon i maj.',
      category: 'painting',
      style: 'landscape',
      technique: 'Watercolour',
      year: 2025,
      price: 1200,
      width_cm: 40,
      height_cm: 50,
      images: [{ url: image.url, thumb_url: image.thumb_url, width: image.width, height: image.height }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { artwork } = (await created.json()) as { artwork: { id: string } };
  expect((await request.post(`/api/v1/artworks/${artwork.id}/submit`, { headers: artist })).status()).toBe(
    200,
  );
  expect(
    (await request.post(`/api/v1/admin/artworks/${artwork.id}/approve`, { headers: admin })).status(),
  ).toBe(200);
  return artwork.id;
}

async function noSerious(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const stamp = Date.now().toString(36);
const title = `Morgonljus ${stamp}`;
const reason = 'The photo shows another work than the one for sale.';
let id: string;

test.beforeAll(async ({ request }) => {
  id = await publicWork(request, title);
});

test('an admin finds a work by search and unpublishes it with a reason; it leaves the marketplace', async ({
  page,
  browser,
  consoleErrors,
}) => {
  expect((await page.request.get(`/api/v1/artworks/${id}`)).status()).toBe(200);

  await signInAs(page, 'admin');
  await page.goto('/admin/artworks');
  // The first visit loads the admin remote: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Artworks' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'All works' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('artwork-row').first()).toBeVisible();
  await noSerious(page);

  // Search by part of the title: the search lands in the URL, one row with its public link.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`morgonljus ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=morgonljus`));
  const rows = page.getByTestId('artwork-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: title })).toHaveAttribute('href', `/artworks/${id}`);
  await expect(rows).toContainText('Available');

  // Unpublish from the keyboard: the dialog asks for a reason and refuses a short one.
  const unpublish = rows.getByRole('button', { name: `Unpublish “${title}”` });
  await unpublish.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Unpublish “${title}”?` });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Reason for the artist');
  await expect(field).toBeFocused();
  await noSerious(page);
  await page.keyboard.type('No');
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog).toContainText('at least 5');
  await field.fill(reason);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `“${title}” is unpublished. Its artist has been mailed the reason.`,
  );
  await expect(rows).toContainText('Draft');
  await expect(rows).toContainText(`Sent back: ${reason}`);
  await expect(rows.getByRole('button', { name: /Unpublish/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/admin-artworks/e2e-after-unpublish-en.png' });

  // The public page no longer shows it.
  const response = await page.request.get(`/api/v1/artworks/${id}`);
  expect(response.status()).toBe(404);
  // A visitor (no session: an admin may still open the draft) no longer finds the page.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/artworks/${id}`);
  await expect(publicPage.getByRole('main')).not.toContainText(/Loading|Laddar/, { timeout: 30_000 });
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await visitor.close();

  // The audit log shows the action with the reason.
  await page.goto('/admin/audit');
  const entry = page.getByText(reason).first();
  await expect(entry).toBeVisible();
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('in Swedish: statuses in words, the filters in the URL, and the review queue one tab away', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'sv'));
  await signInAs(page, 'admin');
  await page.goto(`/admin/artworks?status=draft&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Konstverk' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  const row = page.getByTestId('artwork-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Utkast');
  await expect(row).toContainText(`Skickat tillbaka: ${reason}`);
  await expect(row).not.toContainText('draft');
  await noSerious(page);

  await page.getByRole('link', { name: 'Granskningskö' }).click();
  await expect(page).toHaveURL(/\/admin\/artworks\/review$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Väntar på granskning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Granskningskö' })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('the review queue opened by its own address shows which tab it is, as the artworks list does (issue 38 walk)', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/artworks/review');
  const current = page.getByRole('link', { name: 'Review queue' });
  await expect(current).toHaveAttribute('aria-current', 'page', { timeout: 30_000 });
  // The tabs' own style came only with the artworks list's code: here they were two plain links.
  const look = await current.evaluate((el) => {
    const s = getComputedStyle(el);
    return { weight: s.fontWeight, line: s.textDecorationLine, border: s.borderBottomColor };
  });
  expect(look.weight).toBe('600');
  expect(look.line).toBe('none');
  expect(look.border).not.toBe('rgba(0, 0, 0, 0)');
  expect(consoleErrors).toEqual([]);
});
