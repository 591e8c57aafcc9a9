import type { Tracer } from '@aws-lambda-powertools/tracer';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { spanAwsCalls, type SpanKind } from './spans.ts';

/**
 * X-Ray tracing with Powertools Tracer (issue 39 §4). The CDK app turns on active tracing on every
 * function; this module puts the code's part in one place: the function's one Tracer, the handler's
 * segment (`## index.handler`, annotated ColdStart and Service), and the AWS SDK clients the ports
 * create, so each DynamoDB, S3, SQS, Scheduler, SES, Cognito, SSM or CloudFront call is a subsegment.
 *
 * - One Tracer per process: each Tracer patches http/https and subscribes to fetch's diagnostics
 *   channel, so a second one would trace every outgoing call twice. A Lambda runs one service, so
 *   this is one Tracer per service. Its name (the segment's `Service` annotation) is
 *   POWERTOOLS_SERVICE_NAME, which the CDK app sets to the function's domain (`orders`, the same
 *   name as its metrics' `service` dimension), else the name of the first handler that asks.
 * - Off outside Lambda: the Tracer traces only where AWS_EXECUTION_ENV is set (Lambda sets it, the
 *   local runtime and vitest do not) and POWERTOOLS_TRACE_ENABLED is not `false`. Disabled, it
 *   leaves clients untouched, so `npm start` and the tests neither log nor wait for a daemon.
 * - Not even loaded outside Lambda. The X-Ray SDK it brings registers an async hook at load (its
 *   context store, cls-hooked) that runs on the creation and the end of every promise, traced or
 *   not: in the local stack, where every Lambda shares one process, that was about a tenth of the
 *   browse benchmark's CPU (issue 43). Where AWS_EXECUTION_ENV is unset the Tracer would switch
 *   itself off anyway, so a stand-in that traces nothing takes its place there.
 * - Responses are never recorded as segment metadata (they carry buyers' emails and addresses):
 *   the handler middleware is told so here, and the CDK app also sets
 *   POWERTOOLS_TRACER_CAPTURE_RESPONSE=false for anything traced with a method decorator.
 * - The Stripe SDK's calls are not instrumented by hand: they go through node's https, which the
 *   Tracer patches when enabled (POWERTOOLS_TRACER_CAPTURE_HTTPS_REQUESTS, on by default), so they
 *   show as `api.stripe.com` subsegments without more code.
 */

/** What the code asks of the Tracer. */
export type FunctionTracer = Pick<Tracer, 'isTracingEnabled' | 'getSegment' | 'captureAWSv3Client'>;

/** Powertools' Tracer and its middleware, loaded only in a Lambda environment (see above). */
const powertools = process.env.AWS_EXECUTION_ENV
  ? await Promise.all([
      import('@aws-lambda-powertools/tracer'),
      import('@aws-lambda-powertools/tracer/middleware'),
    ])
  : undefined;

/** Outside Lambda: traces nothing, as the disabled Tracer would. */
const untraced: FunctionTracer = {
  isTracingEnabled: () => false,
  getSegment: () => undefined,
  captureAWSv3Client: (client) => client,
};

let instance: Tracer | undefined;

/** The function's one Tracer (see above for its name). */
export function tracer(service?: string): FunctionTracer {
  if (!powertools) return untraced;
  instance ??= new powertools[0].Tracer({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? service ?? 'konstvagg',
  });
  return instance;
}

/**
 * An AWS SDK v3 client with its calls traced (a no-op when tracing is off). For a DynamoDB document
 * client, trace the DynamoDBClient given to `DynamoDBDocumentClient.from`: the two share one
 * middleware stack.
 */
export function traced<T>(client: T, kind?: SpanKind): T {
  // ...and timed as spans of the invocation around each call, where a benchmark asks (spans.ts).
  return tracer().captureAWSv3Client(spanAwsCalls(client, kind));
}

/**
 * The invocations whose handler segment is already open: a handler that dispatches to another
 * (identity's Cognito triggers beside its HTTP routes) is traced once, at the outside.
 */
const open = new WeakSet<object>();

/**
 * The middy middleware that opens and closes the handler's segment. Put it first in a chain, so the
 * segment spans every other middleware. An invocation already traced by an outer handler
 * (`tracedHandler`) is left to it.
 */
export function traceInvocation(service: string): MiddlewareObj<unknown, unknown, Error, Context> {
  // middy takes no empty middleware: outside Lambda, one that does nothing.
  if (!powertools) return { before: () => undefined };
  const capture = powertools[1].captureLambdaHandler(tracer(service) as Tracer, { captureResponse: false });
  const mine = new WeakSet<object>();
  return {
    before: async (request) => {
      const context = request.context as object | undefined;
      if (!context || open.has(context)) return;
      open.add(context);
      mine.add(context);
      await capture.before?.(request as never);
    },
    after: async (request) => {
      const context = request.context as object | undefined;
      if (!context || !mine.has(context)) return;
      mine.delete(context);
      open.delete(context);
      await capture.after?.(request as never);
    },
    onError: async (request) => {
      const context = request.context as object | undefined;
      if (!context || !mine.has(context)) return;
      mine.delete(context);
      open.delete(context);
      await capture.onError?.(request as never);
    },
  };
}

/**
 * A handler for events other than HTTP (a schedule's task, a table stream's batch, a Cognito
 * trigger), or an outer dispatcher, traced like the HTTP handlers: one handler segment per
 * invocation. An HTTP handler called from inside it does not open a second one.
 */
export function tracedHandler<E, R>(service: string, handler: (event: E, context: Context) => Promise<R>) {
  return middy<E, R, Error, Context>()
    .use(traceInvocation(service) as MiddlewareObj<E, R, Error, Context>)
    .handler(handler);
}
