import { describe, expect, it } from 'vitest';
import { sizeCategoryFor } from './artwork.ts';

describe('size categories by the longest side', () => {
  it.each([
    [30, 40, 'S'],
    [41, 20, 'M'],
    [80, 80, 'M'],
    [81, 50, 'L'],
    [100, 120, 'L'],
    [121, 90, 'XL'],
  ])('%i x %i cm is %s', (w, h, expected) => expect(sizeCategoryFor(w, h)).toBe(expected));
});
