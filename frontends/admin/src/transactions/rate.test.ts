import { describe, expect, it } from 'vitest';
import { formatRate } from './rate.ts';

describe('an exchange rate', () => {
  it("is written as the reader's language writes a number", () => {
    expect(formatRate(11.5556, 'sv')).toBe('11,5556');
    expect(formatRate(11.5556, 'en')).toBe('11.5556');
    expect(formatRate(1, 'sv')).toBe('1');
  });
});
