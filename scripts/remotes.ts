/**
 * npm run remotes: which version of each remote is live, shipping one, rolling one back (issue 42
 * §1; docs/operations.md, "Deploying and rolling back").
 *
 *   npm run remotes -- status                      the local stack's manifest
 *   npm run remotes -- ship <name>                 the local stack: the remote's latest build goes live
 *   npm run remotes -- rollback <name>             the local stack: the version before goes live again
 *   npm run remotes -- ship <name> --stage <s>     AWS: after its stack uploaded it (npm run deploy)
 *   npm run remotes -- rollback <name> --stage <s>
 *   npm run remotes -- status --stage <s>
 *
 * On AWS the site buckets are found by name (stage, account and region: stages.ts, or --account and
 * --region, or AWS_REGION and the credentials' account via --account). Shipping checks the build
 * (frontends/<name>/dist/latest.json) against the live shell's vendor contract and refuses, with
 * every reason, a remote the live shell cannot run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { isStageName, STAGES, STAGE_NAMES } from '../infra/cdk/lib/stages.ts';
import {
  isRemoteName,
  latestBuild,
  localStore,
  REMOTE_NAMES,
  rollbackRemote,
  s3Store,
  shipRemote,
  ShipRefused,
  siteBucketNameIn,
  type RemoteName,
  type RemoteStore,
} from '../infra/remotes.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const FRONTENDS = path.join(REPO_ROOT, 'frontends');

export class UsageError extends Error {}

export interface RemotesCommand {
  action: 'status' | 'ship' | 'rollback';
  name?: RemoteName;
  stage?: string;
  account?: string;
  region?: string;
}

const USAGE =
  'usage: npm run remotes -- status|ship <remote>|rollback <remote> [--stage <stage> [--account <id>] [--region <region>]]';

export function parseRemotesArgs(argv: readonly string[]): RemotesCommand {
  const [action, ...rest] = argv;
  if (action !== 'status' && action !== 'ship' && action !== 'rollback') throw new UsageError(USAGE);
  const command: RemotesCommand = { action };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = () => {
      const v = rest[++i];
      if (!v || v.startsWith('--')) throw new UsageError(`${arg} needs a value. ${USAGE}`);
      return v;
    };
    if (arg === '--stage') command.stage = value();
    else if (arg === '--account') command.account = value();
    else if (arg === '--region') command.region = value();
    else if (!arg.startsWith('--') && !command.name) {
      if (!isRemoteName(arg))
        throw new UsageError(`"${arg}" is not a remote: one of ${REMOTE_NAMES.join(', ')}`);
      command.name = arg;
    } else throw new UsageError(`unknown argument "${arg}". ${USAGE}`);
  }
  if (action !== 'status' && !command.name)
    throw new UsageError(`${action} needs a remote: one of ${REMOTE_NAMES.join(', ')}`);
  if (command.stage && !isStageName(command.stage))
    throw new UsageError(`"${command.stage}" is not a stage: one of ${STAGE_NAMES.join(', ')}`);
  return command;
}

/** The store a command works on: the local stack's folder, or a stage's site buckets. */
export function storeFor(command: RemotesCommand, env = process.env): RemoteStore {
  if (!command.stage) return localStore(FRONTENDS);
  const stage = command.stage as keyof typeof STAGES;
  const account = command.account || STAGES[stage].account || env.AWS_ACCOUNT_ID;
  const region = command.region || STAGES[stage].region || env.AWS_REGION;
  if (!account || !region)
    throw new UsageError(
      `The ${stage} stage's site buckets are named by account and region: give --account and --region ` +
        `(or fill them in infra/cdk/lib/stages.ts)`,
    );
  return s3Store(new S3Client({ region }), {
    shell: siteBucketNameIn(stage, 'shell', account, region),
    remote: (name) => siteBucketNameIn(stage, name, account, region),
  });
}

export async function runRemotes(command: RemotesCommand, log = console.log): Promise<void> {
  const store = storeFor(command);
  if (command.action === 'status') {
    const manifest = await store.readManifest();
    for (const name of REMOTE_NAMES) {
      const entry = manifest?.remotes[name];
      log(
        entry
          ? `${name}: ${entry.version} (since ${entry.shippedAt}; before: ${entry.previous.join(', ') || 'none'})`
          : `${name}: never shipped to ${store.where}`,
      );
    }
    return;
  }
  const name = command.name!;
  const result =
    command.action === 'ship'
      ? await shipRemote(
          store,
          latestBuild(FRONTENDS, name) ??
            (() => {
              throw new UsageError(`${name} is not built: npm run build -w frontends/${name}`);
            })(),
        )
      : await rollbackRemote(store, name);
  log(
    result.from === result.to
      ? `${name}: ${result.to} was already live in ${store.where}`
      : `${name}: ${result.from ?? 'none'} -> ${result.to} in ${store.where}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await runRemotes(parseRemotesArgs(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof ShipRefused) console.error(`refused:\n  ${error.problems.join('\n  ')}`);
    else console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
