import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Artist, ArtistStats, Pagination, Venue } from '@konstvagg/contracts/vocabulary';
import {
  artistArtworks,
  artistStats,
  getArtist,
  getVenue,
  listArtists,
  listVenues,
  venueArtworks,
} from '@konstvagg/contracts/endpoints';
import { ApiError, call, type QueryValue } from '@konstvagg/ui';
import { withSpecSpellings } from './spellings.ts';
import { STALE } from './cache.ts';

/** Page size of the artist and venue lists (a multiple of 2 and 3 columns). */
const PROFILE_PAGE_SIZE = 12;
/** Page size of an artist's or a venue's artworks. */
const PROFILE_ARTWORKS_PAGE_SIZE = 12;

export const profileKeys = {
  artists: (query: Record<string, QueryValue>) => ['artists', 'list', query] as const,
  artist: (id: string) => ['artists', 'detail', id] as const,
  artistStats: (id: string) => ['artists', 'stats', id] as const,
  artistArtworks: (id: string) => ['artists', 'artworks', id] as const,
  venues: (query: Record<string, QueryValue>) => ['venues', 'list', query] as const,
  venue: (id: string) => ['venues', 'detail', id] as const,
  venueArtworks: (id: string) => ['venues', 'artworks', id] as const,
};

const nextCursor = (last: { pagination: Pagination }) =>
  last.pagination.hasMore && last.pagination.nextCursor ? last.pagination.nextCursor : undefined;

/** A 4xx is an answer (e.g. 404), not a failure: it is not retried. */
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** GET /artists with cursor pagination. */
export function useArtistList(query: Record<string, QueryValue>) {
  return useInfiniteQuery({
    queryKey: profileKeys.artists(query),
    queryFn: async ({ pageParam, signal }) =>
      withSpecSpellings(
        await call(listArtists, { query: { ...query, limit: PROFILE_PAGE_SIZE, cursor: pageParam }, signal }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    staleTime: STALE.list,
  });
}

/** GET /artists/{id}. */
export function useArtist(id: string) {
  return useQuery<Artist, Error>({
    queryKey: profileKeys.artist(id),
    queryFn: async ({ signal }) =>
      withSpecSpellings(await call(getArtist, { params: { id }, signal })).artist,
    staleTime: STALE.detail,
    retry,
  });
}

/** GET /artists/{id}/stats. */
export function useArtistStats(id: string, enabled: boolean) {
  return useQuery<ArtistStats, Error>({
    queryKey: profileKeys.artistStats(id),
    queryFn: ({ signal }) => call(artistStats, { params: { id }, signal }),
    staleTime: STALE.stats,
    enabled,
    retry,
  });
}

function useProfileArtworks(
  key: readonly unknown[],
  endpoint: typeof artistArtworks | typeof venueArtworks,
  id: string,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) =>
      withSpecSpellings(
        await call(endpoint, {
          params: { id },
          query: { limit: PROFILE_ARTWORKS_PAGE_SIZE, cursor: pageParam },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    staleTime: STALE.list,
    enabled,
  });
}

/** GET /artists/{id}/artworks, newest first, 12 at a time. */
export function useArtistArtworks(id: string, enabled: boolean) {
  return useProfileArtworks(profileKeys.artistArtworks(id), artistArtworks, id, enabled);
}

/** GET /venues with cursor pagination. */
export function useVenueList(query: Record<string, QueryValue>) {
  return useInfiniteQuery({
    queryKey: profileKeys.venues(query),
    queryFn: async ({ pageParam, signal }) =>
      withSpecSpellings(
        await call(listVenues, { query: { ...query, limit: PROFILE_PAGE_SIZE, cursor: pageParam }, signal }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    staleTime: STALE.list,
  });
}

/** GET /venues/{id}. */
export function useVenue(id: string) {
  return useQuery<Venue, Error>({
    queryKey: profileKeys.venue(id),
    queryFn: async ({ signal }) => withSpecSpellings(await call(getVenue, { params: { id }, signal })).venue,
    staleTime: STALE.detail,
    retry,
  });
}

/** GET /venues/{id}/artworks: the works on its walls. */
export function useVenueArtworks(id: string, enabled: boolean) {
  return useProfileArtworks(profileKeys.venueArtworks(id), venueArtworks, id, enabled);
}
