import {
  ARTWORK_STATUSES,
  CATEGORIES,
  type AdminArtwork,
  type ArtworkStatus,
  type Category,
} from '@konstvagg/contracts/vocabulary';

/**
 * The artworks table's state, kept in the URL
 * (/admin/artworks?status&category&artist&q&sort&dir&cursor), as the users table's
 * (users/listState.ts). The review queue has its own page, so pending_review is not a filter here.
 */
export const STATUS_FILTERS = ARTWORK_STATUSES.filter((s) => s !== 'pending_review');
export const ARTWORK_SORT_KEYS = ['title', 'artist', 'status', 'price', 'updated'] as const;
export type ArtworkSortKey = (typeof ARTWORK_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface ArtworkListState {
  status: Exclude<ArtworkStatus, 'pending_review'> | null;
  category: Category | null;
  /** An artist's id (from a user's page): that artist's works only. */
  artist: string | null;
  q: string;
  /** null: the API's order, newest first. */
  sort: ArtworkSortKey | null;
  dir: SortDir;
  cursor: string | null;
}

export const DEFAULT_ARTWORK_STATE: ArtworkListState = {
  status: null,
  category: null,
  artist: null,
  q: '',
  sort: null,
  dir: 'asc',
  cursor: null,
};

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Reads the state from the URL; unknown values fall back to the defaults. */
export function parseArtworkListState(params: URLSearchParams): ArtworkListState {
  const artist = params.get('artist');
  return {
    status: oneOf(STATUS_FILTERS, params.get('status')),
    category: oneOf(CATEGORIES, params.get('category')),
    artist: artist && /^[A-Za-z0-9_-]{1,64}$/.test(artist) ? artist : null,
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(ARTWORK_SORT_KEYS, params.get('sort')),
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    cursor: params.get('cursor') || null,
  };
}

/** Writes the state back, leaving defaults out so the plain URL stays plain. */
export function artworkListParams(state: ArtworkListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.category) params.set('category', state.category);
  if (state.artist) params.set('artist', state.artist);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.cursor) params.set('cursor', state.cursor);
  return params;
}

/** A new filter or search starts from the first page; sorting keeps the page. */
export function withArtworkFilter(
  state: ArtworkListState,
  change: Partial<ArtworkListState>,
): ArtworkListState {
  const next = { ...state, ...change };
  const filterChanged =
    next.status !== state.status ||
    next.category !== state.category ||
    next.artist !== state.artist ||
    next.q.trim() !== state.q.trim();
  return filterChanged ? { ...next, cursor: null } : next;
}

/** Clicking a column: the same column flips its direction; a new one starts ascending (updated: newest first). */
export function toggleArtworkSort(state: ArtworkListState, key: ArtworkSortKey): ArtworkListState {
  if (state.sort === key) return { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { ...state, sort: key, dir: key === 'updated' ? 'desc' : 'asc' };
}

/** The query for GET /admin/artworks (sorting is done on the page's rows). */
export function artworkListQuery(state: ArtworkListState): Record<string, string | undefined> {
  return {
    status: state.status ?? 'all',
    category: state.category ?? undefined,
    artist: state.artist ?? undefined,
    q: state.q.trim() || undefined,
    cursor: state.cursor ?? undefined,
  };
}

function sortValue(work: AdminArtwork, key: ArtworkSortKey, statusLabel: (s: ArtworkStatus) => string) {
  switch (key) {
    case 'title':
      return work.title.toLocaleLowerCase();
    case 'artist':
      return work.artist_name.toLocaleLowerCase();
    case 'status':
      return statusLabel(work.status).toLocaleLowerCase();
    case 'price':
      return work.price_eur;
    case 'updated':
      return Date.parse(work.updated_at) || 0;
  }
}

/** Sorts a copy of the rows; ties keep the API's order (newest first). */
export function sortArtworks(
  works: readonly AdminArtwork[],
  sort: ArtworkSortKey | null,
  dir: SortDir,
  statusLabel: (s: ArtworkStatus) => string,
): AdminArtwork[] {
  if (!sort) return [...works];
  const factor = dir === 'asc' ? 1 : -1;
  return works
    .map((work, index) => ({ work, index }))
    .sort((a, b) => {
      const x = sortValue(a.work, sort, statusLabel);
      const y = sortValue(b.work, sort, statusLabel);
      const cmp =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'sv');
      return cmp !== 0 ? cmp * factor : a.index - b.index;
    })
    .map(({ work }) => work);
}
