/**
 * Run by tracing.test.ts in a process of its own with Lambda's environment (AWS_EXECUTION_ENV,
 * LAMBDA_TASK_ROOT, a sampled trace id), which the Tracer and the X-Ray SDK read when loaded. Prints,
 * as JSON, the segment each operation ran in: directly, and under a dispatching tracedHandler.
 */
import { createRequire } from 'node:module';
import type { Context } from 'aws-lambda';
import { createHttpHandler, defineOperation, type HttpEvent } from './http.ts';
import { tracedHandler, tracer } from './tracing.ts';

type Named = { name?: string; parent?: Named; segment?: Named };

const http = createHttpHandler(
  { service: 'stats', routes: [{ method: 'GET', path: '/ping', access: 'public', operation: 'ping' }] },
  {
    ping: defineOperation({
      run: async () => {
        const segment = tracer().getSegment() as Named | undefined;
        return { body: { segment: segment?.name, parent: (segment?.parent ?? segment?.segment)?.name } };
      },
    }),
  },
);
const event = {
  version: '2.0',
  routeKey: 'GET /api/v1/ping',
  rawPath: '/api/v1/ping',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: { http: { method: 'GET', path: '/api/v1/ping', sourceIp: '127.0.0.1' } },
} as unknown as HttpEvent;
const context = { functionName: 'f', awsRequestId: 'r-1', getRemainingTimeInMillis: () => 1_000 } as Context;
const outer = tracedHandler('stats', async (e: HttpEvent, c: Context) => http(e, c));

const direct = await http(event, context);
const nested = await outer(event, { ...context });
console.log(
  JSON.stringify({
    enabled: tracer().isTracingEnabled(),
    xraySdkLoaded: Object.keys(createRequire(import.meta.url).cache).some((f) =>
      f.includes('aws-xray-sdk-core'),
    ),
    direct: JSON.parse(direct.body ?? '{}'),
    nested: JSON.parse(nested.body ?? '{}'),
  }),
);
