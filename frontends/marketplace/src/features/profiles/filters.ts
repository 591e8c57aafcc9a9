import { CITIES, VENUE_TYPES, isOneOf } from '@konstvagg/contracts/vocabulary';
import type { City, VenueType } from '@konstvagg/contracts';
import type { QueryValue } from '@konstvagg/ui';

/** /artists?city=Malmö&q=… */
export interface ArtistFilters {
  city: City | null;
  q: string;
}

/** /venues?type=cafe,bar&city=Malmö */
export interface VenueFilters {
  type: VenueType[];
  city: City | null;
}

/** The API also accepts these spellings; the URL keeps the canonical one. */
const CITY_ALIASES: Record<string, City> = { Göteborg: 'Gothenburg', Malmo: 'Malmö' };

function parseCity(value: string | null): City | null {
  if (!value) return null;
  const city = CITY_ALIASES[value] ?? value;
  return isOneOf(CITIES, city) ? city : null;
}

export function parseArtistFilters(params: URLSearchParams): ArtistFilters {
  return { city: parseCity(params.get('city')), q: (params.get('q') ?? '').trim() };
}

export function parseVenueFilters(params: URLSearchParams): VenueFilters {
  const types = (params.get('type') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is VenueType => isOneOf(VENUE_TYPES, t));
  // Known types only, each once, in the canonical order.
  const type = VENUE_TYPES.filter((t) => types.includes(t));
  return { type, city: parseCity(params.get('city')) };
}

/** The next URL params: empty values are dropped, other params (e.g. lang) are kept. */
export function artistFiltersToSearchParams(
  filters: ArtistFilters,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('city');
  params.delete('q');
  if (filters.city) params.set('city', filters.city);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return params;
}

export function venueFiltersToSearchParams(filters: VenueFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('type');
  params.delete('city');
  if (filters.type.length > 0) params.set('type', filters.type.join(','));
  if (filters.city) params.set('city', filters.city);
  return params;
}

export function artistFiltersToQuery(filters: ArtistFilters): Record<string, QueryValue> {
  return { city: filters.city, q: filters.q || undefined };
}

export function venueFiltersToQuery(filters: VenueFilters): Record<string, QueryValue> {
  return { type: filters.type, city: filters.city };
}

export const hasArtistFilters = (f: ArtistFilters) => f.city !== null || f.q !== '';
export const hasVenueFilters = (f: VenueFilters) => f.city !== null || f.type.length > 0;
