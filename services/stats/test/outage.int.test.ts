import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventV2 } from '@konstvagg/local-runtime/api-event';
import { ensureTable } from '@konstvagg/local-runtime/bootstrap';
import { startDynamo, type DynamoEngine } from '@konstvagg/local-runtime/engines/dynamodb';
import { stackEnv } from '@konstvagg/test-kit';

/**
 * An outage answers honestly (issue 45): with its DynamoDB Local stopped, the API's routes answer
 * 503 with Retry-After in the caller's language, never a 500, and GET /health says so. The stats
 * handler runs in this process, as the gateway runs it, against a DynamoDB Local of its own that the
 * test stops (the shared stack's keeps serving the other test files).
 */
let engine: DynamoEngine;
let dir: string;
let handler: (event: unknown, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kv-outage-'));
  engine = await startDynamo({ dataDir: dir, inMemory: true });
  const env = stackEnv();
  await ensureTable(engine.endpoint, env.TABLE_NAME!);
  Object.assign(process.env, env, { AWS_ENDPOINT_URL_DYNAMODB: engine.endpoint, LOG_LEVEL: 'SILENT' });
  handler = (await import('@konstvagg/service-stats/handler')).handler as typeof handler;
});

afterAll(async () => {
  await engine?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (route: string, lang: 'sv' | 'en') =>
  handler(
    buildEventV2(
      {
        method: 'GET',
        url: `/api/v1${route}`,
        headers: { host: 'localhost', 'accept-language': lang },
        body: Buffer.alloc(0),
        sourceIp: '127.0.0.1',
      },
      { routeKey: `GET /api/v1${route}`, pathParameters: {} },
    ),
    { awsRequestId: 'outage-test', functionName: 'konstvagg-stats' } as Context,
  );

describe('a data store that cannot be reached', () => {
  it('answers 200 from /health while DynamoDB Local runs', async () => {
    const res = await call('/health', 'en');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ status: 'ok', checks: { store: 'ok' } });
    expect(res.headers?.['Cache-Control']).toBe('no-store');
  });

  it("answers 503 with Retry-After in the caller's language once it is stopped, on /health and on a page's call", async () => {
    await engine.stop();
    for (const route of ['/health', '/stats/platform']) {
      const sv = await call(route, 'sv');
      expect(sv.statusCode, route).toBe(503);
      expect(sv.headers?.['Retry-After']).toBe('5');
      expect(JSON.parse(sv.body!).error).toEqual({
        code: 'unavailable',
        message: 'Vi når inte vår databas just nu. Försök igen om en minut.',
      });
      const en = await call(route, 'en');
      expect(JSON.parse(en.body!).error.message).toBe(
        'We cannot reach our database right now. Please try again in a minute.',
      );
    }
  });
});
