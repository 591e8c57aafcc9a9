import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * The pipeline (.github/workflows, docs/operations.md "The pipeline"): every workflow passes
 * @action-validator/cli (GitHub's published schemas), and the files say what the docs promise: a pull
 * request runs the README's test command; on main, staging is deployed and smoke-tested before
 * production, which waits for the production environment's approval.
 */

const DIR = '.github/workflows';
const VALIDATOR = join('node_modules', '.bin', 'action-validator');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  uses?: string;
  if?: string;
  environment?: string | { name: string };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflowFiles = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const workflow = (file: string) => parse(readFileSync(join(DIR, file), 'utf8')) as Workflow;
const validate = (file: string) => spawnSync(VALIDATOR, [file], { encoding: 'utf8' });
const needsOf = (job: Job) => [job.needs ?? []].flat();
const envName = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);
const runs = (job: Job) => (job.steps ?? []).flatMap((s) => (s.run ? [s.run.trim()] : []));

/** The test command of the README's "Two commands" block (`npm test   # every test…`). */
function readmeTestCommand(): string {
  const line = readFileSync('README.md', 'utf8')
    .split('\n')
    .find((l) => /^npm test\s+#/.test(l));
  expect(line, 'the README names its test command').toBeTruthy();
  return line!.split('#')[0]!.trim();
}

describe('the workflow files', () => {
  it('are there: one for pull requests, one for main', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['pr.yml', 'main.yml']));
  });

  it.each(workflowFiles)('%s passes action-validator', (file) => {
    const result = validate(join(DIR, file));
    expect(result.error, `${VALIDATOR} could not run`).toBeUndefined();
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('the validator refuses a workflow GitHub would refuse (a misspelt key)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'bad.yml');
    writeFileSync(
      file,
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: npm test\n',
    );
    const result = validate(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Additional property 'stepz' is not allowed");
  });
});

describe('a pull request', () => {
  it("runs the README's test command after installing, on Debian with chromium, its headless shell and Java", () => {
    const pr = workflow('pr.yml');
    expect(Object.keys(pr.on)).toContain('pull_request');
    const jobs = Object.values(pr.jobs);
    expect(jobs).toHaveLength(1);
    const commands = runs(jobs[0]!);
    expect(commands.at(-1)).toBe(readmeTestCommand());
    expect(commands.at(-2)).toMatch(/^npm ci\b/);
    expect(commands.join('\n')).toMatch(
      /apt-get install .*\bchromium\b.*\bchromium-headless-shell\b.*\bopenjdk-17-jre-headless\b/,
    );
    const node = jobs[0]!.steps!.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(node?.with).toMatchObject({ 'node-version': 20, cache: 'npm' });
  });
});

describe('a push to main', () => {
  const main = workflow('main.yml');
  const jobs = Object.entries(main.jobs);
  const smokeJob = jobs.find(([, job]) => runs(job).some((r) => r.startsWith('npm run smoke -- ')));
  const productionJob = jobs.find(([, job]) => envName(job) === 'production');

  it('is tested by the same workflow as a pull request, before anything deploys', () => {
    expect(main.on).toEqual({ push: { branches: ['main'] } });
    const [testName] = jobs.find(([, job]) => job.uses === './.github/workflows/pr.yml') ?? [];
    expect(testName, 'a job that calls pr.yml').toBeTruthy();
    expect(Object.keys(workflow('pr.yml').on)).toContain('workflow_call');
    // Every job that deploys waits for the tests, directly or through a job it waits for.
    const upstream = (job: Job): string[] => needsOf(job).flatMap((n) => [n, ...upstream(main.jobs[n]!)]);
    const deploying = jobs.filter(([, job]) =>
      runs(job).some((r) => r.includes('npm run deploy -- --stage')),
    );
    expect(deploying.map(([name]) => name)).toEqual(['staging', 'production']);
    for (const [, job] of deploying) expect(upstream(job)).toContain(testName);
  });

  it('deploys to staging and smoke-tests staging in one job, the smoke after the deploy', () => {
    expect(smokeJob, 'a job that runs npm run smoke').toBeTruthy();
    const [, job] = smokeJob!;
    expect(envName(job)).toBe('staging');
    const commands = runs(job);
    const deploy = commands.findIndex((r) => r.includes('npm run deploy -- --stage staging'));
    const smoke = commands.indexOf('npm run smoke -- ${{ vars.STAGING_URL }}');
    expect(deploy).toBeGreaterThanOrEqual(0);
    expect(smoke).toBeGreaterThan(deploy);
  });

  it('deploys to production only in the production environment, after the staging smoke', () => {
    expect(productionJob, 'a job with environment production').toBeTruthy();
    const [, job] = productionJob!;
    expect(needsOf(job)).toContain(smokeJob![0]);
    expect(job.if ?? '').not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    expect(runs(job).some((r) => r.includes('npm run deploy -- --stage prod'))).toBe(true);
  });

  it('deploys only the targets the deploy script names for the change, never two deploys to one stage at once', () => {
    const targets = runs(main.jobs.changes!).join('\n');
    expect(targets).toContain('npm run --silent deploy -- --print-targets --since');
    for (const [, job] of [smokeJob!, productionJob!]) {
      expect(job.concurrency).toEqual({ group: `deploy-${envName(job)}`, 'cancel-in-progress': false });
      expect(job.permissions).toMatchObject({ 'id-token': 'write' });
      const credentials = job.steps!.find((s) =>
        s.uses?.startsWith('aws-actions/configure-aws-credentials@'),
      );
      // The role comes from a repository variable; no key is written in the file.
      expect(credentials?.with?.['role-to-assume']).toMatch(/^\$\{\{ vars\.AWS_\w+_ROLE_ARN \}\}$/);
    }
  });
});
