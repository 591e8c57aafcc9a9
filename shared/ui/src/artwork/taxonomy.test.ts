import { describe, expect, it } from 'vitest';
import { ARTWORK_SORTS, CATEGORIES, CITIES, SIZE_CATEGORIES, STYLES } from '@konstvagg/contracts';
import {
  CATEGORY_OPTIONS,
  CITY_OPTIONS,
  SIZE_OPTIONS,
  SORT_OPTIONS,
  STYLE_OPTIONS,
  isBuyable,
  isSold,
} from './taxonomy.ts';

describe('artwork taxonomy', () => {
  it('lists exactly the values of the API contracts', () => {
    expect(CATEGORY_OPTIONS).toEqual(CATEGORIES);
    expect(STYLE_OPTIONS).toEqual(STYLES);
    expect(SIZE_OPTIONS).toEqual(SIZE_CATEGORIES);
    expect(CITY_OPTIONS).toEqual(CITIES);
    expect([...SORT_OPTIONS].sort()).toEqual([...ARTWORK_SORTS].sort());
  });

  it('lets visitors buy only available or exhibited works, and calls sold and delivered SOLD', () => {
    expect(isBuyable('available')).toBe(true);
    expect(isBuyable('exhibited')).toBe(true);
    expect(isBuyable('reserved')).toBe(false);
    expect(isBuyable('sold')).toBe(false);
    expect(isSold('sold')).toBe(true);
    expect(isSold('delivered')).toBe(true);
    expect(isSold('exhibited')).toBe(false);
  });
});
