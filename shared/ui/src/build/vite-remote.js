// The vite config of a federated remote (plain JS: vite loads configs on Node 20 without a TS loader
// for workspace packages). Every remote is built the same way; only its name (and so its base path
// and dev port) differs.
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import path from 'node:path';
import { DEV_PORTS, federationRuntimeGroup, reactRefreshOptions, sharedConfig } from './federation.js';
import {
  locallyShippedVersions,
  remoteBase,
  remoteBuildRecord,
  remoteDistRoot,
  remoteVersion,
} from './remote-version.js';
import { precompiledMessages } from './precompiled-messages.js';
import { smallFederationEntryPlugin } from './federation-entry.js';
import { vendorExternals, vendorNeeds } from './vendor.js';
import { BUILD_MANIFEST, keepBuildArtifactsPrivate } from './private-artifacts.js';
import { firstVisitChunk } from './first-visit-chunk.js';

const LOCAL_BACKEND = { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' };

/**
 * A remote exposes './routes' (its routes module, shared/ui/src/remote-contract.ts) to the shell.
 * Built into dist/<version>/ with base /remotes/<name>/<version>/ (served there on the one origin,
 * beside its earlier versions; remote-version.js), with dist/latest.json naming the build; the shell
 * finds the live version through /remotes/manifest.json. `npm run dev -w frontends/<name>` also
 * runs it alone.
 * @param {import('./federation.js').FederatedRemote} name
 */
export function remoteViteConfig(name, { firstVisitPages = [] } = {}) {
  const port = DEV_PORTS[name];
  /** @param {{ command: 'serve' | 'build'; mode: string; isPreview?: boolean }} env */
  return async ({ command, mode, isPreview }) => {
    // A production build inside the shell takes React and the other vendor modules from the page's
    // import map (vendor.js); a standalone build and the dev server bundle or share them themselves.
    const importMap = command === 'build' && mode !== 'standalone';
    const built = command === 'build' || isPreview;
    const version = built ? remoteVersion(name) : 'dev';
    const distRoot = remoteDistRoot(process.cwd());
    /** What this build imports from the shell's vendor modules (the contract checked at ship). */
    let contract = { needs: {}, versions: {} };
    const firstVisit = firstVisitPages.length
      ? firstVisitChunk({ root: process.cwd(), pages: firstVisitPages })
      : undefined;
    return {
      // `vite preview` serves the production build, so it needs the production base too.
      base: built ? remoteBase(name, version) : '/',
      plugins: [
        // React Refresh from the shell's origin when the shell's dev server runs (HMR inside the
        // shell's page, docs/architecture.md §10), from this server when the remote runs alone.
        react(await reactRefreshOptions(command)),
        federation({
          name,
          filename: 'remoteEntry.js',
          manifest: true,
          exposes: { './routes': './src/routes.ts' },
          shared: importMap ? {} : sharedConfig(),
          shareStrategy: 'loaded-first',
          dts: false,
          // A remote consumes no remotes and no manifests: drop that part of its own copy of the
          // federation runtime (~6 KB gzip less on every page that loads this remote).
          disableRemote: true,
          disableSnapshot: command === 'build', // keep HMR support in dev
          // In the production build the shell provides the federation runtime (one copy per page,
          // docs/decisions.md "First-visit performance"); dev and `--mode standalone` builds keep their own.
          experiments: { externalRuntime: command === 'build' && mode !== 'standalone' },
        }),
        // Messages as ICU ASTs, react-intl without its parser (production builds only).
        precompiledMessages(),
        vendorExternals({ enabled: importMap }),
        // Nothing is shared through the federation then: a small federation entry (federation-entry.js).
        smallFederationEntryPlugin({ enabled: importMap }),
        keepBuildArtifactsPrivate(),
        firstVisit?.plugin,
        {
          name: 'konstvagg:vendor-needs',
          apply: () => importMap,
          generateBundle(_options, bundle) {
            contract = vendorNeeds(bundle);
          },
        },
        remoteBuildRecord({
          name,
          version,
          distRoot,
          contract: () => contract,
          keepAlso: () => locallyShippedVersions(path.resolve(process.cwd(), '..'), name),
        }),
      ],
      // Run alone, the remote talks to the local backend (npm start or npm run dev) on :8080.
      server: {
        port,
        strictPort: true,
        origin: `http://localhost:${port}`,
        cors: true,
        proxy: LOCAL_BACKEND,
      },
      preview: { port, strictPort: true, cors: true, proxy: LOCAL_BACKEND },
      build: {
        outDir: path.join(distRoot, version),
        target: 'es2022',
        // Hidden maps, moved out of dist/ (private-artifacts.js): full sources are never published.
        sourcemap: 'hidden',
        // Which chunks and stylesheets each source module became: the shell's server renderer links
        // a page's stylesheets from it (docs/decisions.md "Server-rendered QR landing page"). Private:
        // moved to build-private/ with the maps.
        manifest: BUILD_MANIFEST,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [federationRuntimeGroup, ...(firstVisit?.groups ?? [])],
            },
          },
        },
      },
    };
  };
}
