import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import {
  BUILD_MANIFEST,
  DEV_PORTS,
  federationRuntimeGroup,
  keepBuildArtifactsPrivate,
  precompiledMessages,
  REMOTE_NAMES,
  remoteManifestUrl,
  sharedConfig,
} from '@konstvagg/ui/federation';
import { vendorExternals, vendorImportMap } from '@konstvagg/ui/vendor';

/**
 * The shell: Module Federation host. Remotes are found at runtime through their manifests: on the
 * same origin under /remotes/<name>/ in production, on their own dev servers in `vite dev`.
 */
export default defineConfig(({ command }) => {
  const mode = command === 'serve' ? 'dev' : 'build';
  return {
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [
            name,
            {
              type: 'module',
              name,
              entry: remoteManifestUrl(name, mode),
              entryGlobalName: name,
              shareScope: 'default',
            },
          ]),
        ),
        // A production build shares nothing through the federation: React and the other vendor
        // modules come from the page's import map (vendor.js). Dev servers share them as before.
        shared: command === 'build' ? {} : sharedConfig(),
        // The default strategy fetches every remote on the first page (docs/architecture.md §10).
        shareStrategy: 'loaded-first',
        // The one copy of the federation runtime on the page: production remotes use it
        // (experiments.externalRuntime in shared/ui/src/build/vite-remote.js).
        experiments: { provideExternalRuntime: true },
        dts: false,
      }),
      // Messages as ICU ASTs and react-intl without its parser, which the remotes share: every app
      // on the page must be built with this plugin (production builds only).
      precompiledMessages(),
      vendorExternals({ enabled: command === 'build' }),
      vendorImportMap({ enabled: command === 'build' }),
      keepBuildArtifactsPrivate(),
    ],
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
    },
    preview: { port: 4173, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
    build: {
      target: 'es2022',
      // Hidden maps, moved out of dist/ (private-artifacts.js): full sources are never published.
      sourcemap: 'hidden',
      // Every browser that runs an es2022 build supports <link rel="modulepreload"> natively
      // (Safari 17+, Firefox 115+); without it, they still load every module, only later. The
      // polyfill would be ~0.4 KB gzip in the first-visit entry chunk for nothing.
      modulePreload: { polyfill: false },
      // Which chunk each module became: the server renderer preloads the federation's chunks from
      // it (vite.ssr.config.ts). Private: moved to build-private/ with the maps.
      manifest: BUILD_MANIFEST,
      rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeGroup] } } },
    },
  };
});
