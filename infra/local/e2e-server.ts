/**
 * The app for Playwright (playwright.config.ts webServer): the whole local stack with demo data in
 * a throwaway data folder, serving the built frontends, on PORT (8091 by default). Stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStack } from './stack.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'konstvagg-e2e-'));
const stack = await startLocalStack({
  port: Number(process.env.PORT ?? 8091),
  dataDir,
  inMemory: true,
  seed: 'demo',
  serveFrontends: true,
});
console.log(`e2e app on ${stack.publicUrl}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
