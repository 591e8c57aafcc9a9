import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test page collects console errors and uncaught exceptions; a test that visits pages ends
 * with `expectNoConsoleErrors()`. Language starts as English (the browser locale is en-GB and
 * nothing is stored) unless a test changes it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** The first artwork card on /artworks (cards link to /artworks/{id}). */
export function artworkLinks(page: Page) {
  return page.locator('main a[href^="/artworks/"]');
}

export async function signInAs(page: Page, role: 'artist' | 'venue' | 'buyer' | 'admin') {
  await page.addInitScript((r) => {
    localStorage.setItem('accessToken', 'e2e-token');
    localStorage.setItem('refreshToken', 'e2e-refresh');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: `e2e-${r}`, email: `${r}@example.se`, role: r, name: `E2E ${r}` }),
    );
  }, role);
}
