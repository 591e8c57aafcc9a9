import type { Page, Response } from '@playwright/test';
import { artworkLinks, expect, test } from './fixtures.ts';

/**
 * React must be loaded exactly once across the shell and its remotes (a second copy breaks hooks
 * and context). We read every JavaScript response and count the files that DEFINE React
 * (react's `__CLIENT_INTERNALS_…=` export) and React DOM (its `__reactContainer$` marker). If a
 * remote fell back to its own bundled copy instead of the shell's shared singleton, a second file
 * with the marker would be downloaded. Markers are in React's production builds, so hashing or
 * chunk names do not matter.
 */
const REACT_CORE = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/;
const REACT_DOM = /__reactContainer\$/;

function recordScripts(page: Page) {
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    bodies.push(
      response
        .text()
        .then((body) => ({ url: response.url(), body }))
        .catch(() => ({ url: response.url(), body: '' })),
    );
  });
  return async () => Promise.all(bodies);
}

test('React and React DOM are each loaded exactly once across shell and remotes', async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Browse', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
  await artworkLinks(page).first().click();
  await expect(page).toHaveURL(/\/artworks\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = await scripts();
  const fromRemote = files.filter((f) => new URL(f.url).pathname.startsWith('/remotes/marketplace/'));
  expect(fromRemote.length, 'the marketplace remote was loaded').toBeGreaterThan(0);
  const reactFiles = files.filter((f) => REACT_CORE.test(f.body)).map((f) => f.url);
  const reactDomFiles = files.filter((f) => REACT_DOM.test(f.body)).map((f) => f.url);
  expect(reactFiles, 'files defining React').toHaveLength(1);
  expect(reactDomFiles, 'files defining React DOM').toHaveLength(1);
  // ...and both come from the shell, the host that provides the singletons.
  expect(new URL(reactDomFiles[0]!).pathname.startsWith('/remotes/')).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('the first page does not download remotes it does not show', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const remote of ['artist', 'venue', 'admin'])
    expect(
      requested.filter((p) => p.startsWith(`/remotes/${remote}/`)),
      remote,
    ).toEqual([]);
  // The marketplace version the page was rendered with (remotes/live-remotes.ts): no manifest asked.
  expect(requested.filter((p) => /^\/remotes\/marketplace\/[^/]+\/remoteEntry\.js$/.test(p))).toHaveLength(1);
  expect(requested).not.toContain('/remotes/manifest.json');
});
