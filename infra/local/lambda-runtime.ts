import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';

/**
 * Runs the services' Lambda handlers in this process, as Lambda would run them: one module per
 * service (`@konstvagg/service-<name>/handler`), imported once, called with an event and a
 * Context. Imported lazily, after the stack has set process.env, because handlers read their
 * configuration when their module loads.
 */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaded = new Map<ServiceName, Promise<LambdaHandler>>();

export function loadHandler(service: ServiceName): Promise<LambdaHandler> {
  let p = loaded.get(service);
  if (!p) {
    p = importHandler(service);
    loaded.set(service, p);
    p.catch(() => loaded.delete(service)); // a broken module is retried on the next call (dev edits)
  }
  return p;
}

async function importHandler(service: ServiceName): Promise<LambdaHandler> {
  const specifier = `@konstvagg/service-${service}/handler`;
  const mod = (await import(specifier)) as { handler?: LambdaHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${specifier} does not export a handler function`);
  return mod.handler;
}

export function lambdaContext(service: ServiceName, timeoutMs = 29_000): Context {
  const started = Date.now();
  const functionName = `konstvagg-${service}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-north-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** Invokes a service the way the scheduler (or any async event source) would. */
export async function invokeService(service: ServiceName, event: unknown): Promise<unknown> {
  const handler = await loadHandler(service);
  return handler(event, lambdaContext(service, 900_000));
}

/**
 * The edge-invalidation Lambda (services/catalog/src/edge/invalidation-handler.ts), which the
 * Frontends stack deploys on the table's stream: the local stream poller's target.
 */
export async function invokeEdgeInvalidation(event: unknown): Promise<unknown> {
  const mod = (await import('@konstvagg/service-catalog/edge-invalidation')) as { handler: LambdaHandler };
  return mod.handler(event, lambdaContext('catalog'));
}
