import type { ArtworkStatus } from '@konstvagg/contracts/vocabulary';
import type { BadgeTone } from '@konstvagg/ui';

/** The badge tone of an artwork status in the admin's tables (the words come from useArtworkWords). */
export function statusTone(status: ArtworkStatus): BadgeTone {
  switch (status) {
    case 'available':
    case 'exhibited':
      return 'success';
    case 'pending_review':
    case 'reserved':
      return 'warning';
    case 'sold':
    case 'delivered':
      return 'accent';
    default:
      return 'neutral';
  }
}
