import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '@konstvagg/local-runtime/stack';
import './provided-context.ts';

/**
 * Vitest global setup of the integration project: one local stack for the whole run, on free
 * ports and a throwaway data folder (DynamoDB Local in memory), with the demo data seeded, no
 * frontends, quiet. KONSTVAGG_TEST_SEED=none starts it without the demo data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konstvagg-it-'));
  const seed = process.env.KONSTVAGG_TEST_SEED === 'none' ? 'none' : 'demo';
  let stack;
  try {
    stack = await startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      seed,
      serveFrontends: false,
      quiet: true,
    });
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('apiBaseUrl', stack.baseUrl);
  project.provide('stackEnv', stack.env);
  project.provide('demoLogins', stack.demoLogins);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
