import { describe, expect, it } from 'vitest';
import { formatDimensions } from './artwork/format.ts';
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

  // formatPrice and formatDimensions write digits by hand (no Intl.NumberFormat while a landing page
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
  it('leaves a negative amount to Intl (a refund keeps its minus sign where the language puts it)', () => {
    expect(formatPrice({ cents: -4500 }, 'sv')).toBe(intlPrice(-4500, 'sv'));
    expect(formatPrice({ cents: -4550 }, 'en')).toBe('-€45.50');
  });
  it('writes dimensions as Intl.NumberFormat does, to one decimal', () => {
    const intl = (cm: number, lang: 'sv' | 'en') =>
      new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(cm);
    const lengths = [0, 0.25, 0.5, 1, 9.95, 12.5, 60, 60.5, 99.99, 100, 120.04, 1000, 1234.56, 25000];
    for (const lang of ['sv', 'en'] as const)
      for (const w of lengths)
        expect(formatDimensions(w, 80, lang), `${w} (${lang})`).toBe(
          `${intl(w, lang)}\u00a0×\u00a0${intl(80, lang)}\u00a0cm`,
        );
  });
  it('keeps a measure on one line, with its depth when there is one', () => {
    expect(formatDimensions(92, 73, 'en')).toBe('92\u00a0×\u00a073\u00a0cm');
    expect(formatDimensions(60.5, 80, 'sv', 4)).toBe('60,5\u00a0×\u00a080\u00a0×\u00a04\u00a0cm');
    expect(formatDimensions(60, 80, 'en', null)).not.toMatch(/\s(?<!\u00a0)/);
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
