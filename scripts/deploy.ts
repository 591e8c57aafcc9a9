/**
 * npm run deploy: deploys one stage, all of it or some targets, and rolls a service back
 * (issue 42 §2; docs/operations.md, "Deploying and rolling back").
 *
 *   npm run deploy -- --stage <dev|staging|prod> [--only <target>]... [--dry-run]
 *   npm run deploy -- --rollback <service> --stage <stage> [--to <version>]
 *   npm run deploy -- --print-targets --since <git ref>
 *
 * A target is a service (`orders`, `catalog`, ...), `remote:<marketplace|artist|venue|admin>`,
 * `shell`, or `infra` (the Data, Auth, Scheduler and Edge stacks). Each maps to CDK stacks
 * (TARGET_STACKS) and the script runs `npx cdk deploy <stacks> -c stage=<stage> --require-approval
 * never` from the repository root (where cdk-assets finds the sharp layer's script).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';
import { REMOTE_NAMES, type FederatedRemote } from '@konstvagg/ui/federation';
import { deployedServices } from '../infra/route-table.ts';
import { serviceFunctionName, STAGE_NAMES, type StageName } from '../infra/cdk/lib/stages.ts';

/** The remotes, as the frontends' build names them (shared/ui federation.js). */
export const REMOTES = REMOTE_NAMES;
export type Remote = FederatedRemote;
export type Target = ServiceName | `remote:${Remote}` | 'shell' | 'infra';

/** The live alias every caller of a service invokes (infra/cdk ServiceFunction LIVE_ALIAS). */
export const LIVE_ALIAS = 'live';

/**
 * Which CDK stacks each kind of target deploys, by the name after `Konstvagg-<stage>-`, in the order
 * they deploy. All the services are one stack (Api): deploying one service deploys that stack with
 * the checkout's code of every function, and only a function whose code or settings changed gets a
 * new version (the others' versions, and so their `live` aliases, stay as they are).
 */
export const TARGET_STACKS = {
  infra: ['Edge', 'Data', 'Auth', 'Scheduler'],
  service: ['Api'],
  // The shell's server-rendered pages (the landing function) run the marketplace version they were
  // built with (frontends/shell/vite.ssr.config.ts pins it): its stack uploads that version's files
  // (it does not make it live; that is a ship).
  shell: ['Frontends', 'Remote-marketplace'],
  remote: (name: Remote) => [`Remote-${name}`],
} as const;

/** Every target, in the order a deploy of several goes: infra, services, shell, remotes. */
export const ALL_TARGETS: readonly Target[] = [
  'infra',
  ...deployedServices,
  'shell',
  ...REMOTES.map((r) => `remote:${r}` as const),
];

const isService = (t: string): t is ServiceName => (deployedServices as readonly string[]).includes(t);
const isTarget = (t: string): t is Target => (ALL_TARGETS as readonly string[]).includes(t);

/** The stacks of some targets (no duplicates, in deploy order), by their full names. */
export function stacksOf(targets: readonly Target[], stage: StageName): string[] {
  const names = targets.flatMap((t): readonly string[] => {
    if (t === 'infra') return TARGET_STACKS.infra;
    if (t === 'shell') return TARGET_STACKS.shell;
    if (t.startsWith('remote:')) return TARGET_STACKS.remote(t.slice('remote:'.length) as Remote);
    return TARGET_STACKS.service;
  });
  return [...new Set(names)].map((name) => `Konstvagg-${stage}-${name}`);
}

export type Command =
  | { kind: 'deploy'; stage: StageName; targets: Target[] | 'all'; dryRun: boolean }
  | { kind: 'rollback'; stage: StageName; target: Target; to?: number }
  | { kind: 'print-targets'; since: string };

export class UsageError extends Error {}

export const USAGE = `Usage:
  npm run deploy -- --stage <${STAGE_NAMES.join('|')}> [--only <target>]... [--dry-run]
  npm run deploy -- --rollback <service> --stage <stage> [--to <version>]
  npm run deploy -- --print-targets --since <git ref>
Targets: ${ALL_TARGETS.join(', ')}`;

const stageOf = (value: string | undefined): StageName => {
  if (!value) throw new UsageError(`--stage is required: one of ${STAGE_NAMES.join(', ')}`);
  if (!(STAGE_NAMES as readonly string[]).includes(value))
    throw new UsageError(`Unknown stage "${value}". Valid stages: ${STAGE_NAMES.join(', ')}`);
  return value as StageName;
};

const targetOf = (value: string): Target => {
  if (!isTarget(value))
    throw new UsageError(`Unknown target "${value}". Valid targets: ${ALL_TARGETS.join(', ')}`);
  return value;
};

export function parseArgs(argv: readonly string[]): Command {
  const only: Target[] = [];
  let stage: string | undefined;
  let rollback: string | undefined;
  let since: string | undefined;
  let to: string | undefined;
  let dryRun = false;
  let printTargets = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--stage') stage = value();
    else if (arg === '--only') only.push(targetOf(value()));
    else if (arg === '--rollback') rollback = value();
    else if (arg === '--to') to = value();
    else if (arg === '--since') since = value();
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--print-targets') printTargets = true;
    else throw new UsageError(`Unknown argument "${arg}"\n${USAGE}`);
  }
  if (printTargets) {
    if (!since) throw new UsageError('--print-targets needs --since <git ref> (the last deployed commit)');
    return { kind: 'print-targets', since };
  }
  if (rollback !== undefined) {
    if (only.length) throw new UsageError('--rollback takes one target; leave out --only');
    const target = targetOf(rollback);
    const version = to === undefined ? undefined : Number(to);
    if (version !== undefined && !(Number.isInteger(version) && version > 0))
      throw new UsageError(`--to must be a version number, like 12 (got "${to}")`);
    return { kind: 'rollback', stage: stageOf(stage), target, ...(version ? { to: version } : {}) };
  }
  if (to !== undefined) throw new UsageError('--to goes with --rollback');
  const targets = only.length ? ALL_TARGETS.filter((t) => only.includes(t)) : 'all';
  return { kind: 'deploy', stage: stageOf(stage), targets, dryRun };
}

/**
 * The cdk commands of a deploy, each as argv. Everything is `--all`; a selection names its stacks
 * with `--exclusively`, so that CDK deploys those and not the stacks they depend on (a service
 * deploys the Api stack alone, not Data and Auth again).
 */
export function deployCommands(stage: StageName, targets: readonly Target[] | 'all'): string[][] {
  const common = ['-c', `stage=${stage}`, '--require-approval', 'never'];
  const remotes =
    targets === 'all'
      ? REMOTES
      : targets.filter((t) => t.startsWith('remote:')).map((t) => t.slice('remote:'.length) as Remote);
  // A remote's stack uploads its version; shipping it (the vendor contract checked against the
  // live shell, then the manifest switched) makes it live: scripts/remotes.ts, infra/remotes.ts.
  const ships = remotes.map((name) => ['npx', 'tsx', 'scripts/remotes.ts', 'ship', name, '--stage', stage]);
  if (targets === 'all') return [['npx', 'cdk', 'deploy', '--all', ...common], ...ships];
  return [['npx', 'cdk', 'deploy', ...stacksOf(targets, stage), ...common, '--exclusively'], ...ships];
}

/** Files whose change ships nothing: documentation, tests, the pipeline, tooling and measurements. */
const SHIPS_NOTHING = [
  /^docs\//,
  /\.md$/,
  /\.(test|spec)\.tsx?$/,
  /^e2e\//,
  /^scripts\//,
  /^perf\//,
  /^\.github\//,
  /^\.ci\//,
];

/**
 * What a change deploys, from the files it touched: `services/<name>/` that service,
 * `frontends/<remote>/` that remote, `frontends/shell/` the shell; `shared/`, `infra/`,
 * package-lock.json and anything not named here everything (a safe default: CloudFormation leaves
 * unchanged stacks alone); docs, tests, scripts and the pipeline nothing.
 */
export function targetsFor(changedFiles: readonly string[]): Target[] {
  const found = new Set<Target>();
  for (const file of changedFiles.map((f) => f.trim()).filter(Boolean)) {
    if (SHIPS_NOTHING.some((pattern) => pattern.test(file))) continue;
    const [top, name] = file.split('/');
    if (top === 'services' && name && isService(name)) found.add(name);
    else if (top === 'frontends' && name === 'shell') found.add('shell');
    else if (top === 'frontends' && (REMOTES as readonly string[]).includes(name ?? ''))
      found.add(`remote:${name as Remote}`);
    else return [...ALL_TARGETS];
  }
  return ALL_TARGETS.filter((t) => found.has(t));
}

/** The calls to Lambda a rollback makes (LambdaClient's on AWS; an in-memory one in the tests). */
export interface AliasClient {
  /** Every published version's number (not $LATEST). */
  versions(functionName: string): Promise<number[]>;
  /** The version the alias points at. */
  aliasVersion(functionName: string, alias: string): Promise<number>;
  pointAlias(functionName: string, alias: string, version: number): Promise<void>;
}

/**
 * Points a function's `live` alias at the version published before the one it points at now (or at
 * `to`), and says from which to which. Versions are retained by the stacks, so the earlier ones are
 * there; a second rollback goes one further back.
 */
export async function rollbackService(
  client: AliasClient,
  functionName: string,
  to?: number,
): Promise<{ from: number; to: number }> {
  const versions = (await client.versions(functionName)).sort((a, b) => a - b);
  const from = await client.aliasVersion(functionName, LIVE_ALIAS);
  const target = to ?? versions.filter((v) => v < from).at(-1);
  if (target === undefined)
    throw new UsageError(`${functionName}: no version before ${from} to roll back to`);
  if (!versions.includes(target))
    throw new UsageError(
      `${functionName}: there is no version ${target} (published: ${versions.join(', ') || 'none'})`,
    );
  if (target === from) throw new UsageError(`${functionName}: ${LIVE_ALIAS} is at version ${from} already`);
  await client.pointAlias(functionName, LIVE_ALIAS, target);
  return { from, to: target };
}

/** Lambda through the AWS SDK, in the region and account of the caller's credentials. */
async function lambdaAliases(): Promise<AliasClient> {
  const { GetAliasCommand, LambdaClient, ListVersionsByFunctionCommand, UpdateAliasCommand } =
    await import('@aws-sdk/client-lambda');
  const lambda = new LambdaClient({});
  return {
    async versions(functionName) {
      const found: number[] = [];
      let marker: string | undefined;
      do {
        const page = await lambda.send(
          new ListVersionsByFunctionCommand({ FunctionName: functionName, Marker: marker }),
        );
        for (const v of page.Versions ?? [])
          if (v.Version && /^\d+$/.test(v.Version)) found.push(Number(v.Version));
        marker = page.NextMarker;
      } while (marker);
      return found;
    },
    async aliasVersion(functionName, alias) {
      const { FunctionVersion } = await lambda.send(
        new GetAliasCommand({ FunctionName: functionName, Name: alias }),
      );
      return Number(FunctionVersion);
    },
    async pointAlias(functionName, alias, version) {
      await lambda.send(
        new UpdateAliasCommand({ FunctionName: functionName, Name: alias, FunctionVersion: String(version) }),
      );
    },
  };
}

const REPO_ROOT = resolve(import.meta.dirname, '..');

function changedFilesSince(ref: string): string[] {
  const git = spawnSync('git', ['diff', '--name-only', ref, 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (git.status !== 0) throw new UsageError(`git diff ${ref} HEAD failed: ${git.stderr.trim()}`);
  return git.stdout.split('\n');
}

async function run(command: Command): Promise<void> {
  if (command.kind === 'print-targets') {
    for (const target of targetsFor(changedFilesSince(command.since))) console.log(target);
    return;
  }
  if (command.kind === 'rollback') {
    const { target, stage } = command;
    if (target.startsWith('remote:')) {
      // The manifest back at the version before, which is still in the bucket (scripts/remotes.ts).
      const { runRemotes } = await import('./remotes.ts');
      await runRemotes({ action: 'rollback', name: target.slice('remote:'.length) as Remote, stage });
      return;
    }
    if (!isService(target))
      throw new UsageError(
        `Only a service can be rolled back here (${target} is not one): deploy the previous commit's ${target} instead ` +
          '(docs/operations.md, "Deploying and rolling back").',
      );
    const functionName = serviceFunctionName({ stage }, target);
    const { from, to } = await rollbackService(await lambdaAliases(), functionName, command.to);
    console.log(`${functionName}: ${LIVE_ALIAS} moved from version ${from} to version ${to}`);
    console.log(`Undo: npm run deploy -- --rollback ${target} --stage ${stage} --to ${from}`);
    return;
  }
  const commands = deployCommands(command.stage, command.targets);
  for (const argv of commands) {
    console.log(argv.join(' '));
    if (command.dryRun) continue;
    const result = spawnSync(argv[0]!, argv.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${argv.slice(0, 3).join(' ')} failed (exit ${result.status})`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await run(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
