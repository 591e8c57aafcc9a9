import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, e2eChromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests (e2e/*.spec.ts) against the BUILT app served by the local stack (run
 * `npm run build:frontends` first), in Debian's chromium: its headless shell where installed
 * (scripts/chromium.ts). Never `npx playwright install`.
 *
 * Two projects share the one server. `e2e` runs every spec in parallel. `clock` runs the specs
 * that move the whole stack's clock (e2e/*.clock.spec.ts: the 7-day refund, T+1 payouts) only
 * after `e2e` has finished (`dependencies`), one test at a time, so no other test ever sees time
 * jump (docs/decisions.md, "E2E: clock-moving specs run last, alone"). To run one clock spec on
 * its own: `npx playwright test --no-deps e2e/<name>.clock.spec.ts`.
 */
const PORT = Number(process.env.E2E_PORT ?? 8091);
const BROWSER = e2eChromiumPath();
// Said once, by the run (not each worker), when the faster headless shell is missing.
if (BROWSER === CHROMIUM_PATH && process.env.TEST_WORKER_INDEX === undefined)
  console.warn(
    `e2e: Debian's chromium-headless-shell is not installed; the browser tests run in ${CHROMIUM_PATH}, ` +
      'which takes about half as long again (apt-get install chromium-headless-shell)',
  );

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  // A 2-core CI machine with a fresh Debian chromium renders slowly: room for a page that takes
  // its time, without hiding one that never comes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-GB',
    // Recording every test costs CPU the tests need; a failure is recorded on its retry.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: BROWSER,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'e2e', testMatch: '*.spec.ts', testIgnore: '*.clock.spec.ts' },
    {
      name: 'clock',
      testMatch: '*.clock.spec.ts',
      dependencies: ['e2e'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: 'npx tsx infra/local/e2e-server.ts',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/api/v1/stats/platform`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
