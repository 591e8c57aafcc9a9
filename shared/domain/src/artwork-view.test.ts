import { describe, expect, it } from 'vitest';
import { localPriceOf, toArtworkView } from './artwork-view.ts';
import { MARKETS } from './markets.ts';
import type { ArtworkRecord } from './records.ts';

const record: ArtworkRecord = {
  entity: 'artwork',
  id: 'art_1',
  title: 'Skärgård',
  description: '',
  category: 'painting',
  style: 'landscape',
  price_cents: 45_000,
  width_cm: 60,
  height_cm: 80,
  size_category: 'M',
  status: 'exhibited',
  venue_commission: 10,
  artist_id: 'art_a',
  artist_name: 'Anna',
  images: [],
  venue_id: 'ven_1',
  venue_name: 'Café',
  city: 'Stockholm',
  year: null,
  medium: null,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  version: 1,
};

describe('localPriceOf', () => {
  it('is the list price in the market currency, major units, rounded to whole kronor', () => {
    expect(localPriceOf(45_000, MARKETS.SE, { rate: 11.5556, date: '2026-12-01' })).toEqual({
      amount: 5200,
      currency: 'SEK',
      rate: 11.5556,
      rate_date: '2026-12-01',
    });
  });

  it('is null without a rate, and for a market that pays in the list currency', () => {
    expect(localPriceOf(45_000, MARKETS.SE, null)).toBeNull();
    const euroMarket = { currency: 'EUR', minorUnits: 2, roundingMinor: 1 };
    expect(localPriceOf(45_000, euroMarket, { rate: 1, date: '2026-12-01' })).toBeNull();
  });
});

describe('toArtworkView', () => {
  it('has local_price only when the caller gives one (null included), so other views stay as they were', () => {
    expect(toArtworkView(record)).not.toHaveProperty('local_price');
    expect(toArtworkView(record, null).local_price).toBeNull();
    const local = { amount: 5040, currency: 'SEK', rate: 11.2, rate_date: '2026-12-01' };
    expect(toArtworkView(record, local)).toMatchObject({ price: 450, price_eur: 450, local_price: local });
  });
});
