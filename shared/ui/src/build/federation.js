// Module Federation settings every frontend's vite.config.ts uses (build time only; never imported by
// browser code). Plain JavaScript with types in federation.d.ts: Vite loads a config's package imports
// with Node itself, which cannot load TypeScript on Node 20.
//
// One place for the remote names, their dev ports, the shared singletons and the production base
// path, so the shell and the remotes cannot drift apart.
import fs from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REMOTE_NAMES = /** @type {const} */ (['marketplace', 'artist', 'venue', 'admin']);

/** Dev ports: shell 5173, then one per remote (`npm run dev -w frontends/<name>`). */
export const DEV_PORTS = /** @type {const} */ ({
  shell: 5173,
  marketplace: 5174,
  artist: 5175,
  venue: 5176,
  admin: 5177,
});
export const SHELL_DEV_ORIGIN = `http://localhost:${DEV_PORTS.shell}`;

/**
 * The shared singletons (docs/architecture.md §8). In a production build they are not shared
 * through the federation at all: the shell's import map provides them (vendor.js, one copy of
 * each per page). The federation shares them only on dev servers and in a remote built to run
 * alone (`--mode standalone`), with the settings below. Everything else (the UI kit, contracts) is
 * bundled into each app: small, and it keeps each remote deployable alone. Sharing the kit was
 * measured and saves at most about 2 KB on a first visit (docs/decisions.md "First-visit performance").
 */
export const SHARED_SINGLETONS = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'react-intl',
]);

/**
 * Shared libraries cannot be tree-shaken by the bundler: any remote may ask for any export, so by
 * default each is shipped whole (react-router ~64 KB gzip, react-intl ~16, react-query ~20;
 * docs/architecture.md §10). These three are cut down instead, to the union of the exports that
 * any frontend (or the UI kit) imports, computed from the sources at build time: for the federation
 * (dev servers, standalone remotes) and for the import map's vendor modules (vendor.js) alike.
 */
export const TREE_SHAKEN_SHARES = /** @type {const} */ ([
  'react-router',
  '@tanstack/react-query',
  'react-intl',
]);

/** The federation's `shared` settings for dev servers and standalone remotes (see SHARED_SINGLETONS). */
export function sharedConfig(repoRoot = defaultRepoRoot()) {
  const used = usedExportsAcrossFrontends(repoRoot, TREE_SHAKEN_SHARES);
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const exports = used.get(name);
      return [
        name,
        exports?.length
          ? { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: exports } }
          : name === 'react'
            ? // An explicit shareKey stops the plugin from also sharing react/jsx-runtime (and the
              // other react/* subpaths) on its own. React 19's jsx-runtime imports nothing (it only
              // builds element objects), so each app bundling its own ~0.4 KB copy is safe and
              // cheaper than a shared wrapper chunk plus its loadShare glue in every app.
              { singleton: true, shareKey: 'react' }
            : { singleton: true },
      ];
    }),
  );
}

/**
 * A chunk group (build.rolldownOptions.output.codeSplitting.groups) that puts the federation runtime
 * library, this app's federation entry (remoteEntry: the runtime init, also in the shell), its
 * shared import map and React's tiny jsx-runtime (not shared, see sharedConfig) into ONE chunk.
 * They all load at start and repeat a lot of code, so one gzip stream is ~1.5 KB smaller per app
 * than four files, on every first visit. The plugin's own groups (loadShare wrappers, runtimeInit,
 * preload helper) keep their higher priority, so the bootstrap order is unchanged.
 */
export const federationRuntimeGroup = {
  name: 'mf-runtime',
  test: /node_modules[\\/]@module-federation[\\/]|mf-REMOTE_ENTRY_ID|mf-localSharedImportMap|node_modules[\\/]react[\\/](cjs[\\/]react-)?jsx-runtime/,
  priority: 10,
};

/**
 * How the shell finds a remote. In production, the live version's `remoteEntry.js` on the same
 * origin, read at start-up from /remotes/manifest.json (frontends/shell/src/remotes/live-remotes.ts,
 * which replaces this build-time placeholder before any remote loads), so a remote ships without a
 * shell build. The shell's runtime is built without Module Federation's own manifest ("snapshot")
 * support, 1.4 KB gzip less on every page (docs/decisions.md "Flatter first visit"). On dev
 * servers, the remote's mf-manifest.json (HMR needs it).
 */
export function remoteEntryUrl(name, mode) {
  return mode === 'dev'
    ? `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`
    : `/remotes/${name}/remoteEntry.js`;
}

/**
 * Where a remote's dev server takes React Refresh from. Inside the shell's page it must be the
 * shell's origin (docs/architecture.md §10); run alone (`npm run dev -w frontends/<name>` without the shell)
 * it must be the remote itself, or nothing loads. So: the shell's origin when its dev server is up.
 * KONSTVAGG_REFRESH_HOST=shell|self overrides the check. Returns the plugin-react options.
 */
export async function reactRefreshOptions(command) {
  if (command !== 'serve') return {};
  const wanted = process.env.KONSTVAGG_REFRESH_HOST;
  const shellUp = wanted === 'shell' || (wanted !== 'self' && (await portOpen(DEV_PORTS.shell)));
  return shellUp ? { reactRefreshHost: SHELL_DEV_ORIGIN } : {};
}

function portOpen(port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: 'localhost', port });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function defaultRepoRoot() {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
}

const SOURCE_DIRS = ['frontends', 'shared/ui/src'];
const SOURCE_FILE = /\.(ts|tsx)$/;
/**
 * Tests, test helpers (`*.test-helpers.ts`), the folders that hold only test kits, and `ssr/`
 * folders: code that runs only on the server (the shell's renderer, whose static router and
 * dehydrate never reach a browser).
 */
const TEST_FILE = /\.(test|spec|test-helpers)\.tsx?$/;
const TEST_DIRS = new Set(['testing', '__tests__', 'e2e', 'ssr']);

function* sourceFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.startsWith('.') ||
      entry.name.includes('__mf__')
    )
      continue;
    const full = path.join(dir, entry.name);
    // Test and server code never ships: a test helper's imports (createMemoryRouter, ...) or the
    // server renderer's (createStaticRouter, ...) must not widen the shared subset every first
    // visit downloads (issue 14).
    if (entry.isDirectory()) {
      if (!TEST_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
      yield full;
  }
}

/**
 * The named value exports each package is imported with, across every frontend and the UI kit.
 * Reads `import { a, b as c } from 'pkg'` and `export { a } from 'pkg'`; type-only names are
 * skipped; a namespace or default import of a package makes it "everything" (not tree-shaken).
 */
export function usedExportsAcrossFrontends(repoRoot, packages) {
  const found = new Map(packages.map((p) => [p, new Set()]));
  const whole = new Set();
  const statement = /(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g;
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(statement)) {
        const [, typeOnly, clause = '', source = ''] = match;
        const names = found.get(source);
        if (!names || typeOnly) continue;
        const braces = clause.match(/\{([^}]*)\}/);
        const outside = clause
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, ' ')
          .trim();
        if (outside) whole.add(source); // a default or namespace import needs the whole library
        for (const raw of braces?.[1]?.split(',') ?? []) {
          const item = raw.trim();
          if (!item || item.startsWith('type ')) continue;
          const name = item.split(/\s+as\s+/)[0]?.trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return new Map(
    [...found].filter(([pkg]) => !whole.has(pkg)).map(([pkg, names]) => [pkg, [...names].sort()]),
  );
}

// The shell's config reaches the build plugins through this module (see private-artifacts.js).
export { BUILD_MANIFEST, keepBuildArtifactsPrivate } from './private-artifacts.js';
export { precompiledMessages } from './precompiled-messages.js';
export { smallFederationEntryPlugin } from './federation-entry.js';
