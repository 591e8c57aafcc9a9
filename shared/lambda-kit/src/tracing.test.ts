import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpHandler, defineOperation, type HttpEvent } from './http.ts';
import type { ServiceRoutes } from './routes.ts';
import { traced, tracedHandler, tracer } from './tracing.ts';

/**
 * Outside Lambda (here, and under `npm start`) there is no X-Ray daemon: the real Tracer must be
 * off, leave the SDK clients as they are, and let every handler answer without a word on the
 * console. On AWS, Lambda sets AWS_EXECUTION_ENV and the CDK app the tracer's settings
 * (infra/cdk/test/observability.test.ts).
 */

const routes: ServiceRoutes = {
  service: 'stats',
  routes: [{ method: 'GET', path: '/ping', access: 'public', operation: 'ping' }],
};
const http = createHttpHandler(routes, {
  ping: defineOperation({ run: async () => ({ body: { pong: true } }) }),
});
const ping: HttpEvent = {
  version: '2.0',
  routeKey: 'GET /api/v1/ping',
  rawPath: '/api/v1/ping',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: {
    accountId: 'local',
    apiId: 'local',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    requestId: 'r1',
    routeKey: 'GET /api/v1/ping',
    stage: '$default',
    time: '',
    timeEpoch: 0,
    http: {
      method: 'GET',
      path: '/api/v1/ping',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'test',
    },
  },
};
const context = () => ({ functionName: 'test', getRemainingTimeInMillis: () => 10_000 }) as Context;

function consoleSpies() {
  return (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => vi.spyOn(console, name));
}

afterEach(() => vi.restoreAllMocks());

describe('tracing outside Lambda', () => {
  it('is off: no AWS_EXECUTION_ENV, so no daemon is looked for', () => {
    expect(process.env.AWS_EXECUTION_ENV).toBeUndefined();
    expect(tracer().isTracingEnabled()).toBe(false);
  });

  it('does not load the X-Ray SDK, whose async hook would run on every promise', () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /[/\\](cls-hooked|aws-xray-sdk-core)[/\\]/.test(file))).toEqual([]);
  });

  it('is one Tracer for the process, whichever service asks', () => {
    expect(tracer('orders')).toBe(tracer('catalog'));
  });

  it('leaves an SDK client as it was (nothing added to its middleware stack)', () => {
    // The shape the X-Ray SDK instruments; a real client would also work, but the SDK warns about
    // node 20 on every construction.
    const added: string[] = [];
    const client = {
      config: {},
      middlewareStack: {
        add: (_m: unknown, o: { name?: string }) => added.push(o?.name ?? '?'),
        addRelativeTo: (_m: unknown, o: { name?: string }) => added.push(o?.name ?? '?'),
        use: () => added.push('plugin'),
      },
    };
    expect(traced(client)).toBe(client);
    expect(added).toEqual([]);
  });

  it('lets the HTTP handler answer, and says nothing on the console', async () => {
    const spies = consoleSpies();
    const res = await http(ping, context());
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({ pong: true });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('lets a traced non-HTTP handler answer, and one that dispatches to the HTTP handler', async () => {
    const spies = consoleSpies();
    const task = tracedHandler('orders', async (event: { task: string }) => ({ done: event.task }));
    expect(await task({ task: 'payout-sweep' }, context())).toEqual({ done: 'payout-sweep' });
    const outer = tracedHandler('stats', async (event: HttpEvent, ctx: Context) => http(event, ctx));
    expect((await outer(ping, context())).statusCode).toBe(200);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('passes a thrown error on, as the event source needs to retry', async () => {
    const failing = tracedHandler('orders', async () => {
      throw new Error('Stripe is down');
    });
    await expect(failing({}, context())).rejects.toThrow('Stripe is down');
  });
});

describe('tracing on Lambda', () => {
  it('opens one handler segment per invocation, also under a dispatching handler', () => {
    // Lambda's environment must be there when the Tracer and the X-Ray SDK load: a process of its own.
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./tracing.fixture.ts', import.meta.url))],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
          LAMBDA_TASK_ROOT: '/var/task',
          AWS_LAMBDA_FUNCTION_NAME: 'konstvagg-test-stats',
          _HANDLER: 'index.handler',
          _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
          // Segments go over UDP to a daemon that is not there: sent and lost, as the SDK intends.
          AWS_XRAY_DAEMON_ADDRESS: '127.0.0.1:2000',
          LOG_LEVEL: 'SILENT',
        },
      },
    );
    const seen = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(seen.enabled).toBe(true);
    expect(seen.xraySdkLoaded).toBe(true);
    // The operation runs in the handler segment, whose parent is Lambda's own (the facade).
    expect(seen.direct).toEqual({ segment: '## index.handler', parent: 'facade' });
    expect(seen.nested).toEqual({ segment: '## index.handler', parent: 'facade' });
  });
});
