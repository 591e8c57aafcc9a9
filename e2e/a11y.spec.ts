import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * Every public route of spec §2 and the pages it links (footer: refund policy, the agreements),
 * in both languages. `{artwork}`, `{artist}` and `{venue}` become seeded ids.
 */
const PUBLIC_ROUTES = [
  '/',
  '/artworks',
  '/artworks/{artwork}',
  '/artists',
  '/artists/{artist}',
  '/venues',
  '/venues/{venue}',
  '/about',
  '/how-it-works',
  '/how-it-works/venues',
  '/how-it-works/pickup',
  '/contact',
  '/terms',
  '/privacy',
  '/gdpr',
  '/cookies',
  '/refund-policy',
  '/artist-agreement',
  '/venue-agreement',
  '/faq',
  '/faq/artists',
  '/testimonials',
  '/subscribe',
  '/demo',
  '/venues/join',
  '/artists/onboard',
  '/login',
  '/register',
  '/forgot-password',
] as const;

const ids = { artwork: '', artist: '', venue: '' };

test.beforeAll(async ({ request }) => {
  const first = async (path: string, key: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as Record<string, { id: string }[]>)[key]![0]!.id;
  ids.artwork = await first('/artworks?limit=1&status=exhibited', 'artworks');
  ids.artist = await first('/artists?limit=1', 'artists');
  ids.venue = await first('/venues?limit=1', 'venues');
});

const resolve = (route: string) =>
  route.replace(/\{(artwork|artist|venue)\}/, (_, k: keyof typeof ids) => ids[k]);

for (const language of ['en', 'sv'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(resolve(route));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
