import { defineConfig } from 'vite';
import { remoteViteConfig } from '@konstvagg/ui/vite-remote';

/** The admin remote, built and served like every remote (shared/ui/src/build/vite-remote.js). */
export default defineConfig(remoteViteConfig('admin'));
