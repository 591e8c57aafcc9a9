// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRemote } from '@konstvagg/ui/testing';
import { en } from '../../../messages/en.ts';
import { sv } from '../../../messages/sv.ts';
import Favorites from './Favorites.tsx';

/** The venue's favourites with the API faked at fetch: none saved yet. */

const empty = (key: string) =>
  new Response(
    JSON.stringify({ [key]: [], pagination: { limit: 100, total: 0, hasMore: false, nextCursor: null } }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      empty(
        new URL(String(input), 'http://localhost').pathname.endsWith('/favorites')
          ? 'favorites'
          : 'exhibitions',
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('no favourites yet', () => {
  it('the empty state offers the way to browse, once', async () => {
    renderInRemote(<Favorites />, { messages: en });
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    const browse = screen.getAllByRole('link', { name: 'Browse artworks' });
    expect(browse).toHaveLength(1);
    expect(browse[0]!.getAttribute('href')).toBe('/venue/browse');
  });

  it('in Swedish too', async () => {
    renderInRemote(<Favorites />, { messages: sv, language: 'sv' });
    expect(await screen.findByText(sv['favorites.empty.title']!)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: sv['action.browse'] })).toHaveLength(1);
  });
});
