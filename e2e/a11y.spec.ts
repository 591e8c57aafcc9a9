import type { Page } from '@playwright/test';
import { INFO_PATHS } from '@konstvagg/contracts/site-paths';
import { expect, PUBLIC_PAGES, seededRoutes, seriousViolations, test } from './fixtures.ts';

/** Every public page in both languages, plus the shell's account forms. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/login', '/register', '/forgot-password'];

/**
 * One page of each template, checked whole (header, page, footer, at 1280 px): every public page
 * that is not an information page, the account forms, the information page's template (/about),
 * and the information pages with more than text (a form, the demo, the testimonials: the
 * marketplace's features/info/components/extras.tsx). The other information pages share /about's
 * template: their own content is checked in the walk at 320 px below.
 */
const INFO_WITH_EXTRAS = ['/contact', '/subscribe', '/demo', '/testimonials'];
const TEMPLATE_ROUTES = [
  ...PUBLIC_ROUTES.filter((r) => !(INFO_PATHS as readonly string[]).includes(r)),
  '/about',
  ...INFO_WITH_EXTRAS,
];

let resolve: (route: string) => string = (route) => route;

/**
 * A visitor reading on: one turn of the wheel (`goto` has waited for a server-rendered page to
 * work). The home page loads its lower sections and asks for its newest works at the first move
 * (issue 14), so axe then checks all of it.
 */
async function readOn(page: Page) {
  await page.mouse.wheel(0, 100);
}

test.beforeAll(async ({ request }) => {
  resolve = await seededRoutes(request);
});

/*
 * The templates are walked in one browser page per test: a fresh page per route paid a cold start
 * (every script again) for each, most of the time this file took (issue 44). Two groups per
 * language, so the walks share the workers and each stays well inside its time.
 */
const TEMPLATE_GROUPS = {
  'the marketplace pages': TEMPLATE_ROUTES.filter((r) => PUBLIC_PAGES.includes(r as never)),
  'the account forms and information pages': TEMPLATE_ROUTES.filter(
    (r) => !PUBLIC_PAGES.includes(r as never),
  ),
};
// Once per template, in Swedish (the site's first language): the markup is the same in English,
// where the walk below checks every page's width and the language tests check the words.
for (const language of ['sv'] as const) {
  for (const [group, routes] of Object.entries(TEMPLATE_GROUPS))
    test(`${group} have no serious or critical axe violations (${language})`, async ({ page }) => {
      test.setTimeout(300_000); // up to eight pages, each checked whole
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
      const violations: string[] = [];
      for (const route of routes) {
        await page.goto(resolve(route));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await readOn(page);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        violations.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
      }
      expect(violations).toEqual([]);
    });
}

/*
 * A phone's width: nothing on a public page may be wider than the narrowest phone we design for
 * (320 px), or the whole page scrolls sideways. Swedish's long compounds found the cases: the
 * footer's "Marknadsföringsmaterial" and that page's own heading. On the Swedish walk, each
 * information page not checked whole above has its own content (its <main>) checked by axe.
 *
 * The same walks check search and sharing's titles (they were e2e/seo.spec.ts's own walk of every
 * public page in both languages, a second visit of each page: issue 44): every public page has its
 * own title, with the site's name in it, and a description, in English and in Swedish; the English
 * titles are distinct, and the Swedish pages say it in Swedish (most titles or descriptions differ
 * from the English ones). English first, so the Swedish walk compares: the two run in order, in one
 * worker (serial), each with its own time.
 */
const seen = { en: new Map<string, string>(), sv: new Map<string, string>() };

test.describe('every public page at 320 px', () => {
  test.describe.configure({ mode: 'serial' });
  for (const language of ['en', 'sv'] as const) {
    test(`no public page scrolls sideways at 320 px${language === 'sv' ? ", and each information page's content passes axe" : ''}; each has its own title and description (${language})`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(); // every public page, one after another
      await page.setViewportSize({ width: 320, height: 700 });
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
      const wide: string[] = [];
      const violations: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(resolve(route));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await readOn(page);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        if (PUBLIC_PAGES.includes(route as never)) {
          // The page's own title, with the site's name in it (not the bare default "Konstvägg").
          await expect(page).toHaveTitle(/.*Konstvägg.*/);
          await expect.poll(() => page.title(), { message: route }).not.toBe('Konstvägg');
          const title = await page.title();
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description?.trim().length, `${route} (${language}) description`).toBeGreaterThan(20);
          seen[language].set(route, `${title}\n${description}`);
        }
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 0) wide.push(`${route}: ${over} px too wide`);
        if (language === 'sv' && !TEMPLATE_ROUTES.includes(route))
          violations.push(...(await seriousViolations(page, 'main')).map((v) => `${route}: ${v}`));
      }
      expect(wide).toEqual([]);
      expect(violations).toEqual([]);
      if (language === 'en') {
        const titles = [...seen.en.values()].map((v) => v.split('\n')[0]);
        expect(new Set(titles).size, 'titles are distinct').toBe(titles.length);
      } else {
        expect(seen.en.size, 'the English walk ran first').toBe(PUBLIC_PAGES.length);
        const differing = PUBLIC_PAGES.filter((r) => seen.en.get(r) !== seen.sv.get(r));
        expect(differing.length).toBeGreaterThan(PUBLIC_PAGES.length * 0.8);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
