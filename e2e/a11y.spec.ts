import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { artworkLinks, expect, test } from './fixtures.ts';

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

for (const language of ['en', 'sv'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
    });

    test('the home page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the artworks page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/artworks');
      await expect(artworkLinks(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('an artwork page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/artworks');
      await artworkLinks(page).first().click();
      await expect(page).toHaveURL(/\/artworks\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
