import type { ArtworkSort, ArtworkStatus, Category, City, SizeCategory, Style } from '@konstvagg/contracts';

/*
 * The artwork vocabularies the UI lists, in display order.
 *
 * Why copies: the same lists in @konstvagg/contracts are declared next to their zod schemas, and
 * importing any value from there pulls zod (~29 KB gzip) into the browser bundle. The copies below
 * are type-checked against the contract types, and taxonomy.test.ts proves they equal the contract
 * lists, so the contracts stay the single source of truth.
 */
export const CATEGORY_OPTIONS = ['painting', 'photography'] as const satisfies readonly Category[];

export const STYLE_OPTIONS = [
  'abstract',
  'figurative',
  'landscape',
  'portrait',
  'minimalist',
  'street_urban',
  'surreal',
  'pop',
  'impressionist',
  'expressionist',
  'nordic_scandi',
  'black_and_white',
] as const satisfies readonly Style[];

export const SIZE_OPTIONS = ['S', 'M', 'L', 'XL'] as const satisfies readonly SizeCategory[];

export const CITY_OPTIONS = ['Stockholm', 'Gothenburg', 'Malmö'] as const satisfies readonly City[];

export const SORT_OPTIONS = [
  'created_desc',
  'created_asc',
  'price_asc',
  'price_desc',
  'title_asc',
  'title_desc',
] as const satisfies readonly ArtworkSort[];

export const DEFAULT_SORT: ArtworkSort = 'created_desc';

/** A visitor can start checkout only for these (ARCHITECTURE §5: reserved and sold are taken). */
export const BUYABLE_STATUSES = ['available', 'exhibited'] as const satisfies readonly ArtworkStatus[];

export function isBuyable(status: ArtworkStatus): boolean {
  return (BUYABLE_STATUSES as readonly ArtworkStatus[]).includes(status);
}

/** Sold and delivered works carry the SOLD badge (spec §2, Cards and grids). */
export function isSold(status: ArtworkStatus): boolean {
  return status === 'sold' || status === 'delivered';
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
