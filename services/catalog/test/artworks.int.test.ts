import { beforeAll, describe, expect, it } from 'vitest';
import {
  artworkListResponseSchema,
  artworkResponseSchema,
  PUBLIC_ARTWORK_STATUSES,
  type Artwork,
} from '@konstvagg/contracts';
import type { ArtworkRecord } from '@konstvagg/domain';
import { scanEntity } from '@konstvagg/test-kit';
import { get } from './api.ts';

/** Every artwork in the table, read straight from DynamoDB Local: the truth the API is checked against. */
const stored: ArtworkRecord[] = [];
let publicStored: ArtworkRecord[] = [];

beforeAll(async () => {
  stored.push(...(await scanEntity<ArtworkRecord>('artwork')));
  publicStored = stored.filter((a) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status));
});

/** Follows nextCursor to the end and returns every artwork, checking each page's shape. */
async function all(query: string): Promise<Artwork[]> {
  const seen: Artwork[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await get(`/artworks?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const body = artworkListResponseSchema.parse(res.body);
    seen.push(...body.artworks);
    expect(body.pagination.hasMore).toBe(body.pagination.nextCursor !== null);
    cursor = body.pagination.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('pagination did not end');
}

const ids = (list: { id: string }[]) => list.map((a) => a.id).sort();

describe('GET /artworks', () => {
  it('lists only public artworks, newest first, 24 a page, with the total', async () => {
    expect(publicStored.length).toBeGreaterThanOrEqual(60);
    expect(stored.length).toBeGreaterThan(publicStored.length); // the demo data has private works too
    const res = await get('/artworks');
    expect(res.status).toBe(200);
    const body = artworkListResponseSchema.parse(res.body);
    expect(body.artworks).toHaveLength(24);
    expect(body.pagination).toMatchObject({ limit: 24, total: publicStored.length, hasMore: true });
    const created = body.artworks.map((a) => a.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('walks every page with the cursor: each public artwork exactly once', async () => {
    const every = await all('limit=7');
    expect(every).toHaveLength(publicStored.length);
    expect(new Set(every.map((a) => a.id)).size).toBe(every.length);
    expect(ids(every)).toEqual(ids(publicStored));
  });

  it('shows prices in euros exactly as the artist entered them (no VAT added) and the primary image', async () => {
    const { body } = await get('/artworks?limit=100');
    for (const a of body.artworks as Artwork[]) {
      const record = stored.find((r) => r.id === a.id)!;
      expect(a.price).toBe(record.price_cents / 100);
      expect(a.price_eur).toBe(a.price);
      expect(a.price).toBeGreaterThanOrEqual(50);
      if (record.images.length) expect(a.primary_image).toMatch(/^\/media\//);
    }
  });

  it.each([
    ['category=painting', (a: ArtworkRecord) => a.category === 'painting'],
    ['category=photography', (a: ArtworkRecord) => a.category === 'photography'],
    ['style=abstract,pop', (a: ArtworkRecord) => a.style === 'abstract' || a.style === 'pop'],
    ['style=nordic_scandi', (a: ArtworkRecord) => a.style === 'nordic_scandi'],
    ['size_category=S,XL', (a: ArtworkRecord) => a.size_category === 'S' || a.size_category === 'XL'],
    ['status=sold', (a: ArtworkRecord) => a.status === 'sold'],
    ['min_price=200&max_price=800', (a: ArtworkRecord) => a.price_cents >= 20_000 && a.price_cents <= 80_000],
    ['city=Stockholm', (a: ArtworkRecord) => a.city === 'Stockholm'],
    ['city=malmö', (a: ArtworkRecord) => a.city === 'Malmö'],
    ['city=G%C3%B6teborg', (a: ArtworkRecord) => a.city === 'Gothenburg'],
    [
      'category=painting&size_category=M&max_price=1000',
      (a: ArtworkRecord) => a.category === 'painting' && a.size_category === 'M' && a.price_cents <= 100_000,
    ],
  ])('filters by %s', async (query, keep) => {
    const expected = publicStored.filter(keep);
    const every = await all(`${query}&limit=10`);
    expect(ids(every)).toEqual(ids(expected));
    const first = await get(`/artworks?${query}&limit=10`);
    expect(first.body.pagination.total).toBe(expected.length);
  });

  it('filters by artist and by the venue where the work hangs', async () => {
    const artistId = publicStored[0]!.artist_id;
    expect(ids(await all(`artist_id=${artistId}`))).toEqual(
      ids(publicStored.filter((a) => a.artist_id === artistId)),
    );
    const venueId = publicStored.find((a) => a.venue_id)!.venue_id!;
    expect(ids(await all(`venue_id=${venueId}`))).toEqual(
      ids(publicStored.filter((a) => a.venue_id === venueId)),
    );
  });

  it('finds free text in titles and artist names, ignoring case and accents', async () => {
    const sample = publicStored[3]!;
    const word = sample.title.split(' ')[0]!;
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const res = await all(`q=${encodeURIComponent(fold(word).toUpperCase())}`);
    expect(res.map((a) => a.id)).toContain(sample.id);
    for (const a of res)
      expect(fold([a.title, a.artist_name, a.medium ?? '', a.description].join(' '))).toContain(fold(word));
  });

  it.each([
    ['price_asc', (a: Artwork, b: Artwork) => a.price - b.price],
    ['price_desc', (a: Artwork, b: Artwork) => b.price - a.price],
    ['created_asc', (a: Artwork, b: Artwork) => a.created_at.localeCompare(b.created_at)],
  ])('sorts by %s across pages', async (sort, order) => {
    const every = await all(`sort=${sort}&limit=9`);
    expect(every).toHaveLength(publicStored.length);
    for (let i = 1; i < every.length; i++) expect(order(every[i - 1]!, every[i]!)).toBeLessThanOrEqual(0);
  });

  it('sorts by title A to Ö and accepts the sortBy/sortOrder pair a client may send', async () => {
    const byTitle = await all('sort=title_asc&limit=20');
    const pair = await all('sortBy=title&sortOrder=asc&limit=20');
    expect(pair.map((a) => a.id)).toEqual(byTitle.map((a) => a.id));
    const desc = await all('sortBy=price&sortOrder=desc&limit=50');
    expect(desc.map((a) => a.id)).toEqual((await all('sort=price_desc&limit=50')).map((a) => a.id));
  });

  it('keeps a price range inclusive when sorting by price', async () => {
    const prices = [...new Set(publicStored.map((a) => a.price_cents))].sort((a, b) => a - b);
    const lo = prices[2]!,
      hi = prices[prices.length - 3]!;
    const every = await all(`sort=price_asc&min_price=${lo / 100}&max_price=${hi / 100}`);
    expect(ids(every)).toEqual(ids(publicStored.filter((a) => a.price_cents >= lo && a.price_cents <= hi)));
    expect(every[0]!.price).toBe(lo / 100);
    expect(every.at(-1)!.price).toBe(hi / 100);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const res = await get('/artworks?min_price=999999');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      artworks: [],
      pagination: { limit: 24, total: 0, hasMore: false, nextCursor: null },
    });
  });

  it('refuses bad filters with 400, naming each field, in the caller language', async () => {
    const res = await get('/artworks?style=cubism&min_price=500&max_price=100&limit=0&status=draft', {
      lang: 'sv',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ['limit', 'max_price', 'status.0', 'style.0'].sort(),
    );
    expect(res.body.error.fields.max_price).toBe('Högsta pris måste vara minst lika med lägsta pris.');
    const en = await get('/artworks?sort=random');
    expect(en.body.error.fields.sort).toMatch(/^Must be one of: created_desc/);
  });

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify({ PK: 'ARTIST#x', SK: 'PROFILE' })).toString('base64url');
    for (const cursor of ['not-base64!', forged]) {
      const res = await get(`/artworks?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('cursor');
    }
  });
});

describe('GET /artworks/{id}', () => {
  it('returns one artwork in the contract shape', async () => {
    // A seeded work on a wall, read again now: other test files move works between reads.
    const seeded = publicStored.find((a) => /^art-\d+$/.test(a.id) && a.status === 'exhibited')!;
    const record = (await scanEntity<ArtworkRecord>('artwork')).find((a) => a.id === seeded.id)!;
    expect(record.venue_id && record.venue_name, JSON.stringify(record)).toBeTruthy();
    const res = await get(`/artworks/${record.id}`);
    expect(res.status).toBe(200);
    const { artwork } = artworkResponseSchema.parse(res.body);
    expect(artwork).toMatchObject({
      id: record.id,
      title: record.title,
      price: record.price_cents / 100,
      status: record.status,
    });
    expect(artwork.currentLocation).toEqual({
      venue_id: record.venue_id,
      venue_name: record.venue_name,
      city: record.city,
    });
  });

  it('hides private artworks from the public as if they did not exist', async () => {
    const draft = stored.find((a) => !(PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status));
    expect(draft).toBeDefined();
    const res = await get(`/artworks/${draft!.id}`);
    expect(res.status).toBe(404);
  });

  it('answers an unknown id with 404 in both languages and a malformed id with 400', async () => {
    expect((await get('/artworks/no-such-artwork')).body).toEqual({
      error: { code: 'not_found', message: 'That artwork does not exist.' },
    });
    expect((await get('/artworks/no-such-artwork', { lang: 'sv' })).body.error.message).toBe(
      'Konstverket finns inte.',
    );
    const bad = await get(`/artworks/${encodeURIComponent('bad id!')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });
});
