import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@konstvagg/contracts';
import { isProtected } from '@konstvagg/lambda-kit/routes';
import { cognitoLogin, demoLogin, request } from '@konstvagg/test-kit';
import { routeTable, type RouteEntry } from '../../../infra/route-table.ts';
import { expiredCopy, tamperedCopy } from './tokens.ts';

/**
 * Every route of the route table that needs a role, called with each role's demo login, with no
 * token, an ID token, an expired token and a tampered one. Rows come from the table, so a new
 * route is covered the day it is added. Path parameters are a probe id; bodies are empty: a
 * right role may then get a 400 or 404, never a 401 or 403.
 */
const pathOf = (route: RouteEntry) => `/api/v1${route.path.replace(/\{[^}]+\}/g, 'matrix-probe')}`;
const call = (route: RouteEntry, token?: string) =>
  request<{ error?: { code: string } }>(route.method, pathOf(route), {
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
  });

const roleRoutes = routeTable.filter((r) => isProtected(r.access));
const optionalRoutes = routeTable.filter((r) => r.access === 'optional');

const tokens = {} as Record<Role, { access: string; id: string }>;
let expired: string;
let tampered: string;

beforeAll(async () => {
  for (const role of ROLES) {
    const login = demoLogin(role);
    const t = await cognitoLogin(login.email, login.password);
    tokens[role] = { access: t.accessToken, id: t.idToken };
  }
  expired = await expiredCopy(tokens.buyer.access);
  tampered = tamperedCopy(tokens.buyer.access);
});

describe('authorization matrix', () => {
  it('has role routes to check (the identity service adds at least GET /auth/me)', () => {
    expect(roleRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /auth/me');
  });

  describe.each(
    roleRoutes.map((r) => [`${r.method} ${r.path} (${(r.access as Role[]).join(', ')})`, r] as const),
  )('%s', (_name, route) => {
    const allowed = route.access as readonly Role[];

    it.each(ROLES)('as %s', async (role) => {
      const res = await call(route, tokens[role].access);
      if (allowed.includes(role)) {
        expect(res.status, JSON.stringify(res.body)).not.toBe(401);
        expect(res.status, JSON.stringify(res.body)).not.toBe(403);
        expect(res.status).toBeLessThan(500);
      } else {
        expect(res.status).toBe(403);
        expect(res.body.error?.code).toBe('forbidden');
      }
    });

    it('without a token: 401', async () => {
      const res = await call(route);
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('unauthorized');
    });

    it.each([
      ['an ID token', () => tokens[allowed[0]!].id],
      ['an expired access token', () => expired],
      ['a tampered access token', () => tampered],
    ])('with %s: 401', async (_label, token) => {
      const res = await call(route, token());
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('unauthorized');
    });
  });

  describe.each(optionalRoutes.map((r) => [`${r.method} ${r.path} (optional)`, r] as const))(
    '%s',
    (_name, route) => {
      it('anonymous is fine; an ID, expired or tampered token is a 401', async () => {
        expect((await call(route)).status).not.toBe(401);
        for (const token of [tokens.buyer.id, expired, tampered])
          expect((await call(route, token)).status).toBe(401);
      });
    },
  );

  it('an expired token says so, in both languages', async () => {
    const route = roleRoutes.find((r) => r.path === '/auth/me')!;
    const en = await request<{ error: { message: string } }>('GET', pathOf(route), { token: expired });
    expect(en.body.error.message).toBe('Your session has expired. Please log in again.');
    const sv = await request<{ error: { message: string } }>('GET', pathOf(route), {
      token: expired,
      lang: 'sv',
    });
    expect(sv.body.error.message).toBe('Din session har gått ut. Logga in igen.');
  });
});
