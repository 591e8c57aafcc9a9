import { SIZE_CATEGORIES, type SizeCategory } from '@konstvagg/rules';
import {
  ARTWORK_SORTS,
  CATEGORIES,
  CITIES,
  DEFAULT_ARTWORK_SORT,
  STYLES,
  isOneOf,
} from '@konstvagg/contracts/vocabulary';
import type { ArtworkSort, Category, City, Style } from '@konstvagg/contracts';
import type { QueryValue } from '@konstvagg/ui';

/**
 * The browse page's filters and sort. They live in the URL (shareable links, the back button
 * works); this module is the one translation between the URL, the page state and the API query.
 */
export interface ArtworkFilters {
  category: Category | null;
  styles: Style[];
  sizes: SizeCategory[];
  city: City | null;
  /** Euros, VAT included, as the artist entered them. */
  minPrice: number | null;
  maxPrice: number | null;
  q: string;
  sort: ArtworkSort;
}

export const EMPTY_FILTERS: ArtworkFilters = {
  category: null,
  styles: [],
  sizes: [],
  city: null,
  minPrice: null,
  maxPrice: null,
  q: '',
  sort: DEFAULT_ARTWORK_SORT,
};

/** URL parameter names: the API's own where they are readable, `size` for size_category. */
const PARAM = {
  category: 'category',
  styles: 'style',
  sizes: 'size',
  city: 'city',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  q: 'q',
  sort: 'sort',
} as const;

function list<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  const picked = new Set(raw.split(',').map((v) => v.trim()));
  // Keep the canonical order so the same choice always gives the same URL and cache key.
  return values.filter((v) => picked.has(v));
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads the filters from the URL; unknown or malformed values are ignored, never an error. */
export function parseFilters(params: URLSearchParams): ArtworkFilters {
  const category = params.get(PARAM.category);
  const city = params.get(PARAM.city);
  const sort = params.get(PARAM.sort);
  return {
    category: isOneOf(CATEGORIES, category) ? category : null,
    styles: list(STYLES, params.get(PARAM.styles)),
    sizes: list(SIZE_CATEGORIES, params.get(PARAM.sizes)),
    city: isOneOf(CITIES, city) ? city : null,
    minPrice: price(params.get(PARAM.minPrice)),
    maxPrice: price(params.get(PARAM.maxPrice)),
    q: (params.get(PARAM.q) ?? '').trim(),
    sort: isOneOf(ARTWORK_SORTS, sort) ? sort : DEFAULT_ARTWORK_SORT,
  };
}

/**
 * Writes the filters to URL parameters, dropping empty values and the default sort. Parameters
 * that are not filters (e.g. `lang`, `src`) are kept.
 */
export function filtersToSearchParams(
  filters: ArtworkFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.styles.length) params.set(PARAM.styles, list(STYLES, filters.styles.join(',')).join(','));
  if (filters.sizes.length) params.set(PARAM.sizes, list(SIZE_CATEGORIES, filters.sizes.join(',')).join(','));
  if (filters.city) params.set(PARAM.city, filters.city);
  if (filters.minPrice !== null) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.q.trim()) params.set(PARAM.q, filters.q.trim());
  if (filters.sort !== DEFAULT_ARTWORK_SORT) params.set(PARAM.sort, filters.sort);
  return params;
}

/** The GET /artworks query for these filters (the API client drops the empty values). */
export function filtersToQuery(filters: ArtworkFilters): Record<string, QueryValue> {
  return {
    category: filters.category,
    style: filters.styles,
    size_category: filters.sizes,
    city: filters.city,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    q: filters.q || undefined,
    sort: filters.sort,
  };
}

/** True when any filter narrows the list (the sort does not). */
export function hasActiveFilters(filters: ArtworkFilters): boolean {
  return activeFilterCount(filters) > 0;
}

export function activeFilterCount(filters: ArtworkFilters): number {
  return (
    (filters.category ? 1 : 0) +
    filters.styles.length +
    filters.sizes.length +
    (filters.city ? 1 : 0) +
    (filters.minPrice !== null ? 1 : 0) +
    (filters.maxPrice !== null ? 1 : 0) +
    (filters.q ? 1 : 0)
  );
}

/** The filters with every narrowing filter removed; the sort stays. */
export function clearedFilters(filters: ArtworkFilters): ArtworkFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}
