import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod';
import { createHttpHandler, defineOperation, sharedBody, type HttpEvent } from './http.ts';

// The suspension check reads the user's record in DynamoDB: this unit test of the chain has no
// table, so it stands in for an account that is not suspended. The check itself is proven against
// DynamoDB Local in services/admin/test/admin-console.int.test.ts.
vi.mock('./suspension.ts', () => ({ refuseSuspended: async () => {} }));
import { conflict } from './errors.ts';
import type { ServiceRoutes } from './routes.ts';

// A real JWKS endpoint on loopback and real signed tokens: the kit verifies them exactly as on AWS.
let server: Server;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let issuer: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool_1`;
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: 'pool_1',
    COGNITO_CLIENT_ID: 'client-1',
    COGNITO_ISSUER: issuer,
    COGNITO_JWKS_URL: `${issuer}/.well-known/jwks.json`,
    LOG_LEVEL: 'SILENT',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function token(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; expiresIn?: string | number } = {},
) {
  return new SignJWT({ token_use: 'access', client_id: 'client-1', 'cognito:groups': ['venue'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(opts.key ?? privateKey);
}

const routes: ServiceRoutes = {
  service: 'catalog',
  routes: [
    { method: 'GET', path: '/things/{id}', access: 'public', operation: 'getThing' },
    { method: 'POST', path: '/things', access: ['venue', 'admin'], operation: 'createThing' },
    { method: 'GET', path: '/maybe', access: 'optional', operation: 'maybe' },
    { method: 'POST', path: '/race', access: 'public', operation: 'race' },
    { method: 'PUT', path: '/notes', access: 'public', operation: 'note' },
    { method: 'GET', path: '/aws', access: 'public', operation: 'aws' },
    { method: 'GET', path: '/page', access: 'public', operation: 'page' },
  ],
};

/** A list page as a cache hands it out: how often its JSON is written is counted (toJSON). */
let pageWrites = 0;
let pageShared = true;
const makePage = () => ({
  works: [{ id: 'art-1', title: 'Röd natt' }],
  toJSON() {
    pageWrites += 1;
    return { works: this.works };
  },
});
const cachedPage = sharedBody(makePage());

const handler = createHttpHandler(routes, {
  getThing: defineOperation({
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ limit: z.coerce.number().int().max(10).optional() }),
    run: async ({ params, query }) => ({ body: { id: params.id, limit: query.limit ?? null } }),
  }),
  createThing: defineOperation({
    body: z.object({ title: z.string().min(2), price: z.number().min(50) }).strict(),
    run: async ({ body, caller }) => ({ status: 201, body: { ...body, by: caller?.role } }),
  }),
  maybe: defineOperation({ run: async ({ caller }) => ({ body: { role: caller?.role ?? null } }) }),
  race: defineOperation({
    run: async () => {
      throw conflict();
    },
  }),
  // Like the favourite route: an optional note, stored as given (a missing note would wipe it).
  note: defineOperation({
    body: z.object({ notes: z.string().max(500).optional() }).strict(),
    run: async ({ body }) => {
      notesSeen.push(body);
      return { body: { stored: body.notes ?? null } };
    },
  }),
  page: defineOperation({ run: async () => ({ body: pageShared ? cachedPage : makePage() }) }),
  aws: defineOperation({
    query: z.object({ status: z.string().optional(), name: z.string().optional() }),
    run: async ({ query }) => {
      // What an AWS SDK v3 call throws (a ServiceException): $fault, $metadata and a name.
      throw Object.assign(new Error('from AWS'), {
        name: query.name ?? 'ValidationException',
        $fault: Number(query.status) >= 500 ? 'server' : 'client',
        $metadata: { httpStatusCode: Number(query.status ?? 400) },
      });
    },
  }),
});
const notesSeen: unknown[] = [];

function event(
  method: string,
  routePath: string,
  init: {
    path?: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): HttpEvent {
  const rawPath = `/api/v1${init.path ?? routePath}`;
  return {
    version: '2.0',
    routeKey: `${method} /api/v1${routePath}`,
    rawPath,
    rawQueryString: new URLSearchParams(init.query).toString(),
    headers: { 'content-type': 'application/json', ...init.headers },
    queryStringParameters: init.query,
    pathParameters: init.params,
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'r1',
      routeKey: `${method} /api/v1${routePath}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
  };
}

async function call(e: HttpEvent) {
  const res = await handler(e, {} as Context);
  return {
    status: res.statusCode ?? 0,
    headers: res.headers ?? {},
    body: res.body ? JSON.parse(res.body) : null,
  };
}

describe('the Lambda kit chain', () => {
  it('validates path and query and answers JSON with security headers', async () => {
    const ok = await call(
      event('GET', '/things/{id}', { path: '/things/42', params: { id: '42' }, query: { limit: '5' } }),
    );
    expect(ok).toMatchObject({ status: 200, body: { id: '42', limit: 5 } });
    expect(ok.headers['Strict-Transport-Security'] ?? ok.headers['strict-transport-security']).toBeTruthy();
    expect(ok.headers['Content-Type']).toMatch(/application\/json/);
  });

  it('names each bad field, in English by default and in Swedish when asked', async () => {
    const en = await call(
      event('GET', '/things/{id}', { path: '/things/x', params: { id: 'x' }, query: { limit: '99' } }),
    );
    expect(en.status).toBe(400);
    expect(en.body.error.code).toBe('validation_failed');
    expect(en.body.error.message).toBe('Some fields are not valid.');
    expect(en.body.error.fields).toEqual({
      id: 'This value has the wrong format.',
      limit: 'Must be at most 10.',
    });

    const sv = await call(
      event('GET', '/things/{id}', {
        path: '/things/x',
        params: { id: 'x' },
        headers: { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' },
      }),
    );
    expect(sv.body.error.message).toBe('Några fält är inte giltiga.');
    expect(sv.body.error.fields.id).toBe('Värdet har fel format.');
  });

  it('answers a malformed JSON body with 400 bad_json, not a 500', async () => {
    const t = await token({});
    const res = await call(
      event('POST', '/things', { body: '{"title": ', headers: { authorization: `Bearer ${t}` } }),
    );
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'bad_json' } } });
  });

  it('lets the right role in and validates the body, naming missing and unknown fields', async () => {
    const t = await token({});
    const created = await call(
      event('POST', '/things', {
        body: JSON.stringify({ title: 'Skärgård', price: 450 }),
        headers: { authorization: `Bearer ${t}` },
      }),
    );
    expect(created).toMatchObject({ status: 201, body: { title: 'Skärgård', price: 450, by: 'venue' } });

    const bad = await call(
      event('POST', '/things', {
        body: JSON.stringify({ price: 10, extra: 1 }),
        headers: { authorization: `Bearer ${t}` },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      title: 'This field is required.',
      price: 'Must be at least 50.',
      extra: 'This field is not accepted here.',
    });
  });

  it('refuses a missing token (401), a wrong role (403), an ID token, a foreign signature and an expired token (401)', async () => {
    const post = (headers: Record<string, string>) =>
      call(event('POST', '/things', { body: '{"title":"ab","price":60}', headers }));
    expect((await post({})).status).toBe(401);
    expect((await post({})).headers['WWW-Authenticate']).toBe('Bearer');
    expect(
      (await post({ authorization: `Bearer ${await token({ 'cognito:groups': ['buyer'] })}` })).status,
    ).toBe(403);
    expect(
      (await post({ authorization: `Bearer ${await token({ token_use: 'id' })}` })).body.error.code,
    ).toBe('unauthorized');
    expect((await post({ authorization: `Bearer ${await token({}, { key: otherKey })}` })).status).toBe(401);
    const expired = await post({
      authorization: `Bearer ${await token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
      'accept-language': 'sv',
    });
    expect(expired).toMatchObject({
      status: 401,
      body: { error: { message: 'Din session har gått ut. Logga in igen.' } },
    });
    const otherClient = await post({ authorization: `Bearer ${await token({ client_id: 'someone-else' })}` });
    expect(otherClient.status).toBe(401);
  });

  it('treats optional routes as anonymous without a token but refuses a bad one', async () => {
    expect((await call(event('GET', '/maybe'))).body).toEqual({ role: null });
    expect(
      (await call(event('GET', '/maybe', { headers: { authorization: `Bearer ${await token({})}` } }))).body,
    ).toEqual({ role: 'venue' });
    expect(
      (await call(event('GET', '/maybe', { headers: { authorization: 'Bearer not-a-jwt' } }))).status,
    ).toBe(401);
  });

  it('maps typed errors to their status and an unknown route to 404', async () => {
    expect((await call(event('POST', '/race'))).status).toBe(409);
    expect((await call(event('GET', '/nowhere'))).body.error.code).toBe('not_found');
  });

  it('refuses to build a service whose route names a missing operation', () => {
    expect(() =>
      createHttpHandler(
        { service: 'stats', routes: [{ method: 'GET', path: '/x', access: 'public', operation: 'nope' }] },
        {},
      ),
    ).toThrow(/nope/);
  });

  it('always answers a 4xx JSON error, never a 5xx, whatever the path, query and body', async () => {
    const t = await token({});
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.dictionary(fc.string(), fc.string()),
        fc.string(),
        async (id, query, body) => {
          const a = await call(
            event('GET', '/things/{id}', {
              path: `/things/${encodeURIComponent(id)}`,
              params: { id },
              query,
            }),
          );
          expect(a.status === 200 || (a.status >= 400 && a.status < 500)).toBe(true);
          const b = await handler(
            event('POST', '/things', { body, headers: { authorization: `Bearer ${t}` } }),
            {} as Context,
          );
          expect(b.statusCode === 201 || (b.statusCode! >= 400 && b.statusCode! < 500)).toBe(true);
          expect(() => JSON.parse(b.body ?? '')).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses __proto__, constructor and prototype keys in a body at any depth: the operation never runs (issue 9)', async () => {
    for (const body of [
      '{"__proto__":{"notes":"x"}}',
      '{"notes":"kept","__proto__":null}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"notes":"a","nested":[{"prototype":1}]}',
    ]) {
      const before = notesSeen.length;
      const res = await call(event('PUT', '/notes', { body, headers: { 'accept-language': 'sv' } }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toBe('Några fält är inte giltiga.');
      expect(Object.values(res.body.error.fields as object)).toContain('Fältnamnet är inte tillåtet.');
      expect(notesSeen.length).toBe(before);
    }
    expect((await call(event('PUT', '/notes', { body: '{"notes":"ok"}' }))).body).toEqual({ stored: 'ok' });
  });

  it("answers a body nested deeper than 32 levels with 400 naming the body, in the caller's language, not a 500", async () => {
    const depth = 20_000;
    for (const body of [
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ]) {
      const before = notesSeen.length;
      const sv = await call(event('PUT', '/notes', { body, headers: { 'accept-language': 'sv' } }));
      expect(sv.status).toBe(400);
      expect(sv.body.error.code).toBe('validation_failed');
      expect(sv.body.error.fields).toEqual({ body: 'Innehållet är nästlat för djupt (högst 32 nivåer).' });
      const en = await call(event('PUT', '/notes', { body }));
      expect(en.body.error.fields).toEqual({ body: 'The body is nested too deeply (at most 32 levels).' });
      expect(notesSeen.length).toBe(before);
    }
    // 32 levels is still a body (refused here only because /notes wants an object of its own shape).
    const ok = await call(
      event('PUT', '/notes', { body: '{"notes":"ok","x":' + '['.repeat(30) + ']'.repeat(30) + '}' }),
    );
    expect(ok.body.error?.fields?.body).toBeUndefined();
  });

  it('never runs an operation whose body failed, even when the failing key cannot be named', async () => {
    const before = notesSeen.length;
    const res = await call(event('PUT', '/notes', { body: '[1,2]' }));
    expect(res.status).toBe(400);
    expect(notesSeen.length).toBe(before);
  });

  it('sends no literal "undefined" and no empty security headers', async () => {
    const ok = await call(event('GET', '/things/{id}', { path: '/things/1', params: { id: '1' } }));
    const bad = await call(event('GET', '/nowhere'));
    for (const res of [ok, bad]) {
      for (const [name, value] of Object.entries(res.headers)) {
        expect(value, name).not.toBeUndefined();
        expect(String(value), name).not.toBe('undefined');
        expect(String(value), name).not.toBe('');
      }
      const names = Object.keys(res.headers).map((n) => n.toLowerCase());
      expect(names).not.toContain('server');
      expect(names).not.toContain('x-powered-by');
      expect(names).toContain('x-content-type-options');
    }
  });

  it('answers an unexpected AWS SDK error as a typed 4xx or 503, never a 500', async () => {
    const aws = (query: Record<string, string>) => call(event('GET', '/aws', { query }));
    expect(await aws({ status: '400' })).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed' } },
    });
    expect(await aws({ status: '413', name: 'RequestEntityTooLarge' })).toMatchObject({
      status: 413,
      body: { error: { code: 'payload_too_large' } },
    });
    const busy = await aws({ status: '400', name: 'ThrottlingException' });
    expect(busy).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
    expect(busy.headers['Retry-After']).toBe('1');
    expect((await aws({ status: '500', name: 'InternalServerError' })).status).toBe(503);
  });

  it('writes a shared body (a cached list page) once for every answer, and a fresh body each time', async () => {
    const first = await call(event('GET', '/page'));
    const second = await call(event('GET', '/page'));
    expect(first.body).toEqual({ works: [{ id: 'art-1', title: 'Röd natt' }] });
    expect(second.body).toEqual(first.body);
    expect(pageWrites).toBe(1);
    // A shared body cannot change under the answers that share it.
    expect(() => Object.assign(cachedPage, { works: [] })).toThrow(TypeError);
    pageShared = false;
    await call(event('GET', '/page'));
    await call(event('GET', '/page'));
    expect(pageWrites).toBe(3);
  });

  it('with an origin secret configured, answers 403 to a request that did not come through CloudFront', async () => {
    process.env.ORIGIN_SECRET = 'cloudfront-only';
    try {
      const get = (headers: Record<string, string>) =>
        call(event('GET', '/things/{id}', { path: '/things/1', params: { id: '1' }, headers }));
      const direct = await get({ 'accept-language': 'sv' });
      expect(direct).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
      expect(direct.body.error.message).toBe('Förfrågningar måste gå via webbplatsen.');
      expect((await get({ 'x-konstvagg-origin-secret': 'guess' })).status).toBe(403);
      expect((await get({ 'x-konstvagg-origin-secret': 'cloudfront-only' })).status).toBe(200);
    } finally {
      delete process.env.ORIGIN_SECRET;
    }
  });
});
