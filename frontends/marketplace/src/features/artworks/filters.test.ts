import { SIZE_CATEGORIES } from '@konstvagg/rules';
import { ARTWORK_SORTS, CATEGORIES, CITIES, STYLES } from '@konstvagg/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toQueryString } from '@konstvagg/ui';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  clearedFilters,
  filtersToQuery,
  filtersToSearchParams,
  parseFilters,
  type ArtworkFilters,
} from './filters.ts';

const filtersArb: fc.Arbitrary<ArtworkFilters> = fc.record({
  category: fc.option(fc.constantFrom(...CATEGORIES), { nil: null }),
  styles: fc.subarray([...STYLES]),
  sizes: fc.subarray([...SIZE_CATEGORIES]),
  city: fc.option(fc.constantFrom(...CITIES), { nil: null }),
  minPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  maxPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  q: fc.constantFrom('', 'blå', 'Riddarfjärden'),
  sort: fc.constantFrom(...ARTWORK_SORTS),
});

describe('artwork filters in the URL', () => {
  it('round-trips: filters -> URL -> filters gives the same filters', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const url = filtersToSearchParams(filters).toString();
        expect(parseFilters(new URLSearchParams(url))).toEqual(filters);
      }),
    );
  });

  it('round-trips: a canonical URL -> filters -> URL gives the same URL', () => {
    const url =
      'category=painting&style=abstract%2Cpop&size=M%2CL&city=Malm%C3%B6&min_price=100&max_price=900&sort=price_asc';
    expect(filtersToSearchParams(parseFilters(new URLSearchParams(url))).toString()).toBe(url);
  });

  it('drops empty values and the default sort', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(
      filtersToSearchParams({ ...EMPTY_FILTERS, styles: [], q: '  ', sort: 'created_desc' }).toString(),
    ).toBe('');
  });

  it('keeps parameters that are not filters', () => {
    const params = filtersToSearchParams(
      { ...EMPTY_FILTERS, city: 'Stockholm' },
      new URLSearchParams('lang=sv&style=pop'),
    );
    expect(params.get('lang')).toBe('sv');
    expect(params.get('style')).toBeNull();
    expect(params.get('city')).toBe('Stockholm');
  });

  it('ignores unknown and malformed values instead of failing', () => {
    const f = parseFilters(
      new URLSearchParams(
        'category=sculpture&style=pop,nope,abstract&size=XXL,S&city=Oslo&min_price=-5&max_price=abc&sort=random',
      ),
    );
    expect(f).toEqual({ ...EMPTY_FILTERS, styles: ['abstract', 'pop'], sizes: ['S'] });
  });

  it('builds the API query with the contract keys; empty values disappear from the request', () => {
    const filters: ArtworkFilters = {
      ...EMPTY_FILTERS,
      styles: ['abstract', 'pop'],
      sizes: ['XL'],
      minPrice: 0,
      maxPrice: 500,
      city: 'Gothenburg',
    };
    expect(toQueryString(filtersToQuery(filters))).toBe(
      '?style=abstract%2Cpop&size_category=XL&city=Gothenburg&min_price=0&max_price=500&sort=created_desc',
    );
    expect(toQueryString(filtersToQuery(EMPTY_FILTERS))).toBe('?sort=created_desc');
  });

  it('counts active filters and clears them while keeping the sort', () => {
    const filters: ArtworkFilters = {
      ...EMPTY_FILTERS,
      category: 'photography',
      styles: ['pop', 'surreal'],
      minPrice: 50,
      sort: 'price_desc',
    };
    expect(activeFilterCount(filters)).toBe(4);
    expect(clearedFilters(filters)).toEqual({ ...EMPTY_FILTERS, sort: 'price_desc' });
  });
});
