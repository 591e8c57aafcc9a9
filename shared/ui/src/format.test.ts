import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('shows whole euros without decimals in both languages', () => {
    expect(plain(formatPrice(450, 'sv'))).toBe('450 €');
    expect(formatPrice(450, 'en')).toBe('€450');
  });
  it('shows cents when there are any, from euros or from integer cents', () => {
    expect(plain(formatPrice(382.5, 'sv'))).toBe('382,50 €');
    expect(formatPrice({ cents: 38250 }, 'en')).toBe('€382.50');
  });
  it('groups thousands', () => {
    expect(plain(formatPrice(12500, 'sv'))).toBe('12 500 €');
    expect(formatPrice(12500, 'en')).toBe('€12,500');
  });
  it('never prints NaN', () => {
    expect(formatPrice(Number.NaN, 'en')).toBe('€0');
  });
});
