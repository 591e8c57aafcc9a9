import type { Language } from '@konstvagg/i18n';
import type { HeroVariant } from '../../../marketplace/src/features/home/heroVariant.ts';

/**
 * The prerendered home page (docs/decisions.md "Server-rendered home page"): built once per
 * language and headline into the shell's site folder, and picked per request at the edge. This
 * module is the one place that names the files and picks one: the build writes them
 * (vite.ssr.config.ts), CloudFront's viewer function on the shell's default behaviour runs
 * EDGE_LANGUAGE_CODE + HOME_PAGE_CODE (infra/cdk frontends stack), and the local gateway runs the
 * very same code (pickHomePage), so a viewer gets the same page here and on AWS.
 */

/** The folder in the shell's site with the prerendered home pages. */
export const HOME_PAGES_DIR = '_home';

/** The site path of the home page prerendered in one language with one headline. */
export function homePagePath(language: Language, variant: HeroVariant): string {
  return `/${HOME_PAGES_DIR}/${language}-${variant}.html`;
}

/**
 * CloudFront Functions (cloudfront-js-2.0) source: the page's language as the renderer picks it
 * (render.tsx landingLanguage): `?lang=`, else the `language` cookie the app writes, else the first
 * of sv or en in Accept-Language by q-value, else English.
 */
export const EDGE_LANGUAGE_CODE = `function edgeLanguage(request) {
  var lang = request.querystring.lang && request.querystring.lang.value;
  if (lang === 'sv' || lang === 'en') return lang;
  var cookie = request.cookies.language && request.cookies.language.value;
  if (cookie === 'sv' || cookie === 'en') return cookie;
  var header = request.headers['accept-language'];
  if (!header) return 'en';
  var best = 'en';
  var bestQ = 0;
  var parts = header.value.split(',');
  for (var i = 0; i < parts.length; i++) {
    var bits = parts[i].trim().split(';');
    var tag = bits[0].trim().toLowerCase().split('-')[0];
    var q = 1;
    for (var j = 1; j < bits.length; j++) {
      var m = bits[j].trim().match(/^q=([0-9.]+)$/);
      if (m) q = parseFloat(m[1]);
    }
    if ((tag === 'sv' || tag === 'en') && q > bestQ) {
      best = tag;
      bestQ = q;
    }
  }
  return best;
}
`;

/**
 * CloudFront Functions source (after EDGE_LANGUAGE_CODE): the prerendered home page for a request
 * to `/`. The headline is `?hero=` (forced, for review and tests), else the visitor's `hero` cookie
 * (the app writes it once a headline is shown, heroVariant.ts), else one at random: the page then
 * stores it, so the visitor keeps it.
 */
export const HOME_PAGE_CODE = `var HERO_VARIANTS = ['A', 'B', 'C'];
function homePageUri(request) {
  var forced = request.querystring.hero && request.querystring.hero.value.toUpperCase();
  var kept = request.cookies.hero && request.cookies.hero.value;
  var hero = HERO_VARIANTS.indexOf(forced) >= 0 ? forced
    : HERO_VARIANTS.indexOf(kept) >= 0 ? kept
    : HERO_VARIANTS[Math.min(HERO_VARIANTS.length - 1, Math.floor(Math.random() * HERO_VARIANTS.length))];
  return '/${HOME_PAGES_DIR}/' + edgeLanguage(request) + '-' + hero + '.html';
}
`;

/** A viewer request as CloudFront Functions sees it (the parts the code above reads). */
export interface EdgeRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** The same request from a URL and its headers (the local gateway's side). */
export function edgeRequestOf(
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): EdgeRequest {
  const values = (pairs: Iterable<[string, string]>) => {
    const out: Record<string, { value: string }> = {};
    for (const [key, value] of pairs) out[key] ??= { value };
    return out;
  };
  const cookies: [string, string][] = [];
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.push([part.slice(0, at).trim(), part.slice(at + 1).trim()]);
  }
  return {
    uri: url.pathname,
    querystring: values(url.searchParams),
    headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {},
    cookies: values(cookies),
  };
}

/** The edge's code, compiled once: `Math` is a parameter so a test can give it its own random. */
const homePageUri = new Function(
  'request',
  'Math',
  `${EDGE_LANGUAGE_CODE}${HOME_PAGE_CODE}return homePageUri(request);`,
) as (request: EdgeRequest, math: Math) => string;

/** Runs the edge's code here: the site path of the home page for this request. */
export function pickHomePage(request: EdgeRequest, random: () => number = Math.random): string {
  if (random === Math.random) return homePageUri(request, Math);
  const math = Object.create(Math) as Math;
  math.random = random;
  return homePageUri(request, math);
}

const languageOf = new Function('request', `${EDGE_LANGUAGE_CODE}return edgeLanguage(request);`) as (
  request: EdgeRequest,
) => Language;

/**
 * Runs the edge's language code here: the language CloudFront's landing viewer function sends the
 * renderer (and keys its cache on) for this request. The local gateway's edge cache uses it.
 */
export function edgeLanguageOf(request: EdgeRequest): Language {
  return languageOf(request);
}

/** The language of a home page's site path (homePagePath), for its Content-Language. */
export function homePageLanguage(path: string): Language | undefined {
  const language = new RegExp(`^/${HOME_PAGES_DIR}/(sv|en)-`).exec(path)?.[1];
  return language === 'sv' || language === 'en' ? language : undefined;
}
