import { describe, expect, inject, it } from 'vitest';
import { scanEntity } from '@konstvagg/test-kit';
import { platformStatsSchema, PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { toListCents } from '@konstvagg/domain';

interface Item {
  entity?: string;
  status?: string;
  city?: string;
  amount_cents?: number;
  currency?: string;
  fx_rate?: number | null;
}

const scanAll = async (): Promise<Item[]> =>
  (await Promise.all(['artwork', 'artist', 'venue', 'order'].map((e) => scanEntity<Item>(e)))).flat();

/** The figures as the stored items say they should be. */
async function expectedStats() {
  const items = await scanAll();
  const artworks = items.filter(
    (i) => i.entity === 'artwork' && (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(i.status ?? ''),
  );
  const venues = items.filter((i) => i.entity === 'venue');
  const sales = items.filter(
    (i) =>
      i.entity === 'order' && ['paid', 'collected', 'payout_scheduled', 'paid_out'].includes(i.status ?? ''),
  );
  return {
    totalArtworks: artworks.length,
    totalArtists: items.filter((i) => i.entity === 'artist').length,
    totalVenues: venues.length,
    totalSales: sales.length,
    // In euros: a sale in kronor at its own order's rate.
    totalRevenue:
      sales.reduce(
        (sum, o) =>
          sum +
          (toListCents(o.amount_cents ?? 0, { currency: o.currency ?? 'EUR', fx_rate: o.fx_rate }) ?? 0),
        0,
      ) / 100,
    activeExhibitions: artworks.filter((a) => a.status === 'exhibited' || a.status === 'reserved').length,
    citiesActive: new Set(venues.map((v) => v.city).filter(Boolean)).size,
  };
}

describe('GET /stats/platform', () => {
  it('computes every figure from the stored data', async () => {
    // Other test files sign up artists and venues on the same stack at the same time: compare
    // against a scan only when the data did not change around the call (scan, call, scan).
    for (let attempt = 1; ; attempt++) {
      const before = await expectedStats();
      const res = await fetch(`${inject('apiBaseUrl')}/api/v1/stats/platform`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('max-age=300');
      const stats = platformStatsSchema.parse(await res.json());
      const after = await expectedStats();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 10) continue;
      expect(stats).toEqual(after);
      // The seed's three cities at least (sign-up tests may add venues elsewhere).
      expect(stats.citiesActive).toBeGreaterThanOrEqual(3);
      expect(stats.totalSales).toBeGreaterThan(0);
      break;
    }
  });
});
