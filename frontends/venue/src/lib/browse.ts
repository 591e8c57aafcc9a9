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

/** The API call for these filters: /artworks, or /artworks/near when a radius and a pin are set. */
export function browseRequest(
  f: VenueFilters,
  pin: { lat: number; lng: number } | null,
  cursor?: string | null,
): string {
  const p = new URLSearchParams();
  if (f.category) p.set('category', f.category);
  if (f.style) p.set('style', f.style);
  if (f.size) p.set('size_category', f.size);
  if (f.minPrice !== null) p.set('min_price', String(f.minPrice));
  if (f.maxPrice !== null && (f.minPrice === null || f.maxPrice >= f.minPrice))
    p.set('max_price', String(f.maxPrice));
  if (f.available) p.set('status', 'available');
  if (f.near !== null && pin) {
    p.set('lat', String(pin.lat));
    p.set('lng', String(pin.lng));
    p.set('radius', String(f.near));
    p.set('limit', '50');
    return `/artworks/near?${p.toString()}`;
  }
  if (f.city) p.set('city', f.city);
  if (f.q) p.set('q', f.q);
  if (f.sort !== DEFAULT_ARTWORK_SORT) p.set('sort', f.sort);
  p.set('limit', '24');
  if (cursor) p.set('cursor', cursor);
  return `/artworks?${p.toString()}`;
}

export function activeCount(f: VenueFilters): number {
  return [f.q, f.category, f.style, f.size, f.city, f.minPrice, f.maxPrice, f.near].filter(
    (v) => v !== null && v !== '',
  ).length;
}
