import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  earlyAccessEndsAt,
  eurosToCents,
  isEarlyAccessSeat,
  platformFeeBpsAt,
  splitSale,
  vatIncluded,
} from './money.ts';
import { EARLY_ACCESS_FEE_BPS, PLATFORM_FEE_BPS } from './business.ts';

describe('splitSale', () => {
  it('splits the docs/architecture.md §4 example: 450.00 EUR at 10 % gives venue 45.00, platform 22.50, artist 382.50', () => {
    expect(splitSale(45_000, 10)).toEqual({
      priceCents: 45_000,
      venueCents: 4_500,
      platformCents: 2_250,
      artistCents: 38_250,
    });
  });

  it('uses the 3 % early-access fee when asked', () => {
    expect(splitSale(45_000, 10, EARLY_ACCESS_FEE_BPS).platformCents).toBe(1_350);
  });

  it('rounds half up on odd cents', () => {
    // 50.01 EUR at 15 %: 750.15 cents -> 750; 5 % of 5001 = 250.05 -> 250
    expect(splitSale(5_001, 15)).toMatchObject({ venueCents: 750, platformCents: 250, artistCents: 4_001 });
    // 1 cent at 10 %: 0.1 -> 0, artist keeps it
    expect(splitSale(1, 10)).toMatchObject({ venueCents: 0, platformCents: 0, artistCents: 1 });
  });

  it('refuses commissions outside 0..15 and prices that are not whole cents', () => {
    expect(() => splitSale(10_000, 16)).toThrow(RangeError);
    expect(() => splitSale(10_000, -1)).toThrow(RangeError);
    expect(() => splitSale(100.5, 10)).toThrow(RangeError);
    expect(() => splitSale(10_000, 10, 250)).toThrow(RangeError);
  });

  it('always sums to the price, with no negative part, for any price, commission and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1500 }).map((x) => x / 100),
        fc.constantFrom(PLATFORM_FEE_BPS, EARLY_ACCESS_FEE_BPS),
        (price, commission, fee) => {
          const s = splitSale(price, commission, fee);
          expect(s.venueCents + s.platformCents + s.artistCents).toBe(price);
          expect(Math.min(s.venueCents, s.platformCents, s.artistCents)).toBeGreaterThanOrEqual(0);
          // The artist always keeps at least 80 % (15 % commission + 5 % fee at most), to the cent.
          expect(s.artistCents).toBeGreaterThanOrEqual(Math.floor(price * 0.8) - 1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is monotonic: a higher commission never gives the venue less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 14 }), (price, c) => {
        expect(splitSale(price, c + 1).venueCents).toBeGreaterThanOrEqual(splitSale(price, c).venueCents);
      }),
    );
  });
});

describe('euros and cents', () => {
  it('converts whole, half and sub-cent euro amounts to cents exactly, rounding half up', () => {
    expect(eurosToCents(450)).toBe(45_000);
    expect(eurosToCents(382.5)).toBe(38_250);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(1.005)).toBe(101);
  });

  it('round-trips any cent amount through euros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (c) => {
        expect(eurosToCents(c / 100)).toBe(c);
      }),
    );
  });

  it('finds the VAT part of a VAT-inclusive price (12 % on art)', () => {
    expect(vatIncluded(11_200, 1_200)).toBe(1_200);
    expect(vatIncluded(12_500, 2_500)).toBe(2_500);
  });
});

describe('early access (first 100 artists: 3 % instead of 5 % for 6 months)', () => {
  it('ends six calendar months after sign-up, on the month’s last day when it is shorter', () => {
    expect(earlyAccessEndsAt('2026-05-20T08:30:00.000Z')).toBe('2026-11-20T08:30:00.000Z');
    expect(earlyAccessEndsAt('2026-08-31T10:00:00.000Z')).toBe('2027-02-28T10:00:00.000Z');
  });

  it('charges 3 % to a seat holder before the end, 5 % after it and to anyone without a seat', () => {
    const artist = { early_access_seat: 100, created_at: '2026-05-20T08:30:00.000Z' };
    expect(platformFeeBpsAt(artist, '2026-11-20T08:29:59.000Z')).toBe(EARLY_ACCESS_FEE_BPS);
    expect(platformFeeBpsAt(artist, '2026-11-20T08:30:00.000Z')).toBe(PLATFORM_FEE_BPS);
    expect(platformFeeBpsAt({ ...artist, early_access_seat: 101 }, '2026-06-01T00:00:00Z')).toBe(
      PLATFORM_FEE_BPS,
    );
    expect(platformFeeBpsAt({ ...artist, early_access_seat: null }, '2026-06-01T00:00:00Z')).toBe(
      PLATFORM_FEE_BPS,
    );
  });

  it('always answers a fee splitSale accepts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -5, max: 200 })),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2029-01-01'), noInvalidDate: true }),
        (seat, signedUp, at) => {
          const fee = platformFeeBpsAt(
            { early_access_seat: seat, created_at: signedUp.toISOString() },
            at.toISOString(),
          );
          expect(() => splitSale(10_000, 10, fee)).not.toThrow();
          if (!isEarlyAccessSeat(seat) || at < signedUp) return;
          expect(fee === EARLY_ACCESS_FEE_BPS).toBe(
            at.toISOString() < earlyAccessEndsAt(signedUp.toISOString()),
          );
        },
      ),
    );
  });
});
