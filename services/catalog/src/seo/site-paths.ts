import { INFO_PATHS, LANGUAGES, type Language } from '@konstvagg/contracts/vocabulary';
import { config } from '@konstvagg/lambda-kit';

/**
 * The site's public pages a search engine may index (the public routes): the lists, every information and
 * legal page the shell routes to the marketplace (INFO_PATHS, the one list both sides read), and,
 * in the sitemap, every public artwork, artist and venue. Account forms (login, register) are public
 * but not worth indexing; role areas and checkout are kept out (robots.txt).
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/artworks',
  '/artists',
  '/venues',
  ...INFO_PATHS,
];

/** Paths robots must not crawl: the role areas, checkout, the API and the local dev pages. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/artist/',
  '/venue/',
  '/buyer/',
  '/admin/',
  '/checkout/',
  '/api/',
  '/_dev/',
];

export { LANGUAGES };

/** The site's origin for absolute links (configuration, never the request's Host header). */
export const siteOrigin = () => config.publicBaseUrl.replace(/\/+$/, '');

/** A page's address in one language (`?lang=`, as the pages' hreflang links), or the x-default without. */
export function pageUrl(path: string, lang?: Language): string {
  return `${siteOrigin()}${path}${lang ? `?lang=${lang}` : ''}`;
}
