/**
 * npm run lint:cfn: cfn-lint over the CDK app's templates, the default synth and a production one
 * (made-up production settings, infra/cdk/test/synth.ts), as `cdk synth` writes them. Prints what
 * each finds and exits non-zero on any finding. cfn-lint is a Python tool the CI machine cannot
 * install (no PyPI), so this is a script to run where it is installed (`pipx install cfn-lint`),
 * not part of npm test; the CDK tests run CloudFormation's own template checks on every synth.
 * The ignored rules and why: .cfnlintrc.yaml and the resources' own `cfn-lint` metadata.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_CONTEXT } from '../infra/cdk/test/synth.ts';

const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error('cfn-lint is not installed here (pipx install cfn-lint, or pip install cfn-lint).');
  process.exit(2);
}
console.log(version.stdout.trim());

const synths: [string, Record<string, string>][] = [
  ['default', {}],
  ['production', PRODUCTION_CONTEXT],
];
let failed = false;
for (const [label, context] of synths) {
  const out = mkdtempSync(join(tmpdir(), `konstvagg-cfn-${label}-`));
  try {
    const args = ['cdk', 'synth', '--quiet', '-o', out];
    for (const [key, value] of Object.entries(context)) args.push('-c', `${key}=${value}`);
    execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const templates = readdirSync(out).filter((f) => f.endsWith('.template.json'));
    const lint = spawnSync(
      'cfn-lint',
      templates.map((t) => join(out, t)),
      { encoding: 'utf8' },
    );
    const findings = (lint.stdout.match(/^[EWI]\d{4} /gm) ?? []).length;
    console.log(`${label}: ${templates.length} templates, ${findings} findings`);
    if (lint.status !== 0 || findings > 0) {
      failed = true;
      console.log(lint.stdout, lint.stderr);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
