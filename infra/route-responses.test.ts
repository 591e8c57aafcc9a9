import { describe, expect, it } from 'vitest';
import { routesWithOperations } from './openapi.ts';

/** Every route of the table with what its operation declares it answers (undefined: nothing). */
async function routeResponses() {
  return (await routesWithOperations()).map(({ route, operation }) => ({
    route,
    response: operation.response,
  }));
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
