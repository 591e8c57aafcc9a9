import { defineConfig } from 'vite';
import { remoteViteConfig } from '@konstvagg/ui/vite-remote';

/**
 * The marketplace remote, built and served like every remote (shared/ui/src/build/vite-remote.js):
 * `vite build` makes the federated remote for /remotes/marketplace/; `vite` serves it for the shell
 * on :5174 and, at the same address, the standalone app from index.html.
 * KONSTVAGG_REFRESH_HOST=shell|self overrides where React Refresh comes from in dev.
 */
export default defineConfig(
  remoteViteConfig('marketplace', {
    firstVisitPages: [
      'src/routes.ts',
      'src/features/home/pages/HomePage.tsx',
      'src/features/artworks/pages/ArtworksBrowsePage.tsx',
      'src/features/artwork-detail/pages/ArtworkDetailPage.tsx',
    ],
  }),
);
