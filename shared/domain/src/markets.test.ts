import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_CURRENCY } from '@konstvagg/rules';
import { convertFromList, DEFAULT_MARKET, MARKET_CURRENCIES, MARKETS, marketFor } from './markets.ts';

describe('the market table', () => {
  it('lists prices in euros and sells in Sweden in kronor, whole kronor, with Swish and Klarna', () => {
    expect(LIST_CURRENCY).toBe('EUR');
    expect(MARKETS.SE).toEqual({
      country: 'SE',
      currency: 'SEK',
      minorUnits: 2,
      roundingMinor: 100,
      paymentMethods: ['card', 'apple_pay', 'google_pay', 'klarna', 'paypal', 'swish'],
      languages: ['sv'],
    });
    expect(MARKET_CURRENCIES).toEqual(['SEK']);
  });

  it('finds a market by country in any case, and falls back to Sweden for an unknown one', () => {
    expect(marketFor('SE')).toBe(MARKETS.SE);
    expect(marketFor(' se ')).toBe(MARKETS.SE);
    expect(DEFAULT_MARKET).toBe(MARKETS.SE);
    for (const unknown of [null, undefined, '', 'NO', 'US', 'toString', '__proto__']) {
      expect(marketFor(unknown), String(unknown)).toBe(MARKETS.SE);
    }
  });
});

describe('convertFromList', () => {
  const se = MARKETS.SE;

  it('converts the example: 450.00 EUR at 11.5556 is 5 200.02 kr, charged as 5 200 kr (520 000 öre)', () => {
    expect(convertFromList(45_000, se, 11.5556)).toBe(520_000);
  });

  it('rounds half up to whole kronor', () => {
    // 10.05 EUR at 10 = 100.50 kr -> 101 kr; 10.04 EUR = 100.40 kr -> 100 kr; 10.049... stays down.
    expect(convertFromList(1_005, se, 10)).toBe(10_100);
    expect(convertFromList(1_004, se, 10)).toBe(10_000);
    expect(convertFromList(1_000, se, 10.0495)).toBe(10_000); // 100.495 kr
    // 0.5 of a krona exactly, where a float would give 0.49999…: 0.05 EUR at 10 = 0.50 kr -> 1 kr.
    expect(convertFromList(5, se, 10)).toBe(100);
    expect(convertFromList(4, se, 10)).toBe(0);
  });

  it('is exact for the ECB rates shape (4 decimals) and for big prices', () => {
    // 0.1 + 0.2 style float noise must not move a boundary: 1.10 EUR at 11.3636 = 12.49996 kr -> 12 kr.
    expect(convertFromList(110, se, 11.3636)).toBe(1_200);
    // 1 000 000.00 EUR at 11.5556 = 11 555 600 kr.
    expect(convertFromList(100_000_000, se, 11.5556)).toBe(1_155_560_000);
    expect(convertFromList(0, se, 11.5556)).toBe(0);
  });

  it('keeps minor units when the step is 1 (a market that pays in cents), and rate 1 is the price itself', () => {
    const cents = { minorUnits: 2, roundingMinor: 1 };
    expect(convertFromList(45_050, cents, 1)).toBe(45_050);
    expect(convertFromList(333, cents, 7.4604)).toBe(2_484); // 24.843132 DKK -> 24.84
    // A currency without minor units (JPY at 163.12): 450.00 EUR = 73 404 yen.
    expect(convertFromList(45_000, { minorUnits: 0, roundingMinor: 1 }, 163.12)).toBe(73_404);
  });

  it('always gives a multiple of the step within half a step of the exact amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 999_999 }),
        (cents, rate4) => {
          const rate = rate4 / 10_000;
          const got = convertFromList(cents, se, rate);
          expect(Number.isInteger(got)).toBe(true);
          expect(got % 100).toBe(0);
          expect(Math.abs(got - (cents * rate4) / 10_000)).toBeLessThanOrEqual(50 + 1e-6);
        },
      ),
    );
  });

  it('refuses what is not a price or a rate', () => {
    expect(() => convertFromList(100.5, se, 11)).toThrow(RangeError);
    expect(() => convertFromList(-100, se, 11)).toThrow(RangeError);
    expect(() => convertFromList(Number.NaN, se, 11)).toThrow(RangeError);
    expect(() => convertFromList(100, se, 0)).toThrow(RangeError);
    expect(() => convertFromList(100, se, -11)).toThrow(RangeError);
    expect(() => convertFromList(100, se, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => convertFromList(100, se, 1e-9)).toThrow(RangeError);
    expect(() => convertFromList(100, { minorUnits: 2, roundingMinor: 0 }, 11)).toThrow(RangeError);
  });
});
