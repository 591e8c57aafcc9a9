// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LanguageProvider } from '@konstvagg/ui';
import type { Language } from '@konstvagg/i18n';
import { routedPages } from '@konstvagg/ui/remote-contract';
import { testArtwork } from '../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { pages } from './pages.tsx';
import { routes } from './routes.ts';
import { testArtist, testVenue, testWeekHours } from './common/profiles/fixtures.test-helpers.ts';

configure({ asyncUtilTimeout: 4_000 });

/** A smoke test per page: each renders its heading from the API answers a test gives it. */
const artworks = [
  testArtwork({ id: 'aw-1', status: 'exhibited' }),
  testArtwork({ id: 'aw-2', title: 'Blå timme', status: 'sold' }),
  testArtwork({ id: 'aw-3', title: 'Tyst hamn', status: 'available', currentLocation: null }),
];
/** An order as the orders service answers (shared/contracts orders.ts). */
const order = (over: Record<string, unknown> = {}) => ({
  id: 'ord-1',
  status: 'paid',
  access_key: 'key-1',
  artwork: { id: 'aw-1', title: 'Morgon över Riddarfjärden', primary_image: null, artist_name: 'Elsa Berg' },
  venue: {
    id: 've-1',
    venue_name: 'Café Söder',
    address: 'Götgatan 1',
    city: 'Stockholm',
    postal_code: '116 46',
    opening_hours: testWeekHours,
    latitude: 59.31,
    longitude: 18.07,
  },
  amount: 450,
  currency: 'EUR',
  paid_at: '2026-06-01T10:00:00Z',
  pickup_deadline: '2099-06-08T10:00:00Z',
  pickup_code: 'kvp_abcdef0123456789',
  pickup_code_short: 'K7PX2M9Q',
  collected_at: null,
  refunded_at: null,
  paid_out_at: null,
  reservation_expires_at: null,
  timeline: [
    { at: '2026-06-01T09:59:00Z', what: 'created' },
    { at: '2026-06-01T10:00:00Z', what: 'paid' },
  ],
  created_at: '2026-06-01T09:59:00Z',
  ...over,
});
const artist = testArtist();
const venue = testVenue({ gallery_images: ['/media/venues/ve-1/a.webp', '/media/venues/ve-1/b.webp'] });
const onePage = (total: number) => ({ limit: 12, total, hasMore: false, nextCursor: null });

function answer(url: string, init?: RequestInit): Response {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/checkout/aw-1' && init?.method === 'POST')
    return json(
      {
        order: order({
          status: 'pending_payment',
          pickup_code: null,
          pickup_code_short: null,
          paid_at: null,
          pickup_deadline: null,
          // As the server answers: reserved for 15 minutes from the order's creation.
          created_at: new Date().toISOString(),
          reservation_expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        }),
        payment: { client_secret: 'pi_1_secret_2', publishable_key: 'pk_test_konstvagg_local_standin' },
      },
      201,
    );
  if (path === '/orders/ord-1') return json(order());
  if (path === '/buyer/purchases') return json({ purchases: [order()], pagination: onePage(1) });
  if (path === '/buyer/purchases/ord-1')
    return json(order({ status: 'refunded', refunded_at: '2026-06-08T10:01:00Z' }));
  if (path === '/artworks/featured') return json({ artworks, pagination: onePage(2) });
  if (path === '/artworks')
    return json({ artworks, pagination: { limit: 24, total: 2, hasMore: false, nextCursor: null } });
  if (path === '/artists') return json({ artists: [artist], pagination: onePage(1) });
  if (path === '/artists/ar-1') return json({ artist });
  if (path === '/artists/ar-1/stats')
    return json({
      artwork_count: 2,
      available_count: 1,
      on_display_count: 1,
      sold_count: 1,
      venue_count: 1,
      cities: ['Stockholm'],
    });
  if (path === '/venues') return json({ venues: [venue], pagination: onePage(1) });
  if (path === '/venues/ve-1') return json({ venue });
  if (path === '/artists/ar-1/artworks' || path === '/venues/ve-1/artworks')
    return json({ artworks, pagination: onePage(2) });
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
    import('./features/home/pages/HomePage.tsx'),
    import('./features/artworks/pages/ArtworksBrowsePage.tsx'),
    import('./features/artwork-detail/pages/ArtworkDetailPage.tsx'),
    import('./features/info/pages/InfoPage.tsx'),
    import('./features/checkout/pages/CheckoutPage.tsx'),
    import('./features/checkout/components/payment/LocalPaymentForm.tsx'),
    import('./features/purchases/pages/PurchasesPage.tsx'),
    import('./features/purchases/pages/PurchaseDetailPage.tsx'),
    import('./features/purchases/pages/OrderPage.tsx'),
    import('./features/profiles/pages/ArtistsBrowsePage.tsx'),
    import('./features/profiles/pages/ArtistProfilePage.tsx'),
    import('./features/profiles/pages/VenuesBrowsePage.tsx'),
    import('./features/profiles/pages/VenueProfilePage.tsx'),
    import('./messages/en.ts'),
    import('./messages/sv.ts'),
    import('./messages/home/en.ts'),
    import('./messages/home/sv.ts'),
    import('./messages/buying/en.ts'),
    import('./messages/buying/sv.ts'),
    import('./messages/info/en.ts'),
    import('./messages/info/sv.ts'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init)),
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
    expect(Object.keys(pages).sort()).toEqual([...routedPages(routes)].sort());
  });

  it('Home shows the hero, the newest works and placeholder stats when the stats call fails', async () => {
    await renderAt('/?hero=A', '/', 'Home', 'sv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konst på varje vägg. Din på under en minut.' }),
    ).toBeTruthy();
    // The sections below the fold are chunks of their own (here jsdom has no IntersectionObserver,
    // so they load at once); the closing call to action is the last of them.
    expect(await screen.findByRole('heading', { level: 2, name: 'Sätt konst på väggen' })).toBeTruthy();
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
      (await screen.findByRole('button', { name: /Konstnärer laddar upp sina verk/ })).getAttribute(
        'aria-expanded',
      ),
    ).toBe('true');
    expect(await screen.findByRole('link', { name: 'Morgon över Riddarfjärden' })).toBeTruthy();
    expect(await screen.findByText('450')).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    // The home page's newest works come from /artworks/featured, not a list query.
    expect(calls).toContain('/api/v1/artworks/featured?limit=8');
    expect(calls.some((c) => c.startsWith('/api/v1/artworks?'))).toBe(false);
  });

  it('ArtworksBrowse shows the count and the cards', async () => {
    await renderAt('/artworks?style=landscape', '/artworks', 'ArtworksBrowse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse artworks' })).toBeTruthy();
    expect(await screen.findByText('2 artworks')).toBeTruthy();
    expect(screen.getByText('SOLD')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Landscape' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ArtworkDetail shows the work, Buy only when it hangs at a venue, and sets the title', async () => {
    await renderAt('/artworks/aw-1', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Morgon över Riddarfjärden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe('/checkout/aw-1');
    expect(document.title).toBe('Morgon över Riddarfjärden, Elsa Berg | Konstvägg');
    cleanup();
    await renderAt('/artworks/aw-2', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByText('This work has been sold.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
    cleanup();
    // A work on no wall says how to get it instead: ask the artist.
    await renderAt('/artworks/aw-3', '/artworks/:id', 'ArtworkDetail');
    expect(await screen.findByText(/Not on a wall right now/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See Elsa Berg’s profile' }).getAttribute('href')).toBe(
      '/artists/ar-1',
    );
  });

  it('ArtworkDetail offers no Buy to the artist of the work', async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', email: 'a@b.se', role: 'artist', profile_id: 'ar-1' }),
    );
    try {
      await renderAt('/artworks/aw-1', '/artworks/:id', 'ArtworkDetail');
      expect(await screen.findByText(/This is your work/)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Buy now' })).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it('ArtworkDetail puts About the work right after the price and Buy, before the map and the facts', async () => {
    await renderAt('/artworks/aw-1', '/artworks/:id', 'ArtworkDetail');
    const about = await screen.findByRole('heading', { level: 2, name: 'About the work' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.indexOf('About the work')).toBe(0);
    const buy = screen.getByRole('link', { name: 'Buy now' });
    // The story follows Buy in reading order, with nothing but the buy box between them.
    expect(buy.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(about.closest('section')?.textContent).toContain('Oil on linen.');
  });

  it('ArtworkDetail says an unknown artwork is not here any more, with the ways on', async () => {
    await renderAt('/artworks/nope', '/artworks/:id', 'ArtworkDetail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This work is not here any more' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse artworks' }).getAttribute('href')).toBe('/artworks');
    expect(screen.getByRole('link', { name: 'Find a venue near you' }).getAttribute('href')).toBe('/venues');
  });

  it('InfoPage renders the page for its path, and a friendly not-found otherwise', async () => {
    await renderAt('/refund-policy', '*', 'InfoPage', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Återbetalning' })).toBeTruthy();
    cleanup();
    // A long Swedish title breaks at its joint on a phone; the tab's title has no soft hyphen.
    await renderAt('/marketing-resources', '*', 'InfoPage', 'sv');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Marknadsförings\u00admaterial');
    expect(document.title).toBe('Marknadsföringsmaterial | Konstvägg');
    cleanup();
    await renderAt('/nowhere', '*', 'InfoPage');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('ArtistsBrowse lists artists with badges, count and the city from the URL', async () => {
    await renderAt('/artists?city=Stockholm', '/artists', 'ArtistsBrowse', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Konstnärer' })).toBeTruthy();
    expect(await screen.findByText('1 konstnär')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elsa Berg' }).getAttribute('href')).toBe('/artists/ar-1');
    expect(screen.getByText('Verifierad')).toBeTruthy();
    // The payouts badge in Swedish (issue 38: "Pro" was left in English).
    expect(screen.getByText('Proffs')).toBeTruthy();
    expect(screen.queryByText('Pro')).toBeNull();
    // The artist card's own links to the artist's website and Instagram.
    expect(screen.getByRole('link', { name: /Instagram:\s*@elsaberg/ }).getAttribute('href')).toBe(
      'https://www.instagram.com/elsaberg/',
    );
    expect(screen.getByRole('link', { name: /^Webbplats:/ }).getAttribute('href')).toMatch(/^https:\/\//);
    expect((screen.getByRole('combobox', { name: 'Stad' }) as HTMLSelectElement).value).toBe('Stockholm');
    const calls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(calls).toContain('/api/v1/artists?city=Stockholm&limit=12');
  });

  it('ArtistProfile shows the artist, outside links, figures and works; 404 links back', async () => {
    await renderAt('/artists/ar-1', '/artists/:id', 'ArtistProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsa Berg' })).toBeTruthy();
    const instagram = screen.getByRole('link', { name: /@elsaberg/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/elsaberg/');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText('on display now')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Blå timme' })).toBeTruthy();
    cleanup();
    await renderAt('/artists/nope', '/artists/:id', 'ArtistProfile');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that artist" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All artists' }).getAttribute('href')).toBe('/artists');
  });

  it('VenuesBrowse lists venues with type, today and works on display', async () => {
    await renderAt('/venues?type=cafe', '/venues', 'VenuesBrowse', 'sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lokaler' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Café Söder' })).toBeTruthy();
    expect(screen.getByText('Öppet nu')).toBeTruthy();
    expect(screen.getByText('I dag 10:00–16:00')).toBeTruthy();
    // The venue card's photo count and country, in the page's language.
    expect(screen.getByText(/2 verk visas · 2 foton/)).toBeTruthy();
    expect(screen.getByText(/Kafé · Stockholm, Sverige/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Kafé' }) as HTMLInputElement).checked).toBe(true);
  });

  it('VenueProfile shows the address, the week with today marked, and the works; 404 links back', async () => {
    await renderAt('/venues/ve-1', '/venues/:id', 'VenueProfile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Söder' })).toBeTruthy();
    expect(screen.getByText(/116 46 Stockholm/)).toBeTruthy();
    const today = screen.getByRole('row', { name: /Saturday/ });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('row', { name: /Sunday/ }).textContent).toContain('Closed');
    expect(await screen.findByRole('link', { name: 'Blå timme' })).toBeTruthy();
    cleanup();
    await renderAt('/venues/nope', '/venues/:id', 'VenueProfile');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that venue" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All venues' }).getAttribute('href')).toBe('/venues');
  });

  it('Checkout takes the details, then shows the local test payment and the reservation clock', async () => {
    await renderAt('/checkout/aw-1', '/checkout/:artworkId', 'Checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText(/collect the work at Café Pascal within 7 days/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: /Continue to payment/ });
    await act(async () => submit.click());
    expect(screen.getByText(/Enter your email address/)).toBeTruthy();
    const type = (label: string, value: string) => {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };
    type('Email', 'guest@example.se');
    type('Name', 'Greta Gäst');
    await act(async () => submit.click());
    expect(await screen.findByText('Local test payment')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([u, init]) => String(u).endsWith('/checkout/aw-1') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'guest@example.se', name: 'Greta Gäst' });
    sessionStorage.clear();
  });

  it('Order (the confirmation) shows the pickup code, the deadline and the venue hours', async () => {
    await renderAt('/orders/ord-1?key=key-1', '/orders/:id', 'Order', 'sv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betalt. ”Morgon över Riddarfjärden” är din' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hämtkoden som QR-kod' })).toBeTruthy();
    expect(screen.getByText('K7PX2M9Q')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Söndag/ }).textContent).toContain('Stängt');
    const calls = vi.mocked(fetch).mock.calls.map(([u]) => String(u));
    expect(calls).toContain('/api/v1/orders/ord-1?key=key-1');
  });

  it('BuyerPurchases lists the purchases; the detail shows the timeline', async () => {
    await renderAt('/buyer/purchases', '/buyer/purchases', 'BuyerPurchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'My purchases' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Morgon över Riddarfjärden' })).getAttribute('href'),
    ).toBe('/buyer/purchases/ord-1');
    cleanup();
    await renderAt('/buyer/purchases/ord-1', '/buyer/purchases/:id', 'BuyerPurchaseDetail');
    expect(
      await screen.findByRole('heading', { level: 1, name: '“Morgon över Riddarfjärden” was refunded' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What has happened' })).toBeTruthy();
    expect(screen.queryByText('K7PX2M9Q')).toBeNull();
    // Nothing to collect: where the money went and a way back to the work, not the opening hours.
    expect(screen.getByRole('heading', { name: 'Your money' })).toBeTruthy();
    expect(screen.getByText(/went back the way you paid/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Opening hours/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the work' }).getAttribute('href')).toMatch(/^\/artworks\//);
  });
});
