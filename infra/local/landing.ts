import { existsSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as LandingModuleType from '../../frontends/shell/src/ssr/landing.ts';
import type { LandingFiles } from '../../frontends/shell/src/ssr/landing.ts';
import {
  edgeLanguageOf,
  edgeRequestOf,
  homePageLanguage,
  pickHomePage,
} from '../../frontends/shell/src/ssr/home-edge.ts';
import { sharedMaxAge, type EdgeCache } from './edge-cache.ts';
import { chooseEncoding, encodeBody, htmlSecurityHeaders, type CspSources } from './static-files.ts';

/**
 * The QR landing page, server-rendered (docs/decisions.md "Server-rendered QR landing page"): what
 * the landing Lambda does behind CloudFront's /artworks/* behaviour, here in the local origin. It
 * runs the shell's built renderer (frontends/shell/dist-ssr/landing.mjs) with the work from the API
 * and the shell's built index.html. Whenever it cannot (no renderer built, a render error or
 * timeout) the caller serves the shell's page as before: the app renders it in the browser. No such
 * work: the renderer's "not here any more" page, with status 404, as the landing Lambda answers it.
 * The home page is prerendered at build time (frontends/shell/dist/_home/, one file per language and
 * headline); `/` is answered with the file CloudFront's viewer function would pick, by running the
 * same code (home-edge.ts).
 *
 * Rendered pages are kept in the edge cache as CloudFront keeps them (edge-cache.ts): the language
 * is worked out by the landing viewer function's code and passed on in the same header, and the key
 * is the path, that language and the query the behaviour's cache policy keeps (`?lang=` for an
 * artwork, the whole query for the list).
 */

type LandingModule = typeof LandingModuleType;

export interface LandingOptions {
  frontendsDir: string;
  /** Where GET /api/v1/artworks/{id} answers (this gateway itself). */
  apiOrigin: () => string;
  csp?: CspSources;
  /** CloudFront's cache of the landing behaviours; without one every request is rendered. */
  edgeCache?: EdgeCache;
  log?: (line: string) => void;
}

/** The list's path: its cache key keeps the whole query (infra/cdk frontends-stack.ts BROWSE_PATH). */
const BROWSE_PATH = '/artworks';
/** The landing viewer function's header with the language (LANDING_LANGUAGE_HEADER there). */
const LANGUAGE_HEADER = 'x-konstvagg-lang';

interface Loaded {
  stamp: string;
  module: LandingModule;
  files: LandingFiles;
}

export function createLanding(opts: LandingOptions) {
  const dir = path.join(opts.frontendsDir, 'shell', 'dist-ssr');
  const built = ['landing.mjs', 'landing-assets.json', 'index.html'].map((f) => path.join(dir, f));
  let loaded: Loaded | null = null;

  /** The renderer of the current build: a rebuild (new mtimes) is picked up without a restart. */
  async function load(): Promise<Loaded | null> {
    if (!built.every((f) => existsSync(f))) return null;
    const stamp = built.map((f) => statSync(f).mtimeMs).join(':');
    if (loaded?.stamp === stamp) return loaded;
    const url = pathToFileURL(built[0]!);
    const module = (await import(`${url.href}?v=${encodeURIComponent(stamp)}`)) as LandingModule;
    loaded = { stamp, module, files: module.readLandingFiles(new URL('.', url)) };
    return loaded;
  }

  /** Answers a server-rendered page's request; false when the path is not one or nothing is built. */
  return async function serveLanding(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: string,
  ): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!(req.headers.accept ?? 'text/html').includes('text/html') && req.headers.accept !== '*/*')
      return false;
    const pathname = url.split('?')[0] ?? '/';
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    if (pathname === '/') {
      const page = pickHomePage(
        edgeRequestOf(new URL(url, 'http://localhost'), header('cookie'), header('accept-language')),
      );
      const file = path.join(opts.frontendsDir, 'shell', 'dist', page);
      if (!existsSync(file)) return false; // not prerendered: the shell's page, as before
      send(req, res, readFileSync(file, 'utf8'), homePageLanguage(page));
      return true;
    }
    let renderer: Loaded | null;
    try {
      renderer = await load();
    } catch (error) {
      opts.log?.(`landing renderer could not be loaded: ${(error as Error).message}`);
      return false;
    }
    if (!renderer || !renderer.module.serverPageOf(pathname)) return false;
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const requestUrl = new URL(url, 'http://localhost');
    const language = edgeLanguageOf(edgeRequestOf(requestUrl, header('cookie'), header('accept-language')));
    const keptQuery =
      pathname === BROWSE_PATH
        ? query
        : requestUrl.searchParams.has('lang')
          ? `lang=${requestUrl.searchParams.get('lang')}`
          : '';
    const key = `${pathname}?${keptQuery}|${language}`;
    const cached = opts.edgeCache?.get(key);
    if (cached) {
      send(req, res, cached.body, cached.language, 'Hit');
      return true;
    }
    const generation = opts.edgeCache?.generation() ?? 0;
    // The landing Lambda's own handler, given what CloudFront would pass it: local and AWS run the
    // same code. It answers the shell's plain page when it has nothing to render.
    const answer = await renderer.module.answerLanding(
      {
        rawPath: pathname,
        rawQueryString: query,
        headers: {
          host: header('host'),
          'x-forwarded-proto': 'http',
          [LANGUAGE_HEADER]: language,
        },
      },
      renderer.files,
      { API_ORIGIN: opts.apiOrigin() },
    );
    const answerLanguage = answer.headers['content-language'];
    // A 404 (no such work) is not kept: the edge keeps pages, and a work may appear at that path.
    if (answer.statusCode === 200)
      opts.edgeCache?.put(
        key,
        keptQuery ? `${pathname}?${keptQuery}` : pathname,
        { body: answer.body, language: answerLanguage },
        sharedMaxAge(answer.headers['cache-control']),
        generation,
      );
    send(req, res, answer.body, answerLanguage, opts.edgeCache ? 'Miss' : undefined, answer.statusCode);
    return true;
  };

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    html: string,
    language?: string,
    /** Whether the edge cache answered (as CloudFront's `x-cache: Hit from cloudfront`). */
    edge?: 'Hit' | 'Miss',
    status = 200,
  ) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const raw = Buffer.from(html, 'utf8');
    const body = encoding ? encodeBody(raw, encoding) : raw;
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      // The edge may keep it briefly (CloudFront: the landing behaviour's cache policy); the
      // browser revalidates, as for the shell's index.html. The language depends on these.
      'cache-control': 'no-cache',
      vary: 'cookie, accept-language, accept-encoding',
      ...(language ? { 'content-language': language } : {}),
      ...(edge ? { 'x-cache': `${edge} from local edge` } : {}),
      ...htmlSecurityHeaders(html, opts.csp),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
