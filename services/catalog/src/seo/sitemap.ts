import { queries, queryInput } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { allArtists, allVenues } from '../profiles/load-profiles.ts';
import { LANGUAGES, STATIC_PUBLIC_PATHS, pageUrl } from './site-paths.ts';

interface SitemapEntry {
  path: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap XML: each page once per language (`?lang=sv`, `?lang=en`), each listing all its
 * language versions and the x-default as hreflang alternates, as the pages' own head links do.
 */
function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = [
      ...LANGUAGES.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(pageUrl(entry.path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(entry.path))}"/>`,
    ];
    for (const lang of LANGUAGES) {
      lines.push('  <url>', `    <loc>${escapeXml(pageUrl(entry.path, lang))}</loc>`);
      if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Every public artwork (the sparse list index holds exactly those), with its last change. */
async function publicArtworks(): Promise<{ id: string; updated_at: string }[]> {
  return queryAll<{ id: string; updated_at: string }>({
    TableName: tableName(),
    ...queryInput(queries.publicArtworks(), { names: { '#id': 'id', '#updated': 'updated_at' } }),
    ProjectionExpression: '#id, #updated',
    ScanIndexForward: false,
  });
}

const newest = (dates: string[]) =>
  dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

/** GET /sitemap.xml (served at the site root too): static pages, then artworks, artists and venues. */
export const sitemap = defineOperation({
  response: 'binary',
  async run() {
    const [artworks, artists, venues] = await Promise.all([publicArtworks(), allArtists(), allVenues()]);
    const latest = {
      artworks: newest(artworks.map((a) => a.updated_at)),
      artists: newest(artists.map((a) => a.updated_at)),
      venues: newest(venues.map((v) => v.updated_at)),
    };
    const listLastmod: Record<string, string | undefined> = {
      '/': newest([latest.artworks, latest.artists, latest.venues].filter((d): d is string => !!d)),
      '/artworks': latest.artworks,
      '/artists': latest.artists,
      '/venues': latest.venues,
    };
    const entries: SitemapEntry[] = [
      ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: listLastmod[path] })),
      ...artworks.map((a) => ({ path: `/artworks/${encodeURIComponent(a.id)}`, lastmod: a.updated_at })),
      ...artists.map((a) => ({ path: `/artists/${encodeURIComponent(a.id)}`, lastmod: a.updated_at })),
      ...venues.map((v) => ({ path: `/venues/${encodeURIComponent(v.id)}`, lastmod: v.updated_at })),
    ];
    return {
      binary: Buffer.from(sitemapXml(entries), 'utf8'),
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    };
  },
});
