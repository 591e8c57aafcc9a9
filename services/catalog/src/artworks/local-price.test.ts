import { describe, expect, it } from 'vitest';
import type { FxRatesRecord } from '@konstvagg/domain';
import { localPricer } from './local-price.ts';

const record = (date: string, rates: Record<string, number>): FxRatesRecord => ({
  entity: 'fx_rates',
  source: 'ecb',
  date,
  rates,
  fetched_at: `${date}T15:30:00Z`,
  updated_at: `${date}T15:30:00Z`,
});

// A Wednesday noon in Stockholm.
const at = new Date('2026-12-02T11:00:00Z');
const work = { price_cents: 45_000, venue_id: 'ven_1' };

describe('localPricer', () => {
  it('converts the list price at the newest rate into whole kronor, with the rate and its date', () => {
    const price = localPricer(record('2026-12-02', { SEK: 11.2 }), new Map([['ven_1', 'SE']]), at);
    expect(price(work)).toEqual({ amount: 5040, currency: 'SEK', rate: 11.2, rate_date: '2026-12-02' });
    // 450 € at 11.5556 is 5 200.02 kr: charged, and shown, as 5 200 kr.
    expect(localPricer(record('2026-12-02', { SEK: 11.5556 }), new Map(), at)(work)?.amount).toBe(5200);
  });

  it('prices a work not on display, or at a venue of unknown country, in the default market (SEK)', () => {
    const price = localPricer(record('2026-12-01', { SEK: 11.2 }), new Map(), at);
    expect(price({ price_cents: 10_000, venue_id: null })?.currency).toBe('SEK');
    expect(price({ price_cents: 10_000, venue_id: 'ven_unknown' })?.amount).toBe(1120);
  });

  it('shows nothing for a stale rate (over 4 working days), a missing currency or no rates at all: never a guess', () => {
    // Wednesday 2026-11-25 -> Wednesday 2026-12-02 is 5 working days.
    expect(localPricer(record('2026-11-25', { SEK: 11.2 }), new Map(), at)(work)).toBeNull();
    expect(localPricer(record('2026-11-26', { SEK: 11.2 }), new Map(), at)(work)).not.toBeNull();
    expect(localPricer(record('2026-12-02', { NOK: 11.7 }), new Map(), at)(work)).toBeNull();
    expect(localPricer(null, new Map(), at)(work)).toBeNull();
  });
});
