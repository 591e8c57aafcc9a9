import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import * as contracts from '@konstvagg/contracts';
import { format, resolveConfig } from 'prettier';
import type { AnyOperation } from '@konstvagg/lambda-kit';
import { customAsString, routesWithOperations } from './openapi.ts';
import type { RouteEntry } from './route-table.ts';

const ENDPOINTS_URL = new URL('../shared/contracts/src/endpoints.ts', import.meta.url);
export const ENDPOINTS_FILE = fileURLToPath(ENDPOINTS_URL);

/**
 * The typed browser client's half of the API (issue 44 §1): shared/contracts/src/endpoints.ts,
 * written by `npm run openapi` from the route table and each operation's schemas.
 *
 * - `ApiOperations` gives each operation its params, query, body and response types. A schema the
 *   contracts export is named (`z.input<typeof C.artworkResponseSchema>`), so a changed contract
 *   changes the type at once and breaks the compile of every page that reads what changed. A
 *   schema a service keeps to itself (a path id, a small query) is written out from its JSON Schema.
 * - One constant per operation (`getArtwork = { operation, method, path }`) is all the browser
 *   ships of it: a page imports the ones it calls, and the bundler drops the rest.
 *
 * infra/api-endpoints.test.ts fails while the file is not what this builds.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const grouped = (t: string) => (/[|&]/.test(t) ? `(${t})` : t);

/** A TypeScript type for the JSON Schema subset zod writes for our request schemas. */
export function typeOfJsonSchema(s: JsonSchema | boolean | undefined): string {
  if (s === undefined || s === true || (typeof s === 'object' && !Object.keys(s).length)) return 'unknown';
  if (s === false) return 'never';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((u) => grouped(typeOfJsonSchema(u))).join(' | ');
  if (s.allOf) return s.allOf.map((u) => grouped(typeOfJsonSchema(u))).join(' & ');
  if (Array.isArray(s.type)) return s.type.map((t) => typeOfJsonSchema({ ...s, type: t })).join(' | ');
  switch (s.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return s.prefixItems
        ? `[${s.prefixItems.map(typeOfJsonSchema).join(', ')}]`
        : `${grouped(typeOfJsonSchema(s.items))}[]`;
    case 'object': {
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).map(
        ([name, p]) =>
          `${IDENTIFIER.test(name) ? name : JSON.stringify(name)}${required.has(name) ? '' : '?'}: ${typeOfJsonSchema(p)}`,
      );
      if (s.additionalProperties && typeof s.additionalProperties === 'object' && !fields.length) {
        const key = s.propertyNames ? typeOfJsonSchema(s.propertyNames) : 'string';
        return `Record<${key}, ${typeOfJsonSchema(s.additionalProperties)}>`;
      }
      return fields.length ? `{ ${fields.join('; ')} }` : 'Record<string, never>';
    }
    default:
      throw new Error(`api-endpoints: no TypeScript type for JSON Schema ${JSON.stringify(s)}`);
  }
}

/** The contracts' schemas by identity, with the name each is exported under. */
const contractNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(contracts))
  if (value instanceof z.ZodType && !contractNames.has(value)) contractNames.set(value, name);

/** Writes the type of what the browser sends (io 'input') or gets (the response, as run returns it). */
function typeOf(schema: z.ZodType | 'binary' | undefined, absent: string): string {
  if (schema === undefined) return absent;
  if (schema === 'binary') return 'Blob';
  const name = contractNames.get(schema);
  if (name) return `z.input<typeof C.${name}>`;
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: customAsString,
  }) as JsonSchema;
  return typeOfJsonSchema(json);
}

function entryOf(route: RouteEntry, operation: AnyOperation): { type: string; constant: string } {
  const name = route.operation;
  const type = [
    `  /** ${route.method} ${route.path} (${route.service}) */`,
    `  ${name}: {`,
    `    params: ${typeOf(operation.params, 'never')};`,
    `    query: ${typeOf(operation.query, 'never')};`,
    `    body: ${typeOf(operation.body ?? operation.rawBody, 'never')};`,
    `    response: ${typeOf(operation.response, 'unknown')};`,
    `  };`,
  ].join('\n');
  const constant = `export const ${name} = { operation: '${name}', method: '${route.method}', path: '${route.path}' } as const;`;
  return { type, constant };
}

/** The text of shared/contracts/src/endpoints.ts, formatted as the repository formats it. */
export async function endpointsModuleText(): Promise<string> {
  const entries = (await routesWithOperations())
    .sort((a, b) => a.route.operation.localeCompare(b.route.operation))
    .map(({ route, operation }) => entryOf(route, operation));
  const source = [
    '// Generated by `npm run openapi` (infra/api-endpoints.ts) from the route table and the contracts.',
    '// Do not edit: change a contract or a route, then run npm run openapi.',
    "import type * as z from 'zod';",
    "import type * as C from './index.ts';",
    '',
    '/** Every operation of the API: what a call sends (params, query, body) and what it answers. */',
    'export interface ApiOperations {',
    ...entries.map((e) => e.type),
    '}',
    '',
    '/** How each operation is called: import the ones a page calls (the rest are not bundled). */',
    ...entries.map((e) => e.constant),
    '',
  ].join('\n');
  const filepath = fileURLToPath(ENDPOINTS_URL);
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
