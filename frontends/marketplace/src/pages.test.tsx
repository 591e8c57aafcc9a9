// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LanguageProvider } from '@konstvagg/ui';
import type { Language } from '@konstvagg/i18n';
import { REMOTE_PAGES } from '@konstvagg/ui/remote-contract';
import { testArtwork } from '../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { pages } from './pages.tsx';

configure({ asyncUtilTimeout: 4_000 });

/** A smoke test per page: each renders its heading from the API answers a test gives it. */
const artworks = [
  testArtwork({ id: 'aw-1' }),
  testArtwork({ id: 'aw-2', title: 'Blå timme', status: 'sold' }),
];

function answer(url: string): Response {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/artworks')
    return json({ artworks, pagination: { limit: 24, total: 2, hasMore: false, nextCursor: null } });
  if (path === '/stats/platform') return json({ error: { code: 'internal', message: 'down' } }, 500);
  const found = artworks.find((a) => path === `/artworks/${a.id}`);
  return found
    ? json({ artwork: found })
    : json({ error: { code: 'artwork_not_found', message: 'no' } }, 404);
}

// Transform the lazy page chunks once, up front: the first import of each takes seconds under the
// test transform, longer than a test should wait for a heading.
beforeAll(async () => {
  await Promise.all([
    import('./home/HomePage.tsx'),
    import('./artworks/ArtworksBrowsePage.tsx'),
    import('./artwork-detail/ArtworkDetailPage.tsx'),
    import('./info/InfoPage.tsx'),
    import('./upcoming/pages.tsx'),
    import('./messages/en.ts'),
    import('./messages/sv.ts'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders inside an awaited act(): the pages suspend (lazy chunk, messages) and React resumes them in it. */
async function renderAt(
  path: string,
  routePath: string,
  page: keyof typeof pages,
  language: Language = 'en',
) {
  const Page = pages[page];
  const router = createMemoryRouter([{ path: routePath, element: <Page /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <LanguageProvider initial={language}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>,
    );
  });
}

describe('marketplace pages', () => {
  it('exposes every page name of the remote contract', () => {
    expect(Object.keys(pages).sort()).toEqual([...REMOTE_PAGES.marketplace].sort());
  });

  it('Home shows the hero, the newest works and placeholder stats when the stats call fails', async () => {
    await renderAt('/', '/', 'Home', 'sv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konst på varje vägg. Din på under en minut.' }),
    ).toBeTruthy();
    // The hero and the closing call to action both offer the three ways in.
    for (const [name, href] of [
      ['Börja ställa ut', '/register?role=artist'],
      ['Börja visa konst', '/register?role=venue'],
      ['Börja upptäcka', '/artworks'],
    ]) {
      const links = screen.getAllByRole('link', { name });
      expect(links.map((a) => a.getAttribute('href'))).toEqual([href, href]);
    }
    expect(
      screen.getByRole('button', { name: /Konstnärer laddar upp sina verk/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await screen.findByRole('link', { name: 'Morgon över Riddarfjärden' })).toBeTruthy();
    expect(await screen.findByText('450')).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(calls).toContain('/api/v1/artworks?limit=8&status=available%2Cexhibited&sort=created_desc');
  });

  it('ArtworksBrowse shows the count and the cards', async () => {
    await renderAt('/artworks?style=landscape', '/artworks', 'ArtworksBrowse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse artworks' })).toBeTruthy();
    expect(await screen.findByText('2 artworks')).toBeTruthy();
    expect(screen.getByText('SOLD')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Landscape' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ArtworkDetail shows the work, Buy only when buyable, and sets the title', async () => {
    await renderAt('/artworks/aw-1', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Morgon över Riddarfjärden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/checkout/aw-1');
    expect(document.title).toBe('Morgon över Riddarfjärden, Elsa Berg | Konstvägg');
    cleanup();
    await renderAt('/artworks/aw-2', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByText('This work has been sold.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
  });

  it("ArtworkDetail says an unknown artwork doesn't exist", async () => {
    await renderAt('/artworks/nope', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByRole('heading', { level: 1, name: "This artwork doesn't exist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse artworks' }).getAttribute('href')).toBe('/artworks');
  });

  it('InfoPage renders the page for its path, and a friendly not-found otherwise', async () => {
    await renderAt('/refund-policy', '*', 'InfoPage', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Återbetalning' })).toBeTruthy();
    cleanup();
    await renderAt('/nowhere', '*', 'InfoPage');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['/artists', 'ArtistsBrowse', 'Artists'],
    ['/artists/a1', 'ArtistProfile', 'Artist profile'],
    ['/venues', 'VenuesBrowse', 'Venues'],
    ['/venues/v1', 'VenueProfile', 'Venue'],
    ['/checkout/aw-1', 'Checkout', 'Checkout'],
    ['/buyer/purchases', 'BuyerPurchases', 'My purchases'],
    ['/buyer/purchases/o1', 'BuyerPurchaseDetail', 'Purchase'],
  ] as const)('%s (%s) says what will be there', async (path, page, heading) => {
    await renderAt(path, '*', page);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
