import { unpublishArtwork as unpublish } from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';

export const UNPUBLISH_REASON_MIN = 5;
export const UNPUBLISH_REASON_MAX = 1000;

/** POST /admin/artworks/{id}/unpublish: back to draft, with the reason its artist reads. */
export const unpublishArtwork = (id: string, reason: string) =>
  call(unpublish, { params: { id }, body: { reason: reason.trim() } });
