import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBaseUrl, scanEntity } from '@konstvagg/test-kit';
import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import type { ArtworkRecord } from '@konstvagg/domain';

let work: ArtworkRecord;
let hidden: ArtworkRecord;

beforeAll(async () => {
  const all = await scanEntity<ArtworkRecord>('artwork');
  const isPublic = (a: ArtworkRecord) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status);
  work = all.find((a) => isPublic(a) && a.images.length > 0 && a.venue_id)!;
  hidden = all.find((a) => !isPublic(a))!;
});

const fetchRaw = (path: string, lang = 'en') =>
  fetch(`${apiBaseUrl()}${path}`, { headers: { 'accept-language': lang } });

describe('GET /artworks/{id}/og-image', () => {
  it('is a 1200x630 PNG with the artwork picture in it, cached long', async () => {
    const res = await fetchRaw(`/api/v1/artworks/${work.id}/og-image?lang=sv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{5,}/);
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // The left half holds the picture: it is not one flat colour.
    const stats = await sharp(png).extract({ left: 60, top: 60, width: 500, height: 500 }).stats();
    expect(stats.channels.some((c) => c.stdev > 10)).toBe(true);
    // The right half holds the text: dark pixels on the light paper.
    const text = await sharp(png).extract({ left: 650, top: 150, width: 500, height: 250 }).stats();
    expect(text.channels[0]!.min).toBeLessThan(80);
  });

  it('is cached for a year when the URL carries the artwork version', async () => {
    const res = await fetchRaw(
      `/api/v1/artworks/${work.id}/og-image?lang=en&v=${encodeURIComponent(work.updated_at)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a private artwork and 400 naming the field for a bad language', async () => {
    expect((await fetchRaw(`/api/v1/artworks/${hidden.id}/og-image`)).status).toBe(404);
    const bad = await fetchRaw(`/api/v1/artworks/${work.id}/og-image?lang=de`, 'sv');
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toContain('lang');
  });
});
