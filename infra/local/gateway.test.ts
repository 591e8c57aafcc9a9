import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventV2, parseQueryString, resultToAnswer } from './api-event.ts';
import { createRouter } from './api-routing.ts';
import { startGateway, type Gateway, type RouteWithService } from './gateway.ts';
import { AWS_LIMITS } from '../aws-limits.ts';
import { cacheControlFor, chooseEncoding, contentSecurityPolicy } from './static-files.ts';
import { localhostCertificate } from './tls.ts';

const routes: RouteWithService[] = [
  { method: 'GET', path: '/artworks', access: 'optional', operation: 'listArtworks', service: 'catalog' },
  { method: 'GET', path: '/artworks/{id}', access: 'optional', operation: 'getArtwork', service: 'catalog' },
  { method: 'GET', path: '/artworks/featured', access: 'public', operation: 'featured', service: 'catalog' },
  { method: 'GET', path: '/artworks/{id}/qr-code', access: 'public', operation: 'qr', service: 'catalog' },
  {
    method: 'POST',
    path: '/artworks/{id}/images',
    access: ['artist'],
    operation: 'upload',
    service: 'catalog',
  },
  { method: 'POST', path: '/webhooks/stripe', access: 'public', operation: 'webhook', service: 'orders' },
  { method: 'GET', path: '/boom', access: 'public', operation: 'boom', service: 'stats' },
  { method: 'GET', path: '/slow', access: 'public', operation: 'slow', service: 'stats' },
  { method: 'GET', path: '/huge', access: 'public', operation: 'huge', service: 'stats' },
  { method: 'GET', path: '/files/{key+}', access: 'public', operation: 'files', service: 'stats' },
];

describe('route matching (API Gateway HTTP API rules)', () => {
  const match = createRouter(routes);

  it('prefers a static segment over a {param}, whatever the table order', () => {
    expect(match('GET', '/api/v1/artworks/featured')?.route.operation).toBe('featured');
    expect(match('GET', '/api/v1/artworks/a1')?.route.operation).toBe('getArtwork');
    expect(match('GET', '/api/v1/artworks')?.route.operation).toBe('listArtworks');
  });

  it('extracts decoded path parameters and the API Gateway routeKey', () => {
    const m = match('GET', '/api/v1/artworks/a%20b/qr-code');
    expect(m?.pathParameters).toEqual({ id: 'a b' });
    expect(m?.routeKey).toBe('GET /api/v1/artworks/{id}/qr-code');
    expect(match('GET', '/api/v1/files/a/b/c.png')?.pathParameters).toEqual({ key: 'a/b/c.png' });
  });

  it('needs the method to match and every segment to be present', () => {
    expect(match('DELETE', '/api/v1/artworks/a1')).toBeNull();
    expect(match('POST', '/api/v1/artworks/a1/images')?.route.operation).toBe('upload');
    expect(match('GET', '/api/v1/artworks/a1/images')).toBeNull();
    expect(match('GET', '/api/v1/artworks/')).toBeNull();
    expect(match('GET', '/api/v2/artworks')).toBeNull();
    expect(match('GET', '/api/v1/artworks/a1/qr-code/extra')).toBeNull();
  });
});

describe('API Gateway v2 events', () => {
  const req = (url: string, headers: Record<string, string> = {}, body = Buffer.alloc(0)) => ({
    method: 'POST',
    url,
    headers,
    body,
    sourceIp: '127.0.0.1',
  });
  const m = { routeKey: 'POST /api/v1/artworks/{id}/images', pathParameters: { id: 'a1' } };

  it('joins repeated query keys with commas and keeps the raw query string', () => {
    expect(parseQueryString('style=abstract&style=landscape&q=r%C3%B6d+duk&empty=')).toEqual({
      style: 'abstract,landscape',
      q: 'röd duk',
      empty: '',
    });
    const e = buildEventV2(req('/api/v1/artworks/a1/images?style=a&style=b'), m);
    expect(e.rawQueryString).toBe('style=a&style=b');
    expect(e.queryStringParameters).toEqual({ style: 'a,b' });
    expect(buildEventV2(req('/api/v1/artworks/a1/images'), m).queryStringParameters).toBeUndefined();
  });

  it('base64-encodes non-text bodies and passes JSON as text', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const bin = buildEventV2(req('/api/v1/artworks/a1/images', { 'content-type': 'image/png' }, png), m);
    expect(bin.isBase64Encoded).toBe(true);
    expect(Buffer.from(bin.body!, 'base64')).toEqual(png);
    const json = buildEventV2(
      req(
        '/api/v1/artworks/a1/images',
        { 'content-type': 'application/json; charset=utf-8' },
        Buffer.from('{"a":"ö"}'),
      ),
      m,
    );
    expect(json.isBase64Encoded).toBe(false);
    expect(json.body).toBe('{"a":"ö"}');
    expect(buildEventV2(req('/api/v1/artworks/a1/images'), m).body).toBeUndefined();
  });

  it('has the payload 2.0 shape: lower-case headers, cookies apart, request context', () => {
    const e = buildEventV2(
      req('/api/v1/artworks/a1/images', {
        'Content-Type': 'application/json',
        Cookie: 'a=1; b=2',
        'User-Agent': 'ua',
        host: 'localhost:8080',
      }),
      m,
    );
    expect(e.version).toBe('2.0');
    expect(e.routeKey).toBe('POST /api/v1/artworks/{id}/images');
    expect(e.headers['content-type']).toBe('application/json');
    expect(e.headers.cookie).toBeUndefined();
    expect(e.cookies).toEqual(['a=1', 'b=2']);
    expect(e.pathParameters).toEqual({ id: 'a1' });
    expect(e.requestContext).toMatchObject({
      http: { method: 'POST', path: '/api/v1/artworks/a1/images', sourceIp: '127.0.0.1', userAgent: 'ua' },
      stage: '$default',
      routeKey: e.routeKey,
    });
    expect(typeof e.requestContext.timeEpoch).toBe('number');
    expect(e.requestContext.requestId).toMatch(/[0-9a-f-]{36}/);
  });

  it('turns results back into HTTP, decoding base64 bodies and inferring plain objects as JSON', () => {
    const bin = resultToAnswer({
      statusCode: 200,
      headers: { 'Content-Type': 'image/png' },
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(bin.body).toEqual(Buffer.from([1, 2, 3]));
    expect(bin.headers['content-type']).toBe('image/png');
    expect(resultToAnswer({ statusCode: 204 }).body.length).toBe(0);
    // A large text body is the same bytes however often it is answered (kept once encoded).
    const page = JSON.stringify({ title: 'Röd natt på Järntorget', filler: 'å'.repeat(20_000) });
    const once = resultToAnswer({ statusCode: 200, body: page }).body;
    expect(once.toString('utf8')).toBe(page);
    expect(resultToAnswer({ statusCode: 200, body: `${page} ` }).body.toString('utf8')).toBe(`${page} `);
    expect(resultToAnswer({ statusCode: 200, body: page }).body).toEqual(once);
    const headers = { Server: undefined, 'X-Powered-By': undefined } as unknown as Record<string, string>;
    expect(resultToAnswer({ statusCode: 200, headers }).headers).not.toHaveProperty('server');
    expect(resultToAnswer({ statusCode: 200, cookies: ['s=1; HttpOnly'] }).headers['set-cookie']).toEqual([
      's=1; HttpOnly',
    ]);
    expect(resultToAnswer({ ok: true } as never).body.toString()).toBe('{"ok":true}');
  });
});

/** The gateway under test waits this long for a handler (HTTP API's 29 s is AWS_LIMITS'). */
const SHORT_TIMEOUT_MS = 1_000;

describe('the gateway over HTTP', () => {
  let gw: Gateway;
  const logged: string[] = [];
  let frontends: string;
  const seen: APIGatewayProxyEventV2[] = [];
  let offset = 0;

  // A key and a certificate for localhost, as `npm run lighthouse` makes them (scripts/lighthouse.ts).
  let tls: { key: string; cert: string };

  beforeAll(async () => {
    frontends = mkdtempSync(path.join(tmpdir(), 'kv-fe-'));
    tls = localhostCertificate();
    mkdirSync(path.join(frontends, 'shell', 'dist', 'assets'), { recursive: true });
    writeFileSync(
      path.join(frontends, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>shell</title><script>window.x=1</script>',
    );
    writeFileSync(
      path.join(frontends, 'shell', 'dist', 'assets', 'index-Ab12Cd34.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    // The home page prerendered per language and headline (frontends/shell/dist/_home).
    mkdirSync(path.join(frontends, 'shell', 'dist', '_home'));
    for (const language of ['sv', 'en'])
      for (const hero of ['A', 'B', 'C'])
        writeFileSync(
          path.join(frontends, 'shell', 'dist', '_home', `${language}-${hero}.html`),
          `<!doctype html><html lang="${language}"><h1 data-hero-variant="${hero}">home</h1><script>window.x=1</script>`,
        );
    mkdirSync(path.join(frontends, 'artist', 'dist'), { recursive: true });
    writeFileSync(path.join(frontends, 'artist', 'dist', 'remoteEntry.js'), 'export const x = 1;');
    gw = await startGateway({
      port: 0,
      routes,
      deployedServices: ['catalog', 'stats'],
      invoke: async (_service, event) => {
        seen.push(event);
        if (event.routeKey === 'GET /api/v1/boom') throw new Error('secret detail');
        if (event.routeKey === 'GET /api/v1/slow') {
          await new Promise((r) => setTimeout(r, SHORT_TIMEOUT_MS + 500));
          return { statusCode: 200, body: '{}' };
        }
        if (event.routeKey === 'GET /api/v1/huge')
          return { statusCode: 200, body: JSON.stringify({ x: 'x'.repeat(AWS_LIMITS.lambdaPayloadBytes) }) };
        if (event.routeKey === 'GET /api/v1/artworks/{id}/qr-code') {
          return {
            statusCode: 200,
            headers: { 'content-type': 'image/png' },
            body: Buffer.from([137, 80, 78, 71]).toString('base64'),
            isBase64Encoded: true,
          };
        }
        return {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ routeKey: event.routeKey, params: event.pathParameters ?? null }),
        };
      },
      s3: new S3Client({
        region: 'eu-north-1',
        endpoint: 'http://127.0.0.1:9',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
      mediaBucket: 'media',
      outboxDir: path.join(frontends, 'outbox'),
      frontendsDir: frontends,
      serveFrontends: true,
      devRoutes: true,
      clock: {
        now: () => 1_000_000 + offset,
        offsetMs: () => offset,
        advance: async (ms) => {
          offset += ms;
          return 1_000_000 + offset;
        },
      },
      quiet: true,
      log: (line) => logged.push(line),
      integrationTimeoutMs: SHORT_TIMEOUT_MS,
      tls: { ...tls, port: 0 },
    });
  });

  afterAll(async () => {
    await gw?.stop();
    rmSync(frontends, { recursive: true, force: true });
  });

  it('routes to the handler and writes its answer', async () => {
    const res = await fetch(`${gw.url}/api/v1/artworks/featured`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ routeKey: 'GET /api/v1/artworks/featured', params: null });
    const png = await fetch(`${gw.url}/api/v1/artworks/a1/qr-code`);
    expect(Buffer.from(await png.arrayBuffer())).toEqual(Buffer.from([137, 80, 78, 71]));
  });

  it('answers 404 JSON for no route and for routes of services that are not deployed', async () => {
    const none = await fetch(`${gw.url}/api/v1/nothing`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await fetch(`${gw.url}/api/v1/webhooks/stripe`, { method: 'POST' })).status).toBe(404);
  });

  it("answers its own errors in the handlers' shape, in the caller's language, with nosniff (issue 9)", async () => {
    const sv = await fetch(`${gw.url}/api/v1/nothing`, { headers: { 'accept-language': 'sv-SE' } });
    expect(sv.status).toBe(404);
    expect(sv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sv.json()).toEqual({
      error: { code: 'not_found', message: 'Det finns ingen sådan API-väg.' },
    });
    const crash = await fetch(`${gw.url}/api/v1/boom`, { headers: { 'accept-language': 'sv' } });
    expect(await crash.json()).toEqual({
      error: { code: 'internal', message: 'Något gick fel hos oss. Försök igen.' },
    });
    const big = await fetch(`${gw.url}/api/v1/artworks/a1/images`, {
      method: 'POST',
      body: new Uint8Array(16 * 1024 * 1024 + 1),
      headers: { 'content-type': 'image/png', 'accept-language': 'sv' },
    });
    expect(big.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await big.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Förfrågan är för stor.' },
    });
  });

  it("drops a client's viewer-address and origin-secret headers: per-IP limits see the socket (issue 9)", async () => {
    seen.length = 0;
    await fetch(`${gw.url}/api/v1/artworks/featured`, {
      headers: { 'x-konstvagg-viewer-ip': '198.51.100.23', 'x-konstvagg-origin-secret': 'guess' },
    });
    const event = seen.at(-1)!;
    expect(event.headers['x-konstvagg-viewer-ip']).toBeUndefined();
    expect(event.headers['x-konstvagg-origin-secret']).toBeUndefined();
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  it('answers /media keys with NUL or over 1,024 bytes with 404, not 500 (issue 9)', async () => {
    expect((await fetch(`${gw.url}/media/a%00b.jpg`)).status).toBe(404);
    expect((await fetch(`${gw.url}/media/${'k'.repeat(1025)}.jpg`)).status).toBe(404);
  });

  it('hides handler crashes behind a 500 JSON without details', async () => {
    const res = await fetch(`${gw.url}/api/v1/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toContain('secret');
  });

  describe("refuses what API Gateway and Lambda refuse, with API Gateway's status (issue 42)", () => {
    const post = (bytes: number) =>
      fetch(`${gw.url}/api/v1/artworks/a1/images`, {
        method: 'POST',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/png' },
      });

    it("a body over HTTP API's 10 MB: 413, and nothing is invoked", async () => {
      seen.length = 0;
      expect((await post(AWS_LIMITS.apiPayloadBytes + 1)).status).toBe(413);
      expect(seen).toEqual([]);
    });

    it("an event over Lambda's 6 MB (a binary body is base64 in it): 413, nothing invoked; one just under goes", async () => {
      seen.length = 0;
      // 4.8 MB of file is 6.4 MB of base64, more than Lambda takes; 4.5 MB is 6.0 MB, which goes.
      const over = await post(4_800_000);
      expect(over.status).toBe(413);
      expect(await over.json()).toMatchObject({ error: { code: 'payload_too_large' } });
      expect(seen).toEqual([]);
      expect((await post(4_500_000)).status).toBe(200);
      expect(seen).toHaveLength(1);
    });

    it("an answer over Lambda's 6 MB: 500 without details, and the log says why", async () => {
      logged.length = 0;
      const res = await fetch(`${gw.url}/api/v1/huge`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: { code: 'internal' } });
      expect(logged.join('\n')).toMatch(/more than Lambda's 6291456 bytes/);
    });

    it('no answer within the integration timeout: 503', async () => {
      const res = await fetch(`${gw.url}/api/v1/slow`, { headers: { 'accept-language': 'sv' } });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'unavailable' } });
    });

    it("keeps HTTP API's own numbers (the CDK app sets its integrations' timeout from the same)", () => {
      expect(AWS_LIMITS).toEqual({
        apiPayloadBytes: 10_485_760,
        lambdaPayloadBytes: 6_291_456,
        integrationTimeoutMs: 29_000,
      });
    });
  });

  it('serves the shell as an SPA with security headers, and hashed assets compressed and immutable', async () => {
    const page = await fetch(`${gw.url}/artworks/a1?src=qr`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/); // the inline script is allowed by hash only

    const asset = await fetch(`${gw.url}/assets/index-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // fetch decodes transparently; check the encoding header and the decoded size
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect((await asset.text()).length).toBeGreaterThan(5000);
    expect((await fetch(`${gw.url}/assets/missing-Zz99Yy88.js`)).status).toBe(404);
  });

  it("answers / with the prerendered home page CloudFront would pick: the visitor's language and headline", async () => {
    const home = async (headers: Record<string, string>, query = '') => {
      const res = await fetch(`${gw.url}/${query}`, { headers: { accept: 'text/html', ...headers } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toContain('cookie');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      const html = await res.text();
      return `${/lang="(\w+)"/.exec(html)?.[1]}-${/data-hero-variant="(\w)"/.exec(html)?.[1]}`;
    };
    expect(await home({ cookie: 'hero=B', 'accept-language': 'sv-SE,sv;q=0.9' })).toBe('sv-B');
    expect(await home({ cookie: 'language=en; hero=C', 'accept-language': 'sv' })).toBe('en-C');
    expect(await home({ cookie: 'hero=C' }, '?lang=sv&hero=a')).toBe('sv-A');
    const firstVisits = new Set(await Promise.all(Array.from({ length: 30 }, () => home({}))));
    expect([...firstVisits].sort()).toEqual(['en-A', 'en-B', 'en-C']);
    // Any other shell route is still the plain shell page.
    expect(await (await fetch(`${gw.url}/about`, { headers: { accept: 'text/html' } })).text()).toContain(
      '<title>shell</title>',
    );
  });

  it('serves remotes from their own dist, with remoteEntry.js never cached long, and explains a missing build', async () => {
    const entry = await fetch(`${gw.url}/remotes/artist/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${gw.url}/remotes/venue/remoteEntry.js`);
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain('npm run build:frontends');
  });

  it('answers over HTTPS and HTTP/2 as over HTTP/1.1: the API, its errors, assets, the home page', async () => {
    expect(gw.tlsUrl).toMatch(/^https:\/\/localhost:\d+$/);
    const session = http2.connect(gw.tlsUrl!, { ca: tls.cert });
    const get = (p: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = session.request({ ':path': p, ...headers });
        const chunks: Buffer[] = [];
        let head: http2.IncomingHttpHeaders = {};
        req.on('response', (h) => (head = h));
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () =>
          resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
        );
        req.on('error', reject);
        req.end();
      });
    try {
      const api = await get('/api/v1/artworks/featured');
      expect(api.status).toBe(200);
      expect(JSON.parse(api.body.toString())).toEqual({
        routeKey: 'GET /api/v1/artworks/featured',
        params: null,
      });
      expect(session.alpnProtocol).toBe('h2');

      const error = await get('/api/v1/nothing', { 'accept-language': 'sv' });
      expect(error.status).toBe(404);
      expect(JSON.parse(error.body.toString())).toEqual({
        error: { code: 'not_found', message: 'Det finns ingen sådan API-väg.' },
      });

      const asset = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
      const plain = await fetch(`${gw.url}/assets/index-Ab12Cd34.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body.length).toBe(Number(plain.headers.get('content-length')));

      const home = await get('/?lang=sv&hero=b', { accept: 'text/html' });
      expect(home.status).toBe(200);
      expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(home.body.toString()).toContain('<html lang="sv"><h1 data-hero-variant="B">');
    } finally {
      session.close();
    }
  });

  it('moves the clock and lists the outbox through the dev routes', async () => {
    const moved = await fetch(`${gw.url}/_local/clock/advance`, {
      method: 'POST',
      body: JSON.stringify({ ms: 7 * 86_400_000 }),
    });
    expect(await moved.json()).toMatchObject({ offsetMs: 7 * 86_400_000, nowMs: 1_000_000 + 7 * 86_400_000 });
    const bad = await fetch(`${gw.url}/_local/clock/advance`, { method: 'POST', body: '{"ms":"soon"}' });
    expect(bad.status).toBe(400);
    expect(await (await fetch(`${gw.url}/_dev/mail.json`)).json()).toEqual({ data: [] });
    expect((await fetch(`${gw.url}/_local/unknown`, { method: 'POST' })).status).toBe(404);
  });
});

describe('static helpers', () => {
  it('caches hashed assets for a year and revalidates entry files', () => {
    expect(cacheControlFor('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/remotes/artist/assets/remoteEntry-Pkjn0zNC.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/remotes/artist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/remotes/artist/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('builds a CSP with hashes only for inline scripts', () => {
    const csp = contentSecurityPolicy('<script src="/a.js"></script>');
    // WebAssembly may compile (the venue scanner's QR decoder); JavaScript eval stays forbidden.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-eval'");
  });
});
