import { expect, seededRoutes, test } from './fixtures.ts';

/**
 * Search and sharing: a title and description on every public page in both languages (checked on
 * e2e/a11y.spec.ts's walk of every public page), a canonical and hreflang links that follow the
 * page and the language, Open Graph tags on an artwork, and /sitemap.xml and /robots.txt at the
 * site root.
 */
let resolve: (route: string) => string = (route) => route;
const ids = { artwork: '', venue: '' };

test.beforeAll(async ({ request }) => {
  resolve = await seededRoutes(request);
  ids.artwork = resolve('{artwork}');
  ids.venue = resolve('{venue}');
});

// Every public page's own title and description, in English and in Swedish: e2e/a11y.spec.ts's walk
// of every public page at 320 px checks them as it goes (one visit of each page, not two).

test('the canonical and hreflang links follow the page and the language', async ({ page, consoleErrors }) => {
  // A language address (what the hreflang links point at), with a filter and a QR marker.
  await page.goto('/artworks?category=painting&src=qr&lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const canonical = page.locator('link[rel="canonical"]');
  const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(canonical).toHaveAttribute('href', `${origin}/artworks?category=painting&lang=en`);
  await expect(alternate('sv')).toHaveAttribute('href', /\/artworks\?category=painting.*lang=sv$/);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Svenska' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(canonical).toHaveAttribute('href', `${origin}/artworks?category=painting&lang=sv`);
  await expect(canonical).toHaveCount(1);

  // A plain address is the x-default page: canonical as it is, alternates for each language.
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Lokaler' }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(canonical).toHaveAttribute('href', `${origin}/venues`);
  await expect(alternate('sv')).toHaveAttribute('href', `${origin}/venues?lang=sv`);
  await expect(alternate('en')).toHaveAttribute('href', `${origin}/venues?lang=en`);
  await expect(alternate('x-default')).toHaveAttribute('href', `${origin}/venues`);
  expect(consoleErrors).toEqual([]);
});

test('an artwork page has Open Graph and Twitter card tags with a 1200x630 picture', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto(`/artworks/${ids.artwork}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  const og = (p: string) => page.locator(`meta[property="${p}"]`);
  await expect(og('og:title')).toHaveAttribute(
    'content',
    new RegExp(`^${(await h1.innerText()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
  );
  await expect(og('og:description')).toHaveAttribute('content', /incl\. VAT/);
  await expect(og('og:url')).toHaveAttribute('content', new RegExp(`/artworks/${ids.artwork}$`));
  await expect(og('og:type')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = (await og('og:image').getAttribute('content'))!;
  expect(image).toMatch(new RegExp(`/api/v1/artworks/${ids.artwork}/og-image\\?`));
  const res = await request.get(image);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const png = await res.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]); // IHDR width, height

  // Leaving the artwork takes its sharing tags along.
  await page.getByRole('link', { name: 'All artworks' }).first().click();
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(og('og:image')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('robots.txt and sitemap.xml are served at the site root', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin/');
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(text)![1]!;
  expect(new URL(sitemapUrl).pathname).toBe('/sitemap.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`/artworks/${ids.artwork}?lang=sv</loc>`);
  expect(xml).toContain(`/venues/${ids.venue}?lang=en</loc>`);
  expect(xml).toContain('hreflang="x-default"');
});
