import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { DEV_PORTS, reactRefreshOptions, remoteBase, sharedConfig } from '@konstvagg/ui/federation';

const name = 'venue';
const port = DEV_PORTS[name];

/**
 * The venue remote: exposes './pages' (every page name of REMOTE_PAGES.venue) to the shell. Built with
 * base /remotes/venue/ (served there on the one origin); `npm run dev` also runs it alone on :${port}.
 */
export default defineConfig(async ({ command }) => ({
  base: command === 'build' ? remoteBase(name) : '/',
  plugins: [
    // React Refresh from the shell's origin when the shell's dev server runs (HMR inside the
    // shell's page, ARCHITECTURE §10), from this server when the remote runs alone.
    react(await reactRefreshOptions(command)),
    federation({
      name,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './pages': './src/pages.tsx' },
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      // A remote consumes no remotes and no manifests: drop that part of its own copy of the
      // federation runtime (~6 KB gzip less on every page that loads this remote).
      disableRemote: true,
      disableSnapshot: command === 'build', // keep HMR support in dev
    }),
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
  preview: { port, strictPort: true, cors: true },
  build: { target: 'es2022', sourcemap: true },
}));
