import type { Page } from '@playwright/test';
import { expect, PUBLIC_PAGES, seededRoutes, seriousViolations, test } from './fixtures.ts';

/** Every public page in both languages, plus the shell's account forms. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/login', '/register', '/forgot-password'];

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

for (const language of ['en', 'sv'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(resolve(route));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await readOn(page);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

/*
 * A phone's width: nothing on a public page may be wider than the narrowest phone we design for
 * (320 px), or the whole page scrolls sideways. Swedish's long compounds found the cases: the
 * footer's "Marknadsföringsmaterial" and that page's own heading.
 */
for (const language of ['sv', 'en'] as const) {
  test(`no public page scrolls sideways at 320 px (${language})`, async ({ page }) => {
    test.slow(); // every public page, one after another
    await page.setViewportSize({ width: 320, height: 700 });
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    const wide: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(resolve(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await readOn(page);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (over > 0) wide.push(`${route}: ${over} px too wide`);
    }
    expect(wide).toEqual([]);
  });
}
