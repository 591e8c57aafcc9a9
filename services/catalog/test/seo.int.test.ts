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
  // A seeded work: the works other test files create are the ones they go on to change.
  work = all.find((a) => /^art-\d+$/.test(a.id) && isPublic(a) && a.images.length > 0 && a.venue_id)!;
  hidden = all.find((a) => !isPublic(a))!;
  // A seeded artist and venue that are listed: the stack is shared, and other test files create
  // accounts, delete them and suspend them (a suspended profile is not in the sitemap). Taking the
  // scan's first record failed CI when it was one of those.
  const listed = <T extends { id: string; suspended_at?: string | null }>(all: T[], seed: RegExp) =>
    all.find((r) => seed.test(r.id) && !r.suspended_at)!;
  artist = listed(await scanEntity<ArtistRecord>('artist'), /^artist-\d+$/);
  venue = listed(await scanEntity<VenueRecord>('venue'), /^venue-\d+$/);
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
