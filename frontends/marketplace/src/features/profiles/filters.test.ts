import { describe, expect, it } from 'vitest';
import {
  artistFiltersToQuery,
  artistFiltersToSearchParams,
  hasArtistFilters,
  hasVenueFilters,
  parseArtistFilters,
  parseVenueFilters,
  venueFiltersToQuery,
  venueFiltersToSearchParams,
} from './filters.ts';

describe('artist filters', () => {
  it('reads city and search from the URL, ignoring unknown cities', () => {
    expect(parseArtistFilters(new URLSearchParams('city=Malmö&q=%20olja%20'))).toEqual({
      city: 'Malmö',
      q: 'olja',
    });
    expect(parseArtistFilters(new URLSearchParams('city=Paris'))).toEqual({ city: null, q: '' });
    expect(parseArtistFilters(new URLSearchParams('city=Göteborg')).city).toBe('Gothenburg');
    expect(parseArtistFilters(new URLSearchParams('city=Malmo')).city).toBe('Malmö');
  });

  it('writes only set values and keeps other params', () => {
    const params = artistFiltersToSearchParams(
      { city: 'Stockholm', q: ' ' },
      new URLSearchParams('lang=sv&q=x'),
    );
    expect(params.toString()).toBe('lang=sv&city=Stockholm');
    expect(artistFiltersToQuery({ city: null, q: '' })).toEqual({ city: null, q: undefined });
    expect(hasArtistFilters({ city: null, q: '' })).toBe(false);
    expect(hasArtistFilters({ city: null, q: 'a' })).toBe(true);
  });

  it('round-trips through the URL', () => {
    const filters = { city: 'Malmö' as const, q: 'ljus' };
    expect(parseArtistFilters(artistFiltersToSearchParams(filters, new URLSearchParams()))).toEqual(filters);
  });
});

describe('venue filters', () => {
  it('reads known types once each in canonical order', () => {
    expect(parseVenueFilters(new URLSearchParams('type=bar,cafe,spa,bar&city=Stockholm'))).toEqual({
      type: ['cafe', 'bar'],
      city: 'Stockholm',
    });
    expect(parseVenueFilters(new URLSearchParams(''))).toEqual({ type: [], city: null });
  });

  it('writes comma-joined types and drops empty ones', () => {
    const params = venueFiltersToSearchParams(
      { type: ['cafe', 'bar'], city: null },
      new URLSearchParams('city=Malmö'),
    );
    expect(params.get('type')).toBe('cafe,bar');
    expect(params.has('city')).toBe(false);
    expect(
      venueFiltersToSearchParams({ type: [], city: null }, new URLSearchParams('type=bar')).toString(),
    ).toBe('');
    expect(venueFiltersToQuery({ type: ['hotel'], city: 'Malmö' })).toEqual({
      type: ['hotel'],
      city: 'Malmö',
    });
    expect(hasVenueFilters({ type: [], city: null })).toBe(false);
    expect(hasVenueFilters({ type: ['bar'], city: null })).toBe(true);
  });
});
