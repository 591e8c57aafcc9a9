import { describe, expect, it } from 'vitest';
import { isBuyable, isSold } from './taxonomy.ts';

describe('artwork taxonomy', () => {
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
