import { describe, expect, it } from 'vitest';
import type { Operation } from '@konstvagg/lambda-kit';
import { deployedServices, routeTable } from './route-table.ts';

/** Each service's HTTP handler keeps its operations readable (createHttpHandler). */
async function operationsOf(service: string): Promise<Record<string, Operation<unknown, unknown, unknown>>> {
  const mod = (await import(`@konstvagg/service-${service}/handler`)) as Record<
    string,
    { operations?: Record<string, Operation<unknown, unknown, unknown>> }
  >;
  const http = mod.httpHandler ?? mod.handler;
  if (!http?.operations) throw new Error(`${service}: its handler does not expose its operations`);
  return http.operations;
}

/** Every route of the table with what its operation declares it answers (undefined: nothing). */
async function routeResponses() {
  const found: {
    route: (typeof routeTable)[number];
    response: Operation<unknown, unknown, unknown>['response'];
  }[] = [];
  for (const service of deployedServices) {
    const operations = await operationsOf(service);
    for (const route of routeTable.filter((r) => r.service === service))
      found.push({ route, response: operations[route.operation]?.response });
  }
  return found;
}

// Each test imports every service's handler (all their dependencies): seconds on a busy 2-core
// machine, more than vitest's 5 s default (a clean-clone CI run timed out at 5.02 s).
describe('the route table', { timeout: 60_000 }, () => {
  it('declares what every route answers: a response schema, or binary', async () => {
    const undeclared: string[] = [];
    for (const { route, response } of await routeResponses()) {
      if (response === undefined) undeclared.push(`${route.method} ${route.path} (${route.operation})`);
      else if (response !== 'binary') expect(typeof response.safeParse, route.operation).toBe('function');
    }
    expect(undeclared).toEqual([]);
  });

  it("marks exactly the image, PDF, XML, CSV and text routes, and the redirect of Apple's form post, binary", async () => {
    const binary = (await routeResponses()).filter((r) => r.response === 'binary').map((r) => r.route.path);
    expect(binary.sort()).toEqual(
      [
        '/admin/subscriptions/export',
        '/admin/transactions/export',
        '/artworks/{id}/label',
        '/artworks/{id}/og-image',
        '/artworks/{id}/qr-code',
        '/artists/me/sales/export',
        '/auth/oauth/apple/callback',
        '/robots.txt',
        '/sitemap.xml',
      ].sort(),
    );
  });
});
