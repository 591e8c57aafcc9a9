import type { AdminArtworkResponse } from '@konstvagg/contracts/vocabulary';
import { api, unwrap } from '@konstvagg/ui';

export const UNPUBLISH_REASON_MIN = 5;
export const UNPUBLISH_REASON_MAX = 1000;

/** POST /admin/artworks/{id}/unpublish: back to draft, with the reason its artist reads. */
export async function unpublishArtwork(id: string, reason: string): Promise<AdminArtworkResponse> {
  return unwrap(
    await api.post<AdminArtworkResponse>(`/admin/artworks/${encodeURIComponent(id)}/unpublish`, {
      reason: reason.trim(),
    }),
  );
}
