import { expect, test } from './fixtures.ts';

test.describe('Swedish and English', () => {
  test('the home page switches language with the toggle, and the choice survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Browse', exact: true })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const englishHeading = await heading.innerText();

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Svenska' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(
      page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('link', { name: 'Utforska', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishHeading);
    await expect(page.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/\?lang=en$/,
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('link', { name: 'Utforska', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sv');
    expect(consoleErrors).toEqual([]);
  });

  test('the artworks page renders in English and in Swedish', async ({ page, consoleErrors }) => {
    await page.goto('/artworks');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Utforska konstverk' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Utforska konstverk' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(consoleErrors).toEqual([]);
  });

  test('a Swedish browser gets Swedish without choosing', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto('/artworks');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1, name: 'Utforska konstverk' })).toBeVisible();
    await context.close();
  });
});
