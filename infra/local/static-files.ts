import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { REMOTES_MANIFEST_PATH } from '@konstvagg/ui/remote-version';
import { localManifestBody } from '../remotes.ts';

/**
 * The frontends as CloudFront serves them: the shell at / (SPA: unknown paths get its
 * index.html), each remote's versions under /remotes/<name>/<version>/ from its own dist folder,
 * and /remotes/manifest.json naming the live version of each (infra/remotes.ts). Hashed assets are
 * cached for a year; index.html, remoteEntry.js, mf-manifest.json and the manifest (unhashed) are
 * revalidated on every load. Text is compressed (brotli or gzip) once per
 * file version and kept in a small in-memory cache.
 */
export const REMOTES = ['marketplace', 'artist', 'venue', 'admin'] as const;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/;
const HASHED_ASSET = /\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const NO_CACHE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);

export function mimeOf(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(urlPath: string): string {
  const base = path.posix.basename(urlPath);
  if (NO_CACHE_NAMES.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Chooses br over gzip when the client accepts it (q=0 means "not acceptable"). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * A response body in the encoding the client accepts. `once`: a file compressed once and kept
 * (below), worth brotli's quality 9. Otherwise a body made per request (the landing pages' HTML):
 * quality 5, as servers compress on the fly. On this machine quality 9 took 81 ms for the 63 KB
 * home page, every request, holding up everything else the gateway answers; quality 5 takes 5 ms
 * for a body 2-3% larger. (CloudFront compresses such a page once and keeps it at the edge.)
 */
export function encodeBody(data: Buffer, encoding: 'br' | 'gzip', once = false): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(data, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: once ? 9 : 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipSync(data, { level: once ? 9 : 6 });
}

const compressed = new Map<string, Buffer>();
let compressedBytes = 0;
const CACHE_LIMIT_BYTES = 32 * 1024 * 1024;

function compress(file: string, stat: Stats, data: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
  const hit = compressed.get(key);
  if (hit) return hit;
  // A build may ship pre-compressed siblings; use them when they are not older than the file.
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  let out: Buffer;
  if (existsSync(sibling) && statSync(sibling).mtimeMs >= stat.mtimeMs) out = readFileSync(sibling);
  else out = encodeBody(data, encoding, true);
  compressed.set(key, out);
  compressedBytes += out.length;
  for (const [k, v] of compressed) {
    if (compressedBytes <= CACHE_LIMIT_BYTES) break;
    compressed.delete(k);
    compressedBytes -= v.length;
  }
  return out;
}

export interface CspSources {
  /** Extra origins the browser may call (the local Stripe stand-in for Stripe.js-like calls). */
  connect?: string[];
}

/** The CSP for our HTML: same origin everywhere, inline styles, map tiles, and hashes of any inline scripts. */
export function contentSecurityPolicy(html: string, extra: CspSources = {}): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.trim())
    .map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the venue scanner's QR decoder); it allows no JS eval.
    `script-src 'self'${hashes.length ? ` ${hashes.join(' ')}` : ''} 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "font-src 'self' data:",
    `connect-src 'self'${extra.connect?.length ? ` ${extra.connect.join(' ')}` : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function htmlSecurityHeaders(html: string, extra: CspSources = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(html, extra),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
  };
}

export function missingBuildPage(what: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frontend not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}code{background:#f3f3f3;padding:.1rem .3rem}</style></head>
<body><h1>The frontend is not built yet</h1><p>${what} has no build output. Run <code>npm run build:frontends</code> and reload,
or use <code>npm run dev</code> for the vite dev servers (http://localhost:5173).</p><p>The API is up: <a href="/api/v1/stats/platform">/api/v1/stats/platform</a>.</p></body></html>`;
}

export interface StaticOptions {
  frontendsDir: string;
  csp?: CspSources;
}

/** Answers the request if it is a frontend path; the caller has already routed /api, /media, /_dev. */
export function serveFrontend(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  urlPath: string,
  opts: StaticOptions,
): void {
  let root: string;
  let rel: string;
  let spa: boolean;
  let label: string;
  if (urlPath === REMOTES_MANIFEST_PATH) return sendManifest(req, res, opts.frontendsDir);
  const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(urlPath);
  if (remote) {
    const name = remote[1]!;
    if (!(REMOTES as readonly string[]).includes(name)) return notFound(res);
    root = path.join(opts.frontendsDir, name, 'dist');
    rel = remote[2] ?? '/';
    spa = false;
    label = `The ${name} remote (frontends/${name}/dist)`;
  } else {
    root = path.join(opts.frontendsDir, 'shell', 'dist');
    rel = urlPath;
    spa = true;
    label = 'The shell (frontends/shell/dist)';
  }
  if (!existsSync(root)) {
    const body = missingBuildPage(label);
    res.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...htmlSecurityHeaders(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return notFound(res);
  }
  let file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep) && file !== root) return notFound(res); // path traversal
  let stat = statSafe(file);
  if (stat?.isDirectory()) {
    file = path.join(file, 'index.html');
    stat = statSafe(file);
  }
  let served = urlPath;
  if (!stat?.isFile()) {
    // SPA fallback for page URLs; a missing asset (has an extension, not asking for HTML) is a real 404.
    const wantsPage = !path.posix.extname(decoded) || (req.headers.accept ?? '').includes('text/html');
    if (!spa || !wantsPage) return notFound(res);
    file = path.join(root, 'index.html');
    stat = statSafe(file);
    served = '/index.html';
    if (!stat?.isFile()) return notFound(res);
  }
  sendFile(req, res, file, stat, served, opts.csp);
}

/**
 * /remotes/manifest.json: which version of each remote the shell loads (infra/remotes.ts). Never
 * cached: shipping or rolling back a remote is this file changing.
 */
function sendManifest(req: http.IncomingMessage, res: http.ServerResponse, frontendsDir: string): void {
  const body = Buffer.from(JSON.stringify(localManifestBody(frontendsDir)));
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    'content-length': String(body.length),
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  stat: Stats,
  urlPath: string,
  csp?: CspSources,
) {
  const type = mimeOf(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': cacheControlFor(urlPath),
    etag,
    'last-modified': stat.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
  };
  let data: Buffer = readFileSync(file);
  if (type.startsWith('text/html')) Object.assign(headers, htmlSecurityHeaders(data.toString('utf8'), csp));
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding =
    COMPRESSIBLE.test(type) && data.length > 1024 ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    data = compress(file, stat, data, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(data.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
}

function statSafe(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function notFound(res: http.ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end('Not found');
}
