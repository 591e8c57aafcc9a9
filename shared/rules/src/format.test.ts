import { describe, expect, it } from 'vitest';
import { formatPrice, formatRate, formatSwedishDate } from './format.ts';

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

  // formatPrice writes digits by hand (no Intl.NumberFormat while a landing page
  // hydrates): character for character what Intl writes, no-break spaces and all.
  const intlPrice = (cents: number, lang: 'sv' | 'en', currency = 'EUR') =>
    new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  const CENTS = [
    0, 1, 5, 10, 99, 100, 101, 999, 1050, 9999, 10000, 45000, 99999, 100000, 123456, 1234567, 99999999,
    123456789012,
  ];
  for (let n = 0; n < 300; n++) CENTS.push(Math.floor(((n * 7919) % 1000003) ** 1.3));
  it('writes every price as Intl.NumberFormat does, in both languages', () => {
    for (const lang of ['sv', 'en'] as const)
      for (const cents of CENTS) {
        expect(formatPrice({ cents }, lang), `${cents} cents (${lang})`).toBe(intlPrice(cents, lang));
        expect(formatPrice(cents / 100, lang), `${cents / 100} euros (${lang})`).toBe(intlPrice(cents, lang));
        expect(formatPrice({ cents }, lang, 'SEK'), `${cents} öre (${lang})`).toBe(
          intlPrice(cents, lang, 'SEK'),
        );
      }
  });
  it('writes kronor as a Swedish price tag does, and any other currency through Intl', () => {
    expect(plain(formatPrice(5200, 'sv', 'SEK'))).toBe('5 200 kr');
    expect(plain(formatPrice({ cents: 520050 }, 'en', 'sek'))).toBe('SEK 5,200.50');
    expect(plain(formatPrice(100, 'en', 'NOK'))).toBe(plain(intlPrice(10000, 'en', 'NOK')));
  });
  it('writes integer minor units as the mails, labels and Open Graph images pass them', () => {
    expect(plain(formatPrice({ cents: 450_000 }, 'sv'))).toBe('4 500 €');
    expect(formatPrice({ cents: 450_000 }, 'en')).toBe('€4,500');
    expect(formatPrice({ cents: 520_000 }, 'sv', 'SEK')).toBe('5\u00a0200\u00a0kr');
    expect(formatPrice({ cents: 520_000 }, 'en', 'SEK')).toBe('SEK\u00a05,200');
    expect(formatPrice({ cents: 520_050 }, 'sv', 'sek')).toBe('5\u00a0200,50\u00a0kr');
  });
  it('uses the minor units it is given', () => {
    expect(formatPrice({ cents: 73_404 }, 'en', 'JPY', 0)).toMatch(/¥73,404$/);
  });
  it('leaves a negative amount to Intl (a refund keeps its minus sign where the language puts it)', () => {
    expect(formatPrice({ cents: -4500 }, 'sv')).toBe(intlPrice(-4500, 'sv'));
    expect(formatPrice({ cents: -4550 }, 'en')).toBe('-€45.50');
  });
});

describe('formatRate', () => {
  it("writes an exchange rate as the reader's language writes a number", () => {
    expect(formatRate(11.5556, 'sv')).toBe('11,5556');
    expect(formatRate(11.5556, 'en')).toBe('11.5556');
    expect(formatRate(1, 'sv')).toBe('1');
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
