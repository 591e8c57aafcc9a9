// The shared vendor modules through an import map (issue 14; docs/decisions.md "Shared libraries
// through an import map"). Build time only, plain JavaScript (vite loads configs with Node itself).
//
// In a production build, React, React DOM, React Router, react-intl and TanStack Query are not
// shared through Module Federation's share scope: the shell's build makes them into plain ES
// modules of their own under /assets/vendor/ (named by content hash), and its index.html
// maps the bare names to them with <script type="importmap">. Every app (the shell and each remote's
// production build) leaves those imports bare (rolldown `external`), so the browser resolves them
// through the page's import map to the one copy. Module Federation then only loads the remotes.
//
// The contract between the shell and the remotes is the list below plus, for the tree-shaken ones,
// the names: the union of what any frontend imports (usedExportsAcrossFrontends). A remote's build
// fails if it would import a name the vendor files do not provide (checkVendorImports), and a
// standalone or dev build keeps bundling its own copies.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { esmExternalRequirePlugin } from 'vite';
import { usedExportsAcrossFrontends } from './federation.js';

/**
 * The bare module names the import map provides, and the file stem each one gets under
 * /assets/vendor/. A subpath shares its package's file (the map points both names at it), which
 * then exports both name lists: every page needs both, and each file is a request of its own.
 */
export const VENDOR_MODULES = /** @type {const} */ ({
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-intl': 'react-intl',
  '@tanstack/react-query': 'react-query',
});
export const VENDOR_SPECIFIERS = /** @type {(keyof typeof VENDOR_MODULES)[]} */ (Object.keys(VENDOR_MODULES));

/**
 * The locales the apps give react-intl: the languages of @konstvagg/contracts' LANGUAGES (vendor.test.ts
 * checks they agree). Every browser has their data.
 */
export const APP_LOCALES = ['sv', 'en'];

/**
 * react-intl asks the browser whether it has a locale's data before it formats anything:
 * `createIntl` (in @formatjs/intl) calls `Intl.NumberFormat.supportedLocalesOf` and
 * `Intl.DateTimeFormat.supportedLocalesOf` on every IntlProvider, only to warn when the data is
 * missing, and intl-messageformat's `resolveLocale` calls the first again for every message it
 * compiles. The first such call makes the browser list every locale it has: 18-48 ms on this
 * machine's unthrottled Chromium, the longest task of a landing page's hydration (four times that
 * on Lighthouse's phone). For the apps' own locales the answer is known (the locale itself), so the
 * vendor build skips the question for them; any other locale is still asked. A version of either
 * package whose code no longer has these calls fails the build, so the patch is looked at again.
 * @param {string} code
 * @param {string} id the module's file
 * @returns {string | null} the patched code, or null for any other module
 */
export function skipKnownLocaleLookups(code, id) {
  const known = JSON.stringify(APP_LOCALES);
  /** @type {[string, string][]} */
  let edits;
  if (/[\\/]@formatjs[\\/]intl[\\/]index\.js$/.test(id))
    edits = ['NumberFormat', 'DateTimeFormat'].map((api) => {
      const call = `Intl.${api}.supportedLocalesOf(locale).length`;
      return [call, `(${known}.includes(locale) || ${call})`];
    });
  else if (/[\\/]intl-messageformat[\\/]index\.js$/.test(id)) {
    const call = 'Intl.NumberFormat.supportedLocalesOf(locales)';
    edits = [
      [
        `const supportedLocales = ${call};`,
        `const supportedLocales = ${known}.includes(locales) ? [locales] : ${call};`,
      ],
    ];
  } else return null;
  let patched = code;
  for (const [from, to] of edits) {
    if (!patched.includes(from))
      throw new Error(`${id} no longer has "${from}": revisit skipKnownLocaleLookups (vendor.js)`);
    patched = patched.replaceAll(from, to);
  }
  return patched;
}

/** Packages built as CommonJS: their production exports are read from Node (the names never change per app). */
const COMMONJS = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);
/** ES packages cut down to the names the frontends import (a namespace or default import keeps all). */
const TREE_SHAKEN = ['react-router', 'react-intl', '@tanstack/react-query'];

// Under assets/: content-hashed like vite's own files, so served and uploaded as immutable.
const VENDOR_DIR = 'assets/vendor';
const repoRootDefault = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The production export names of the CommonJS vendor modules, read by Node with NODE_ENV=production. */
function commonJsExports(repoRoot) {
  const script = `const r=require('node:module').createRequire(process.cwd()+'/');console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(
    [...COMMONJS],
  )}.map(n=>[n,Object.keys(r(n))]))))`;
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return new Map(Object.entries(JSON.parse(out)));
}

/**
 * What each vendor module exports: every name for the CommonJS ones (plus default), the used names
 * for the tree-shaken ones (null: the whole package, when some frontend imports it whole).
 * @returns {Map<string, string[] | null>}
 */
export function vendorExports(repoRoot = repoRootDefault()) {
  const cjs = commonJsExports(repoRoot);
  const used = usedExportsAcrossFrontends(repoRoot, TREE_SHAKEN);
  return new Map(
    VENDOR_SPECIFIERS.map((name) => [
      name,
      COMMONJS.has(name) ? ['default', ...(cjs.get(name) ?? [])] : (used.get(name) ?? null),
    ]),
  );
}

/** The bare names that share a file stem, the package first ('react', then 'react/jsx-runtime'). */
function specifiersOf(stem) {
  return VENDOR_SPECIFIERS.filter((name) => VENDOR_MODULES[name] === stem);
}

/**
 * A vendor file's code: the exports of each bare name it stands for. A CommonJS package's default
 * is the first name's (React's, not the JSX runtime's), and a name two of them export (React's
 * `Fragment` is the JSX runtime's too, React DOM's `version` the client's) is taken from the first.
 */
function entryCode(stem, exports) {
  const names = specifiersOf(stem);
  if (names.every((name) => COMMONJS.has(name))) {
    const seen = new Set(['default']);
    const imports = names.map((name, i) => `import m${i} from ${JSON.stringify(name)};`);
    const lines = ['export default m0;'];
    names.forEach((name, i) => {
      const own = (exports.get(name) ?? []).filter((n) => !seen.has(n));
      for (const n of own) seen.add(n);
      if (own.length) lines.push(`export const { ${own.join(', ')} } = m${i};`);
    });
    return `${[...imports, ...lines].join('\n')}\n`;
  }
  if (names.length !== 1) throw new Error(`vendor file ${stem}: only CommonJS packages share a file`);
  const list = exports.get(names[0]) ?? null;
  return list
    ? `export { ${list.join(', ')} } from ${JSON.stringify(names[0])};\n`
    : `export * from ${JSON.stringify(names[0])};\n`;
}

/**
 * Builds the vendor modules: ES modules, minified, production React, react-intl without its ICU
 * parser (every app's messages are precompiled, precompiled-messages.js). One build, so a module
 * two of them use (React under react-dom and react-intl) exists once.
 * @returns {Promise<{ files: { fileName: string; code: string }[]; imports: Record<string, string> }>}
 */
export async function buildVendor(repoRoot = repoRootDefault()) {
  const exports = vendorExports(repoRoot);
  const PREFIX = '\0konstvagg-vendor:';
  const bundle = await rolldown({
    cwd: repoRoot,
    input: Object.fromEntries(
      [...new Set(Object.values(VENDOR_MODULES))].map((stem) => [stem, `${PREFIX}${stem}`]),
    ),
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    preserveEntrySignatures: 'strict',
    // React Query marks its modules "use client" (for React Server Components); a bundle for the
    // browser has no use for it.
    onLog(level, log, handler) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
      handler(level, log);
    },
    plugins: [
      {
        name: 'konstvagg:vendor-entries',
        async resolveId(source, importer) {
          if (source.startsWith(PREFIX)) return source;
          if (source === '@formatjs/icu-messageformat-parser')
            return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
              skipSelf: true,
            });
          if (importer?.startsWith(PREFIX))
            return this.resolve(source, path.join(repoRoot, 'package.json'), { skipSelf: true });
          return null;
        },
        load(id) {
          if (!id.startsWith(PREFIX)) return null;
          return entryCode(id.slice(PREFIX.length), exports);
        },
        // react-intl without its locale lookups for the apps' own locales (skipKnownLocaleLookups).
        transform: (code, id) => skipKnownLocaleLookups(code, id),
      },
    ],
  });
  const { output } = await bundle.generate({
    format: 'esm',
    minify: true,
    // Like the apps' own chunks (vite strips them too): no license or annotation comments.
    comments: false,
    entryFileNames: `${VENDOR_DIR}/[name]-[hash].js`,
    chunkFileNames: `${VENDOR_DIR}/[name]-[hash].js`,
    // React, React DOM and the scheduler in one file: every page needs all of them, and one gzip
    // stream is smaller than five (the entries above stay small files naming the exports).
    codeSplitting: {
      groups: [
        { name: 'react-core', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[:/]runtime/ },
      ],
    },
  });
  await bundle.close();
  const files = [];
  const imports = {};
  for (const item of output) {
    if (item.type !== 'chunk') continue;
    files.push({ fileName: item.fileName, code: item.code });
    if (item.isEntry) for (const name of specifiersOf(item.name)) imports[name] = `/${item.fileName}`;
  }
  return { files, imports };
}

/**
 * Leaves the vendor modules' imports bare in a production build (the page's import map resolves
 * them) and fails the build if a chunk imports a name the vendor files will not provide. A CommonJS
 * dependency's `require('react')` (Recharts' helpers) becomes an import too (rolldown's
 * esmExternalRequirePlugin): a browser has no `require`.
 * @param {{ enabled: boolean, repoRoot?: string }} options
 * @returns {import('vite').PluginOption[]}
 */
export function vendorExternals({ enabled, repoRoot = repoRootDefault() }) {
  /** @type {Map<string, string[] | null> | undefined} */
  let provided;
  /** @type {import('vite').Plugin} */
  const check = {
    name: 'konstvagg:vendor-externals',
    apply: () => enabled,
    generateBundle(_options, bundle) {
      provided ??= vendorExports(repoRoot);
      const missing = checkVendorImports(bundle, provided);
      if (missing.length) this.error(`imports the vendor modules do not provide: ${missing.join(', ')}`);
      // rolldown's stand-in for a `require` of an external module, which throws in a browser: only
      // bundled when some CommonJS code still requires one.
      const requiring = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && file.code.includes('Calling `require` for'),
      );
      if (requiring.length)
        this.error(`requires a module at run time: ${requiring.map((f) => f.fileName).join(', ')}`);
    },
  };
  return enabled ? [check, esmExternalRequirePlugin({ external: [...VENDOR_SPECIFIERS] })] : [check];
}

/**
 * Names imported from a vendor module that it does not export, as `file: name from module`.
 * Reads the static imports of the minified output (`import{a as b,c}from"react-router"`).
 */
export function checkVendorImports(bundle, provided) {
  const missing = [];
  const statement = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    for (const [, list = '', source = ''] of file.code.matchAll(statement)) {
      if (!provided.has(source)) continue;
      const names = provided.get(source);
      if (!names) continue;
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !names.includes(name)) missing.push(`${file.fileName}: ${name} from ${source}`);
      }
    }
  }
  return missing;
}

/**
 * The shell's side: builds the vendor modules into its dist (/assets/vendor/), writes the import map into
 * index.html before any module script, and preloads every vendor file (a first visit needs them
 * all, and they are known before any script runs, so they load beside the shell's entry).
 * @param {{ enabled: boolean, repoRoot?: string }} options
 * @returns {import('vite').Plugin}
 */
export function vendorImportMap({ enabled, repoRoot = repoRootDefault() }) {
  /** @type {Awaited<ReturnType<typeof buildVendor>> | undefined} */
  let vendor;
  return {
    name: 'konstvagg:vendor-import-map',
    apply: () => enabled,
    async buildStart() {
      vendor = await buildVendor(repoRoot);
      for (const file of vendor.files)
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!vendor) throw new Error('the vendor modules were not built');
        const map = JSON.stringify({ imports: vendor.imports });
        const preloads = vendor.files.map(
          (f) => `<link rel="modulepreload" crossorigin href="/${f.fileName}">`,
        );
        const anchor = /<title>[^<]*<\/title>/;
        if (!anchor.test(html)) throw new Error('index.html has no <title> to put the import map after');
        return html.replace(
          anchor,
          (title) => `${title}\n    <script type="importmap">${map}</script>\n    ${preloads.join('\n    ')}`,
        );
      },
    },
  };
}
