import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorSummary,
  type PlaywrightReport,
  playwrightProblems,
  type VitestReport,
  vitestProblems,
} from './test-report.ts';

// Real reports: vitest and Playwright run a small suite with one passing, one failing and one
// skipped test, in a folder of their own, and write JSON as `npm test` asks them to. The `.skip`s
// below are in that suite's text (the case the report must list, since `npm test` counts a skipped
// test as failed), not in this file's tests: none of these is skipped.
const repo = resolve(import.meta.dirname, '..');
let dir: string;
let vitest: VitestReport;
let playwright: PlaywrightReport;

function tool(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(join(repo, 'node_modules/.bin', args[0]!), args.slice(1), {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env, CI: '1', FORCE_COLOR: '1' },
  });
  // Both exit 1: a test failed.
  expect(result.status, result.stderr).toBe(1);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'konstvagg-report-'));
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'sum.test.ts'),
    `import { describe, expect, it } from 'vitest';
describe('the sum', () => {
  it('adds', () => expect(1 + 1).toBe(2));
  it('carries', () => expect(9 + 1).toBe(11));
  it.skip('waits', () => {});
});
`,
  );
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.test.ts"] } };\n');
  writeFileSync(
    join(dir, 'buy.spec.ts'),
    `import { expect, test } from '@playwright/test';
test.describe('buying', () => {
  test('pays', () => expect('paid').toBe('paid'));
  test('collects', () => expect('reserved').toBe('collected'));
});
test.skip('refunds', () => {});
`,
  );
  writeFileSync(
    join(dir, 'playwright.config.mjs'),
    "export default { testDir: '.', testMatch: '*.spec.ts', projects: [{ name: 'e2e' }] };\n",
  );
  tool([
    'vitest',
    'run',
    '--config',
    'vitest.config.mjs',
    '--reporter=json',
    '--outputFile.json=vitest.json',
  ]);
  tool(['playwright', 'test', '--config', 'playwright.config.mjs', '--reporter=json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: join(dir, 'playwright.json'),
  });
  vitest = JSON.parse(readFileSync(join(dir, 'vitest.json'), 'utf8'));
  playwright = JSON.parse(readFileSync(join(dir, 'playwright.json'), 'utf8'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the closing list of tests that did not pass', () => {
  it("names vitest's failed and skipped tests by file and title, with what was expected", () => {
    expect(vitestProblems(vitest, dir)).toEqual([
      'sum.test.ts › the sum carries: failed (AssertionError: expected 10 to be 11 // Object.is equality)',
      'sum.test.ts › the sum waits: skipped',
    ]);
  });

  it("names Playwright's failed and skipped tests by project, file:line and title", () => {
    expect(playwrightProblems(playwright)).toEqual([
      '[e2e] buy.spec.ts:4 › buying › collects: unexpected (Error: expect(received).toBe(expected) // Object.is equality / Expected: "collected" / Received: "reserved")',
      '[e2e] buy.spec.ts:6 › refunds: skipped',
    ]);
  });

  it('keeps an error to its first lines, without colours or stack', () => {
    expect(errorSummary('\u001b[31mboom\u001b[39m\n\n  at f (x.ts:1:1)\nwhy\nmore\nand more')).toBe(
      'boom / why / more',
    );
    expect(errorSummary(undefined)).toBe('');
  });
});
