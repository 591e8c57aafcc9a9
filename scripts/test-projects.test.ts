import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS } from '../vitest.config.ts';

/**
 * The unit, cdk and ui projects share each worker's module cache between their files
 * (vitest.config.ts), which is what makes them fast. A vi.mock there would be a test that passes or
 * fails by file order: the mock misses a module another file already loaded, or stays for the next.
 * Such a file belongs in MOCKING_TESTS, which the ui-isolated project runs, each file alone.
 */
const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
/** The files of the unit, cdk and ui projects. */
const inSharedProjects = (f: string) =>
  /^(shared|services|infra|scripts|frontends)\//.test(f) &&
  !/\.(int|db)\.test\.ts$/.test(f) &&
  !MOCKING_TESTS.includes(f);
const mocks = (f: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(f, 'utf8'));

describe('the projects that share a module cache', () => {
  it('have no file that mocks a module; those are listed to run isolated', () => {
    const shared = testFiles.filter(inSharedProjects);
    expect(shared.length).toBeGreaterThan(150);
    expect(shared.filter(mocks)).toEqual([]);
    for (const f of MOCKING_TESTS) expect(mocks(f), f).toBe(true);
  });
});
