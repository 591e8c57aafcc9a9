import * as z from 'zod';
import {
  ARTWORK_STATUSES,
  artworkStatusSchema,
  myArtworksResponseSchema,
  type ArtworkStatus,
} from '@konstvagg/contracts';
import { queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
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

/** GET /artists/me/artworks: the caller's works in every status (`status` narrows), with a count per status. */
export const myArtworks = defineOperation({
  response: myArtworksResponseSchema,
  query: z.object({ status: artworkStatusSchema.optional() }),
  async run({ query, caller }) {
    const artist = await artistOfCaller(caller);
    const works = await worksOfArtist(artist.id);
    const shown = query.status ? works.filter((w) => w.status === query.status) : works;
    return {
      body: { artworks: shown.map(ownerView), counts: countByStatus(works), total: works.length },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
