import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { artworkIndexKeys, TABLE_INDEXES } from './keys.ts';
import type { ArtworkRecord } from './records.ts';

const INDEX_ATTRIBUTES = TABLE_INDEXES.flatMap((i) => [`${i}PK`, `${i}SK`]);
const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_ARTWORK_STATUSES);

/**
 * The GSI keys an artwork must carry in its (new) state, and the ones it must lose: the ARTWORKS
 * list keys only while public (and not hidden by the artist's suspension), REVIEW_QUEUE only while pending review (artworkIndexKeys). Every
 * write that changes the status, title or price sets the one and removes the other, so the
 * marketplace lists a work exactly while it is public.
 */
export function artworkIndexChanges(r: ArtworkRecord): { set: Record<string, string>; remove: string[] } {
  const set = artworkIndexKeys({ ...r, isPublic: PUBLIC.has(r.status) && !r.hidden_reason });
  return { set, remove: INDEX_ATTRIBUTES.filter((a) => !(a in set)) };
}
