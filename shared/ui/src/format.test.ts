import { describe, expect, it } from 'vitest';
import { formatPrice, formatSwedishDate } from './format.ts';

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

describe('formatSwedishDate', () => {
  it('reads the moment in Swedish time, in the reader’s language', () => {
    // 23:30 UTC on 25 Nov is already 26 Nov in Stockholm.
    expect(formatSwedishDate('2026-11-25T23:30:00Z', 'en')).toBe('26 Nov 2026');
    expect(formatSwedishDate('2026-11-25T23:30:00Z', 'sv')).toBe('26 nov. 2026');
    expect(formatSwedishDate('2026-06-19T10:05:00Z', 'sv', { date: 'long', time: true })).toBe(
      '19 juni 2026 kl. 12:05',
    );
  });
  it('gives nothing for no date or one that does not parse', () => {
    expect(formatSwedishDate(undefined, 'en')).toBe('');
    expect(formatSwedishDate('soon', 'sv')).toBe('');
  });
});
