import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { apiBaseUrl, outbox, postJson, type ApiResponse } from '@konstvagg/test-kit';

/** Answers are read field by field, as a client reads them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;

export const api = (path: string) => `/api/v1${path}`;

/** An address no other test uses (the local pool and table are shared by every test file). */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@test.konstvagg.local`;

export const PASSWORD = 'Konst-Test-2026';

export function registration(role: 'artist' | 'venue' | 'buyer', extra: Record<string, unknown> = {}) {
  const base: Record<string, unknown> = {
    role,
    name: 'Test Person Testsson',
    email: uniqueEmail(role),
    password: PASSWORD,
    phone: '+46701234567',
    terms_accepted: true,
  };
  if (role === 'artist')
    Object.assign(base, { artist_name: 'Test Artist', bio: 'I paint the light over Lake Mälaren.' });
  if (role === 'venue')
    Object.assign(base, {
      venue_name: 'Testcaféet',
      location: 'Drottninggatan 1, Stockholm',
      venue_type: 'gallery',
    });
  return { ...base, ...extra } as Record<string, unknown> & { email: string; password: string };
}

export const register = (body: Record<string, unknown>, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api('/auth/register'), body, { lang });

export const login = (email: string, password: string, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api('/auth/login'), { email, password }, { lang });

/** The newest mail link of a kind sent to an address (the test stack's outbox). */
export async function latestLinkToken(
  email: string,
  kind: 'verify-email' | 'reset-password',
): Promise<string | null> {
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`);
  for (const mail of await outbox(email)) {
    const m = pattern.exec(mail.text ?? '');
    if (m) return m[1]!;
  }
  return null;
}

/**
 * A request from another client address: the gateway takes sourceIp from the socket, and every
 * 127.x.y.z address is this machine's loopback, so a test can be "another IP" for real.
 */
export function requestFrom(
  ip: string,
  method: string,
  path: string,
  opts: { body?: unknown; lang?: 'sv' | 'en'; token?: string } = {},
): Promise<ApiResponse<Body>> {
  const url = new URL(path, apiBaseUrl());
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: ip,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.lang ? { 'accept-language': opts.lang } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          let body: Body = text;
          try {
            body = text ? JSON.parse(text) : text;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body, headers });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** A loopback address of its own for one test (127.<random>.<random>.<random>). */
export function freshLoopbackIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `127.${b()}.${b()}.${b()}`;
}
