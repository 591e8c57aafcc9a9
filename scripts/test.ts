/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. npm run check       lint (with the architecture's import boundaries), format, type check
 *   2. vitest              unit, CDK assertion and integration tests (the integration project
 *                          starts the whole local stack once: DynamoDB Local, s3rver, cognito-local,
 *                          the Stripe stand-in, the scheduler and the gateway)
 *   3. build:frontends     production builds of the shell and every remote
 *   4. playwright          browser e2e in Debian's chromium against the built app at one origin
 * Prints one closing line `tests: N passed, N failed` and exits non-zero if anything failed.
 * `npm test -- --fast` skips the frontend build and e2e.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PlaywrightReport,
  playwrightProblems,
  type VitestReport,
  vitestProblems,
} from './test-report.ts';

const fast = process.argv.includes('--fast');
const out = mkdtempSync(join(tmpdir(), 'konstvagg-test-'));
let passed = 0;
let failed = 0;
const failures: string[] = [];
/** Each test that did not pass, by name: printed again at the very end (see test-report.ts). */
const failedTests: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ok) failures.push(label);
  return ok;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

if (!run('check', 'npm', ['run', 'check'])) failed++;
else passed++;

const vitestJson = join(out, 'vitest.json');
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson<VitestReport>(vitestJson);
if (vitest) {
  for (const line of vitestProblems(vitest, process.cwd())) failedTests.push(`vitest ${line}`);
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + vitest.numPendingTests; // a skipped test proves nothing
  if (vitest.numTotalTests === 0) failures.push('vitest ran no test');
} else {
  failed++;
  failures.push('vitest wrote no report');
}

if (!fast) {
  if (run('build frontends', 'npm', ['run', 'build:frontends'])) {
    const pwJson = join(out, 'playwright.json');
    run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: pwJson,
    });
    const pw = readJson<PlaywrightReport>(pwJson);
    if (pw) {
      for (const line of playwrightProblems(pw)) failedTests.push(`e2e ${line}`);
      passed += pw.stats.expected + pw.stats.flaky;
      failed += pw.stats.unexpected + pw.stats.skipped;
      if (pw.stats.flaky) console.log(`note: ${pw.stats.flaky} e2e test(s) passed only on retry`);
    } else {
      failed++;
      failures.push('playwright wrote no report');
    }
  } else failed++;
}

if (failedTests.length)
  console.log(`\nfailed or flaky tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
if (failures.length) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
