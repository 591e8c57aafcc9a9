import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * Turns an HTTP request into the API Gateway HTTP API payload 2.0 event, and a handler's result
 * back into status/headers/body, with API Gateway's conventions, so handlers behave the same
 * locally as behind API Gateway.
 */
export interface IncomingRequest {
  method: string;
  /** Path and query as received (`/api/v1/artworks?tag=a&tag=b`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml|[\w.+-]+\+xml|javascript|graphql))/i;

export function isTextContentType(contentType: string | undefined): boolean {
  return !contentType || TEXT_TYPES.test(contentType.trim());
}

/** Repeated keys are joined with commas, as API Gateway does for queryStringParameters. */
export function parseQueryString(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) out[k] = k in out ? `${out[k]},${v}` : v;
  return Object.keys(out).length ? out : undefined;
}

export function buildEventV2(
  req: IncomingRequest,
  match: { routeKey: string; pathParameters: Record<string, string> },
): APIGatewayProxyEventV2 {
  const q = req.url.indexOf('?');
  const rawPath = q < 0 ? req.url : req.url.slice(0, q);
  const rawQueryString = q < 0 ? '' : req.url.slice(q + 1);
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(key === 'cookie' ? '; ' : ',') : value;
    // Payload 2.0 moves cookies out of the headers into their own array.
    if (key === 'cookie') cookies = joined.split(/;\s*/).filter(Boolean);
    else headers[key] = joined;
  }
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${req.sourceIp}`
    : req.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= host.split(':')[1] ?? '80';

  const now = new Date();
  let body: string | undefined;
  let isBase64Encoded = false;
  if (req.body.length > 0) {
    if (isTextContentType(headers['content-type'])) body = req.body.toString('utf8');
    else {
      body = req.body.toString('base64');
      isBase64Encoded = true;
    }
  }
  const queryStringParameters = parseQueryString(rawQueryString);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host.split(':')[0] ?? 'localhost',
      domainPrefix: (host.split(':')[0] ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method.toUpperCase(),
        path: safeDecodePath(rawPath),
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: formatClf(now),
      timeEpoch: now.getTime(),
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded,
  };
  return event;
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Text bodies at least this long are encoded once per string (below); longer ones (exports) are rare. */
const ENCODE_ONCE_MIN = 16_384;
const KEEP_ENCODED_MAX = 1_000_000;
const encoded = new Map<string, Buffer>();

/**
 * A text body as UTF-8 bytes. A large one is kept for the next answer with the same string: a
 * cached page is the same string on every answer (lambda-kit sharedBody), and encoding 35 KB of
 * Swedish text took about 70 µs a time, API Gateway's work, not the app's, on the core the local
 * Lambdas share (issue 43). A lookup of another long string costs a comparison, not a hash: V8
 * hashes a string that long by its length.
 */
function utf8(text: string): Buffer {
  if (text.length < ENCODE_ONCE_MIN || text.length > KEEP_ENCODED_MAX) return Buffer.from(text, 'utf8');
  let bytes = encoded.get(text);
  if (!bytes) {
    bytes = Buffer.from(text, 'utf8');
    encoded.set(text, bytes);
    if (encoded.size > 16) encoded.delete(encoded.keys().next().value as string);
  }
  return bytes;
}

/**
 * A handler's result as API Gateway answers it. A result without statusCode is itself the JSON
 * body (payload 2.0's inferred format); `cookies` become Set-Cookie headers.
 */
export function resultToAnswer(result: APIGatewayProxyResultV2 | undefined): HttpAnswer {
  if (result === undefined || result === null)
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('') };
  if (typeof result !== 'object' || !('statusCode' in result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(result)),
    };
  }
  const headers: Record<string, string | string[]> = {};
  // A header a handler left undefined is not sent (API Gateway drops it too), never as "undefined".
  for (const [k, v] of Object.entries(result.headers ?? {}))
    if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  const body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : utf8(raw);
  if (!headers['content-type'] && body.length) headers['content-type'] = 'application/json';
  return { statusCode: result.statusCode ?? 200, headers, body };
}

function safeDecodePath(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** requestContext.time uses the CLF format: 12/Mar/2020:19:03:58 +0000. */
function formatClf(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}
