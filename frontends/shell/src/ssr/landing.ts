import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@konstvagg/i18n';
import { HERO_VARIANTS } from '../../../marketplace/src/features/home/heroVariant.ts';
import { homePagePath } from './home-edge.ts';
import {
  LANDING_PATH,
  renderLanding,
  serverPageOf,
  type LandingRequest,
  type PagePreloads,
  type ServerPageName,
} from './render.tsx';

/**
 * The server renderer's bundle (dist-ssr/landing.mjs, built by vite.ssr.config.ts): what the local
 * gateway calls (infra/local/landing.ts) and the landing Lambda's handler behind CloudFront's
 * /artworks/* behaviour (infra/cdk frontends stack). Beside it in dist-ssr: index.html (the shell's
 * built page, the template) and landing-assets.json (the page's stylesheets).
 */
export { LANDING_PATH, renderLanding, serverPageOf };
export type { LandingAnswer, LandingRequest } from './render.tsx';

export interface LandingFiles {
  template: string;
  stylesheets: Record<ServerPageName, string[]>;
  /** Stylesheet text by site path, for the page's head (LandingRequest.styles). */
  styles: Record<string, string>;
  /** The scripts each page preloads (LandingRequest.preloads). */
  preloads?: PagePreloads;
  /** The marketplace version the pages are rendered with (LandingRequest.remotes). */
  remotes?: LandingRequest['remotes'];
}

/** The template, the stylesheets and their text, written beside this bundle at build time. */
export function readLandingFiles(dir: URL = new URL('.', import.meta.url)): LandingFiles {
  const { stylesheets, styles, preloads, remotes } = JSON.parse(
    readFileSync(new URL('landing-assets.json', dir), 'utf8'),
  ) as {
    stylesheets: Record<ServerPageName, string[]>;
    styles?: Record<string, string>;
    preloads?: PagePreloads;
    remotes?: LandingRequest['remotes'];
  };
  return {
    template: readFileSync(new URL('index.html', dir), 'utf8'),
    stylesheets,
    styles: styles ?? {},
    ...(preloads ? { preloads } : {}),
    ...(remotes ? { remotes } : {}),
  };
}

/**
 * The home page in each language and with each headline, rendered at build time (no API: the
 * featured works load in the browser). Each is the site path it is served at (home-edge.ts) and its
 * HTML; a page that cannot be rendered fails the build.
 */
export async function prerenderHome(files: LandingFiles): Promise<{ path: string; html: string }[]> {
  const pages: { path: string; html: string }[] = [];
  for (const language of LANGUAGES)
    for (const heroVariant of HERO_VARIANTS) {
      const answer = await renderLanding({
        // No host at build time: no canonical or og:url in the head (the browser adds the canonical).
        url: 'https://prerender.invalid/',
        origin: '',
        acceptLanguage: language,
        heroVariant,
        template: files.template,
        stylesheets: files.stylesheets,
        styles: files.styles,
        preloads: files.preloads,
        remotes: files.remotes,
        api: () => Promise.reject(new Error('the home page is prerendered without the API')),
        timeoutMs: 30_000,
      });
      if (answer.kind !== 'page')
        throw new Error(`the home page (${language}, ${heroVariant}) was not rendered: ${answer.reason}`);
      pages.push({ path: homePagePath(language, heroVariant), html: answer.html });
    }
  return pages;
}

/** GET /api/v1<path> in a language: the JSON answer, null for a 404 or 400, an error otherwise. */
export async function apiGetFrom(
  apiOrigin: string,
  path: string,
  language: Language,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const answer = await fetch(`${apiOrigin}/api/v1${path}`, {
    headers: { ...headers, 'accept-language': language, accept: 'application/json' },
    signal: AbortSignal.timeout(2500),
  });
  if (answer.status === 404 || answer.status === 400) return null;
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.json();
}

/** The part of a Lambda function URL event (payload 2.0) the handler reads. */
interface FunctionUrlEvent {
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string | undefined>;
  cookies?: string[];
}

/**
 * How long the edge keeps a landing page. A work's page changes when the work does (sold,
 * reserved, a new price); a minute is the most a visitor can see an old state, and checkout
 * checks the real one anyway.
 */
export const LANDING_EDGE_SECONDS = 60;

let files: LandingFiles | null = null;

/**
 * The landing Lambda (a function URL behind CloudFront). Always answers the page: the rendered
 * one, or the shell's plain page (the template) when there is nothing to render, so the app in
 * the browser still shows the path (a draft only its artist may see). The artwork page of a work
 * the API does not know (to a visitor) is rendered as its "not here any more" page with status 404.
 */
export function handler(event: FunctionUrlEvent) {
  files ??= readLandingFiles();
  return answerLanding(event, files, process.env);
}

/** How long the origin secret read at run time is sent before it is read again. */
const ORIGIN_SECRET_CACHE_MS = 5 * 60_000;
let originSecretRead: { value: string; readAt: number } | null = null;

/**
 * The origin secret to send to the API: on AWS its current value, read at run time
 * (ORIGIN_SECRET_ID) and kept five minutes, because it rotates (infra/cdk constructs/origin-secret.ts;
 * the API accepts the current and the previous value); the deploy's value (ORIGIN_SECRET) until the
 * first read, or when Secrets Manager cannot be read. Locally neither is set.
 */
export async function originSecretToSend(env: {
  ORIGIN_SECRET?: string;
  ORIGIN_SECRET_ID?: string;
}): Promise<string | undefined> {
  if (!env.ORIGIN_SECRET_ID) return env.ORIGIN_SECRET;
  if (originSecretRead && Date.now() - originSecretRead.readAt < ORIGIN_SECRET_CACHE_MS)
    return originSecretRead.value;
  try {
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: env.ORIGIN_SECRET_ID }),
    );
    if (out.SecretString) originSecretRead = { value: out.SecretString, readAt: Date.now() };
  } catch (err) {
    console.error('landing: could not read the origin secret; sending the last one known', err);
  }
  return originSecretRead?.value ?? env.ORIGIN_SECRET;
}

export async function answerLanding(
  event: FunctionUrlEvent,
  files: LandingFiles,
  env: { API_ORIGIN?: string; ORIGIN_SECRET?: string; ORIGIN_SECRET_ID?: string },
) {
  const headers = event.headers ?? {};
  const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost';
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  // CloudFront reaches the function over https; the local gateway says it is plain http.
  const proto = headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
  const originSecret = await originSecretToSend(env);
  const apiHeaders: Record<string, string> = originSecret
    ? { 'x-konstvagg-origin-secret': originSecret }
    : {};
  let html = files.template;
  let language: string | undefined;
  let statusCode = 200;
  try {
    const answer = await renderLanding({
      url: `${proto}://${host}${event.rawPath}${query}`,
      // CloudFront's viewer function has already chosen (and keys its cache on) the language.
      ...(headers['x-konstvagg-lang']
        ? { acceptLanguage: headers['x-konstvagg-lang'] }
        : {
            cookie: event.cookies?.join('; ') ?? headers.cookie,
            acceptLanguage: headers['accept-language'],
          }),
      template: files.template,
      stylesheets: files.stylesheets,
      styles: files.styles,
      preloads: files.preloads,
      remotes: files.remotes,
      api: (path, lang) => apiGetFrom(env.API_ORIGIN ?? '', path, lang, apiHeaders),
    });
    if (answer.kind === 'page') {
      html = answer.html;
      language = answer.language;
      statusCode = answer.status;
    } else if (answer.reason.startsWith('render failed')) {
      console.warn(
        JSON.stringify({ landing: 'served without server HTML', path: event.rawPath, reason: answer.reason }),
      );
    }
  } catch (error) {
    console.error(JSON.stringify({ landing: 'render failed', path: event.rawPath, error: String(error) }));
  }
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': `public, max-age=0, s-maxage=${LANDING_EDGE_SECONDS}`,
      ...(language ? { 'content-language': language } : {}),
    },
    body: html,
  };
}
