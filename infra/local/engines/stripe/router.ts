import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { accountPages, accountRoutes } from './accounts.ts';
import { StripeApiError, type ApiRoute } from './api.ts';
import { chargeRoutes } from './charges.ts';
import { disputeControls, disputeRoutes } from './disputes.ts';
import { eventControls, eventRoutes } from './events.ts';
import { parseStripeForm } from './form.ts';
import { payPages } from './pay-page.ts';
import { paymentIntentRoutes } from './payment-intents.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { redirectMethodControls, redirectMethodPages } from './redirect-methods.ts';
import { refundControls, refundRoutes } from './refunds.ts';
import { esc, html, jsonBody, refuse, send, type StandinRequest, type StandinRoute } from './responses.ts';
import type { Standin } from './state.ts';
import { transferControls, transferRoutes } from './transfers.ts';

/**
 * The stand-in's one HTTP entry: `/v1/*` is the REST API (API keys, form params, Idempotency-Key,
 * Stripe's error shape), `/_standin/*` the test controls (JSON) and the browser pages.
 */

const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

const apiRoutes: ApiRoute[] = [
  ...paymentIntentRoutes,
  ...paymentMethodRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...disputeRoutes,
  ...transferRoutes,
  ...accountRoutes,
  ...eventRoutes,
];

/** Test controls: in memory only, they answer JSON. */
const controls: StandinRoute[] = [
  { method: 'GET', path: /^\/_standin\/state$/, handle: dumpState },
  { method: 'POST', path: /^\/_standin\/latency$/, handle: setLatency },
  ...eventControls,
  ...refundControls,
  ...transferControls,
  ...disputeControls,
  ...redirectMethodControls,
];

/** Pages standing in for Stripe-hosted screens (an error is shown as a page). */
const pages: StandinRoute[] = [...accountPages, ...redirectMethodPages, ...payPages];

export interface ApiKeys {
  /** The secret key the SDK must send (any `sk_test_` key when omitted). */
  secretKey?: string;
  publishableKey?: string;
}

export function createRouter(s: Standin, keys: ApiKeys): http.RequestListener {
  return (r, res) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(r.url ?? '/', 'http://localhost');
      const method = r.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
          'access-control-allow-methods': 'GET, POST',
        });
        res.end();
        return;
      }
      if (url.pathname.startsWith('/_standin/')) {
        handleStandin(s, { method, url, body, res });
        return;
      }
      const slow = [...s.controls.latency].find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
      if (slow?.when === 'after') answerLate(res, slow.ms);
      if (slow?.when === 'before') setTimeout(() => handleApi(s, keys, r, res, url, body), slow.ms);
      else handleApi(s, keys, r, res, url, body);
    });
  };
}

function matchRoute(routes: StandinRoute[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method && route.method !== method) continue;
    const match = pathname.match(route.path);
    if (match) return { route, match };
  }
  return undefined;
}

function handleStandin(s: Standin, req: Omit<StandinRequest, 'match'>) {
  const control = matchRoute(controls, req.method, req.url.pathname);
  if (control) {
    control.route.handle(s, { ...req, match: control.match });
    return;
  }
  const page = matchRoute(pages, req.method, req.url.pathname);
  if (!page) {
    html(req.res, 404, 'Not found', '');
    return;
  }
  try {
    page.route.handle(s, { ...req, match: page.match });
  } catch (err) {
    html(req.res, 500, 'Error', `<p>${esc((err as Error).message)}</p>`);
  }
}

/** `GET /_standin/state`: every object and delivery, as JSON (idempotency records left out). */
function dumpState(s: Standin, { res }: StandinRequest) {
  send(
    res,
    200,
    JSON.stringify({ ...s.state, idempotency: undefined, deliveries: s.webhooks.deliveries() }, null, 2),
  );
}

/**
 * `POST /_standin/latency {"path": "/v1/accounts/acct_…", "ms": 1500}`: API calls under a path
 * answer this many ms late (ms 0 ends it), so a test can hold a webhook "in progress"
 * deterministically: `before` they are carried out (the call has not reached Stripe yet), or
 * `after` (Stripe did it, and the answer is slow to come back: a process killed meanwhile never
 * learns it).
 */
function setLatency(s: Standin, { res, body }: StandinRequest) {
  const input = jsonBody(body);
  const { path, ms } = input;
  const when = input.when ?? 'before';
  if (
    typeof path !== 'string' ||
    !path.startsWith('/v1/') ||
    typeof ms !== 'number' ||
    ms < 0 ||
    ms > 30_000 ||
    (when !== 'before' && when !== 'after')
  ) {
    refuse(res, 400, 'Send {"path": "/v1/...", "ms": 0..30000, "when": "before"|"after"}.');
    return;
  }
  if (ms === 0) s.controls.latency.delete(path);
  else s.controls.latency.set(path, { ms, when });
  send(res, 200, JSON.stringify({ latency: Object.fromEntries(s.controls.latency) }));
}

/** Holds a response's head and body back for `ms` after the call was carried out. */
function answerLate(res: http.ServerResponse, ms: number) {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
  const end = res.end.bind(res) as (...a: unknown[]) => http.ServerResponse;
  let head: unknown[] = [];
  res.writeHead = ((...a: unknown[]) => {
    head = a;
    return res;
  }) as typeof res.writeHead;
  res.end = ((...a: unknown[]) => {
    setTimeout(() => {
      if (res.destroyed) return;
      if (head.length) writeHead(...head);
      end(...a);
    }, ms);
    return res;
  }) as typeof res.end;
}

/** Which key the call carries: the secret key, or the publishable one on a route open to it. */
function authorize(keys: ApiKeys, header: string | undefined, route: ApiRoute): { publishable: boolean } {
  let key = '';
  if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header?.startsWith('Basic '))
    key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? '';
  const masked = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
  const reject = () =>
    new StripeApiError(401, {
      type: 'invalid_request_error',
      message: key
        ? `Invalid API Key provided: ${masked}`
        : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    });
  if (!key) throw reject();
  if (key.startsWith('pk_')) {
    if (!route.publishable || (keys.publishableKey && key !== keys.publishableKey)) throw reject();
    return { publishable: true };
  }
  if (keys.secretKey ? key !== keys.secretKey : !key.startsWith('sk_test_')) throw reject();
  return { publishable: false };
}

function handleApi(
  s: Standin,
  keys: ApiKeys,
  r: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  body: string,
) {
  const requestId = `req_${randomBytes(7).toString('hex')}`;
  const method = r.method ?? 'GET';
  const found = apiRoutes
    .map((route) => ({ route, match: route.method === method ? url.pathname.match(route.path) : null }))
    .find((x) => x.match);
  if (!found?.match) {
    send(
      res,
      404,
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in implements only the calls Konstvägg makes.`,
        },
      }),
      { 'request-id': requestId },
    );
    return;
  }
  const { route, match } = found;
  const idempotencyKey =
    method === 'POST' ? ((r.headers['idempotency-key'] as string | undefined) ?? null) : null;
  try {
    const auth = authorize(keys, r.headers.authorization, route);
    const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
    const idemKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    if (idemKey) {
      const prior = s.state.idempotency[idemKey];
      if (prior && Date.now() - prior.at < IDEMPOTENCY_TTL_MS) {
        if (prior.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        send(res, prior.status, prior.body, {
          'request-id': requestId,
          'idempotency-key': idempotencyKey!,
          'idempotent-replayed': 'true',
        });
        return;
      }
    }
    let status = 200;
    let out: string;
    try {
      out = JSON.stringify(
        route.handle(s, { form, requestId, idempotencyKey, publishable: auth.publishable }, match),
        null,
        2,
      );
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      out = JSON.stringify(
        { error: { ...err.body, request_log_url: `${s.baseUrl}/_standin/logs/${requestId}` } },
        null,
        2,
      );
    }
    // Stripe stores the first answer, errors included (except 5xx), and replays it.
    if (idemKey) {
      s.state.idempotency[idemKey] = { at: Date.now(), fingerprint, status, body: out };
      for (const [k, v] of Object.entries(s.state.idempotency))
        if (Date.now() - v.at > IDEMPOTENCY_TTL_MS) delete s.state.idempotency[k];
      s.save();
    }
    send(res, status, out, {
      'request-id': requestId,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    });
  } catch (err) {
    if (err instanceof StripeApiError) {
      send(res, err.status, JSON.stringify({ error: err.body }), { 'request-id': requestId });
      return;
    }
    s.log(`stripe stand-in error: ${(err as Error).stack ?? String(err)}`);
    send(
      res,
      500,
      JSON.stringify({
        error: { type: 'api_error', message: 'An unknown error occurred in the local Stripe stand-in.' },
      }),
      { 'request-id': requestId },
    );
  }
}
