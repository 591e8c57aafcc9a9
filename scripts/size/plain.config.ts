import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '../../frontends/shell/node_modules/@vitejs/plugin-react/dist/index.js';

/**
 * The same pages as the federated app, built as ONE plain bundle (no Module Federation): the
 * shell's bootstrap with each remote's pages imported directly. `npm run size` compares the two.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: path.join(here, 'dist'), emptyOutDir: true, target: 'es2022' },
});
