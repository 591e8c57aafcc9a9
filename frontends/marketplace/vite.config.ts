import { createConnection } from 'node:net';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { DEV_PORTS, SHELL_DEV_ORIGIN, remoteBase, sharedConfig } from '@konstvagg/ui/federation';

const LOCAL_ORIGIN = 'http://localhost:8080';

/** Is the shell's dev server up? Then this remote's modules take React Refresh from it (ARCHITECTURE §10). */
function shellDevServerUp(timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: 'localhost', port: DEV_PORTS.shell });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The marketplace remote. `vite build` makes the federated remote for /remotes/marketplace/
 * (remoteEntry.js + mf-manifest.json); `vite` (dev) serves the remote for the shell on :5174 and,
 * at the same address, the standalone app from index.html.
 *
 * In dev, React Refresh must come from the shell's origin when the remote runs inside the shell;
 * when the shell is not running (the remote alone) it must come from here, or nothing loads.
 * KONSTVAGG_REFRESH_HOST=shell|self overrides the check.
 */
export default defineConfig(async ({ command, isPreview }) => {
  const wanted = process.env.KONSTVAGG_REFRESH_HOST;
  const useShellRefresh =
    command === 'serve' && (wanted === 'shell' || (wanted !== 'self' && (await shellDevServerUp())));
  const plugins: PluginOption[] = [
    react(useShellRefresh ? { reactRefreshHost: SHELL_DEV_ORIGIN } : {}),
    federation({
      name: 'marketplace',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './pages': './src/pages.tsx' },
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      // This remote consumes no other remote: leave that part of the MF runtime out.
      disableRemote: true,
    }),
  ];
  return {
    // `vite preview` serves the production build, so it needs the production base too.
    base: command === 'build' || isPreview ? remoteBase('marketplace') : '/',
    plugins,
    server: {
      port: DEV_PORTS.marketplace,
      strictPort: true,
      origin: `http://localhost:${DEV_PORTS.marketplace}`,
      proxy: { '/api': LOCAL_ORIGIN, '/media': LOCAL_ORIGIN },
    },
    preview: {
      port: DEV_PORTS.marketplace,
      strictPort: true,
      proxy: { '/api': LOCAL_ORIGIN, '/media': LOCAL_ORIGIN },
    },
    build: { target: 'es2022' },
  };
});
