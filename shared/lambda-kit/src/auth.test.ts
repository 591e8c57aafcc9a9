import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { verifyAccessToken } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * verifyAccessToken against a real HTTP key-set endpoint (a small server standing in for
 * Cognito's /.well-known/jwks.json) and real RS256 tokens.
 */
const ISSUER = 'http://cognito.test/pool_1';
const CLIENT = 'client-1';

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** The key-set endpoint: serves `published`, counts fetches, and can be stopped. */
function keyEndpoint() {
  const state = { published: [] as Key[], fetches: 0, down: false };
  const server: Server = createServer((_req, res) => {
    state.fetches++;
    if (state.down) {
      res.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: state.published.map((k) => k.jwk) }));
  });
  return {
    state,
    server,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`,
  };
}

async function tokenFor(key: Key, claims: Record<string, unknown> = {}, expiresIn = '1h') {
  return new SignJWT({
    token_use: 'access',
    client_id: CLIENT,
    username: 'anna',
    'cognito:groups': ['venue'],
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(ISSUER)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('verified, but should not have');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(AppError);
      const e = err as AppError;
      return { status: e.status, code: e.code, messageKey: e.messageKey };
    },
  );

let endpoint: ReturnType<typeof keyEndpoint>;
let first: Key;

beforeEach(async () => {
  first = await newKey('key-1');
  endpoint = keyEndpoint();
  endpoint.state.published = [first];
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  // A new port per test: the module keeps one key set per URL.
  vi.stubEnv('COGNITO_ISSUER', ISSUER);
  vi.stubEnv('COGNITO_CLIENT_ID', CLIENT);
  vi.stubEnv('COGNITO_USER_POOL_ID', 'pool_1');
  vi.stubEnv('COGNITO_JWKS_URL', endpoint.url());
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  endpoint.server.closeAllConnections();
  await new Promise((resolve) => endpoint.server.close(resolve));
});

describe('verifyAccessToken', () => {
  it('reads the caller from a valid access token', async () => {
    expect(await verifyAccessToken(await tokenFor(first))).toEqual({
      userId: 'user-1',
      username: 'anna',
      role: 'venue',
      groups: ['venue'],
    });
  });

  it('keeps the keys: an hour later, with the endpoint down, tokens still verify', async () => {
    await verifyAccessToken(await tokenFor(first));
    endpoint.state.down = true;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60_000 });
    const later = await tokenFor(first);
    expect((await verifyAccessToken(later)).userId).toBe('user-1');
    expect(endpoint.state.fetches).toBe(1);
  });

  it('a token signed with a new key fetches the set again (key rotation)', async () => {
    await verifyAccessToken(await tokenFor(first));
    const second = await newKey('key-2');
    endpoint.state.published = [first, second];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 }); // past jose's 30 s cooldown
    expect((await verifyAccessToken(await tokenFor(second))).userId).toBe('user-1');
    expect(endpoint.state.fetches).toBe(2);
  });

  it('keys that cannot be fetched answer 503 "try again", not "your session is invalid"', async () => {
    endpoint.state.down = true;
    expect(await failure(verifyAccessToken(await tokenFor(first)))).toEqual({
      status: 503,
      code: 'unavailable',
      messageKey: 'error.unavailable',
    });
    // Once the endpoint is back, the same token verifies.
    endpoint.state.down = false;
    expect((await verifyAccessToken(await tokenFor(first))).role).toBe('venue');
  });

  it('refuses bad tokens with 401, whatever is wrong with them', async () => {
    const stranger = await newKey('key-1'); // the right kid, another signer
    const cases = {
      expired: [await tokenFor(first, {}, '-1h'), 'error.token_expired'],
      garbage: ['garbage', 'error.token_invalid'],
      'three parts of nothing': ['expired.garbage.token', 'error.token_invalid'],
      'forged signature': [await tokenFor(stranger), 'error.token_invalid'],
      'an ID token': [await tokenFor(first, { token_use: 'id' }), 'error.token_invalid'],
      'another app client': [await tokenFor(first, { client_id: 'other' }), 'error.token_invalid'],
      'no role group': [await tokenFor(first, { 'cognito:groups': [] }), 'error.token_invalid'],
      'an unknown key': [await tokenFor(await newKey('key-9')), 'error.token_invalid'],
    } as const;
    for (const [name, [token, messageKey]] of Object.entries(cases)) {
      expect({ name, ...(await failure(verifyAccessToken(token))) }).toEqual({
        name,
        status: 401,
        code: 'unauthorized',
        messageKey,
      });
    }
  });
});
