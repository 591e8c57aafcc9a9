import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES, type ServiceName } from '@konstvagg/lambda-kit/routes';

/**
 * The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) for our functions
 * (`konstvagg-<service>`, or their ARN), answered by the handlers in process. cognito-local calls
 * it for its triggers (CustomMessage -> konstvagg-identity), the way Cognito invokes a Lambda on AWS.
 * A handler that throws answers 200 with `X-Amz-Function-Error: Unhandled`, as Lambda does.
 */
export interface LambdaInvokeEngine {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export function serviceOfFunction(nameOrArn: string): ServiceName | null {
  const name = decodeURIComponent(nameOrArn).split(':function:').pop()!.split(':')[0]!;
  const m = /^konstvagg-([a-z]+)$/.exec(name);
  return m && (SERVICE_NAMES as readonly string[]).includes(m[1]!) ? (m[1] as ServiceName) : null;
}

export async function startLambdaInvoke(opts: {
  invoke: (service: ServiceName, event: unknown) => Promise<unknown>;
  log?: (line: string) => void;
}): Promise<LambdaInvokeEngine> {
  const log = opts.log ?? (() => {});
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const m = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec((req.url ?? '').split('?')[0]!);
      const service = m ? serviceOfFunction(m[1]!) : null;
      if (req.method !== 'POST' || !service) {
        res.writeHead(404, {
          'content-type': 'application/json',
          'x-amzn-errortype': 'ResourceNotFoundException',
        });
        res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${m?.[1] ?? req.url}` }));
        return;
      }
      let event: unknown;
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        event = raw ? JSON.parse(raw) : {};
      } catch {
        res.writeHead(400, {
          'content-type': 'application/json',
          'x-amzn-errortype': 'InvalidRequestContentException',
        });
        res.end(JSON.stringify({ Type: 'User', message: 'Could not parse request body into json' }));
        return;
      }
      opts.invoke(service, event).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
          res.end(result === undefined ? 'null' : JSON.stringify(result));
        },
        (err: unknown) => {
          const e = err as Error;
          log(`konstvagg-${service} invocation failed: ${e.message}`);
          res.writeHead(200, {
            'content-type': 'application/json',
            'x-amz-executed-version': '$LATEST',
            'x-amz-function-error': 'Unhandled',
          });
          res.end(
            JSON.stringify({
              errorType: e.name ?? 'Error',
              errorMessage: e.message ?? String(err),
              trace: [],
            }),
          );
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
