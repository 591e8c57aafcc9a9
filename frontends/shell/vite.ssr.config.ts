import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readBuildRecord, remoteBase } from '@konstvagg/ui/remote-version';
import { HOME_PAGES_DIR } from './src/ssr/home-edge.ts';
import type { PagePreloads } from './src/ssr/render.tsx';
import type * as LandingModule from './src/ssr/landing.ts';

/**
 * The server renderer of the QR landing page (src/ssr/landing.ts, docs/decisions.md
 * "Server-rendered QR landing page"): the shell and the marketplace's pages as ONE Node file,
 * dist-ssr/landing.mjs, everything inside it (the landing Lambda ships the folder alone). Built after
 * the marketplace and the shell's own build (npm run build): beside the bundle it writes the
 * template (the shell's built index.html) and landing-assets.json: the stylesheets each server-rendered
 * page needs, read from the marketplace build's manifest, and their text, which the pages carry inline.
 * Then it runs the bundle once to prerender the home page (one file per language and headline) into
 * the shell's site folder, dist/_home/ (docs/decisions.md "Server-rendered home page").
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(here, 'dist-ssr');
const MARKETPLACE_MANIFEST = path.join(here, '../marketplace/build-private/build-manifest.json');
const MARKETPLACE_DIST = path.join(here, '../marketplace/dist');
const SHELL_PAGE = path.join(here, 'dist', 'index.html');
/** Each server-rendered page's module in the marketplace (render.tsx, ServerPageName). */
const PAGE_MODULES = {
  artwork: 'src/features/artwork-detail/pages/ArtworkDetailPage.tsx',
  browse: 'src/features/artworks/pages/ArtworksBrowsePage.tsx',
  home: 'src/features/home/pages/HomePage.tsx',
};

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** A module's chunk and every chunk it imports statically, each once, the module's first. */
function chunksOf(manifest: Record<string, ManifestChunk>, entry: string): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunks.push(chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  return chunks;
}

/** The stylesheets of a module's chunk and of every chunk it imports statically, as site paths. */
export function stylesheetsOf(
  manifest: Record<string, ManifestChunk>,
  entry: string,
  base: string,
): string[] {
  return [...new Set(chunksOf(manifest, entry).flatMap((c) => (c.css ?? []).map((f) => `${base}${f}`)))];
}

const SHELL_MANIFEST = path.join(here, 'build-private/build-manifest.json');

/** The JS files of a module's chunk and of every chunk it imports statically, as site paths. */
export function scriptsOf(manifest: Record<string, ManifestChunk>, entry: string, base: string): string[] {
  return chunksOf(manifest, entry)
    .filter((c) => c.file.endsWith('.js'))
    .map((c) => `${base}${c.file}`);
}

/** The one manifest key matching a pattern; the build fails if there is none or more than one. */
function keyOf(manifest: Record<string, ManifestChunk>, pattern: RegExp, what: string): string {
  const keys = Object.keys(manifest).filter((k) => pattern.test(k));
  if (keys.length !== 1) throw new Error(`expected one ${what} in the build manifest, found ${keys.length}`);
  return keys[0]!;
}

/**
 * What a server-rendered page asks for before any script runs (docs/decisions.md "Flatter first
 * visit"): every script the way to the hydrated page loads one after another otherwise (the
 * shell's loader for the marketplace, the remote's entry, its routes, the page's chunk, its
 * messages).
 */
export function pagePreloads(
  shell: Record<string, ManifestChunk>,
  marketplace: Record<string, ManifestChunk>,
  marketplaceBase: string,
): PagePreloads {
  const common = [
    ...scriptsOf(shell, keyOf(shell, /__pendingShares__/, "the shell's pendingShares"), '/'),
    ...scriptsOf(
      shell,
      keyOf(shell, /loadRemote__marketplace_mf_1_routes/, "the shell's marketplace loader"),
      '/',
    ),
    ...scriptsOf(
      marketplace,
      keyOf(marketplace, /^virtual:mf-REMOTE_ENTRY_ID:/, "the marketplace's remoteEntry"),
      marketplaceBase,
    ),
    ...scriptsOf(marketplace, 'src/routes.ts', marketplaceBase),
  ];
  return {
    common: [...new Set(common)],
    pages: {
      artwork: scriptsOf(marketplace, PAGE_MODULES.artwork, marketplaceBase),
      browse: scriptsOf(marketplace, PAGE_MODULES.browse, marketplaceBase),
      home: scriptsOf(marketplace, PAGE_MODULES.home, marketplaceBase),
    },
    // The shell's messages and the marketplace's, in the page's language.
    languages: {
      sv: [
        ...scriptsOf(shell, 'src/messages/sv.ts', '/'),
        ...scriptsOf(marketplace, 'src/messages/sv.ts', marketplaceBase),
      ],
      en: [
        ...scriptsOf(shell, 'src/messages/en.ts', '/'),
        ...scriptsOf(marketplace, 'src/messages/en.ts', marketplaceBase),
      ],
    },
    // The home page's own messages (the marketplace's messages/index.ts).
    pageLanguages: {
      home: {
        sv: scriptsOf(marketplace, 'src/messages/home/sv.ts', marketplaceBase),
        en: scriptsOf(marketplace, 'src/messages/home/en.ts', marketplaceBase),
      },
    },
  };
}

/**
 * The text of each stylesheet the server-rendered pages use, to go in the HTML itself (render.tsx
 * fillTemplate), keyed by site path. Left out (linked as before): a sheet with a relative url(),
 * which would resolve against the page's address instead of the sheet's.
 */
export function inlineStyles(hrefs: readonly string[], marketplaceBase: string): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const href of new Set(hrefs)) {
    const file = href.startsWith('/remotes/marketplace/')
      ? path.join(MARKETPLACE_DIST, href.slice('/remotes/marketplace/'.length))
      : path.join(here, 'dist', href);
    if (href.startsWith('/remotes/') && !href.startsWith(marketplaceBase))
      throw new Error(`${href} is not in the marketplace version the pages are rendered with`);
    const text = readFileSync(file, 'utf8').replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    if (/url\(\s*(?!["']?(?:data:|#|https?:))/i.test(text)) continue;
    styles[href] = text.trim();
  }
  return styles;
}

function landingAssets(): Plugin {
  return {
    name: 'konstvagg:landing-assets',
    apply: 'build',
    async closeBundle() {
      if (!existsSync(MARKETPLACE_MANIFEST))
        throw new Error(
          `${MARKETPLACE_MANIFEST} is missing: build the marketplace before the shell's server renderer`,
        );
      const manifest = JSON.parse(readFileSync(MARKETPLACE_MANIFEST, 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      for (const module of Object.values(PAGE_MODULES))
        if (!manifest[module]) throw new Error(`the marketplace build has no ${module}`);
      // The marketplace version these pages are rendered with, and pin (ServerState.remotes): the
      // one just built (dist/latest.json), whose build manifest is the one read above.
      const record = readBuildRecord(MARKETPLACE_DIST);
      if (!record) throw new Error(`${MARKETPLACE_DIST}/latest.json is missing: build the marketplace first`);
      const marketplaceBase = remoteBase('marketplace', record.version);
      if (!existsSync(SHELL_PAGE))
        throw new Error(`${SHELL_PAGE} is missing: run the shell's vite build first`);
      mkdirSync(OUT_DIR, { recursive: true });
      copyFileSync(SHELL_PAGE, path.join(OUT_DIR, 'index.html'));
      const stylesheets = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([page, module]) => [
          page,
          stylesheetsOf(manifest, module, marketplaceBase),
        ]),
      );
      const shellSheets = [
        ...readFileSync(SHELL_PAGE, 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
      ].map((m) => m[1]!);
      if (!existsSync(SHELL_MANIFEST))
        throw new Error(`${SHELL_MANIFEST} is missing: run the shell's vite build first`);
      const shellManifest = JSON.parse(readFileSync(SHELL_MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
      const preloads = pagePreloads(shellManifest, manifest, marketplaceBase);
      writeFileSync(
        path.join(OUT_DIR, 'landing-assets.json'),
        `${JSON.stringify(
          {
            stylesheets,
            styles: inlineStyles([...shellSheets, ...Object.values(stylesheets).flat()], marketplaceBase),
            preloads,
            remotes: { marketplace: record.entry },
          },
          null,
          2,
        )}\n`,
      );
      // The home page, prerendered by the bundle just built: the same renderer as per request.
      const landing = (await import(
        pathToFileURL(path.join(OUT_DIR, 'landing.mjs')).href
      )) as typeof LandingModule;
      const pages = await landing.prerenderHome(landing.readLandingFiles(pathToFileURL(`${OUT_DIR}/`)));
      const homeDir = path.join(here, 'dist', HOME_PAGES_DIR);
      rmSync(homeDir, { recursive: true, force: true });
      mkdirSync(homeDir, { recursive: true });
      for (const page of pages) writeFileSync(path.join(here, 'dist', page.path), page.html);
    },
  };
}

export default defineConfig({
  plugins: [react(), landingAssets()],
  logLevel: 'warn',
  // Everything bundled: the Lambda has no node_modules. Node's own modules stay imports, and so
  // does the Secrets Manager client, which the Lambda runtime provides (AWS SDK v3) and the landing
  // loads only on AWS, to send the rotating origin secret (src/ssr/landing.ts).
  ssr: { noExternal: true, external: ['@aws-sdk/client-secrets-manager'], target: 'node' },
  build: {
    ssr: 'src/ssr/landing.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // One file: lazy pages are inlined, so a reload of a new build never mixes two copies of a module.
    rolldownOptions: { output: { entryFileNames: 'landing.mjs', codeSplitting: false } },
  },
});
