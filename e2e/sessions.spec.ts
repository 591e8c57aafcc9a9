import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { logInOnPage, PASSWORD, registerByApi } from './support/accounts.ts';

/**
 * Sessions across the tabs of one browser (issue 38), with two pages in one context as two tabs:
 * a login without "remember me" is shared by a tab opened later (no second login), and a logout in
 * one tab over a form with typed input in the other keeps the input and says so, with a login
 * that stays on the page.
 */

async function logIn(page: Page, email: string, remember: boolean) {
  await page.goto('/login');
  await logInOnPage(page, email, PASSWORD, remember);
}

const storedRefresh = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('refreshToken'),
    tab: sessionStorage.getItem('refreshToken'),
  }));

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  await page.locator('.shell-account__menu').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a login without “remember me” is shared by a new tab, and a logout in one tab ends it in the other', async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext({ locale: 'en-GB' });
  const first = await context.newPage();
  const email = uniqueEmail('tabs');
  await registerByApi(first, 'buyer', email);
  await logIn(first, email, false);
  await expect(first).toHaveURL(/\/buyer\/purchases$/);
  expect(await storedRefresh(first)).toMatchObject({ local: null, tab: expect.any(String) });

  // A second tab (as one a mail link opens) lands on the guarded page, signed in, without a login.
  const second = await context.newPage();
  await second.goto('/buyer/purchases');
  await expect(second.getByText('No purchases yet')).toBeVisible();
  await expect(second).toHaveURL(/\/buyer\/purchases$/);
  // Still session-only there: nothing was written to localStorage.
  expect(await storedRefresh(second)).toMatchObject({ local: null, tab: expect.any(String) });

  // A logout in the first tab ends the session in the second (it held no typed input).
  await logOut(first);
  await expect(second).toHaveURL(/\/login/);
  expect(await storedRefresh(second)).toEqual({ local: null, tab: null });
  await context.close();
});

test('a logout in another tab keeps a form’s typed input, says so, and a login again stays on the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const editor = await context.newPage();
  const email = uniqueEmail('tabs-form');
  await registerByApi(editor, 'artist', email);
  await logIn(editor, email, true);
  await expect(editor).toHaveURL(/\/artist\/dashboard$/);
  await editor.goto('/artist/artworks/create');
  await editor.getByLabel('Title').fill('Half typed in one tab');

  const other = await context.newPage();
  await other.goto('/artist/dashboard');
  await expect(other.getByRole('navigation', { name: 'Artist menu' })).toBeVisible();
  await logOut(other);

  // The editor stays, with its input, and says what happened.
  const banner = editor.getByRole('alert').filter({ hasText: 'You were logged out in another tab.' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('What you typed is still here. Log in again to save it.');
  await expect(editor).toHaveURL(/\/artist\/artworks\/create$/);
  await expect(editor.getByLabel('Title')).toHaveValue('Half typed in one tab');

  // Logging in again from the banner keeps the page and the input.
  await banner.getByRole('button', { name: 'Log in again' }).click();
  const dialog = editor.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveCount(0);
  await expect(editor).toHaveURL(/\/artist\/artworks\/create$/);
  await expect(editor.getByLabel('Title')).toHaveValue('Half typed in one tab');
  await context.close();
});
