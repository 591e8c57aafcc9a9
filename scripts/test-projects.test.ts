import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCKING_SERVER_TESTS } from '../vitest.config.ts';

/**
 * The unit project shares each worker's module cache between its files (vitest.config.ts), which
 * is what makes it fast. A vi.mock there would be a test that passes or fails by file order: the
 * mock misses a module another file already loaded. Such a file belongs in MOCKING_SERVER_TESTS,
 * which the isolated ui project runs.
 */
const testFiles = execFileSync('git', ['ls-files', '*.test.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
/** The files of the unit and cdk projects, which share their workers' module cache. */
const inSharedProjects = (f: string) =>
  /^(shared|services|infra|scripts)\//.test(f) &&
  !/\.(int|db)\.test\.ts$/.test(f) &&
  !f.startsWith('shared/ui/') &&
  !MOCKING_SERVER_TESTS.includes(f);
const mocks = (f: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8'));

describe('the unit and cdk projects', () => {
  it('has no file that mocks a module; those are listed to run isolated', () => {
    expect(testFiles.filter(inSharedProjects).filter(mocks)).toEqual([]);
    for (const f of MOCKING_SERVER_TESTS) expect(mocks(f), f).toBe(true);
  });
});
