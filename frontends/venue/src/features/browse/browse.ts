import { SIZE_CATEGORIES, type SizeCategory } from '@konstvagg/rules';
import {
  ARTWORK_SORTS,
  CATEGORIES,
  CITIES,
  DEFAULT_ARTWORK_SORT,
  STYLES,
  isOneOf,
  type ArtworkSort,
  type Category,
  type City,
  type Style,
} from '@konstvagg/contracts/vocabulary';
import { listArtworks, nearArtworks } from '@konstvagg/contracts/endpoints';
import { toQueryString, type QueryValue } from '@konstvagg/ui';

/**
 * The venue's browse filters: the marketplace's (category, style, size, city, price, text, sort)
 * plus "available for exhibition" (GET /artworks?status=available) and "near my venue"
 * (GET /artworks/near around the venue's pin, radius in km). They live in the URL.
 */
export interface VenueFilters {
  q: string;
  category: Category | null;
  style: Style | null;
  size: SizeCategory | null;
  city: City | null;
  minPrice: number | null;
  maxPrice: number | null;
  available: boolean;
  /** km around the venue's pin; null: anywhere. */
  near: number | null;
  sort: ArtworkSort;
}

export const NEAR_RADII = [5, 10, 25, 50] as const;

function num(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parseVenueFilters(p: URLSearchParams): VenueFilters {
  const near = num(p.get('near'));
  return {
    q: (p.get('q') ?? '').trim(),
    category: isOneOf(CATEGORIES, p.get('category')) ? (p.get('category') as Category) : null,
    style: isOneOf(STYLES, p.get('style')) ? (p.get('style') as Style) : null,
    size: isOneOf(SIZE_CATEGORIES, p.get('size')) ? (p.get('size') as SizeCategory) : null,
    city: isOneOf(CITIES, p.get('city')) ? (p.get('city') as City) : null,
    minPrice: num(p.get('min_price')),
    maxPrice: num(p.get('max_price')),
    // Available works are what a venue can ask for: on unless the URL says otherwise.
    available: p.get('available') !== '0',
    near: near !== null && (NEAR_RADII as readonly number[]).includes(near) ? near : null,
    sort: isOneOf(ARTWORK_SORTS, p.get('sort')) ? (p.get('sort') as ArtworkSort) : DEFAULT_ARTWORK_SORT,
  };
}

export function venueFiltersToParams(f: VenueFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.category) p.set('category', f.category);
  if (f.style) p.set('style', f.style);
  if (f.size) p.set('size', f.size);
  if (f.city) p.set('city', f.city);
  if (f.minPrice !== null) p.set('min_price', String(f.minPrice));
  if (f.maxPrice !== null) p.set('max_price', String(f.maxPrice));
  if (!f.available) p.set('available', '0');
  if (f.near !== null) p.set('near', String(f.near));
  if (f.sort !== DEFAULT_ARTWORK_SORT) p.set('sort', f.sort);
  return p;
}

/** The API call for these filters: GET /artworks, or GET /artworks/near when a radius and a pin are set. */
export interface BrowseCall {
  near: boolean;
  query: Record<string, QueryValue>;
}

export function browseRequest(
  f: VenueFilters,
  pin: { lat: number; lng: number } | null,
  cursor?: string | null,
): BrowseCall {
  const q: Record<string, QueryValue> = {};
  if (f.category) q.category = f.category;
  if (f.style) q.style = f.style;
  if (f.size) q.size_category = f.size;
  if (f.minPrice !== null) q.min_price = f.minPrice;
  if (f.maxPrice !== null && (f.minPrice === null || f.maxPrice >= f.minPrice)) q.max_price = f.maxPrice;
  if (f.available) q.status = 'available';
  if (f.near !== null && pin) {
    return { near: true, query: { ...q, lat: pin.lat, lng: pin.lng, radius: f.near, limit: 50 } };
  }
  if (f.city) q.city = f.city;
  if (f.q) q.q = f.q;
  if (f.sort !== DEFAULT_ARTWORK_SORT) q.sort = f.sort;
  q.limit = 24;
  if (cursor) q.cursor = cursor;
  return { near: false, query: q };
}

/** The request's URL below /api/v1: what changed filters are told apart by. */
export const browseUrl = (c: BrowseCall) =>
  `${(c.near ? nearArtworks : listArtworks).path}${toQueryString(c.query)}`;

export function activeCount(f: VenueFilters): number {
  return [f.q, f.category, f.style, f.size, f.city, f.minPrice, f.maxPrice, f.near].filter(
    (v) => v !== null && v !== '',
  ).length;
}
