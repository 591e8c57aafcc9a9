// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { artworkMessages } from './artwork-message-keys.ts';
import { ArtworkGrid } from './ArtworkGrid.tsx';
import { ArtworkFavoriteCheck } from './favorites.tsx';
import { testArtwork } from './fixtures.test-helpers.ts';

const artworks = [testArtwork({ id: 'aw-1', title: 'Work 1' }), testArtwork({ id: 'aw-2', title: 'Work 2' })];

type Handler = (method: string, path: string) => Response | Promise<Response>;
let handler: Handler;
const calls: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** GET /venues/me/favorites: one page holding every favourite. */
const savedPage = (favorites: { artwork_id: string }[]) => ({
  favorites,
  pagination: { limit: 100, total: favorites.length, hasMore: false, nextCursor: null },
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace('/api/v1', '');
      calls.push(`${method} ${path}`);
      return handler(method, path);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function signIn(role: 'venue' | 'buyer') {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'v@example.se', role }));
}

function renderWithClient(ui: React.ReactNode, locale: 'sv' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale={locale} messages={artworkMessages[locale]}>
        <MemoryRouter>{ui}</MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const toggle = (title: string) => screen.getByRole('button', { name: `Save “${title}” to favourites` });

describe('the favourite toggle on artwork cards', () => {
  it('is not there for visitors or other roles', () => {
    handler = () => json(savedPage([]));
    renderWithClient(<ArtworkGrid artworks={artworks} label="Artworks" />);
    expect(screen.queryAllByRole('button', { pressed: false })).toHaveLength(0);
    cleanup();
    signIn('buyer');
    renderWithClient(<ArtworkGrid artworks={artworks} label="Artworks" />);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a venue which works it saved, outside the card link', async () => {
    signIn('venue');
    handler = () => json(savedPage([{ artwork_id: 'aw-2' }]));
    renderWithClient(<ArtworkGrid artworks={artworks} label="Artworks" />);
    await waitFor(() => expect(toggle('Work 2').getAttribute('aria-pressed')).toBe('true'));
    expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('false');
    expect(toggle('Work 1').closest('a')).toBeNull();
    expect(calls).toEqual(['GET /venues/me/favorites']);
  });

  it('saves at once and keeps the new state when the server agrees', async () => {
    signIn('venue');
    let release: () => void = () => {};
    handler = (method) =>
      method === 'GET'
        ? json(savedPage([]))
        : new Promise((resolve) => (release = () => resolve(json({ favorite: {} }, 200))));
    renderWithClient(<ArtworkGrid artworks={artworks} label="Artworks" />);
    await waitFor(() => expect(toggle('Work 1').hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(toggle('Work 1'));
    // Optimistic: pressed before the server has answered.
    await waitFor(() => expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain('POST /venues/me/favorites/aw-1');
    await act(async () => release());
    expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('true');
  });

  it('removes with DELETE, and a refused toggle is logged and put back', async () => {
    signIn('venue');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let refuse: () => void = () => {};
    handler = (method) =>
      method === 'GET'
        ? json(savedPage([{ artwork_id: 'aw-1' }]))
        : new Promise(
            (resolve) =>
              (refuse = () => resolve(json({ error: { code: 'internal', message: 'boom' } }, 500))),
          );
    renderWithClient(<ArtworkGrid artworks={artworks} label="Artworks" />);
    await waitFor(() => expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(toggle('Work 1'));
    await waitFor(() => expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('false'));
    expect(warn).not.toHaveBeenCalled();
    await act(async () => refuse());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls).toContain('DELETE /venues/me/favorites/aw-1');
    await waitFor(() => expect(toggle('Work 1').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull(); // a failed toggle is logged only, never shown
  });

  it('is labelled in Swedish too', async () => {
    signIn('venue');
    handler = () => json(savedPage([]));
    renderWithClient(<ArtworkGrid artworks={artworks} label="Konstverk" />, 'sv');
    const button = await screen.findByRole('button', { name: 'Spara ”Work 1” bland favoriterna' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the favourite toggle on the artwork page', () => {
  it('reads /venues/favorites/check/{id} and toggles with visible text', async () => {
    signIn('venue');
    handler = (method) =>
      method === 'GET'
        ? json({ artwork_id: 'aw-1', is_favorite: true })
        : new Response(null, { status: 204 });
    renderWithClient(<ArtworkFavoriteCheck artworkId="aw-1" title="Work 1" />);
    const button = screen.getByRole('button', { name: 'Save to favourites' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toEqual(['GET /venues/favorites/check/aw-1']);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(calls).toContain('DELETE /venues/me/favorites/aw-1'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
