import {
  ARTWORK_STATUSES,
  MAX_PAGE_LIMIT,
  myArtworksQuerySchema,
  myArtworksResponseSchema,
  type ArtworkStatus,
} from '@konstvagg/contracts';
import { queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation, pageBySortKey } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artistOfCaller } from '../profiles/caller-profile.ts';
import { ownerView } from './own-artwork.ts';

/** Every work of one artist, newest first, whatever its status (queries.artworksOfArtist). */
export function worksOfArtist(artistId: string): Promise<ArtworkRecord[]> {
  return queryAll<ArtworkRecord>({
    TableName: tableName(),
    ...queryInput(queries.artworksOfArtist(artistId)),
    ScanIndexForward: false,
  });
}

export function countByStatus(works: readonly ArtworkRecord[]): Record<ArtworkStatus, number> {
  const counts = Object.fromEntries(ARTWORK_STATUSES.map((s) => [s, 0])) as Record<ArtworkStatus, number>;
  for (const w of works) counts[w.status] += 1;
  return counts;
}

/**
 * GET /artists/me/artworks?status&limit&cursor: the caller's works in every status (`status`
 * narrows), newest first, 100 a page unless `limit` says fewer, with a count per status over all
 * of them (so the list is read whole and the page cut from it).
 */
export const myArtworks = defineOperation({
  response: myArtworksResponseSchema,
  query: myArtworksQuerySchema,
  async run({ query, caller }) {
    const artist = await artistOfCaller(caller);
    const works = await worksOfArtist(artist.id);
    const shown = query.status ? works.filter((w) => w.status === query.status) : works;
    const { items, pagination } = pageBySortKey(shown, {
      list: queries.artworksOfArtist(artist.id),
      limit: query.limit ?? MAX_PAGE_LIMIT,
      cursor: query.cursor,
    });
    return {
      body: { artworks: items.map(ownerView), counts: countByStatus(works), pagination },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
