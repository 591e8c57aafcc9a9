import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { REMOTES_MANIFEST_PATH } from '@konstvagg/ui/remote-version';
import { latestBuildsManifest } from '../../infra/remotes.ts';

/**
 * A small static server for built frontends, laid out as in production: `/` from one folder (with
 * the SPA fallback to index.html) and `/remotes/<name>/` from each remote's dist. `/api` and
 * `/media` go to `apiOrigin` when given (a running local stack), else answer 503. Used by the size
 * check; unhashed federation files (remoteEntry.js, mf-manifest.json) are never cached long.
 */
export interface StaticSite {
  root: string;
  /** Each remote's dist folder (its versions and latest.json). */
  remotes?: Record<string, string>;
  /**
   * /remotes/manifest.json's body, read per request; by default each remote's latest build
   * (infra/remotes.ts has the shipped one).
   */
  manifest?: () => unknown;
  apiOrigin?: string;
  port?: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};

function sendFile(res: http.ServerResponse, file: string): void {
  const ext = path.extname(file);
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
}

function resolveInside(dir: string, urlPath: string): string | null {
  const file = path.normalize(path.join(dir, decodeURIComponent(urlPath)));
  if (!file.startsWith(path.normalize(dir))) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, origin: string): void {
  const target = new URL(req.url ?? '/', origin);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'API not reachable' } }));
  });
  req.pipe(upstream);
}

export async function startStaticSite(
  site: StaticSite,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      if (site.apiOrigin) return proxy(req, res, site.apiOrigin);
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'unavailable', message: 'No API in this run' } }));
      return;
    }
    if (pathname === REMOTES_MANIFEST_PATH) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(site.manifest?.() ?? latestBuildsManifest((name) => site.remotes?.[name])));
      return;
    }
    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(pathname);
    if (remote) {
      const dir = site.remotes?.[remote[1] ?? ''];
      const file = dir ? resolveInside(dir, remote[2] ?? '/') : null;
      if (file) return sendFile(res, file);
      res.writeHead(404).end();
      return;
    }
    const file = resolveInside(site.root, pathname);
    if (file) return sendFile(res, file);
    if (path.extname(pathname)) {
      res.writeHead(404).end();
      return;
    }
    sendFile(res, path.join(site.root, 'index.html'));
  });
  await new Promise<void>((resolve) => server.listen(site.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
