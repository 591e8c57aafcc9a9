import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSwedishBusinessDay, nextBusinessDay } from './business-days.ts';
import { encodeGeohash, haversineKm } from './geo.ts';
import { artworkIndexKeys, keys, priceSortKey, queries, queryInput, titleSortKey } from './keys.ts';

describe('Swedish business days (payout T+1)', () => {
  it('skips the weekend: a Friday pickup is paid on Monday', () => {
    expect(nextBusinessDay(new Date('2026-11-20T15:00:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('skips Christmas: a pickup on 23 Dec 2026 is paid on 28 Dec', () => {
    expect(nextBusinessDay(new Date('2026-12-23T12:00:00Z')).toISOString().slice(0, 10)).toBe('2026-12-28');
  });

  it('knows Easter, Ascension and Midsummer Eve', () => {
    expect(isSwedishBusinessDay(new Date('2027-03-26T12:00:00Z'))).toBe(false); // Good Friday 2027
    expect(isSwedishBusinessDay(new Date('2027-03-29T12:00:00Z'))).toBe(false); // Easter Monday 2027
    expect(isSwedishBusinessDay(new Date('2026-05-14T12:00:00Z'))).toBe(false); // Ascension 2026
    expect(isSwedishBusinessDay(new Date('2026-06-19T12:00:00Z'))).toBe(false); // Midsummer Eve 2026
    expect(isSwedishBusinessDay(new Date('2026-06-18T12:00:00Z'))).toBe(true);
  });
});

describe('geo', () => {
  it('measures Stockholm to Gothenburg as about 398 km', () => {
    const km = haversineKm({ lat: 59.3293, lng: 18.0686 }, { lat: 57.7089, lng: 11.9746 });
    expect(km).toBeGreaterThan(395);
    expect(km).toBeLessThan(400);
  });

  it('encodes a known geohash', () => {
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
  });
});

describe('title sort key', () => {
  // DynamoDB orders sort keys by their UTF-8 bytes, so compare the keys the same way.
  it('sorts å, ä, ö after z as Swedish readers expect', () => {
    const titles = ['Ödemark', 'Zenit', 'Ängsmark', 'Åskväder', 'Abstrakt'];
    expect([...titles].sort((a, b) => (titleSortKey(a) < titleSortKey(b) ? -1 : 1))).toEqual([
      'Abstrakt',
      'Zenit',
      'Åskväder',
      'Ängsmark',
      'Ödemark',
    ]);
  });
});

describe('geohash cells covering a circle', () => {
  it('never misses a point inside the radius (Swedish latitudes)', async () => {
    const { default: fc } = await import('fast-check');
    const { geohashCellsCovering } = await import('./geo.ts');
    fc.assert(
      fc.property(
        fc.double({ min: 55, max: 66, noNaN: true }),
        fc.double({ min: 11, max: 24, noNaN: true }),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lng, radius, fraction, bearing) => {
          const cells = new Set(geohashCellsCovering({ lat, lng }, radius, 4));
          // A point `fraction` of the radius away in direction `bearing` (flat approximation, inside the circle).
          const d = radius * fraction * 0.99;
          const p = {
            lat: lat + (d / 110.574) * Math.cos(bearing),
            lng: lng + (d / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing),
          };
          if (haversineKm({ lat, lng }, p) > radius) return;
          expect(cells.has(encodeGeohash(p.lat, p.lng, 4))).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads few cells for a home-page search (5 km in Stockholm)', async () => {
    const { geohashCellsCovering } = await import('./geo.ts');
    expect(geohashCellsCovering({ lat: 59.3293, lng: 18.0686 }, 5, 4).length).toBeLessThanOrEqual(4);
  });
});

describe('city names', () => {
  it('reads Swedish and English names and spellings without accents as one city', async () => {
    const { canonicalCity } = await import('./cities.ts');
    expect(['Göteborg', 'goteborg', 'Gothenburg', ' GBG '].map(canonicalCity)).toEqual(
      Array(4).fill('Gothenburg'),
    );
    expect(['Malmö', 'malmo'].map(canonicalCity)).toEqual(['Malmö', 'Malmö']);
    expect(canonicalCity('Uppsala')).toBe('Uppsala');
  });
});

describe('table keys', () => {
  it('sort prices in byte order as numbers', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 11), fc.nat(10 ** 11), (a, b) => {
        expect(priceSortKey(a) < priceSortKey(b)).toBe(a < b);
      }),
    );
  });

  it('never give two kinds of item the same key', () => {
    const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(id, id, (a, b) => {
        const built = [
          keys.artwork(a),
          keys.artist(a),
          keys.venue(a),
          keys.user(a),
          keys.order(a),
          keys.payout(a, 'artist'),
          keys.exhibition(a),
          keys.openRequest(a, b),
          keys.moderationDecision(a, b, b),
          keys.auditEntry({ kind: 'user', id: a }, b, b),
          keys.favorite(a, b),
          keys.emailClaim(a),
          keys.authToken(a),
          keys.rateCounter(a, b),
          keys.subscription(a),
          keys.contactMessage(a),
        ].map((k) => `${k.PK}|${k.SK}`);
        expect(new Set(built).size).toBe(built.length);
      }),
    );
  });

  it('reads a price range with its bounds included', () => {
    const q = queries.publicArtworks('price', { min: 5_000, max: 45_000 });
    expect(q.index).toBe('GSI2');
    const input = queryInput(q);
    const [lo, hi] = [
      input.ExpressionAttributeValues[':sklo'],
      input.ExpressionAttributeValues[':skhi'],
    ] as string[];
    const skOf = (cents: number) =>
      artworkIndexKeys({
        id: 'art-1',
        created_at: 'x',
        price_cents: cents,
        title: 't',
        artist_id: 'a',
        venue_id: null,
        isPublic: true,
      }).GSI2SK!;
    for (const [cents, inside] of [
      [4_999, false],
      [5_000, true],
      [45_000, true],
      [45_001, false],
    ] as const)
      expect(skOf(cents) >= lo! && skOf(cents) <= hi!, String(cents)).toBe(inside);
  });

  it('puts a work in the moderation queue only while it is pending review', () => {
    const work = {
      id: 'a',
      created_at: 'c',
      price_cents: 1,
      title: 't',
      artist_id: 'r',
      venue_id: null,
      submitted_at: 's',
    };
    expect(artworkIndexKeys({ ...work, isPublic: false, status: 'pending_review' })).toMatchObject({
      GSI3PK: 'REVIEW_QUEUE',
      GSI3SK: 's#a',
    });
    expect(artworkIndexKeys({ ...work, isPublic: false, status: 'draft' }).GSI3PK).toBeUndefined();
  });

  it('puts every work in exactly one of the public and the unlisted list, by creation time', () => {
    const work = { id: 'a', created_at: 'c', price_cents: 1, title: 't', artist_id: 'r', venue_id: null };
    expect(artworkIndexKeys({ ...work, isPublic: true, status: 'available' })).toMatchObject({
      GSI1PK: 'ARTWORKS',
      GSI1SK: 'c#a',
    });
    for (const status of ['draft', 'pending_review', 'unavailable', 'available'] as const)
      expect(artworkIndexKeys({ ...work, isPublic: false, status }), status).toMatchObject({
        GSI1PK: 'ARTWORKS_UNLISTED',
        GSI1SK: 'c#a',
      });
  });
});
