// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { artistSales, listFavorites } from '@konstvagg/contracts/endpoints';
import { callEvery, useApiList } from './useApiList.ts';

/** A list of five sales, two a page, as the API pages it: the cursor is the index of the next one. */
const SALES = ['s1', 's2', 's3', 's4', 's5'];
let asked: URL[];
/** Cursors whose page fails once (a 503), then answers. */
let failing: Set<string>;

beforeEach(() => {
  asked = [];
  failing = new Set();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (failing.has(url.searchParams.get('cursor') ?? '')) {
        failing.delete(url.searchParams.get('cursor') ?? '');
        return new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Try again later' } }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 2);
      const page = SALES.slice(from, from + limit);
      const hasMore = from + limit < SALES.length;
      const key = url.pathname.endsWith('/favorites') ? 'favorites' : 'sales';
      const body = {
        [key]: page.map((id) => (key === 'sales' ? { order_id: id } : { artwork_id: id })),
        figures: { sales: SALES.length },
        pagination: {
          limit,
          total: SALES.length,
          hasMore,
          nextCursor: hasMore ? String(from + limit) : null,
        },
      };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ids = (items: { order_id: string }[]) => items.map((s) => s.order_id);

describe('useApiList', () => {
  it('reads the first page, adds the next on "Show more" with its cursor, and knows when the list ends', async () => {
    const { result } = renderHook(() => useApiList(artistSales, 'sales', { query: { limit: 2 } }));
    await waitFor(() => expect(ids(result.current.items)).toEqual(['s1', 's2']));
    expect(result.current.data?.figures).toEqual({ sales: 5 });
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['s1', 's2', 's3', 's4']));
    expect(asked[1]!.searchParams.get('cursor')).toBe('2');
    expect(asked[1]!.searchParams.get('limit')).toBe('2');
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(SALES));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loadingMore).toBe(false);

    // A reload starts the list again from its first page.
    act(() => result.current.reload());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['s1', 's2']));
    expect(result.current.hasMore).toBe(true);
  });

  it('with `every`, reads page after page until the list ends', async () => {
    const { result } = renderHook(() => useApiList(artistSales, 'sales', undefined, { every: true }));
    await waitFor(() => expect(ids(result.current.items)).toEqual(SALES));
    expect(asked).toHaveLength(3);
    expect(result.current.hasMore).toBe(false);
  });

  it('with `every`, a page that fails on the way is the list’s error, and reload reads it all again', async () => {
    failing.add('4');
    const { result } = renderHook(() => useApiList(artistSales, 'sales', undefined, { every: true }));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect((result.current.error as { status?: number }).status).toBe(503);
    expect(ids(result.current.items)).toEqual(['s1', 's2', 's3', 's4']);
    act(() => result.current.reload());
    await waitFor(() => expect(ids(result.current.items)).toEqual(SALES));
    expect(result.current.error).toBeFalsy();
    expect(result.current.hasMore).toBe(false);
  });

  it('without `every`, a failed "Show more" leaves the list as it was and offers to try again', async () => {
    failing.add('2');
    const { result } = renderHook(() => useApiList(artistSales, 'sales', { query: { limit: 2 } }));
    await waitFor(() => expect(ids(result.current.items)).toEqual(['s1', 's2']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(result.current.error).toBeFalsy();
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['s1', 's2', 's3', 's4']));
    expect(result.current.moreFailed).toBe(false);
  });
});

describe('callEvery', () => {
  it('gives every item of the list, following each nextCursor', async () => {
    const favorites = await callEvery(listFavorites, 'favorites');
    expect(favorites.map((f) => f.artwork_id)).toEqual(SALES);
    expect(asked.map((u) => u.searchParams.get('cursor'))).toEqual([null, '2', '4']);
  });
});
