import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBaseUrl, scanEntity, stackEnv } from '@konstvagg/test-kit';
import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import type { ArtistRecord, ArtworkRecord, VenueRecord } from '@konstvagg/domain';

let work: ArtworkRecord;
let hidden: ArtworkRecord;
let artist: ArtistRecord;
let venue: VenueRecord;
let site: string;

beforeAll(async () => {
  const all = await scanEntity<ArtworkRecord>('artwork');
  const isPublic = (a: ArtworkRecord) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status);
  work = all.find((a) => isPublic(a) && a.images.length > 0 && a.venue_id)!;
  hidden = all.find((a) => !isPublic(a))!;
  artist = (await scanEntity<ArtistRecord>('artist'))[0]!;
  venue = (await scanEntity<VenueRecord>('venue'))[0]!;
  site = stackEnv().PUBLIC_BASE_URL!;
});

const fetchRaw = (path: string, lang = 'en') =>
  fetch(`${apiBaseUrl()}${path}`, { headers: { 'accept-language': lang } });

describe('GET /sitemap.xml', () => {
  it('is served at the site root and under /api/v1, as XML', async () => {
    for (const path of ['/sitemap.xml', '/api/v1/sitemap.xml']) {
      const res = await fetchRaw(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(res.headers.get('cache-control')).toMatch(/public/);
      expect(await res.text()).toMatch(/^<\?xml[^>]*\?>\s*<urlset /);
    }
  });

  it('lists a known public artwork with its lastmod and sv/en/x-default alternates', async () => {
    const xml = await (await fetchRaw('/sitemap.xml')).text();
    const page = `${site}/artworks/${work.id}`;
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${page}?lang=sv</loc>`));
    expect(entry).toBeDefined();
    expect(entry).toContain(`<lastmod>${work.updated_at}</lastmod>`);
    expect(entry).toContain(`hreflang="sv" href="${page}?lang=sv"`);
    expect(entry).toContain(`hreflang="en" href="${page}?lang=en"`);
    expect(entry).toContain(`hreflang="x-default" href="${page}"`);
    expect(xml).toContain(`<loc>${page}?lang=en</loc>`);
  });

  it('lists the static pages, artists and venues, but no private artwork or role area', async () => {
    const xml = await (await fetchRaw('/sitemap.xml')).text();
    for (const path of ['/', '/artworks', '/artists', '/venues', '/about', '/terms', '/faq/artists'])
      expect(xml).toContain(`<loc>${site}${path}?lang=en</loc>`);
    expect(xml).toContain(`<loc>${site}/artists/${artist.id}?lang=sv</loc>`);
    expect(xml).toContain(`<loc>${site}/venues/${venue.id}?lang=sv</loc>`);
    expect(xml).not.toContain(`/artworks/${hidden.id}?`);
    expect(xml).not.toMatch(/<loc>[^<]*\/(admin|artist|venue|buyer|checkout)\//);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, disallows the private areas and names the sitemap', async () => {
    const res = await fetchRaw('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin/', '/artist/', '/venue/', '/buyer/', '/checkout/', '/api/', '/_dev/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});

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
