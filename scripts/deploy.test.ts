import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedServices } from '../infra/route-table.ts';
import {
  ALL_TARGETS,
  deployCommands,
  parseArgs,
  rollbackService,
  targetsFor,
  type AliasClient,
} from './deploy.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/deploy.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
const refusal = (argv: string[]) => {
  try {
    parseArgs(argv);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('npm run deploy: arguments', () => {
  it('deploys everything without --only, and the targets named, in deploy order, with it', () => {
    expect(parseArgs(['--stage', 'prod'])).toEqual({
      kind: 'deploy',
      stage: 'prod',
      targets: 'all',
      dryRun: false,
    });
    expect(
      parseArgs([
        '--stage',
        'staging',
        '--only',
        'remote:artist',
        '--only',
        'orders',
        '--only',
        'orders',
        '--dry-run',
      ]),
    ).toEqual({ kind: 'deploy', stage: 'staging', targets: ['orders', 'remote:artist'], dryRun: true });
  });

  it('refuses an unknown stage, or none, naming the valid ones', () => {
    expect(refusal(['--stage', 'qa'])).toBe('Unknown stage "qa". Valid stages: dev, staging, prod');
    expect(refusal(['--only', 'orders'])).toBe('--stage is required: one of dev, staging, prod');
  });

  it('refuses an unknown target, naming every valid one', () => {
    const message = refusal(['--stage', 'dev', '--only', 'payments']);
    expect(message).toMatch(/^Unknown target "payments". Valid targets: /);
    for (const target of ['orders', 'catalog', 'remote:marketplace', 'remote:admin', 'shell', 'infra'])
      expect(message).toContain(target);
    expect(refusal(['--stage', 'dev', '--only', 'remote:shop'])).toMatch(/^Unknown target "remote:shop"/);
  });

  it('takes a rollback of one target, with an optional version to go to', () => {
    expect(parseArgs(['--rollback', 'orders', '--stage', 'staging'])).toEqual({
      kind: 'rollback',
      stage: 'staging',
      target: 'orders',
    });
    expect(parseArgs(['--rollback', 'orders', '--stage', 'prod', '--to', '12'])).toMatchObject({ to: 12 });
    expect(refusal(['--rollback', 'orders', '--stage', 'prod', '--to', 'latest'])).toMatch(
      /--to must be a version number/,
    );
    expect(refusal(['--rollback', 'orders', '--stage', 'prod', '--only', 'catalog'])).toMatch(
      /leave out --only/,
    );
    expect(refusal(['--rollback', 'billing', '--stage', 'prod'])).toMatch(/^Unknown target "billing"/);
  });

  it('prints targets only --since a ref, and refuses what it does not know', () => {
    expect(parseArgs(['--print-targets', '--since', 'abc123'])).toEqual({
      kind: 'print-targets',
      since: 'abc123',
    });
    expect(refusal(['--print-targets'])).toMatch(/--since <git ref>/);
    expect(refusal(['--stage', 'dev', '--force'])).toMatch(/^Unknown argument "--force"/);
    expect(refusal(['--stage'])).toMatch(/^--stage needs a value/);
  });
});

describe('npm run deploy: the cdk commands', () => {
  const command = (stage: 'dev' | 'staging' | 'prod', ...targets: string[]) => {
    const parsed = parseArgs(['--stage', stage, ...targets.flatMap((t) => ['--only', t])]);
    if (parsed.kind !== 'deploy') throw new Error(parsed.kind);
    return deployCommands(parsed.stage, parsed.targets).map((argv) => argv.join(' '));
  };

  it('deploys every stack of the stage without --only', () => {
    expect(command('prod')).toEqual([
      'npx cdk deploy --all -c stage=prod --require-approval never',
      ...['marketplace', 'artist', 'venue', 'admin'].map(
        (r) => `npx tsx scripts/remotes.ts ship ${r} --stage prod`,
      ),
    ]);
  });

  it('deploys a service as the Api stack alone (not the stacks it depends on)', () => {
    expect(command('staging', 'orders')).toEqual([
      'npx cdk deploy Konstvagg-staging-Api -c stage=staging --require-approval never --exclusively',
    ]);
    // Two services are still one stack.
    expect(command('staging', 'orders', 'catalog')).toEqual(command('staging', 'orders'));
  });

  it('deploys a remote as its own stack, the shell as the Frontends stack, infra as the four stacks under the API', () => {
    // ...then ships it: the manifest points at the version its stack uploaded, once the live shell can run it.
    expect(command('prod', 'remote:artist')).toEqual([
      'npx cdk deploy Konstvagg-prod-Remote-artist -c stage=prod --require-approval never --exclusively',
      'npx tsx scripts/remotes.ts ship artist --stage prod',
    ]);
    // ...and the marketplace version its server-rendered pages were built with, uploaded (not shipped).
    expect(command('prod', 'shell')).toEqual([
      'npx cdk deploy Konstvagg-prod-Frontends Konstvagg-prod-Remote-marketplace -c stage=prod --require-approval never --exclusively',
    ]);
    expect(command('dev', 'infra')[0]).toContain(
      ' Konstvagg-dev-Edge Konstvagg-dev-Data Konstvagg-dev-Auth Konstvagg-dev-Scheduler ',
    );
    expect(command('dev', 'shell', 'infra', 'orders')[0]).toMatch(
      /deploy Konstvagg-dev-Edge Konstvagg-dev-Data Konstvagg-dev-Auth Konstvagg-dev-Scheduler Konstvagg-dev-Api Konstvagg-dev-Frontends Konstvagg-dev-Remote-marketplace -c/,
    );
  });

  it('--dry-run prints the commands and runs none; a refusal exits 2 with its message', () => {
    const dry = cli('--stage', 'staging', '--only', 'orders', '--only', 'remote:venue', '--dry-run');
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout.trim().split('\n')).toEqual([
      'npx cdk deploy Konstvagg-staging-Api Konstvagg-staging-Remote-venue -c stage=staging --require-approval never --exclusively',
      'npx tsx scripts/remotes.ts ship venue --stage staging',
    ]);
    const wrong = cli('--stage', 'test', '--dry-run');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe('Unknown stage "test". Valid stages: dev, staging, prod');
    expect(wrong.stdout).toBe('');
  }, 60_000); // two runs of the CLI in a fresh tsx each: seconds on a loaded 2-core machine
});

describe('targetsFor (the pipeline: what a change deploys)', () => {
  it('maps a service, a remote and the shell to themselves', () => {
    expect(targetsFor(['services/orders/src/checkout.ts'])).toEqual(['orders']);
    expect(targetsFor(['frontends/artist/src/features/dashboard/pages/Dashboard.tsx'])).toEqual([
      'remote:artist',
    ]);
    expect(targetsFor(['frontends/shell/src/main.tsx'])).toEqual(['shell']);
    expect(
      targetsFor([
        'frontends/venue/x.ts',
        'services/catalog/src/a.ts',
        'services/orders/b.ts',
        'frontends/venue/y.ts',
      ]),
    ).toEqual(['catalog', 'orders', 'remote:venue']);
  });

  it('deploys everything for shared code, the infrastructure and the lock file', () => {
    for (const file of [
      'shared/lambda-kit/src/config.ts',
      'infra/route-table.ts',
      'infra/cdk/lib/app.ts',
      'package-lock.json',
    ])
      expect(targetsFor(['frontends/artist/a.ts', file]), file).toEqual([...ALL_TARGETS]);
    expect(ALL_TARGETS).toEqual(
      expect.arrayContaining([...deployedServices, 'shell', 'infra', 'remote:admin']),
    );
  });

  it('deploys nothing for docs, markdown, tests, scripts or the pipeline', () => {
    expect(
      targetsFor([
        'docs/operations.md',
        'README.md',
        'services/orders/README.md',
        'services/orders/src/checkout.test.ts',
        'e2e/smoke.spec.ts',
        'scripts/deploy.ts',
        '.github/workflows/main.yml',
        '',
      ]),
    ).toEqual([]);
  });

  it('deploys everything for a file it has no rule for (cdk.json, the root package.json)', () => {
    expect(targetsFor(['cdk.json'])).toEqual([...ALL_TARGETS]);
    expect(targetsFor(['package.json'])).toEqual([...ALL_TARGETS]);
  });
});

/** Lambda's versions and one alias, in memory. */
function lambdaWith(versions: number[], live: number) {
  const state = { live, moves: [] as number[] };
  const client: AliasClient = {
    versions: async () => [...versions].reverse(),
    aliasVersion: async (_fn, alias) => {
      expect(alias).toBe('live');
      return state.live;
    },
    pointAlias: async (_fn, alias, version) => {
      expect(alias).toBe('live');
      state.live = version;
      state.moves.push(version);
    },
  };
  return { client, state };
}

describe('rolling a service back', () => {
  it('points live at the version published before the current one, and a second time one further', async () => {
    const { client, state } = lambdaWith([1, 2, 5, 7], 7);
    expect(await rollbackService(client, 'konstvagg-prod-orders')).toEqual({ from: 7, to: 5 });
    expect(await rollbackService(client, 'konstvagg-prod-orders')).toEqual({ from: 5, to: 2 });
    expect(state.moves).toEqual([5, 2]);
  });

  it('goes to a named version (forward again after a rollback)', async () => {
    const { client, state } = lambdaWith([1, 2, 3], 2);
    expect(await rollbackService(client, 'konstvagg-prod-orders', 3)).toEqual({ from: 2, to: 3 });
    expect(state.live).toBe(3);
  });

  it('refuses, moving nothing, when there is no earlier version or no such version', async () => {
    const first = lambdaWith([1], 1);
    await expect(rollbackService(first.client, 'konstvagg-prod-orders')).rejects.toThrow(
      'konstvagg-prod-orders: no version before 1 to roll back to',
    );
    const some = lambdaWith([3, 4], 4);
    await expect(rollbackService(some.client, 'konstvagg-prod-orders', 2)).rejects.toThrow(
      'there is no version 2 (published: 3, 4)',
    );
    await expect(rollbackService(some.client, 'konstvagg-prod-orders', 4)).rejects.toThrow(
      'at version 4 already',
    );
    expect([...first.state.moves, ...some.state.moves]).toEqual([]);
  });

  it('refuses to roll back the shell, which has no versions to go back to', () => {
    const shell = cli('--rollback', 'shell', '--stage', 'prod');
    expect(shell.status).toBe(2);
    expect(shell.stderr).toMatch(/Only a service can be rolled back here \(shell is not one\)/);
  });
});
