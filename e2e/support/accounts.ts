import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * New accounts and the login page, shared by e2e/auth.spec.ts and e2e/sessions.spec.ts: a sign-up
 * through the API (as the register page sends it) and a login on /login.
 */

export const PASSWORD = 'Konstvagg-2026';

/** A new buyer or artist ("Api Person") through POST /auth/register. */
export async function registerByApi(page: Page, role: 'buyer' | 'artist', email: string) {
  const extra =
    role === 'artist' ? { artist_name: 'API Artist', bio: 'A bio that is long enough to pass.' } : {};
  const res = await page.request.post('/api/v1/auth/register', {
    data: { role, name: 'Api Person', email, password: PASSWORD, terms_accepted: true, ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Logs in on the /login page the browser shows. */
export async function logInOnPage(page: Page, email: string, password: string, remember = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
}
