import {
  ARTWORK_STATUSES,
  CATEGORIES,
  type AdminArtwork,
  type ArtworkStatus,
} from '@konstvagg/contracts/vocabulary';
import { defineList, listParam, sortRows, type ListQuery, type SortDir } from '@konstvagg/ui/list';

/**
 * The artworks table's state, kept in the URL (/admin/artworks?status&category&artist&q&sort&dir&cursor).
 * The review queue has its own page, so pending_review is not a filter here.
 */
export const STATUS_FILTERS = ARTWORK_STATUSES.filter(
  (s): s is Exclude<ArtworkStatus, 'pending_review'> => s !== 'pending_review',
);
export const ARTWORK_SORT_KEYS = ['title', 'artist', 'status', 'price', 'updated'] as const;
export type ArtworkSortKey = (typeof ARTWORK_SORT_KEYS)[number];

/** In the API's order (newest first) until a column is clicked; updated starts newest first. */
export const artworkList = defineList({
  filters: {
    status: listParam.oneOf(STATUS_FILTERS),
    category: listParam.oneOf(CATEGORIES),
    /** An artist's id (from a user's page): that artist's works only. */
    artist: listParam.matching(/^[A-Za-z0-9_-]{1,64}$/),
    q: listParam.text(),
  },
  sort: { keys: ARTWORK_SORT_KEYS, default: null, dir: 'asc', descFirst: ['updated'] },
  search: 'q',
});
export type ArtworkListState = (typeof artworkList)['defaults'];

/** The query for GET /admin/artworks: without a status filter it asks for every status. */
export const artworkListQuery = (state: ArtworkListState): ListQuery => ({
  ...artworkList.query(state),
  status: state.status ?? 'all',
});

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

/** Sorts a copy of the rows (by the status's words in the page's language); ties keep the API's order. */
export function sortArtworks(
  works: readonly AdminArtwork[],
  sort: ArtworkSortKey | null,
  dir: SortDir,
  statusLabel: (s: ArtworkStatus) => string,
): AdminArtwork[] {
  return sortRows(works, (work, key: ArtworkSortKey) => sortValue(work, key, statusLabel), sort, dir);
}
