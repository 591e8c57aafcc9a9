import { expect, PUBLIC_PAGES, seededRoutes, seriousViolations, test } from './fixtures.ts';

/** Every public page in both languages, plus the shell's account forms. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES, '/login', '/register', '/forgot-password'];

let resolve: (route: string) => string = (route) => route;

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
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
