import { artworkLinks, expect, signInAs, test } from './fixtures.ts';

test.describe('getting around', () => {
  test('an artwork page opens from the grid', async ({ page, consoleErrors }) => {
    await page.goto('/artworks');
    const first = artworkLinks(page).first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/artworks\/[^/?#]+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      /doesn't exist|could not be loaded|Something went wrong/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path goes to the home page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/signup goes to /register, keeping the role', async ({ page }) => {
    await page.goto('/signup?role=artist');
    await expect(page).toHaveURL(/\/register\?role=artist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  test('a guarded page without a session goes to /login', async ({ page }) => {
    await page.goto('/artist/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a signed-in user with another role is sent home', async ({ page }) => {
    await signInAs(page, 'buyer');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an artist sees their area with its sidebar, loaded from the artist remote', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'artist');
    await page.goto('/artist/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Artist menu' });
    await sidebar.getByRole('link', { name: 'Sales' }).click();
    await expect(page).toHaveURL(/\/artist\/sales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/');
    expect(consoleErrors).toEqual([]);
  });

  test('every footer link leads to a page of its own', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    const hrefs = [
      ...new Set(
        await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')),
      ),
    ].filter((h) => h !== '/');
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      await footer.locator(`a[href="${href}"]`).first().click();
      await expect(page, href).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
});
