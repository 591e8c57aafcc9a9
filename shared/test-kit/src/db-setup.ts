import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from '@konstvagg/local-runtime/bootstrap';
import { startDynamo } from '@konstvagg/local-runtime/engines/dynamodb';
import './provided-context.ts';

/**
 * Vitest global setup of the `db` project (*.db.test.ts): DynamoDB Local alone, in memory, with the
 * app's table, for the money machine's and the webhooks' tests, which swap every other port for an
 * in-memory fake (shared/test-kit fakes.ts). A few seconds to start, against the whole stack's
 * half a minute; no demo data, so a test writes what it needs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konstvagg-db-'));
  const dynamo = await startDynamo({ dataDir, inMemory: true, log: () => {} });
  try {
    await ensureTable(dynamo.endpoint, 'konstvagg');
  } catch (err) {
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('stackEnv', {
    TABLE_NAME: 'konstvagg',
    STAGE: 'test',
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    // Mail and schedules go to the test's fakes; these only keep the configuration complete.
    MAIL_FROM: 'Konstvägg <no-reply@konstvagg.se>',
    PUBLIC_BASE_URL: 'http://localhost:5173',
  });
  project.provide('apiBaseUrl', '');
  project.provide('demoLogins', []);
  return async () => {
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
