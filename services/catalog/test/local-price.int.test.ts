import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkListResponseSchema, artworkResponseSchema, type Artwork } from '@konstvagg/contracts';
import { keys, type ArtworkRecord, type FxRatesRecord } from '@konstvagg/domain';
import { latestRates } from '@konstvagg/lambda-kit/ports/fx';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { LOCAL_FX_RATES } from '@konstvagg/local-runtime/engines/ecb-rates';
import { demoSellers, getJson, postJson, stackEnv, workOnDisplay } from '@konstvagg/test-kit';
import { get } from './api.ts';

/**
 * The price in kronor beside the euro price (issue 40), against the whole local stack: the artwork
 * page, the lists and cards carry `local_price` at the rate set with POST /_local/fx; a stale rate
 * shows none, and browsing goes on. (The QR page rendered on the server says it before any script
 * runs: e2e/landing.spec.ts, which runs after the build.)
 */

const DAY_MS = 86_400_000;

let work: ArtworkRecord;

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'SILENT' });
  const sellers = await demoSellers();
  // 450.00 € at the demo venue, the newest work: first in the list and among the featured.
  work = await workOnDisplay({ ...sellers, title: 'Kronor vid väggen', priceCents: 45_000 });
  expect((await postJson('/_local/fx', { SEK: 11.2 })).status).toBeLessThan(300);
});

afterAll(async () => {
  // One stack serves every test file: the seeded rate again.
  await postJson('/_local/fx', LOCAL_FX_RATES);
});

const ourWork = (list: Artwork[]) => list.find((a) => a.id === work.id);

describe('local_price: the list price in kronor at the day’s rate', () => {
  it('is on the artwork page’s answer: 450 € at 11.2 is 5 040 kr, with the rate and its ECB date', async () => {
    const { date } = (await latestRates())!;
    const res = await get(`/artworks/${work.id}`);
    expect(res.status).toBe(200);
    const { artwork } = artworkResponseSchema.parse(res.body);
    expect(artwork.price).toBe(450);
    expect(artwork.local_price).toEqual({ amount: 5040, currency: 'SEK', rate: 11.2, rate_date: date });
  });

  it('is on every card of the lists: GET /artworks, the featured works, the venue’s and the artist’s works', async () => {
    const list = artworkListResponseSchema.parse((await get('/artworks?limit=5')).body);
    expect(ourWork(list.artworks)?.local_price).toMatchObject({ amount: 5040, currency: 'SEK' });
    // Every public work has one, each converted alike (whole kronor of its own price).
    for (const a of list.artworks) {
      expect(a.local_price?.currency).toBe('SEK');
      expect(Number.isInteger(a.local_price!.amount)).toBe(true);
      expect(Math.abs(a.local_price!.amount - a.price * 11.2)).toBeLessThanOrEqual(0.5);
    }
    const featured = (await get('/artworks/featured?limit=3')).body as { artworks: Artwork[] };
    expect(ourWork(featured.artworks)?.local_price?.amount).toBe(5040);
    const atVenue = (await get(`/venues/${work.venue_id}/artworks?limit=5`)).body as { artworks: Artwork[] };
    expect(ourWork(atVenue.artworks)?.local_price?.amount).toBe(5040);
    const portfolio = (await get(`/artists/${work.artist_id}/portfolio`)).body as { artworks: Artwork[] };
    expect(ourWork(portfolio.artworks)?.local_price?.amount).toBe(5040);
  });

  it('is null, not an error, when the newest rate is more than 4 working days old: browsing never fails on a rate', async () => {
    const clock = (await getJson<{ nowMs: number }>('/_local/clock')).body.nowMs;
    const stale = new Date(clock - 10 * DAY_MS).toISOString().slice(0, 10);
    const record: FxRatesRecord = {
      entity: 'fx_rates',
      source: 'ecb',
      date: stale,
      rates: { SEK: 11.2 },
      fetched_at: new Date(clock - 10 * DAY_MS).toISOString(),
      updated_at: new Date(clock - 10 * DAY_MS).toISOString(),
    };
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.fxRates(), ...record } }),
    );

    const detail = await get(`/artworks/${work.id}`);
    expect(detail.status).toBe(200);
    expect(artworkResponseSchema.parse(detail.body).artwork).toMatchObject({ price: 450, local_price: null });
    // Another page size than above: the catalog keeps a list answer a few seconds.
    const list = await get('/artworks?limit=6');
    expect(list.status).toBe(200);
    expect(ourWork(artworkListResponseSchema.parse(list.body).artworks)?.local_price).toBeNull();

    // A fresh rate again: the price in kronor is back at once.
    await postJson('/_local/fx', { SEK: 11.5556 });
    expect((await get(`/artworks/${work.id}`)).body.artwork.local_price.amount).toBe(5200);
  });
});
