import { DEFAULT_PAGE_SIZE, HOME_FEATURED_ARTWORKS } from '@konstvagg/rules';
import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Artwork, type ArtworkListResponse } from '@konstvagg/contracts/vocabulary';
import { featuredArtworks, getArtwork, listArtworks, qrVisit } from '@konstvagg/contracts/endpoints';
import { ApiError, call, type QueryValue } from '@konstvagg/ui';
import { withSpecSpellings } from './spellings.ts';
import { STALE } from './cache.ts';

export const artworkKeys = {
  all: ['artworks'] as const,
  list: (query: Record<string, QueryValue>) => ['artworks', 'list', query] as const,
  featured: () => ['artworks', 'featured'] as const,
  detail: (id: string) => ['artworks', 'detail', id] as const,
  /** Set (true) by the server renderer when GET /artworks/{id} answered 404: the page it sent says so. */
  missing: (id: string) => ['artworks', 'missing', id] as const,
};

async function fetchArtworks(
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<ArtworkListResponse> {
  return withSpecSpellings(await call(listArtworks, { query, signal }));
}

/** GET /artworks with cursor pagination; earlier pages stay when "Load more" fetches the next. */
export function useArtworkList(query: Record<string, QueryValue>) {
  return useInfiniteQuery({
    queryKey: artworkKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      fetchArtworks({ ...query, limit: DEFAULT_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pagination.hasMore && last.pagination.nextCursor ? last.pagination.nextCursor : undefined,
    staleTime: STALE.list,
  });
}

/** The home page's 8 newest works a visitor can buy: GET /artworks/featured. */
export function useFeaturedArtworks(enabled = true) {
  return useQuery({
    enabled,
    queryKey: artworkKeys.featured(),
    queryFn: async ({ signal }) =>
      withSpecSpellings(await call(featuredArtworks, { query: { limit: HOME_FEATURED_ARTWORKS }, signal }))
        .artworks,
    staleTime: STALE.featured,
  });
}

/**
 * Whether the server found no such work (the 404 page it rendered): the browser's first render
 * shows the same page. Never fetched in the browser.
 */
export function useKnownMissing(id: string): boolean {
  return (
    useQuery<boolean>({
      queryKey: artworkKeys.missing(id),
      queryFn: () => false,
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
    }).data === true
  );
}

/** GET /artworks/{id}. A 404 is an answer, not a failure: it is not retried. */
export function useArtwork(id: string) {
  return useQuery<Artwork, Error>({
    queryKey: artworkKeys.detail(id),
    queryFn: async ({ signal }) =>
      withSpecSpellings(await call(getArtwork, { params: { id }, signal })).artwork,
    staleTime: STALE.detail,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The page was opened from the work's printed QR code (`?src=qr`): tell the admin's counters once
 * per browser session (POST /artworks/{id}/qr-visit). Nothing the visitor sees depends on it.
 */
export function useQrVisit(id: string) {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('src') !== 'qr') return;
    const seen = `kv-qr-visit:${id}`;
    try {
      if (sessionStorage.getItem(seen)) return;
      sessionStorage.setItem(seen, '1');
    } catch {
      // No storage (private mode): count the visit anyway.
    }
    call(qrVisit, { params: { id } }).catch(() => undefined);
  }, [id]);
}
