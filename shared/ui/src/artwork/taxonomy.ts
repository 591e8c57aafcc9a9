import {
  BUYABLE_ARTWORK_STATUSES,
  SOLD_ARTWORK_STATUSES,
  isOneOf,
  type ArtworkStatus,
} from '@konstvagg/contracts/vocabulary';

// The lists themselves (categories, styles, sizes, cities, sorts) are in @konstvagg/contracts/vocabulary.

export function isBuyable(status: ArtworkStatus): boolean {
  return isOneOf(BUYABLE_ARTWORK_STATUSES, status);
}

export function isSold(status: ArtworkStatus): boolean {
  return isOneOf(SOLD_ARTWORK_STATUSES, status);
}
