import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@konstvagg/contracts';
import { API_BASE_PATH } from '@konstvagg/rules';
import { OPENAPI_FILE, openApiText } from '../scripts/openapi.ts';
import { ERROR_STATUS, routesWithOperations } from './openapi.ts';
import { routeTable } from './route-table.ts';

/**
 * The OpenAPI document (issue 44 §1) is what integrators read instead of our source, so it must be
 * the API as it is: current with the code, every route with its access, parameters and errors, and
 * the same error codes docs/api.md explains.
 */

interface OperationDoc {
  operationId: string;
  security: Record<string, string[]>[];
  'x-roles'?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { 'x-error-codes'?: string[]; content?: Record<string, unknown> }>;
}

const committed = readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(committed) as { openapi: string; paths: Record<string, Record<string, OperationDoc>> };
const operationOf = (method: string, path: string) =>
  doc.paths[`${API_BASE_PATH}${path}`]?.[method.toLowerCase()];

// Building the document imports every service's handler: seconds on a busy 2-core machine.
describe('the OpenAPI document', { timeout: 60_000 }, () => {
  it('is current: shared/contracts/openapi.json is what the routes and contracts build (npm run openapi writes it)', async () => {
    expect(committed === (await openApiText()), 'run npm run openapi and commit the file').toBe(true);
  });

  it('has every route of the table once, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(API_BASE_PATH.length)}`),
    );
    expect(listed.sort()).toEqual(routeTable.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('says who may call each route, and names each route by its operation', () => {
    const wrong = routeTable.filter((r) => {
      const op = operationOf(r.method, r.path)!;
      const security = JSON.stringify(op.security);
      if (op.operationId !== r.operation) return true;
      if (r.access === 'public') return security !== '[]' || op['x-roles'] !== undefined;
      if (r.access === 'optional') return security !== '[{},{"cognito":[]}]';
      return security !== '[{"cognito":[]}]' || JSON.stringify(op['x-roles']) !== JSON.stringify(r.access);
    });
    expect(wrong.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("names each path's parameters as required, and a body where the operation reads one", async () => {
    for (const { route, operation } of await routesWithOperations()) {
      const op = operationOf(route.method, route.path)!;
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const documented = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        documented.map((p) => [p.name, p.required]),
        route.path,
      ).toEqual(inPath.map((n) => [n, true]));
      expect(op.requestBody !== undefined, `${route.method} ${route.path}`).toBe(
        operation.body !== undefined || operation.rawBody !== undefined,
      );
    }
  });

  it('gives every route a success and the errors its shape and its operation imply', async () => {
    for (const { route, operation } of await routesWithOperations()) {
      const op = operationOf(route.method, route.path)!;
      const statuses = Object.keys(op.responses);
      expect(
        statuses.filter((s) => /^[23]/.test(s)),
        `${route.method} ${route.path}`,
      ).toHaveLength(1);
      const codes = Object.values(op.responses).flatMap((r) => r['x-error-codes'] ?? []);
      for (const code of operation.errors ?? []) expect(codes, route.operation).toContain(code);
      if (route.access !== 'public') expect(codes, route.operation).toContain('unauthorized');
      if (route.path.includes('{')) expect(codes, route.operation).toContain('not_found');
      // Each error sits under its own status.
      for (const [status, response] of Object.entries(op.responses))
        for (const code of response['x-error-codes'] ?? [])
          expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], code).toBe(Number(status));
    }
  });

  it('lists every error code the API has, and docs/api.md explains each one', () => {
    const inDocument = new Set(
      Object.values(doc.paths).flatMap((ops) =>
        Object.values(ops).flatMap((op) =>
          Object.values(op.responses).flatMap((r) => r['x-error-codes'] ?? []),
        ),
      ),
    );
    expect(ERROR_CODES.filter((c) => !inDocument.has(c))).toEqual([]);
    const apiMd = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    expect(
      ERROR_CODES.filter((c) => !new RegExp(`^\\|\\s*\\d{3}\\s*\\|\\s*\`${c}\``, 'm').test(apiMd)),
    ).toEqual([]);
  });
});
