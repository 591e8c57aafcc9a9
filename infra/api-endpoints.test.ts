import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as endpoints from '@konstvagg/contracts/endpoints';
import { ENDPOINTS_FILE, endpointsModuleText, typeOfJsonSchema } from './api-endpoints.ts';
import { routeTable } from './route-table.ts';

/**
 * The typed browser client's operations (issue 44 §1) must be the API as it is: the generated
 * file current with the route table and the contracts, and one constant per route that calls it.
 */

// Building the file imports every service's handler: seconds on a busy 2-core machine.
describe('the typed client operations (shared/contracts/src/endpoints.ts)', { timeout: 60_000 }, () => {
  it('are current: the file is what the routes and contracts build (npm run openapi writes it)', async () => {
    const committed = readFileSync(ENDPOINTS_FILE, 'utf8');
    expect(committed === (await endpointsModuleText()), 'run npm run openapi and commit the file').toBe(true);
  });

  it('have one constant per route, with its method and path', () => {
    const constants = Object.values(endpoints) as { operation: string; method: string; path: string }[];
    expect(constants.map((c) => `${c.method} ${c.path} ${c.operation}`).sort()).toEqual(
      routeTable.map((r) => `${r.method} ${r.path} ${r.operation}`).sort(),
    );
  });

  it('write a service-local schema as the TypeScript type of what the browser sends', () => {
    expect(
      typeOfJsonSchema({
        type: 'object',
        properties: {
          id: { type: 'string' },
          limit: { type: 'integer' },
          'x-y': { anyOf: [{ type: 'string' }, { type: 'null' }] },
          status: { enum: ['shipped', 'sold'] },
          tags: { type: 'array', items: { type: 'string' } },
        },
        required: ['id'],
      }),
    ).toBe(
      '{ id: string; limit?: number; "x-y"?: string | null; status?: "shipped" | "sold"; tags?: string[] }',
    );
    expect(typeOfJsonSchema({ type: 'object', additionalProperties: { type: 'number' } })).toBe(
      'Record<string, number>',
    );
    expect(typeOfJsonSchema({})).toBe('unknown');
    expect(() => typeOfJsonSchema({ type: 'tuple-of-dreams' })).toThrow('no TypeScript type');
  });
});
