// Where each remote build goes and what it records (issue 42 §1: a remote deploys without the
// shell). Build time only, plain JavaScript (vite loads configs with Node itself).
//
// A remote is built into dist/<version>/ and served at /remotes/<name>/<version>/, so versions sit
// side by side: on AWS in the site bucket (a rollback points the manifest back at one that is still
// there), locally in the remote's dist folder. Beside the versions, dist/latest.json records the
// build just made: its version, its entry and the vendor contract it was built against
// (vendor-contract.js). Shipping (infra/remotes.ts) reads it; nothing in the browser does.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The runtime manifest the shell reads at start-up: remote name -> its live version's entry. */
export const REMOTES_MANIFEST_PATH = '/remotes/manifest.json';
/** The build record beside a remote's versions (dist/latest.json). */
export const REMOTE_BUILD_RECORD = 'latest.json';
/** What a version may be called: it is a path segment of every URL the remote serves. */
export const VERSION_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/i;
/** How many built versions a local dist folder keeps (the bucket keeps every shipped one). */
export const LOCAL_VERSIONS_KEPT = 4;

/**
 * The local stack's manifest (npm start, the e2e server), in the frontends folder it serves:
 * written by `npm run remotes -- ship|rollback` (infra/remotes.ts), never committed.
 */
export const localManifestFile = (frontendsDir) => path.join(frontendsDir, '.remotes', 'manifest.json');

/**
 * The versions a local manifest keeps for one remote (live and earlier): a local build never prunes them.
 * @param {string} frontendsDir
 * @param {string} name
 * @returns {string[]}
 */
export function locallyShippedVersions(frontendsDir, name) {
  const file = localManifestFile(frontendsDir);
  if (!fs.existsSync(file)) return [];
  try {
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')).remotes?.[name];
    return entry ? [entry.version, ...(entry.previous ?? [])] : [];
  } catch {
    return [];
  }
}

/** Where a remote version lives on the one origin (CloudFront, and the local stack). */
export const remoteBase = (name, version) => `/remotes/${name}/${version}/`;
export const remoteEntryPath = (name, version) => `${remoteBase(name, version)}remoteEntry.js`;

const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'build-private',
  '.vite',
  '__mf__temp',
  '.__mf__temp',
  'coverage',
  'test-results',
]);

function* inputFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* inputFiles(full);
    } else if (entry.isFile()) yield full;
  }
}

/**
 * A remote's version: `KONSTVAGG_REMOTE_VERSION` when set (the pipeline may pass a commit), else a
 * hash of everything its build reads: its own folder, the shared packages and the lock file. The
 * same sources give the same version (a rebuild overwrites its own folder); any change gives a new
 * one, so a version's files never change once shipped and can be cached for a year.
 * @param {string} name
 * @param {string} [repoRoot]
 */
export function remoteVersion(name, repoRoot = defaultRepoRoot(), env = process.env) {
  const wanted = env.KONSTVAGG_REMOTE_VERSION;
  if (wanted) {
    if (!VERSION_PATTERN.test(wanted))
      throw new Error(
        `KONSTVAGG_REMOTE_VERSION "${wanted}" is not a version: letters, digits, '.', '_' and '-', at most 40`,
      );
    return wanted;
  }
  const hash = createHash('sha256');
  const roots = [path.join(repoRoot, 'frontends', name), path.join(repoRoot, 'shared')];
  for (const root of roots)
    for (const file of inputFiles(root)) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  const lock = path.join(repoRoot, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex').slice(0, 12);
}

/** The folder that holds a remote's versions: `KONSTVAGG_REMOTE_DIST` (a test's own), else dist/. */
export const remoteDistRoot = (root, env = process.env) =>
  path.resolve(root, env.KONSTVAGG_REMOTE_DIST ?? 'dist');

/**
 * Reads dist/latest.json of a remote's dist folder, or null when the remote is not built.
 * @param {string} distRoot
 */
export function readBuildRecord(distRoot) {
  const file = path.join(distRoot, REMOTE_BUILD_RECORD);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Drops all but the newest `keep` version folders of a local dist folder, never `keepAlso` (the
 * versions a local manifest points at).
 * @param {string} distRoot
 * @param {string[]} keepAlso
 */
export function pruneLocalVersions(distRoot, keepAlso = [], keep = LOCAL_VERSIONS_KEPT) {
  if (!fs.existsSync(distRoot)) return [];
  const versions = fs
    .readdirSync(distRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(distRoot, e.name, 'remoteEntry.js')))
    .map((e) => ({ name: e.name, at: fs.statSync(path.join(distRoot, e.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const dropped = [];
  for (const [i, v] of versions.entries())
    if (i >= keep && !keepAlso.includes(v.name)) {
      fs.rmSync(path.join(distRoot, v.name), { recursive: true, force: true });
      dropped.push(v.name);
    }
  return dropped;
}

/**
 * The vite plugin that writes the build record once a production build is done, and prunes old
 * local versions (never those in `keepAlso()`: what a local manifest points at). `contract()` gives
 * what the build needs from the shell's vendor modules.
 * @param {{ name: string, version: string, distRoot: string, contract: () => object, keepAlso?: () => string[] }} options
 */
export function remoteBuildRecord({ name, version, distRoot, contract, keepAlso = () => [] }) {
  return {
    name: 'konstvagg:remote-build-record',
    apply: /** @type {const} */ ('build'),
    closeBundle() {
      const record = {
        name,
        version,
        entry: remoteEntryPath(name, version),
        builtAt: new Date().toISOString(),
        contract: contract(),
      };
      fs.writeFileSync(path.join(distRoot, REMOTE_BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      // A build from before versions (one build at the top of dist/) would still be served there.
      for (const legacy of ['assets', 'index.html', 'mf-manifest.json', 'remoteEntry.js'])
        fs.rmSync(path.join(distRoot, legacy), { recursive: true, force: true });
      pruneLocalVersions(distRoot, [version, ...keepAlso()]);
    },
  };
}

function defaultRepoRoot() {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
}
