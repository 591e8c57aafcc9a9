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
      /not here any more|could not be loaded|Something went wrong/,
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

  // Issue 38: on a phone the role areas put about 250 px of wrapped sidebar chips before any content.
  for (const [role, menu, current, other, otherHeading] of [
    ['artist', 'Artist menu', 'Dashboard', 'Sales', 'Sales'],
    ['venue', 'Venue menu', 'Dashboard', 'Favorites', /Favou?rites/],
    ['admin', 'Admin menu', 'Dashboard', 'Users', 'Users'],
  ] as const) {
    test(`on a phone the ${role} area shows its page first, its menu one keyboard-reachable row`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, role);
      await page.goto(`/${role}/dashboard`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      const header = (await page.locator('.shell-header').boundingBox())!;
      const h1 = (await heading.boundingBox())!;
      expect(h1.y - (header.y + header.height)).toBeLessThanOrEqual(150);

      // The menu is one button naming the page you are on; the links open below it.
      const nav = page.getByRole('navigation', { name: menu });
      const toggle = nav.getByRole('button', { name: new RegExp(menu) });
      await expect(toggle).toContainText(current);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: other, exact: true })).toBeHidden();
      const box = (await toggle.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(56);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const link = nav.getByRole('link', { name: other, exact: true });
      await expect(link).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      // Tab from the button reaches the links in order; Enter follows one and the menu folds again.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (await link.evaluate((el) => el === document.activeElement)) break;
      }
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: otherHeading })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText(other);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the phone menu is opaque over a backdrop, and Escape or the backdrop closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/artworks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Artists' })).toBeVisible();
    // Every layer from the header down paints an opaque background: the page cannot show through.
    const alpha = await page.locator('.shell-header').evaluate((el) => {
      const style = getComputedStyle(el);
      const m = style.backgroundColor.match(/rgba?\(([^)]+)\)/);
      const parts = m ? m[1]!.split(/[\s,/]+/).filter(Boolean) : [];
      return { alpha: parts.length > 3 ? Number(parts[3]) : 1, filter: style.backdropFilter };
    });
    expect(alpha).toEqual({ alpha: 1, filter: 'none' });
    // The backdrop dims the rest of the page and closes the menu when tapped.
    const backdrop = page.locator('.shell-header__backdrop');
    const dim = (await backdrop.boundingBox())!;
    expect(dim.width).toBeGreaterThanOrEqual(390);
    expect(dim.height).toBeGreaterThanOrEqual(800);
    await page.mouse.click(200, 800);
    await expect(nav.getByRole('link', { name: 'Artists' })).toBeHidden();
    await button.click();
    await expect(nav.getByRole('link', { name: 'Artists' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Artists' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('every footer link leads to a page of its own', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    // The page we start on comes last, so every link changes the page.
    const hrefs = [
      ...new Set(
        await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')),
      ),
    ]
      .filter((h) => h !== '/')
      .sort((a, b) => Number(a === '/about') - Number(b === '/about'));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      // Each link is followed by the keyboard: a page still settling above the footer (images, a
      // section loading) cannot move another link under the pointer.
      await footer.locator(`a[href="${href}"]`).first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname, { message: href }).toBe(href);
      // The new page is shown once focus has moved to its main area (ScrollAndFocus).
      await expect(page.locator('#main'), href).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  for (const [language, words] of [
    ['en', { list: 'Konstvägg on social media', on: 'on', tab: '(opens in a new tab)' }],
    ['sv', { list: 'Konstvägg i sociala medier', on: 'på', tab: '(öppnas i en ny flik)' }],
  ] as const)
    test(`the footer's social links open Konstvägg's accounts in a new tab, and fit a 320 px phone (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/about');
      const social = page.getByRole('contentinfo').getByRole('list', { name: words.list });
      for (const [name, href] of [
        ['Instagram', 'https://www.instagram.com/konstvagg'],
        ['Facebook', 'https://www.facebook.com/konstvagg'],
        ['LinkedIn', 'https://www.linkedin.com/company/konstvagg'],
      ] as const) {
        const link = social.getByRole('link', { name: `Konstvägg ${words.on} ${name} ${words.tab}` });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, name).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
});
