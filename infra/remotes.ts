import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  localManifestFile,
  readBuildRecord,
  REMOTES_MANIFEST_PATH,
  remoteEntryPath,
  type RemoteBuildRecord,
} from '@konstvagg/ui/remote-version';
import { REMOTE_NAMES, type FederatedRemote } from '@konstvagg/ui/federation';
import {
  checkVendorContract,
  VENDOR_CONTRACT_FILE,
  type VendorProvides,
} from '@konstvagg/ui/vendor-contract';

/**
 * Shipping a remote and rolling it back (issue 42 §1, docs/operations.md "Deploying and rolling
 * back"). A remote's versions sit side by side under /remotes/<name>/<version>/; the shell loads
 * the one /remotes/manifest.json names (frontends/shell/src/remotes/live-remotes.ts). So:
 * - ship: the version's files are there already (uploaded by the remote's stack, or built locally);
 *   check it against the live shell's vendor contract; point the manifest at it, remembering the
 *   version it replaces;
 * - roll back: point the manifest at the version before, which is still there.
 * The same steps run on the local stack (a folder) and on AWS (the site bucket): RemoteStore.
 */
export { REMOTE_NAMES };
export type RemoteName = FederatedRemote;

/** How many earlier versions the manifest remembers for a rollback. */
const PREVIOUS_KEPT = 5;

interface ManifestEntry {
  version: string;
  /** What the shell loads: /remotes/<name>/<version>/remoteEntry.js. */
  entry: string;
  shippedAt: string;
  /** Earlier versions, the last one live first: what a rollback goes back to. */
  previous: string[];
}

export interface RemotesManifest {
  remotes: Partial<Record<RemoteName, ManifestEntry>>;
}

export interface RemoteStore {
  /** Where it is, for messages: a folder or s3://bucket. */
  readonly where: string;
  readManifest(): Promise<RemotesManifest | null>;
  writeManifest(manifest: RemotesManifest): Promise<void>;
  /** Whether a version's files are there (its remoteEntry.js). */
  hasVersion(name: RemoteName, version: string): Promise<boolean>;
  /** The live shell's vendor contract (vendor-contract.json beside its index.html), or null. */
  readShellContract(): Promise<VendorProvides | null>;
}

export class ShipRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ShipRefused';
  }
}

export const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

export interface Switch {
  name: RemoteName;
  from: string | null;
  to: string;
}

/**
 * Points the manifest at a built version. Refused, with every reason, when its files are not in
 * the store, or when the live shell's vendor modules lack what it imports (or carry another major
 * version of React and the others): a remote that would fail in a person's browser never goes live.
 */
export async function shipRemote(
  store: RemoteStore,
  record: Pick<RemoteBuildRecord, 'name' | 'version' | 'contract'>,
  now = new Date(),
): Promise<Switch> {
  if (!isRemoteName(record.name)) throw new ShipRefused([`"${record.name}" is not a remote`]);
  const name = record.name;
  const problems: string[] = [];
  if (!(await store.hasVersion(name, record.version)))
    problems.push(`version ${record.version} of ${name} is not in ${store.where}`);
  const shell = await store.readShellContract();
  if (!shell)
    problems.push(`no shell in ${store.where} (${VENDOR_CONTRACT_FILE}): ship the shell before its remotes`);
  else
    problems.push(
      ...checkVendorContract(record.contract, shell).map(
        (p) => `${name} ${record.version} was built against other shared libraries: ${p}`,
      ),
    );
  if (problems.length) throw new ShipRefused(problems);
  return pointAt(store, name, record.version, now);
}

/** Points the manifest back at the version live before the current one. */
export async function rollbackRemote(
  store: RemoteStore,
  name: RemoteName,
  now = new Date(),
): Promise<Switch> {
  const current = (await store.readManifest())?.remotes[name];
  if (!current) throw new ShipRefused([`${name} has never been shipped to ${store.where}`]);
  const before = current.previous[0];
  if (!before) throw new ShipRefused([`${name} has no earlier version to roll back to`]);
  if (!(await store.hasVersion(name, before)))
    throw new ShipRefused([`version ${before} of ${name} is no longer in ${store.where}`]);
  return pointAt(store, name, before, now);
}

async function pointAt(store: RemoteStore, name: RemoteName, version: string, now: Date): Promise<Switch> {
  const manifest = (await store.readManifest()) ?? { remotes: {} };
  const current = manifest.remotes[name];
  if (current?.version === version) return { name, from: version, to: version };
  const previous = current
    ? [current.version, ...current.previous.filter((v) => v !== current.version && v !== version)]
    : [];
  manifest.remotes[name] = {
    version,
    entry: remoteEntryPath(name, version),
    shippedAt: now.toISOString(),
    previous: previous.slice(0, PREVIOUS_KEPT),
  };
  await store.writeManifest(manifest);
  return { name, from: current?.version ?? null, to: version };
}

/** The local stack's store: each remote's versions in frontends/<name>/dist/, the manifest beside. */
export function localStore(frontendsDir: string): RemoteStore & { readonly manifestFile: string } {
  const manifestFile = localManifestFile(frontendsDir);
  return {
    where: path.relative(process.cwd(), frontendsDir) || frontendsDir,
    manifestFile,
    async readManifest() {
      return readLocalManifest(frontendsDir);
    },
    async writeManifest(manifest) {
      mkdirSync(path.dirname(manifestFile), { recursive: true });
      const temp = `${manifestFile}.${process.pid}.tmp`;
      writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
      renameSync(temp, manifestFile); // never half a manifest for a request that reads it meanwhile
    },
    async hasVersion(name, version) {
      return existsSync(path.join(frontendsDir, name, 'dist', version, 'remoteEntry.js'));
    },
    async readShellContract() {
      const file = path.join(frontendsDir, 'shell', 'dist', VENDOR_CONTRACT_FILE);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VendorProvides) : null;
    },
  };
}

function readLocalManifest(frontendsDir: string): RemotesManifest | null {
  const file = localManifestFile(frontendsDir);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
  } catch {
    return null;
  }
}

/** The build a remote's dist folder records as its latest (dist/latest.json), or null. */
export const latestBuild = (frontendsDir: string, name: RemoteName): RemoteBuildRecord | null =>
  readBuildRecord(path.join(frontendsDir, name, 'dist'));

/** A manifest naming each remote's latest build (what a fresh build would ship), from its dist folder. */
export function latestBuildsManifest(distOf: (name: RemoteName) => string | undefined): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const dist = distOf(name);
    const latest = dist ? readBuildRecord(dist) : null;
    if (latest)
      remotes[name] = {
        version: latest.version,
        entry: latest.entry,
        shippedAt: latest.builtAt,
        previous: [],
      };
  }
  return { remotes };
}

/**
 * What the local stack serves at /remotes/manifest.json: the shipped manifest, and for a remote it
 * does not name (built, never shipped) its latest build.
 */
export function localManifestBody(frontendsDir: string): RemotesManifest {
  const shipped = readLocalManifest(frontendsDir)?.remotes ?? {};
  const latest = latestBuildsManifest((name) => path.join(frontendsDir, name, 'dist')).remotes;
  const remotes: RemotesManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = shipped[name];
    const live =
      entry && existsSync(path.join(frontendsDir, name, 'dist', entry.version)) ? entry : latest[name];
    if (live) remotes[name] = live;
  }
  return { remotes };
}

/**
 * `npm start` (and the e2e server) ship what was just built: each remote's latest build goes live.
 * A build the live shell cannot run is left out, with the reason, and the one before stays live.
 */
export async function shipLatestLocally(
  frontendsDir: string,
  log: (line: string) => void = console.log,
): Promise<Switch[]> {
  const store = localStore(frontendsDir);
  const switches: Switch[] = [];
  for (const name of REMOTE_NAMES) {
    const latest = latestBuild(frontendsDir, name);
    if (!latest) continue;
    try {
      switches.push(await shipRemote(store, latest));
    } catch (error) {
      if (!(error instanceof ShipRefused)) throw error;
      log(`[remotes] ${name} ${latest.version} not shipped:\n  ${error.problems.join('\n  ')}`);
    }
  }
  return switches;
}

/**
 * A site bucket's name (the Frontends stack makes them: infra/cdk/lib/constructs/site-files.ts),
 * for a stage, frontend, account and region.
 */
export const siteBucketNameIn = (stage: string, name: string, account: string, region: string) =>
  `konstvagg-${stage}-site-${name}-${account}-${region}`;

/** Where the manifest is in the shell's bucket (CloudFront's default behaviour serves the shell's bucket). */
export const MANIFEST_KEY = REMOTES_MANIFEST_PATH.slice(1);

export interface SiteBuckets {
  /** The shell's bucket: the manifest and vendor-contract.json. */
  shell: string;
  /** Each remote's bucket: its versions under remotes/<name>/<version>/. */
  remote: (name: RemoteName) => string;
}

/**
 * The site's buckets on AWS (the Frontends stack's, fixed names per stage, account and region:
 * siteBucketNameIn). The manifest is written with no-cache, so CloudFront
 * revalidates it on every request and a switch is seen at once.
 */
export function s3Store(client: S3Client, buckets: SiteBuckets): RemoteStore {
  const missing = (error: unknown) =>
    (error as { name?: string }).name === 'NotFound' ||
    (error as { name?: string }).name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  const readJson = async <T>(bucket: string, key: string): Promise<T | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return JSON.parse(await answer.Body!.transformToString()) as T;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    where: `s3://${buckets.shell}`,
    readManifest: () => readJson<RemotesManifest>(buckets.shell, MANIFEST_KEY),
    async writeManifest(manifest) {
      await client.send(
        new PutObjectCommand({
          Bucket: buckets.shell,
          Key: MANIFEST_KEY,
          Body: `${JSON.stringify(manifest, null, 2)}\n`,
          ContentType: 'application/json; charset=utf-8',
          CacheControl: 'no-cache',
        }),
      );
    },
    async hasVersion(name, version) {
      try {
        await client.send(
          new HeadObjectCommand({
            Bucket: buckets.remote(name),
            Key: remoteEntryPath(name, version).slice(1),
          }),
        );
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    readShellContract: () => readJson<VendorProvides>(buckets.shell, VENDOR_CONTRACT_FILE),
  };
}
