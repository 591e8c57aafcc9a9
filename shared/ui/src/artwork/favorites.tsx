import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addFavorite, checkFavorite, listFavorites, removeFavorite } from '@konstvagg/contracts/endpoints';
import { call } from '../api/client.ts';
import { callEvery } from '../api/useApiList.ts';
import { useSession } from '../session/session.ts';
import { useArtworkWords } from './words.ts';

/**
 * The venue's favourite toggle on artwork cards and the artwork page (only venues see it).
 * State comes from GET /venues/me/favorites (cards) or /venues/favorites/check/{id} (the page);
 * a toggle is POST or DELETE /venues/me/favorites/{id}, shown at once (optimistic) and put back if
 * the server refuses. A failed toggle is only logged, never shown.
 */
export const favoriteKeys = {
  all: ['venues', 'favorites'] as const,
  list: () => ['venues', 'favorites', 'list'] as const,
  check: (artworkId: string) => ['venues', 'favorites', 'check', artworkId] as const,
};

/** Saved favourites change only by this venue's own toggles, which update the cache themselves. */
const FAVORITES_STALE_MS = 60_000;

/** True when the signed-in user is a venue: only then is the toggle shown. */
export function useIsVenue(): boolean {
  return useSession().user?.role === 'venue';
}

/** The ids of the artworks the signed-in venue has saved (every page of the list). */
export function useFavoriteIds(enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.list(),
    queryFn: async ({ signal }) =>
      (await callEvery(listFavorites, 'favorites', { signal })).map((f) => f.artwork_id),
    staleTime: FAVORITES_STALE_MS,
    enabled,
  });
}

/** Has the signed-in venue saved this one artwork? */
export function useFavoriteCheck(artworkId: string, enabled = true) {
  return useQuery({
    queryKey: favoriteKeys.check(artworkId),
    queryFn: async ({ signal }) => (await call(checkFavorite, { params: { artworkId }, signal })).is_favorite,
    staleTime: FAVORITES_STALE_MS,
    enabled,
  });
}

interface Snapshot {
  list: string[] | undefined;
  check: boolean | undefined;
}

function writeFavorite(client: QueryClient, artworkId: string, favorite: boolean): void {
  client.setQueryData<string[]>(favoriteKeys.list(), (ids) =>
    ids === undefined
      ? undefined
      : favorite
        ? ids.includes(artworkId)
          ? ids
          : [artworkId, ...ids]
        : ids.filter((id) => id !== artworkId),
  );
  client.setQueryData<boolean>(favoriteKeys.check(artworkId), favorite);
}

/** Saves or removes a favourite, optimistically; a refusal is logged and the previous state restored. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation<unknown, Error, { artworkId: string; favorite: boolean }, Snapshot>({
    mutationFn: ({ artworkId, favorite }) => {
      const params = { artworkId };
      return favorite ? call(addFavorite, { params, body: {} }) : call(removeFavorite, { params });
    },
    onMutate: async ({ artworkId, favorite }) => {
      await client.cancelQueries({ queryKey: favoriteKeys.all });
      const snapshot: Snapshot = {
        list: client.getQueryData<string[]>(favoriteKeys.list()),
        check: client.getQueryData<boolean>(favoriteKeys.check(artworkId)),
      };
      writeFavorite(client, artworkId, favorite);
      return snapshot;
    },
    onError: (error, { artworkId, favorite }, snapshot) => {
      console.warn(`Favourite ${favorite ? 'save' : 'removal'} failed for artwork ${artworkId}:`, error);
      if (!snapshot) return;
      client.setQueryData(favoriteKeys.list(), snapshot.list);
      client.setQueryData(favoriteKeys.check(artworkId), snapshot.check);
    },
  });
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FavoriteButtonProps {
  title: string;
  pressed: boolean;
  onToggle: () => void;
  /** 'icon' on a card (the label names the artwork), 'text' on the artwork page. */
  variant?: 'icon' | 'text';
  /** The state is still loading: the button waits instead of guessing. */
  pending?: boolean;
}

/** A toggle button (aria-pressed): a plain button outside any link, usable with Enter and Space. */
export function FavoriteButton({
  title,
  pressed,
  onToggle,
  variant = 'icon',
  pending = false,
}: FavoriteButtonProps) {
  const { word, favoriteLabel } = useArtworkWords();
  return (
    <button
      type="button"
      className={`kv-favorite kv-favorite--${variant}`}
      aria-pressed={pressed}
      aria-label={variant === 'icon' ? favoriteLabel(title) : undefined}
      aria-disabled={pending || undefined}
      title={variant === 'icon' ? favoriteLabel(title) : undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      <HeartIcon filled={pressed} />
      {variant === 'text' && <span>{word('artwork.favoriteButton')}</span>}
    </button>
  );
}

/** The card's toggle: state from the venue's favourites list. Render only for a venue (useIsVenue). */
export function ArtworkFavorite({ artworkId, title }: { artworkId: string; title: string }) {
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const pressed = ids.data?.includes(artworkId) ?? false;
  return (
    <FavoriteButton
      title={title}
      pressed={pressed}
      pending={ids.isPending}
      onToggle={() => toggle.mutate({ artworkId, favorite: !pressed })}
    />
  );
}

/** The artwork page's toggle: state from /venues/favorites/check/{id}. Render only for a venue. */
export function ArtworkFavoriteCheck({ artworkId, title }: { artworkId: string; title: string }) {
  const check = useFavoriteCheck(artworkId);
  const toggle = useToggleFavorite();
  const pressed = check.data ?? false;
  return (
    <FavoriteButton
      title={title}
      pressed={pressed}
      variant="text"
      pending={check.isPending}
      onToggle={() => toggle.mutate({ artworkId, favorite: !pressed })}
    />
  );
}
