import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import { traceInvocation } from './tracing.ts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ErrorCode, Language } from '@konstvagg/contracts';
import { apiMessage, languageFromAcceptLanguage } from '@konstvagg/i18n';
import { bearerToken, verifyAccessToken, type Caller } from './auth.ts';
import { refuseSuspended } from './suspension.ts';
import { AppError, forbidden, fromAwsError, unauthorized } from './errors.ts';
import { createLogger } from './logger.ts';
import { originAllowed } from './origin.ts';
import { isProtected, routeKeyOf, type ServiceRoutes } from './routes.ts';
import {
  bodyShapeProblem,
  MAX_BODY_DEPTH,
  parseOrThrow,
  ValidationError,
  type FieldError,
} from './validation.ts';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface OperationInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The verified caller, or null on a public route / anonymous call of an 'optional' route. */
  caller: Caller | null;
  lang: Language;
  event: HttpEvent;
}

export interface OperationResult<Body = unknown> {
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
  /** For binary bodies (images, PDFs): a Buffer sent base64-encoded. */
  binary?: Buffer;
}

/** What a 2xx answers: a JSON body's schema, or 'binary' for images, PDFs, XML and text. */
export type ResponseSpec = z.ZodType | 'binary';

/** The body an operation's `run` must return for its response declaration (what goes on the wire). */
export type ResponseBody<R> = R extends z.ZodType ? z.input<R> : unknown;

type NoInput = z.ZodType<Record<string, never>>;

export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ResponseSpec | undefined = ResponseSpec | undefined,
> {
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The JSON body of an operation that reads its body from the event itself, because it also takes
   * multipart/form-data (a damage report with photos): the API document and the typed browser
   * client show this schema; the handler does not parse with it.
   */
  rawBody?: z.ZodType;
  /**
   * What a 2xx answers: the JSON body's schema (from @konstvagg/contracts), or 'binary' for images,
   * PDFs, XML and text. `run` must return a body of this schema's type; infra/route-responses.test.ts
   * requires one on every operation, and infra/local/responses.int.test.ts parses real answers with it.
   */
  response?: R;
  /** The status of a success when it is not 200: 201 for what creates (204 follows from an empty response). */
  status?: 201;
  /**
   * The error codes this operation answers beyond what its route's shape already implies (a bad
   * field, a missing token, a wrong role, an unknown id, a store that is down: infra/openapi.ts).
   * The OpenAPI document lists them; infra/openapi.test.ts requires every code a service throws to
   * be declared somewhere.
   */
  errors?: readonly ErrorCode[];
  run(
    input: OperationInput<z.output<P>, z.output<Q>, B extends z.ZodType ? z.output<B> : undefined>,
  ): Promise<OperationResult<ResponseBody<R>>>;
}

/** Any operation, as a handler's table holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run's input and output differ per operation
export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType | undefined, any>;

/**
 * Declares one operation with its zod schemas: the types of params, query and body follow from
 * them, and `run` must answer the response schema's type.
 */
export function defineOperation<
  P extends z.ZodType = NoInput,
  Q extends z.ZodType = NoInput,
  B extends z.ZodType | undefined = undefined,
  R extends ResponseSpec | undefined = undefined,
>(op: Operation<P, Q, B, R>): Operation<P, Q, B, R> {
  return op;
}

const MAX_BODY_BYTES = 1_000_000;

interface RequestState {
  lang: Language;
}

/** Reads the caller's language first, so that every later error is in it. */
const requestLanguage = (): middy.MiddlewareObj<
  HttpEvent,
  HttpResult,
  Error,
  Context & { state?: RequestState }
> => ({
  before: (request) => {
    request.context.state = { lang: languageFromAcceptLanguage(request.event.headers?.['accept-language']) };
  },
});

/**
 * JSON bodies only; a bad body is a 400 naming the problem (not a 500, not a silent empty object).
 * A key that names an object's prototype machinery (`__proto__`, `constructor`, `prototype`) is
 * refused at any depth: such a key could otherwise slip past validation (issue 9). A body nested
 * deeper than MAX_BODY_DEPTH is refused as `body` (issue 38).
 */
function parseJsonBody(event: HttpEvent): { present: false } | { present: true; value: unknown } {
  if (event.body === undefined || event.body === null || event.body === '') return { present: false };
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES)
    throw new AppError(413, 'payload_too_large', 'error.payload_too_large');
  const type = event.headers?.['content-type'] ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError(415, 'validation_failed', 'error.bad_json', { body: 'validation.invalid_format' });
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'bad_json', 'error.bad_json');
  }
  const shape = bodyShapeProblem(value);
  if (shape?.problem === 'too_deep')
    throw new ValidationError({ body: { key: 'validation.too_deep', values: { max: MAX_BODY_DEPTH } } });
  if (shape?.problem === 'reserved_key')
    throw new ValidationError({ [shape.path]: { key: 'validation.reserved_key' } });
  return { present: true, value };
}

// reportingEndpoints is an option of the middleware that its typings lack.
const SECURITY_HEADER_OPTIONS = { poweredBy: false, reportingEndpoints: false } as Parameters<
  typeof httpSecurityHeaders
>[0];

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };

/** The bodies marked with `sharedBody`, with their JSON once it is written (null until then). */
const sharedJson = new WeakMap<object, string | null>();

/**
 * Marks a body that many answers return as it is (a list page from the container's cache): its
 * JSON is written once, not on every answer. A 24-work list page is about 35 KB of JSON; writing it
 * was the largest part of a cached browse request's time (issue 43). The body is frozen, as it
 * must not change once shared.
 */
export function sharedBody<T extends object>(body: T): T {
  sharedJson.set(Object.freeze(body), null);
  return body;
}

function bodyJson(body: unknown): string {
  if (body === undefined || body === null) return '{}';
  const memo = typeof body === 'object' ? sharedJson.get(body) : undefined;
  if (typeof memo === 'string') return memo;
  const json = JSON.stringify(body);
  if (memo === null) sharedJson.set(body as object, json);
  return json;
}

/** Every error becomes `{ error: { code, message, fields } }` in the caller's language; unknown ones are a 500 that leaks nothing. */
function errorResponse(thrown: unknown, lang: Language, log: ReturnType<typeof createLogger>): HttpResult {
  const typed = thrown instanceof AppError ? null : fromAwsError(thrown);
  if (typed)
    log.warn('AWS SDK error answered as a typed error', { error: thrown as Error, code: typed.code });
  const err = typed ?? thrown;
  if (err instanceof ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(err.fieldErrors).map(([name, f]) => [name, apiMessage(lang, f.key, f.values)]),
    );
    return {
      statusCode: err.status,
      headers: { ...jsonHeaders, 'Cache-Control': 'no-store' },
      body: JSON.stringify({ error: { code: err.code, message: apiMessage(lang, err.messageKey), fields } }),
    };
  }
  if (err instanceof AppError) {
    const fields = err.fields
      ? Object.fromEntries(Object.entries(err.fields).map(([name, key]) => [name, apiMessage(lang, key)]))
      : undefined;
    return {
      statusCode: err.status,
      headers: { ...jsonHeaders, 'Cache-Control': 'no-store', ...err.headers },
      body: JSON.stringify({
        error: {
          code: err.code,
          message: apiMessage(lang, err.messageKey, err.messageValues),
          ...(fields ? { fields } : {}),
        },
      }),
    };
  }
  log.error('Unhandled error', err as Error);
  return {
    statusCode: 500,
    headers: { ...jsonHeaders, 'Cache-Control': 'no-store' },
    body: JSON.stringify({ error: { code: 'internal', message: apiMessage(lang, 'error.internal') } }),
  };
}

async function authenticate(
  event: HttpEvent,
  access: ServiceRoutes['routes'][number]['access'],
  path: string,
): Promise<Caller | null> {
  if (access === 'public') return null;
  const token = bearerToken(event.headers ?? {});
  if (!token) {
    if (access === 'optional') return null;
    throw unauthorized();
  }
  const caller = await verifyAccessToken(token);
  if (isProtected(access) && !access.includes(caller.role)) throw forbidden();
  await refuseSuspended(caller, { mfaGate: isProtected(access) && !path.startsWith('/auth/') });
  return caller;
}

/**
 * Builds a service's one Lambda handler: the same middy chain for every service (the X-Ray handler
 * segment, header normalization, language, security headers, the error handler), then the route's access check,
 * zod validation of path, query and body, and the operation.
 */
export function createHttpHandler(
  service: ServiceRoutes,
  operations: Record<string, AnyOperation>,
  options: {
    /** Runs before every request, after the language is known (e.g. loading secrets once per container). */
    prepare?: () => Promise<void>;
  } = {},
) {
  const log = createLogger(`konstvagg-${service.service}`);
  const byRouteKey = new Map(
    service.routes.map((route) => {
      const operation = operations[route.operation];
      if (!operation)
        throw new Error(
          `Route ${routeKeyOf(route)} names operation '${route.operation}', which the ${service.service} service lacks`,
        );
      return [routeKeyOf(route), { route, operation }] as const;
    }),
  );

  const dispatch = async (
    event: HttpEvent,
    context: Context & { state?: RequestState },
  ): Promise<HttpResult> => {
    const lang = context.state?.lang ?? 'en';
    // On AWS only requests that came through CloudFront are served (origin.ts).
    if (!(await originAllowed(event.headers))) throw forbidden('error.origin_forbidden');
    const match = byRouteKey.get(event.routeKey);
    if (!match) throw new AppError(404, 'not_found', 'error.route_not_found');
    const caller = await authenticate(event, match.route.access, match.route.path);
    const { operation } = match;
    // Path, query and body are validated together, so one answer names every bad field. Failure is
    // an explicit flag: an operation never runs with a part that did not validate.
    const fieldErrors = new Map<string, FieldError>();
    let invalid = false;
    const parse = <T>(schema: z.ZodType<T> | undefined, input: unknown): T | undefined => {
      if (!schema) return undefined;
      try {
        return parseOrThrow(schema, input);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        invalid = true;
        for (const [name, error] of Object.entries(err.fieldErrors))
          if (!fieldErrors.has(name)) fieldErrors.set(name, error);
        return undefined;
      }
    };
    const params = parse(operation.params, event.pathParameters ?? {}) ?? {};
    const query = parse(operation.query, event.queryStringParameters ?? {}) ?? {};
    const raw = operation.body ? parseJsonBody(event) : { present: false as const };
    const body = operation.body ? parse(operation.body, raw.present ? raw.value : {}) : undefined;
    if (invalid) {
      throw new ValidationError(
        fieldErrors.size ? Object.fromEntries(fieldErrors) : { _: { key: 'validation.invalid' } },
      );
    }
    const result = await operation.run({ params, query, body, caller, lang, event });
    if (result.binary) {
      return {
        statusCode: result.status ?? operation.status ?? 200,
        headers: result.headers,
        body: result.binary.toString('base64'),
        isBase64Encoded: true,
      };
    }
    const status = result.status ?? operation.status ?? 200;
    return {
      statusCode: status,
      headers: {
        ...(status === 204 ? {} : jsonHeaders),
        'Content-Language': lang,
        Vary: 'Accept-Language, Authorization',
        ...result.headers,
      },
      body: status === 204 ? '' : bodyJson(result.body),
    };
  };

  const handler = middy<HttpEvent, HttpResult, Error, Context & { state?: RequestState }>()
    // First, so the X-Ray handler segment spans the whole chain (off outside Lambda: tracing.ts).
    .use(traceInvocation(service.service) as middy.MiddlewareObj<HttpEvent, HttpResult, Error, Context>)
    .use(httpHeaderNormalizer())
    .use(requestLanguage())
    .use({
      before: async () => {
        await options.prepare?.();
      },
    })
    // No Server/X-Powered-By (the defaults set them to undefined, which reaches the wire as the text
    // "undefined") and no empty Reporting-Endpoints: the API has no reporting endpoint.
    .use(httpSecurityHeaders(SECURITY_HEADER_OPTIONS))
    .use({
      onError: (request) => {
        request.response = errorResponse(request.error, request.context.state?.lang ?? 'en', log);
      },
    })
    .handler(dispatch);
  // The operations stay readable, so a test can check what each route declares it answers.
  return Object.assign(handler, { operations });
}
