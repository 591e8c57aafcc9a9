import http from 'node:http';
import http2 from 'node:http2';
import type { TLSSocket } from 'node:tls';
import type { S3Client } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { apiMessage, languageFromAcceptLanguage } from '@konstvagg/i18n';
import { ORIGIN_SECRET_HEADER } from '@konstvagg/lambda-kit/origin';
import { VIEWER_IP_HEADER } from '@konstvagg/lambda-kit/rate-limit';
import { AWS_LIMITS } from '../aws-limits.ts';
import { API_BASE_PATH, type RouteDef, type ServiceName } from '@konstvagg/lambda-kit/routes';
import { buildEventV2, resultToAnswer } from './api-event.ts';
import { createRouter } from './api-routing.ts';
import { listOutbox, readBounceRequest, renderOutboxPage, sesFeedbackSnsEvent } from './engines/outbox.ts';
import { invokeService, lambdaContext, loadHandler } from './lambda-runtime.ts';
import { recordInvocation } from '@konstvagg/lambda-kit/spans';
import type { EdgeCache } from './edge-cache.ts';
import { createLanding } from './landing.ts';
import { listenOn } from './ports.ts';
import { serveMedia } from './media.ts';
import { htmlSecurityHeaders, serveFrontend } from './static-files.ts';

/**
 * The local origin, one HTTP server standing in for CloudFront + API Gateway:
 * - /api/v1/*  route table -> API Gateway v2 event -> the service's handler, in process
 * - /media/*   the media bucket (s3rver)
 * - /remotes/<name>/*, everything else: the built frontends (shell as SPA)
 * - dev only: /_dev/mail(.json) (the mail outbox), POST /_dev/mail/bounce (SES's bounce or complaint
 *   notification for an address, through SNS to the admin Lambda), /_local/clock[/advance] (the test clock),
 *   /_local/fx (the ECB rates stand-in: its XML file, and POST {"SEK": 11.2} to set a rate),
 *   /_dev/oauth/<provider>/* (the Google/Apple sign-in stand-in, engines/oauth-standin.ts)
 */

/**
 * Site-root files that are API routes (the catalog's sitemap and robots.txt), answered as
 * `/api/v1<path>`, as CloudFront's root behaviours do (infra/cdk frontends stack, ROOT_API_PATHS).
 */
export const ROOT_API_PATHS: readonly string[] = ['/sitemap.xml', '/robots.txt'];

export type RouteWithService = RouteDef & { service: ServiceName };
export type InvokeHttp = (
  service: ServiceName,
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyResultV2>;

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Also listen here on the same port (e.g. '::1', so http://localhost works whichever way it resolves). */
  extraHosts?: string[];
  routes: readonly RouteWithService[];
  /** Only these services' handlers are loaded; a route of another service answers 404, as if undeployed. */
  deployedServices: readonly ServiceName[];
  invoke?: InvokeHttp;
  s3: S3Client;
  mediaBucket: string;
  outboxDir: string;
  frontendsDir: string;
  serveFrontends: boolean;
  /** /_dev/* and /_local/* pages; never part of a deployment. */
  devRoutes: boolean;
  clock?: { now: () => number; advance: (ms: number) => Promise<number>; offsetMs: () => number };
  /** The Google/Apple sign-in stand-in, served under /_dev/oauth/ (dev routes only). */
  oauthStandin?: {
    handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
  };
  cspConnect?: string[];
  /** The Stripe stand-in, exposed at /_local/stripe/ (dev routes only) as Stripe.js would reach Stripe. */
  stripeApi?: string;
  /** The ECB rates stand-in (engines/ecb-rates.ts): /_local/fx and its XML file (dev routes only). */
  fxStandin?: {
    handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
  };
  /** CloudFront's cache of the server-rendered pages, emptied by the CloudFront stand-in's invalidations. */
  edgeCache?: EdgeCache;
  /**
   * Called once an API request that may change data (any method but GET, HEAD and OPTIONS) is
   * answered: the stack's table-stream poller looks at once instead of at its idle pace.
   */
  onWrite?: () => void;
  /** A shorter integration timeout than HTTP API's (AWS_LIMITS), for a test that must not wait 29 s. */
  integrationTimeoutMs?: number;
  quiet?: boolean;
  log?: (line: string) => void;
  /**
   * Also answer over HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as CloudFront serves
   * browsers, on `port` (0: a free one), with this key and certificate. `npm run lighthouse`
   * measures through it: the browser then fetches a page's scripts over one shared connection, as
   * a phone does from CloudFront, not six HTTP/1.1 connections with their queue.
   */
  tls?: { key: string | Buffer; cert: string | Buffer; port: number };
}

export interface Gateway {
  url: string;
  port: number;
  /** https://localhost:<port> when `tls` was given. */
  tlsUrl?: string;
  stop(): Promise<void>;
}

const defaultInvoke: InvokeHttp = async (service, event) => {
  const handler = await loadHandler(service);
  return (await handler(event, lambdaContext(service))) as APIGatewayProxyResultV2;
};

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(data.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(data);
}

/**
 * An error the gateway makes itself (no route, body too large, timeout, a crash), in the handlers'
 * shape and codes (`{error:{code,message}}`, `internal` for a crash) and the caller's language.
 */
export function sendGatewayError(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  code: 'not_found' | 'payload_too_large' | 'unavailable' | 'internal',
  messageKey: string,
  headers: Record<string, string> = {},
) {
  const header = req.headers['accept-language'];
  const lang = languageFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
  sendJson(
    res,
    status,
    { error: { code, message: apiMessage(lang, messageKey) } },
    {
      'content-language': lang,
      ...headers,
    },
  );
}

/**
 * Headers only CloudFront may set (infra/cdk frontends stack): a client's copy is dropped, so locally
 * the per-IP limits see the socket address (docs/decisions.md).
 */
const EDGE_ONLY_HEADERS = [VIEWER_IP_HEADER, ORIGIN_SECRET_HEADER];

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const deployed = new Set(opts.deployedServices);
  const match = createRouter(opts.routes.filter((r) => deployed.has(r.service)));
  const invoke = opts.invoke ?? defaultInvoke;

  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: string,
    pathname: string,
  ) {
    const route = match(req.method ?? 'GET', pathname);
    if (!route) {
      sendGatewayError(req, res, 404, 'not_found', 'error.route_not_found');
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, AWS_LIMITS.apiPayloadBytes);
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        sendGatewayError(req, res, 413, 'payload_too_large', 'error.payload_too_large', {
          connection: 'close',
        });
        return;
      }
      throw err;
    }
    const event = buildEventV2(
      {
        method: req.method ?? 'GET',
        url,
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => !EDGE_ONLY_HEADERS.includes(name.toLowerCase())),
        ),
        body,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      },
      route,
    );
    // Lambda takes an event of at most 6 MB (a binary body is base64 in it): API Gateway answers 413.
    if (!fitsLambdaPayload(event)) {
      sendGatewayError(req, res, 413, 'payload_too_large', 'error.payload_too_large');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        // Timed with the calls inside it where `npm run bench` asks (lambda-kit spans.ts).
        recordInvocation(route.routeKey, () => invoke(route.route.service, event)),
        new Promise<'timeout'>((r) => {
          timer = setTimeout(
            () => r('timeout'),
            opts.integrationTimeoutMs ?? AWS_LIMITS.integrationTimeoutMs,
          );
        }),
      ]);
      if (result === 'timeout') {
        sendGatewayError(req, res, 503, 'unavailable', 'error.unavailable');
        return;
      }
      // An answer over Lambda's 6 MB fails the invocation on AWS, which API Gateway answers with 500.
      if (!fitsLambdaPayload(result ?? null)) {
        log(
          `handler konstvagg-${route.route.service} answered ${route.routeKey} with more than Lambda's ${AWS_LIMITS.lambdaPayloadBytes} bytes: AWS would fail the invocation`,
        );
        sendGatewayError(req, res, 500, 'internal', 'error.internal');
        return;
      }
      const answer = resultToAnswer(result);
      res.writeHead(answer.statusCode, { ...answer.headers, 'content-length': String(answer.body.length) });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
    } catch (err) {
      // The details go to the log, never to the client.
      log(
        `handler konstvagg-${route.route.service} crashed on ${route.routeKey}: ${(err as Error).stack ?? String(err)}`,
      );
      sendGatewayError(req, res, 500, 'internal', 'error.internal');
    } finally {
      clearTimeout(timer);
      if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET')) opts.onWrite?.();
    }
  }

  /**
   * /_local/stripe/<path> -> the stand-in's /<path>: what a browser's Stripe.js does against
   * api.stripe.com (confirm a PaymentIntent with the publishable key and its client_secret), on
   * the one origin. Dev and e2e only; the CDK app has no such route.
   */
  async function proxyStripe(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const target = new URL(url.slice('/_local/stripe'.length), opts.stripeApi);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, 1024 * 1024);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'stripe-version', 'accept']) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    const out = Buffer.from(await answer.arrayBuffer());
    const passHeaders: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'request-id', 'idempotency-key', 'location', 'stripe-version']) {
      const v = answer.headers.get(name);
      if (v) passHeaders[name] = v;
    }
    res.writeHead(answer.status, { ...passHeaders, 'content-length': String(out.length) });
    res.end(out);
  }

  async function handleDev(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (!opts.devRoutes) return false;
    if (pathname === '/_dev/mail' && req.method === 'GET') {
      const body = renderOutboxPage(listOutbox(opts.outboxDir));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...htmlSecurityHeaders(body),
      });
      res.end(body);
      return true;
    }
    if (pathname.startsWith('/_dev/oauth/') && opts.oauthStandin) {
      if (await opts.oauthStandin.handle(req, res, pathname)) return true;
    }
    if (pathname === '/_dev/mail.json' && req.method === 'GET') {
      const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to') ?? undefined;
      // One recipient's mails, all of them (a demo account gets hundreds in a long test run).
      sendJson(res, 200, { data: listOutbox(opts.outboxDir, to ? Number.MAX_SAFE_INTEGER : 200, to) });
      return true;
    }
    if (pathname === '/_dev/mail/bounce' && req.method === 'POST' && deployed.has('admin')) {
      // What SES and SNS do on AWS when a mail bounces or its reader complains (issue 41): the
      // configuration set's event, delivered by SNS to the admin Lambda, invoked as SNS invokes it.
      const asked = readBounceRequest((await readBody(req, 64 * 1024)).toString('utf8'));
      if ('error' in asked) {
        sendJson(res, 400, { error: { code: 'validation_error', message: asked.error, field: asked.field } });
        return true;
      }
      const at = new Date(opts.clock?.now() ?? Date.now()).toISOString();
      const result = await invokeService('admin', sesFeedbackSnsEvent({ ...asked, at }));
      sendJson(res, 200, { email: asked.email, type: asked.type, feedbackId: asked.feedbackId, result });
      return true;
    }
    if (pathname.startsWith('/_local/stripe/') && opts.stripeApi) {
      await proxyStripe(req, res);
      return true;
    }
    if (pathname.startsWith('/_local/fx') && opts.fxStandin) {
      if (await opts.fxStandin.handle(req, res, pathname)) return true;
    }
    if (pathname === '/_local/clock' && req.method === 'GET' && opts.clock) {
      const now = opts.clock.now();
      sendJson(res, 200, { now: new Date(now).toISOString(), nowMs: now, offsetMs: opts.clock.offsetMs() });
      return true;
    }
    if (pathname === '/_local/clock/advance' && req.method === 'POST' && opts.clock) {
      const raw = await readBody(req, 64 * 1024);
      let ms: number;
      try {
        ms = Number((JSON.parse(raw.toString('utf8') || '{}') as { ms?: unknown }).ms);
      } catch {
        ms = Number.NaN;
      }
      if (!Number.isFinite(ms)) {
        sendJson(res, 400, {
          error: { code: 'validation_error', message: 'Body must be JSON {"ms": <number>}', field: 'ms' },
        });
        return true;
      }
      // Resolves after due schedules have run, so the caller sees their effects at once.
      const now = await opts.clock.advance(ms);
      sendJson(res, 200, { now: new Date(now).toISOString(), nowMs: now, offsetMs: opts.clock.offsetMs() });
      return true;
    }
    return false;
  }

  let boundPort = opts.port;
  const serveLanding = createLanding({
    frontendsDir: opts.frontendsDir,
    apiOrigin: () => `http://127.0.0.1:${boundPort}`,
    csp: { connect: opts.cspConnect ?? [] },
    edgeCache: opts.edgeCache,
    log,
  });

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (!opts.quiet) {
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(`${req.method} ${pathname} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
    }
    const work = async () => {
      if (pathname === API_BASE_PATH || pathname.startsWith(`${API_BASE_PATH}/`))
        return handleApi(req, res, url, pathname);
      if (ROOT_API_PATHS.includes(pathname))
        return handleApi(req, res, `${API_BASE_PATH}${url}`, `${API_BASE_PATH}${pathname}`);
      if (pathname.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) {
        let key: string;
        try {
          key = decodeURIComponent(pathname.slice('/media/'.length));
        } catch {
          key = '';
        }
        return serveMedia(req, res, key, opts.s3, opts.mediaBucket);
      }
      if (await handleDev(req, res, pathname)) return;
      if (
        pathname.startsWith('/api/') ||
        pathname === '/api' ||
        pathname.startsWith('/_local/') ||
        pathname.startsWith('/_dev/')
      ) {
        sendGatewayError(req, res, 404, 'not_found', 'error.route_not_found');
        return;
      }
      if (!opts.serveFrontends) {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found (frontends are not served by this stack)');
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
          .end('Method not allowed');
        return;
      }
      if (await serveLanding(req, res, url)) return;
      serveFrontend(req, res, pathname, {
        frontendsDir: opts.frontendsDir,
        csp: { connect: opts.cspConnect ?? [] },
      });
    };
    work().catch((err: unknown) => {
      log(`gateway error on ${req.method} ${pathname}: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) sendGatewayError(req, res, 500, 'internal', 'error.internal');
      else res.destroy();
    });
  };

  const servers: http.Server[] = [];
  const make = () => {
    const s = http.createServer({ requestTimeout: 120_000 }, onRequest);
    s.keepAliveTimeout = 65_000; // longer than typical client pools, so keep-alive reuse never races a close
    // A request Node refuses before the gateway sees it (headers or URL over 16 KB, a malformed
    // request line) still gets the JSON error shape; its headers were not read, so in English.
    s.on('clientError', (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy();
      const overflow = err.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({
        error: overflow
          ? { code: 'payload_too_large', message: apiMessage('en', 'error.payload_too_large') }
          : { code: 'validation_failed', message: apiMessage('en', 'error.validation_failed') },
      });
      socket.end(
        `HTTP/1.1 ${overflow ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          'content-type: application/json; charset=utf-8\r\nx-content-type-options: nosniff\r\n' +
          `cache-control: no-store\r\nconnection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    servers.push(s);
    return s;
  };
  const host = opts.host ?? '127.0.0.1';
  const port = await listenOn(make(), opts.port, host);
  boundPort = port;
  for (const extra of opts.extraHosts ?? []) {
    const s = make();
    await listenOn(s, port, extra).catch(() => servers.splice(servers.indexOf(s), 1)); // no IPv6 here: fine
  }

  // The same handler behind TLS. Node's HTTP/2 compatibility objects take the calls the handler
  // makes (writeHead, setHeader, end, pipe); no answer sets a connection-specific header, which
  // HTTP/2 forbids.
  let secure: http2.Http2SecureServer | undefined;
  const tlsSockets = new Set<TLSSocket>();
  let tlsUrl: string | undefined;
  if (opts.tls) {
    secure = http2.createSecureServer(
      { key: opts.tls.key, cert: opts.tls.cert, allowHTTP1: true },
      onRequest as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
    );
    secure.on('secureConnection', (socket) => {
      tlsSockets.add(socket);
      socket.once('close', () => tlsSockets.delete(socket));
    });
    const tlsPort = await listenOn(secure as unknown as http.Server, opts.tls.port, host);
    tlsUrl = `https://localhost:${tlsPort}`;
  }

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    ...(tlsUrl ? { tlsUrl } : {}),
    async stop() {
      for (const socket of tlsSockets) socket.destroy();
      await Promise.all([
        new Promise<void>((r) => (secure ? secure.close(() => r()) : r())),
        ...servers.map(
          (s) =>
            new Promise<void>((r) => {
              s.close(() => r());
              s.closeAllConnections();
            }),
        ),
      ]);
    },
  };
}

/**
 * Whether `value` (an event or an answer) serialized as Lambda would serialize it fits Lambda's
 * 6 MB payload. It is serialized only when an upper bound of its JSON's size is over the limit: a
 * 34 KB list page was serialized a second time per request just for this check, and even the
 * event without its body cost about a twentieth of a cached browse request (issue 43).
 */
function fitsLambdaPayload(value: unknown): boolean {
  if (jsonBytesAtMost(value) <= AWS_LIMITS.lambdaPayloadBytes) return true;
  return Buffer.byteLength(JSON.stringify(value)) <= AWS_LIMITS.lambdaPayloadBytes;
}

/**
 * At least as many bytes as `JSON.stringify(value)` writes: a UTF-16 unit of a string is at most 6
 * bytes (`\u001f`), a number at most 24 characters, and each key, colon, comma and quote is counted.
 */
function jsonBytesAtMost(value: unknown): number {
  if (typeof value === 'string') return value.length * 6 + 2;
  if (typeof value !== 'object' || value === null) return 24;
  // What writes itself (a Date, a Buffer) is measured by serializing.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return Number.POSITIVE_INFINITY;
  let bytes = 2;
  if (Array.isArray(value)) {
    for (const item of value) bytes += jsonBytesAtMost(item) + 1;
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) bytes += key.length * 6 + 4 + jsonBytesAtMost(item);
  return bytes;
}
