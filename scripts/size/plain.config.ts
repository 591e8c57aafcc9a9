import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '../../frontends/shell/node_modules/@vitejs/plugin-react/dist/index.js';
import { precompiledMessages } from '../../shared/ui/src/build/precompiled-messages.js';

/**
 * The same pages as the federated app, built as ONE plain bundle (no Module Federation): the
 * shell's bootstrap with each remote's pages imported directly. `npm run size` compares the two.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

// The page is the shell's own index.html with the plain entry instead of the federated one, written
// here (git-ignored) so the two builds can never differ in anything but how the code is bundled.
const shellHtml = readFileSync(path.join(here, '../../frontends/shell/index.html'), 'utf8');
if (!shellHtml.includes('src="/src/main.tsx"'))
  throw new Error('frontends/shell/index.html no longer loads /src/main.tsx');
writeFileSync(
  path.join(here, 'index.html'),
  shellHtml.replace('src="/src/main.tsx"', 'src="./plain-entry.tsx"'),
);

export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  // The same precompiled messages as the federated builds, so the tax compares like with like.
  plugins: [react(), precompiledMessages()],
  build: { outDir: path.join(here, 'dist'), emptyOutDir: true, target: 'es2022' },
});
