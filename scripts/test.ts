/**
 * `npm test`: everything, in the order that fails fastest.
 *   -  vitest integration  from the start, beside steps 1-3 (its output is printed when it ends):
 *                          the project starts the whole local stack once (DynamoDB Local, s3rver,
 *                          cognito-local, the Stripe stand-in, the scheduler and the gateway) and
 *                          runs its files one at a time; steps 1-3 run at nice 10, so the stack
 *                          (one main thread for the gateway and Lambdas, and DynamoDB Local) gets
 *                          the CPU when it asks and they take the rest (docs/decisions.md, "the
 *                          integration stack first in line for the CPU")
 *   1. npm run check       lint (with the architecture's import boundaries), format, type check
 *   2. vitest unit, ui, db, cdk  unit tests (server and browser code), the money tests on DynamoDB
 *                          Local alone, CDK assertions
 *   3. build:frontends     production builds of the shell and every remote
 *   4. playwright          browser e2e in Debian's chromium against the built app at one origin,
 *                          once the integration tests are done
 * Prints one closing line `tests: N passed, N failed` and exits non-zero if anything failed.
 * `npm test -- --fast` skips the frontend build and e2e.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(
    `=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds(started)} s`,
  );
  if (!ok) failures.push(label);
  return ok;
}

/**
 * Starts a step beside the others, its output kept in a file; `finish()` waits for it, then prints
 * that output under its own heading, so the log reads one step at a time.
 */
function start(label: string, command: string, args: string[]) {
  const started = Date.now();
  const logFile = join(out, `${label.replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logFile);
  console.log(`\n=== ${label}: ${command} ${args.join(' ')} (beside the next steps)`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return async (): Promise<boolean> => {
    const code = await exited;
    await new Promise<void>((resolve) => log.end(resolve));
    console.log(`\n=== ${label}: output`);
    process.stdout.write(readFileSync(logFile));
    const ok = code === 0;
    console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds(started)} s`);
    if (!ok) failures.push(label);
    return ok;
  };
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Adds a vitest JSON report's counts and failed tests to the totals. */
function countVitest(label: string, file: string) {
  const vitest = readJson<VitestReport>(file);
  if (vitest) {
    for (const line of vitestProblems(vitest, process.cwd())) failedTests.push(`vitest ${line}`);
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests + vitest.numPendingTests; // a skipped test proves nothing
    if (vitest.numTotalTests === 0) failures.push(`${label} ran no test`);
  } else {
    failed++;
    failures.push(`${label} wrote no report`);
  }
}

const vitestArgs = (file: string, ...projects: string[]) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const integrationJson = join(out, 'vitest-integration.json');
const integration = start('vitest integration', 'npx', vitestArgs(integrationJson, 'integration'));

/** A CPU-bound step beside the integration stack: it takes the CPU the stack leaves. */
const besideStack = (label: string, command: string, args: string[]) =>
  run(label, 'nice', ['-n', '10', command, ...args]);

if (!besideStack('check', 'npm', ['run', 'check'])) failed++;
else passed++;

const unitJson = join(out, 'vitest-unit.json');
besideStack('vitest unit, cdk', 'npx', vitestArgs(unitJson, 'unit', 'ui', 'ui-isolated', 'db', 'cdk'));
countVitest('vitest unit, cdk', unitJson);

const built = fast ? false : besideStack('build frontends', 'npm', ['run', 'build:frontends']);

await integration();
countVitest('vitest integration', integrationJson);

if (!fast) {
  if (built) {
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
