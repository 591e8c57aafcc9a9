import { setMaxListeners } from 'node:events';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import type { Artwork, ArtworkListResponse } from '@konstvagg/contracts/vocabulary';
import {
  detectLanguage,
  escapeHtml,
  isLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '@konstvagg/i18n';
import { SERVER_HEAD_ATTR, ServerHead, ServerHeadProvider, toQueryString, type HeadTag } from '@konstvagg/ui';
// The marketplace's own code, imported directly: on the server there is no federation, the one
// bundle holds the shell and the page (the same modules the browser gets through the remote).
import { artworkKeys } from '../../../marketplace/src/common/api/artworks.ts';
import { profileKeys } from '../../../marketplace/src/common/api/profiles.ts';
import { filtersToQuery, parseFilters } from '../../../marketplace/src/features/artworks/filters.ts';
import {
  HERO_VARIANT_QUERY_KEY,
  type HeroVariant,
} from '../../../marketplace/src/features/home/heroVariant.ts';
import { routes as marketplaceRoutes } from '../../../marketplace/src/routes.ts';
import { ShellRoot } from '../app/bootstrap.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/router.tsx';
import { loadShellMessages } from '../messages/index.ts';
import type { RemoteLoaders } from '../remotes/load-remote.ts';
import { SERVER_STATE_ID, serializeServerState, type ServerState } from '../app/server-state.ts';

/**
 * The pages rendered on the server (docs/decisions.md "Server-rendered QR landing page"): the
 * shell's page with the marketplace page inside, its title, meta and Open Graph tags, a preload of
 * the main picture and the query state the browser hydrates from. The same code answers in the
 * local gateway and in the landing Lambda on AWS.
 */

/**
 * The pages rendered on the server: what a printed QR code opens and the artworks list (per
 * request), and the home page (at build time, one file per language and headline).
 */
export type ServerPageName = 'artwork' | 'browse' | 'home';

/**
 * What a server-rendered page asks for before any script runs, so the scripts on the way to the
 * hydrated page arrive together instead of one after another (vite.ssr.config.ts pagePreloads).
 */
export interface PagePreloads {
  /** Module scripts every server-rendered page needs: the federation's way to the marketplace. */
  common: readonly string[];
  /** Each page's chunk and the chunks it imports. */
  pages: Readonly<Record<ServerPageName, readonly string[]>>;
  /** The shell's and the marketplace's messages in each language. */
  languages: Readonly<Record<Language, readonly string[]>>;
  /** Messages only some pages load (the home page's own table), by page and language. */
  pageLanguages?: Readonly<Partial<Record<ServerPageName, Readonly<Record<Language, readonly string[]>>>>>;
}

/** The path of the QR landing page: an artwork's page. */
export const LANDING_PATH = /^\/artworks\/([^/]+)\/?$/;
const BROWSE_PATH = /^\/artworks\/?$/;

/**
 * Which page rendered per request a path is, if any. The home page is not one: it is prerendered at
 * build time (prerenderHome) and served as a file.
 */
/** The type of a stylesheet link whose text is in the page: not text/css, so never fetched. */
export const INLINED_STYLESHEET_TYPE = 'text/x-konstvagg-inlined';

export function serverPageOf(pathname: string): Exclude<ServerPageName, 'home'> | null {
  if (LANDING_PATH.test(pathname)) return 'artwork';
  if (BROWSE_PATH.test(pathname)) return 'browse';
  return null;
}

function pageOf(pathname: string): ServerPageName | null {
  return pathname === '/' ? 'home' : serverPageOf(pathname);
}

/** GET /api/v1<path> in a language: the JSON answer, null for a 404 or 400 (nothing to show). */
type ApiGet = (path: string, language: Language) => Promise<unknown>;

export interface LandingRequest {
  /** The page's absolute address (origin, path, query). */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  /** The shell's built index.html: its scripts and styles are the page's. */
  template: string;
  /** Stylesheets each page's chunks use (the marketplace build's manifest), linked in the head. */
  stylesheets: Readonly<Record<ServerPageName, readonly string[]>>;
  /**
   * The text of stylesheets (by site path) small and self-contained enough to put in the page
   * itself: the first paint then waits for no stylesheet request.
   */
  styles?: Readonly<Record<string, string>>;
  /** Scripts and files to preload (none: the page loads them as its scripts ask). */
  preloads?: PagePreloads;
  /** The remote entries the page pins (the marketplace version rendered here; ServerState.remotes). */
  remotes?: ServerState['remotes'];
  api: ApiGet;
  /** The home page's headline (A, B or C): the page is prerendered once for each. */
  heroVariant?: HeroVariant;
  /**
   * The site's origin, for absolute URLs in the head (canonical, og:url): the request's own unless
   * given. Empty for a page rendered at build time, which knows no host; the browser adds them.
   */
  origin?: string;
  /** Gives up (the caller serves the plain shell page) after this long. */
  timeoutMs?: number;
}

export type LandingAnswer =
  /** `status` 404: the artwork page of no such work, its "not here any more" page rendered. */
  | { kind: 'page'; html: string; language: Language; page: ServerPageName; status: 200 | 404 }
  /** Not a server-rendered page, nothing to show, or rendering failed: serve the shell's page as always. */
  | { kind: 'pass'; reason: string };

/**
 * Reads `path` and keeps the answer's `field` under the page's query `key`. A failed read, or an
 * answer without it, leaves that part of the page to the browser, as on a client-side visit.
 */
async function keepAnswer(
  api: ApiGet,
  language: Language,
  client: QueryClient,
  path: string,
  field: string,
  key: readonly unknown[],
): Promise<void> {
  const answer = (await api(path, language).catch(() => null)) as Record<string, unknown> | null;
  const value = answer?.[field];
  if (value) client.setQueryData(key, value);
}

/**
 * What each page reads first, put into the query client under the keys the page's hooks use, so
 * the server renders the page with its content and the browser hydrates without asking again.
 * False: there is nothing to render (the browser renders the page); 'missing': the API has no such
 * public work, and the page is rendered as its 404.
 */
const PREFETCH: Record<
  ServerPageName,
  (
    url: URL,
    language: Language,
    api: ApiGet,
    client: QueryClient,
    request: LandingRequest,
  ) => Promise<boolean | 'missing'>
> = {
  async home(_url, _language, _api, client, request) {
    // Built without an API: the featured works load in the browser, as on a client-side visit. The
    // headline is the file's; the browser's first render reads it from here (Hero.tsx).
    if (!request.heroVariant) return false;
    client.setQueryData(HERO_VARIANT_QUERY_KEY, request.heroVariant);
    return true;
  },
  async artwork(url, language, api, client) {
    const raw = LANDING_PATH.exec(url.pathname)![1]!;
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      id = raw;
    }
    const json = (await api(`/artworks/${encodeURIComponent(id)}`, language)) as {
      artwork?: Artwork;
      data?: { artwork?: Artwork };
    } | null;
    const artwork = json?.data?.artwork ?? json?.artwork;
    if (!artwork) {
      // No such public work (the API answered 404, or 400 for an id that cannot be one): the
      // page's "not here any more" view, which the browser's first render shows too.
      client.setQueryData(artworkKeys.missing(id), true);
      return 'missing';
    }
    client.setQueryData(artworkKeys.detail(id), artwork);
    // The page's other parts, so the browser asks for nothing more: the artist card, and where the
    // work hangs (today's hours, the full address, the map).
    const venueId = artwork.currentLocation?.venue_id;
    await Promise.all([
      artwork.artist_id &&
        keepAnswer(
          api,
          language,
          client,
          `/artists/${encodeURIComponent(artwork.artist_id)}`,
          'artist',
          profileKeys.artist(artwork.artist_id),
        ),
      venueId &&
        keepAnswer(
          api,
          language,
          client,
          `/venues/${encodeURIComponent(venueId)}`,
          'venue',
          profileKeys.venue(venueId),
        ),
    ]);
    return true;
  },
  async browse(url, language, api, client) {
    // The list the page's first render asks for: its filters from the address, the first page.
    if (url.searchParams.has('page')) return false; // several pages: the browser loads them
    const query = filtersToQuery(parseFilters(url.searchParams));
    const json = (await api(
      `/artworks${toQueryString({ ...query, limit: DEFAULT_PAGE_SIZE })}`,
      language,
    )) as ArtworkListResponse | { data: ArtworkListResponse } | null;
    const first = json && 'data' in json ? json.data : json;
    if (!first?.artworks) return false;
    client.setQueryData(artworkKeys.list(query), { pages: [first], pageParams: [undefined] });
    return true;
  },
};

/** The render's only remote: the marketplace, from this bundle. Other areas are never SSR'd. */
const serverLoaders: RemoteLoaders = {
  marketplace: () => Promise.resolve({ routes: marketplaceRoutes }),
  artist: () => Promise.reject(new Error('not rendered on the server')),
  venue: () => Promise.reject(new Error('not rendered on the server')),
  admin: () => Promise.reject(new Error('not rendered on the server')),
};

/** `?lang=`, else the `language` cookie the app writes, else the browser's Accept-Language. */
export function landingLanguage(
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromUrl = url.searchParams.get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie = /(?:^|;\s*)language=([^;]*)/.exec(cookie ?? '')?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  return detectLanguage(null, languageFromAcceptLanguage(acceptLanguage));
}

export async function renderLanding(request: LandingRequest): Promise<LandingAnswer> {
  const url = new URL(request.url);
  const page = pageOf(url.pathname);
  if (!page) return { kind: 'pass', reason: 'not a server-rendered page' };
  const language = landingLanguage(url, request.cookie, request.acceptLanguage);
  const queryClient = createQueryClient();
  const found = await PREFETCH[page](url, language, request.api, queryClient, request);
  if (!found) return { kind: 'pass', reason: 'nothing to show' };

  const head = new ServerHead(request.origin ?? url.origin);
  // The shell's messages in the page's language (a chunk per language in the browser).
  await loadShellMessages(language);

  const controller = new AbortController();
  // React listens on the signal once per part it waits for; a page has more than Node's default 10.
  setMaxListeners(0, controller.signal);
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? 3000);
  let body: string;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerHeadProvider value={head}>
          <ShellRoot loaders={serverLoaders} queryClient={queryClient} serverLanguage={language}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </ShellRoot>
        </ServerHeadProvider>
      </StrictMode>,
      // Never outline a large boundary behind a fallback and an inline script that swaps it in
      // later (React does by size): the page must be whole in the HTML, and the CSP allows no
      // inline script it does not know.
      { signal: controller.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    body = await readAll(prelude);
  } catch (error) {
    return { kind: 'pass', reason: `render failed: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }

  const state: ServerState = {
    language,
    queries: dehydrate(queryClient),
    ...(request.remotes ? { remotes: request.remotes } : {}),
  };
  return {
    kind: 'page',
    page,
    language,
    status: found === 'missing' ? 404 : 200,
    html: fillTemplate(request.template, {
      body,
      head,
      language,
      state,
      stylesheets: request.stylesheets[page],
      styles: request.styles,
      // The artwork page (what a QR code opens) shows its picture first: over HTTP/2 the picture
      // and the page's 27 scripts share one link, and the picture came last (docs/decisions.md).
      scriptsAfterPicture: page === 'artwork' && found !== 'missing',
      preloads: request.preloads && {
        modules: [
          ...request.preloads.common,
          ...request.preloads.pages[page],
          ...request.preloads.languages[language],
          ...(request.preloads.pageLanguages?.[page]?.[language] ?? []),
        ],
      },
    }),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function tagHtml(tag: HeadTag): string {
  if (tag.kind === 'meta')
    return `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" ${SERVER_HEAD_ATTR} />`;
  const extra = Object.entries(tag.extra ?? {})
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"${extra} ${SERVER_HEAD_ATTR} />`;
}

/**
 * The shell's index.html with the rendered page: `<html lang>`, the title and description (each
 * keeping the site's default in data-default, for the page after this one), the page's tags and
 * stylesheets, the body in #root and the state script before the shell's own scripts.
 */
export function fillTemplate(
  template: string,
  page: {
    body: string;
    head: ServerHead;
    language: Language;
    state: ServerState;
    stylesheets: readonly string[];
    styles?: Readonly<Record<string, string>>;
    preloads?: { modules: readonly string[] };
    /**
     * The scripts start only once the page's main picture is shown (the shell's inline start
     * script, vite.config.ts): their tags are written inert, under `<html
     * data-kv-scripts-after-picture>`. The import map stays: it must be in place before any module.
     */
    scriptsAfterPicture?: boolean;
  },
): string {
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`);
  const { head } = page;
  if (head.title !== null)
    html = html.replace(
      /<title>([^<]*)<\/title>/,
      (_, site: string) => `<title data-default="${escapeHtml(site)}">${escapeHtml(head.title!)}</title>`,
    );
  if (head.description !== null)
    html = html.replace(
      /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/,
      (_, site: string) =>
        `<meta name="description" content="${escapeHtml(head.description!)}" data-default="${site}" />`,
    );
  // One of each: a later claim (the page renders its head hooks once per render) replaces an earlier.
  const tags = new Map<string, HeadTag>();
  for (const tag of head.tags)
    tags.set(
      tag.kind === 'meta' ? `meta:${tag.key}` : `link:${tag.rel}:${tag.rel === 'preload' ? tag.href : ''}`,
      tag,
    );
  // The head's order is what a phone on a slow link asks for first (over HTTP/1.1, six requests at
  // a time): right after the viewport meta (the picture's `imagesizes` is in vw), the main picture's
  // preload, then the stylesheets, the shell's and the page's, since the first paint waits for them
  // and for no script; the shell's scripts after. A picture requested fourteenth, behind the
  // scripts, showed a second later.
  // A stylesheet whose text the build gave (`styles`) is in the page itself, so the first paint
  // waits for no request at all. Its <link> stays, so the app's chunk loader sees the sheet as present
  // and does not fetch it again, with a type no browser styles with, so that it is never fetched:
  // Chromium 150 fetches a `disabled` stylesheet link (with scripts off, all four of the QR page's).
  const isPreload = (tag: HeadTag) => tag.kind === 'link' && tag.rel === 'preload';
  const sheets: string[] = [];
  html = html.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
    sheets.push(href);
    return '';
  });
  sheets.push(...page.stylesheets);
  const styles = page.styles ?? {};
  const styleHtml: string[] = [];
  let inline: string[] = [];
  const flush = () => {
    if (inline.length) styleHtml.push(`<style>${inline.join('\n')}</style>`);
    inline = [];
  };
  for (const href of sheets) {
    const text = styles[href];
    if (text !== undefined && !/<\/style/i.test(text)) {
      inline.push(text);
      styleHtml.push(
        `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" type="${INLINED_STYLESHEET_TYPE}" />`,
      );
    } else {
      flush();
      styleHtml.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);
    }
  }
  flush();
  const first = [...[...tags.values()].filter(isPreload).map(tagHtml), ...styleHtml];
  const anchor =
    [/<meta name="viewport"[^>]*>/i, /<meta charset="[^"]*"\s*\/?>/i].find((re) => re.test(html)) ??
    /<head>/i;
  html = html.replace(anchor, (tag) => `${tag}\n    ${first.join('\n    ')}`);
  // The scripts on the way to the hydrated page, after the shell's own: without them each waits
  // for the one before it to run (the shell's loader, the remote's entry, its routes, the page).
  const preloads = [...new Set(page.preloads?.modules ?? [])]
    .filter((href) => !html.includes(`src="${href}"`) && !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  const extraHead = [...preloads, ...[...tags.values()].filter((tag) => !isPreload(tag)).map(tagHtml)].join(
    '\n    ',
  );
  html = html.replace('</head>', `    ${extraHead}\n  </head>`);
  if (page.scriptsAfterPicture)
    html = html
      .replace(/<html lang="([^"]*)"/, '<html lang="$1" data-kv-scripts-after-picture')
      .replace(
        /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g,
        '<link rel="kv-modulepreload" href="$1" />',
      )
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
        '<script type="kv-module" src="$1"></script>',
      );
  const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState(page.state)}</script>`;
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('the shell template has no empty <div id="root"></div>');
  return html.replace(root, `<div id="root">${page.body}</div>\n    ${stateScript}`);
}
