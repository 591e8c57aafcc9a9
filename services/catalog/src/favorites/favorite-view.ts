import type { ArtworkRecord, FavoriteRecord } from '@konstvagg/domain';
import { toArtworkView } from '../artworks/artwork-view.ts';

export function toFavoriteView(f: FavoriteRecord, artwork: ArtworkRecord | undefined) {
  return {
    artwork_id: f.artwork_id,
    notes: f.notes ?? '',
    created_at: f.created_at,
    updated_at: f.updated_at,
    /** Null when the artwork has since been deleted. */
    artwork: artwork ? toArtworkView(artwork) : null,
  };
}
