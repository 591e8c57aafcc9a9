/**
 * The failed tests in vitest's and Playwright's JSON reports, one line each (where, name, first
 * line of the error). `npm test` prints them again at its very end, so a log cut to its last lines
 * (as CI shows it) still says which test failed, not only which step.
 */

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** An error's first three non-empty lines (say, the matcher, Expected and Received) on one line,
 * without terminal colours or the stack, at most 300 characters. */
export function errorSummary(text: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '));
  return lines.slice(0, 3).join(' / ').slice(0, 300);
}

/** Every vitest test that did not pass (failed, skipped, todo), and files that failed outside a test. */
export function vitestProblems(report: VitestReport, root: string): string[] {
  const out: string[] = [];
  for (const file of report.testResults) {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    for (const t of file.assertionResults)
      if (t.status !== 'passed')
        out.push(
          `${where} › ${t.fullName}: ${t.status}${t.failureMessages?.length ? ` (${errorSummary(t.failureMessages[0])})` : ''}`,
        );
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
      out.push(`${where}: failed (${errorSummary(file.message)})`);
  }
  return out;
}

/** Every e2e test that failed, was skipped or passed only on a retry ("flaky"), by file:line. */
export function playwrightProblems(report: PlaywrightReport): string[] {
  const out: string[] = [];
  // A file's own suite (the top level) is titled by its path, which the line already names.
  const walk = (suite: PlaywrightSuite, titles: string[] | null) => {
    const here = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        if (t.status === 'expected') continue;
        const error = t.results.find((r) => r.error)?.error?.message;
        const name = [...here, spec.title].join(' › ');
        out.push(
          `[${t.projectName}] ${spec.file}:${spec.line} › ${name}: ${t.status}${error ? ` (${errorSummary(error)})` : ''}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, null);
  // In file and line order (a file's own tests are listed before its describe blocks').
  const at = (line: string) => /^\[[^\]]*\] (\S+):(\d+) /.exec(line)!;
  return out.sort((a, b) => at(a)[1]!.localeCompare(at(b)[1]!) || Number(at(a)[2]) - Number(at(b)[2]));
}
