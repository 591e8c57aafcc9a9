import { API_BASE_PATH } from '@konstvagg/rules';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import * as z from 'zod';
import { apiErrorSchema, emptyResponseSchema, type ErrorCode } from '@konstvagg/contracts';
import type { AnyOperation } from '@konstvagg/lambda-kit';
import { deployedServices, routeTable, type RouteEntry } from './route-table.ts';

/**
 * The OpenAPI 3.1 document of the API (issue 44 §1), built from the route table and the zod
 * schemas each operation declares: its path, query and body, what a success answers, and the
 * errors it can answer. `npm run openapi` writes it to shared/contracts/openapi.json, which the
 * stats service serves at /api/v1/openapi.json; infra/openapi.test.ts fails while the file is not
 * what this builds, and holds it to the route table and docs/api.md.
 */

/** Each service's HTTP handler keeps its operations readable (createHttpHandler). */
async function operationsOf(service: string): Promise<Record<string, AnyOperation>> {
  const mod = (await import(`@konstvagg/service-${service}/handler`)) as Record<
    string,
    { operations?: Record<string, AnyOperation> }
  >;
  const http = mod.httpHandler ?? mod.handler;
  if (!http?.operations) throw new Error(`${service}: its handler does not expose its operations`);
  return http.operations;
}

/** Every route of the table with its operation. */
export async function routesWithOperations(): Promise<{ route: RouteEntry; operation: AnyOperation }[]> {
  const found: { route: RouteEntry; operation: AnyOperation }[] = [];
  for (const service of deployedServices) {
    const operations = await operationsOf(service);
    for (const route of routeTable.filter((r) => r.service === service)) {
      const operation = operations[route.operation];
      if (!operation) throw new Error(`${route.method} ${route.path}: no operation ${route.operation}`);
      found.push({ route, operation });
    }
  }
  return found;
}

/** What the binary routes answer: the status and the media types. */
const BINARY: Record<string, { status: string; types: string[] }> = {
  '/artworks/{id}/label': { status: '200', types: ['application/pdf'] },
  '/artworks/{id}/qr-code': { status: '200', types: ['image/svg+xml', 'image/png'] },
  '/artworks/{id}/og-image': { status: '200', types: ['image/png'] },
  '/sitemap.xml': { status: '200', types: ['application/xml'] },
  '/robots.txt': { status: '200', types: ['text/plain'] },
  '/artists/me/sales/export': { status: '200', types: ['text/csv'] },
  '/admin/transactions/export': { status: '200', types: ['text/csv'] },
  '/admin/subscriptions/export': { status: '200', types: ['text/csv'] },
  '/auth/oauth/apple/callback': { status: '303', types: [] },
};

/** Each error code's HTTP status (one code, one status; `validation_failed` is 415 for a body that is not JSON too). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_json: 400,
  invalid_cursor: 400,
  webhook_signature_invalid: 400,
  link_invalid: 400,
  link_expired: 400,
  mfa_code_invalid: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  refresh_invalid: 401,
  oauth_token_invalid: 401,
  mfa_session_expired: 401,
  forbidden: 403,
  account_suspended: 403,
  email_unverified: 403,
  mfa_required: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  role_required: 409,
  request_exists: 409,
  artwork_unavailable: 409,
  no_paid_order: 409,
  pickup_deadline_passed: 409,
  artwork_not_on_display: 409,
  own_artwork: 409,
  already_refunded: 409,
  not_refundable: 409,
  payment_disputed: 409,
  refund_refused: 409,
  nothing_to_retry: 409,
  payout_held_by_dispute: 409,
  no_open_dispute: 409,
  evidence_already_submitted: 409,
  evidence_past_due: 409,
  mfa_not_started: 409,
  mfa_already_enabled: 409,
  payload_too_large: 413,
  qr_mismatch: 422,
  pickup_code_invalid: 422,
  too_many_attempts: 429,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  payments_unavailable: 503,
  rate_unavailable: 503,
};

/** The error body, once in components. */
const errorBody = apiErrorSchema.meta({ id: 'Error' });

const hasKey = (schema: z.ZodType | undefined, key: string) =>
  schema instanceof z.ZodObject && key in (schema.shape as Record<string, unknown>);

/**
 * The error codes a route can answer: those its shape implies (a field to validate, a token to
 * check, a role to hold, an id to find, a body to read, a store that may be down), then those its
 * operation declares.
 */
function errorCodesOf(route: RouteEntry, operation: AnyOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (operation.params || operation.query || operation.body || operation.rawBody)
    codes.add('validation_failed');
  if (hasKey(operation.query, 'cursor')) codes.add('invalid_cursor');
  if (operation.body || operation.rawBody)
    for (const c of ['bad_json', 'payload_too_large'] as const) codes.add(c);
  if (route.access !== 'public') codes.add('unauthorized');
  if (Array.isArray(route.access)) {
    for (const c of ['forbidden', 'account_suspended'] as const) codes.add(c);
    // An admin without two-step sign-in reaches only /auth/* until it is set up.
    if (route.access.includes('admin') && !route.path.startsWith('/auth/')) codes.add('mfa_required');
    if (route.method !== 'GET') codes.add('conflict');
  }
  if (route.path.includes('{')) codes.add('not_found');
  for (const c of operation.errors ?? []) codes.add(c);
  codes.add('internal');
  codes.add('unavailable');
  return [...codes];
}

/** The status of a success: 201 for what creates, 204 for an empty answer, 200 otherwise. */
export function successStatusOf(route: RouteEntry, operation: AnyOperation): string {
  if (operation.response === 'binary') return BINARY[route.path]?.status ?? '200';
  if (operation.status) return String(operation.status);
  return operation.response === emptyResponseSchema ? '204' : '200';
}

const describeAccess = (route: RouteEntry) =>
  route.access === 'public'
    ? 'Public.'
    : route.access === 'optional'
      ? 'Public; a valid access token adds the caller, an invalid one is a 401.'
      : `Needs an access token of a ${route.access.join(', ')} account.`;

/** The one custom schema in the contracts is auth.ts's text field: a string, checked by hand. */
export const customAsString = (ctx: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }) => {
  if (ctx.zodSchema._zod.def.type === 'custom' && !Object.keys(ctx.jsonSchema).length)
    ctx.jsonSchema.type = 'string';
};

function operationObject(route: RouteEntry, operation: AnyOperation): ZodOpenApiOperationObject {
  const status = successStatusOf(route, operation);
  const success =
    operation.response === 'binary'
      ? {
          description: status === '303' ? 'Redirects to the page that finishes the sign-in.' : 'The file.',
          ...(BINARY[route.path]?.types.length
            ? {
                content: Object.fromEntries(
                  BINARY[route.path]!.types.map((t) => [
                    t,
                    { schema: { type: 'string' as const, format: 'binary' } },
                  ]),
                ),
              }
            : {}),
        }
      : status === '204' || !operation.response
        ? { description: 'Done; no body.' }
        : {
            description: 'The answer.',
            content: { 'application/json': { schema: operation.response } },
          };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route, operation)) {
    const s = ERROR_STATUS[code];
    byStatus.set(s, [...(byStatus.get(s) ?? []), code]);
  }
  const errors = Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, codes]) => [
        String(s),
        {
          description: codes.map((c) => `\`${c}\``).join(', '),
          'x-error-codes': codes,
          content: { 'application/json': { schema: errorBody } },
        },
      ]),
  );
  const requestParams: ZodOpenApiOperationObject['requestParams'] = {
    header: z.object({
      'accept-language': z
        .enum(['sv', 'en'])
        .optional()
        .meta({ description: 'The language of error messages and texts; en when absent.' }),
    }),
  };
  if (operation.params) requestParams.path = operation.params as z.ZodObject;
  if (operation.query) requestParams.query = operation.query as z.ZodObject;
  return {
    operationId: route.operation,
    tags: [route.service],
    summary: `${route.method} ${route.path}`,
    description: describeAccess(route),
    security:
      route.access === 'public'
        ? []
        : route.access === 'optional'
          ? [{}, { cognito: [] }]
          : [{ cognito: [] }],
    ...(Array.isArray(route.access) ? { 'x-roles': [...route.access] } : {}),
    requestParams,
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: operation.body } } } }
      : operation.rawBody
        ? {
            requestBody: {
              required: true,
              description: 'JSON as below, or multipart/form-data with the same text fields and the files.',
              content: { 'application/json': { schema: operation.rawBody } },
            },
          }
        : {}),
    responses: { [status]: success, ...errors },
  };
}

/** The whole document. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const paths: ZodOpenApiPathsObject = {};
  for (const { route, operation } of await routesWithOperations()) {
    const path = `${API_BASE_PATH}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationObject(route, operation) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Konstvägg API',
        version: '1',
        description:
          'The API of Konstvägg, the art marketplace: artists list works, venues hang them, visitors buy from the QR code on the wall. Every error is `{ error: { code, message, fields? } }`, with the message in the language of `Accept-Language`. The reference in words is docs/api.md.',
      },
      components: {
        securitySchemes: {
          cognito: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A Cognito access token (not an ID token), from POST /api/v1/auth/login.',
          },
        },
      },
      paths,
    },
    {
      reused: 'ref',
      override: customAsString,
    },
  ) as unknown as Record<string, unknown>;
}
