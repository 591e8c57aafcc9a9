import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { expect, signInAs, test } from './fixtures.ts';
import { auth, shippedWork, tokenOf } from './support/works.ts';
import { writeQrY4m } from './support/qr-y4m.ts';

/**
 * The venue's phone as the scanner (issue 11). A work goes the whole way through the API (the
 * artist publishes it, the venue asks for it, the artist accepts and ships it), then the venue
 * confirms its arrival on /venue/scan/arrival/{id}: once with Chromium's fake camera filming a
 * video of the label's QR code (generated here), once by typing the code, after a wrong code was
 * refused. Phone width, as a venue uses it.
 */
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

async function exhibitionStatus(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/api/v1/exhibitions/${id}`, {
    headers: auth(await tokenOf(request, 'venue')),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** Console errors and uncaught exceptions of a page opened outside the usual fixture. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

test.describe('the venue scanner', () => {
  let camera: Browser | undefined;
  test.afterAll(async () => {
    await camera?.close();
  });

  test('the phone camera reads the label and the work is on display', async ({ request, baseURL }, info) => {
    test.setTimeout(90_000);
    const work = await shippedWork(request, `Kvällsljus ${Date.now()}`);
    // The label's QR holds the artwork's public address (any origin: the server reads the id).
    const label = `https://konstvagg.se/artworks/${work.artworkId}?src=qr`;
    const video = writeQrY4m(info.outputPath('label.y4m'), label);
    camera = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await camera.newContext({ baseURL, locale: 'en-GB', viewport: PHONE });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const wasm: string[] = [];
    page.on('request', (r) => {
      if (/\.wasm(\?|$)/.test(r.url())) wasm.push(r.url());
    });
    await signInAs(page, 'venue');

    await page.goto(`/venue/scan/arrival/${work.exhibitionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm arrival' })).toBeVisible();
    await expect(page.getByText(`Expecting: ${work.title}, by`)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `${work.title} is now on display.` }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Back to exhibitions' })).toHaveAttribute(
      'href',
      '/venue/exhibitions',
    );
    // The camera is off once the code succeeded.
    await expect(page.locator('video')).toHaveCount(0);
    expect(await exhibitionStatus(request, work.exhibitionId)).toBe('on_display');
    const artwork = await request.get(`/api/v1/artworks/${work.artworkId}`);
    expect(((await artwork.json()) as { artwork: { status: string } }).artwork.status).toBe('exhibited');
    // Without a native detector (Linux Chromium has none) the WebAssembly decoder read it, fetched from us.
    if (!(await page.evaluate(() => 'BarcodeDetector' in window))) expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url.startsWith(`${baseURL}/remotes/venue/assets/`), url).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a wrong code is refused; the typed code confirms the arrival; a pickup without a sale is refused', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const other = await shippedWork(page.request, `Morgondis ${Date.now()}`);
    const work = await shippedWork(page.request, `Havsbris ${Date.now()}`);
    await page.setViewportSize(PHONE);
    const decoder: string[] = [];
    page.on('request', (r) => {
      if (/zxing/.test(r.url())) decoder.push(r.url());
    });
    await signInAs(page, 'venue');

    // The venue's other pages never load the decoder.
    await page.goto('/venue/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(decoder).toEqual([]);

    // The chooser lists what is on its way; picking it opens its scanner.
    await page.goto('/venue/scan');
    await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();
    await page.getByRole('link', { name: `${work.title}, by` }).click();
    await expect(page).toHaveURL(`/venue/scan/arrival/${work.exhibitionId}`);

    // This browser has no camera: it says so, and the cursor waits in the typed code.
    const input = page.getByLabel('Artwork code');
    await expect(input).toBeFocused();
    await expect(page.getByText(/camera/i).first()).toBeVisible();

    await input.fill(other.artworkId);
    await input.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Not confirmed.' })).toBeVisible();
    expect(await exhibitionStatus(page.request, work.exhibitionId)).toBe('shipped');

    await input.fill(work.artworkId);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${work.title} is now on display.` }),
    ).toBeVisible();
    expect(await exhibitionStatus(page.request, work.exhibitionId)).toBe('on_display');

    // A pickup code for a work nobody has bought yet: the server's reason, in the venue's language.
    await page.goto(`/venue/scan/pickup/${work.exhibitionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hand over an artwork' })).toBeVisible();
    await page.getByLabel('Pickup code').fill('ABCD-1234');
    await page.getByLabel('Pickup code').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Not confirmed.' })).toBeVisible();

    // The browser logs the refused codes' answers; those refusals were the point.
    const api = `${new URL(page.url()).origin}/api/v1/exhibitions/${work.exhibitionId}`;
    const refused = [
      `status of 422 (Unprocessable Entity) (${api}/confirm-arrival)`,
      `(${api}/validate-pickup)`,
    ];
    expect(consoleErrors.filter((e) => !refused.some((r) => e.endsWith(r)))).toEqual([]);
  });

  test('the venue area can be installed as an app', async ({ page, request }) => {
    await signInAs(page, 'venue');
    await page.goto('/venue/dashboard');
    const link = page.locator('head link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/venue/dashboard',
      scope: '/venue/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await request.get(new URL(icon.src, new URL(href, page.url())).pathname);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    // Leaving the venue area takes the manifest away.
    await page.goto('/artworks');
    await expect(link).toHaveCount(0);
  });
});
