// The shared vendor modules through an import map (issue 14; docs/decisions.md "Shared libraries
// through an import map"). Build time only, plain JavaScript (vite loads configs with Node itself).
//
// In a production build, React, React DOM, React Router, react-intl and TanStack Query are not
// shared through Module Federation's share scope: the shell's build makes them into one plain ES
// module under /assets/vendor/ (named by content hash), and its index.html maps the bare names to
// it with <script type="importmap">. Every app (the shell and each remote's
// production build) leaves those imports bare (rolldown `external`), so the browser resolves them
// through the page's import map to the one copy. Module Federation then only loads the remotes.
//
// The contract between the shell and the remotes is the list below plus, for the tree-shaken ones,
// the names: the union of what any frontend imports (usedExportsAcrossFrontends). A remote's build
// fails if it would import a name the vendor file does not provide (checkVendorImports), and a
// standalone or dev build keeps bundling its own copies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { esmExternalRequirePlugin } from 'vite';
import { usedExportsAcrossFrontends } from './federation.js';
import { VENDOR_CONTRACT_FILE } from './vendor-contract.js';

export { checkVendorContract, VENDOR_CONTRACT_FILE } from './vendor-contract.js';

/**
 * The bare module names the import map provides. All of them point at one file under
 * /assets/vendor/, which exports every name of each (a browser keeps one module per URL, so each
 * bare name gets the same module): every page needs all of them, and on HTTP/1.1 each file is a
 * request of its own. The order matters where two export the same name (below, `entryCode`).
 */
export const VENDOR_SPECIFIERS = /** @type {const} */ ([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-intl',
  '@tanstack/react-query',
]);
/** The one file's name stem. */
const VENDOR_STEM = 'vendor';

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

/**
 * Every export name of each module, read by Node (with NODE_ENV=production, React's production
 * build), and the names two CommonJS ones export with different values (which one file cannot hold;
 * the cut-down packages' names are checked in `entryCode`).
 * @param {string} repoRoot
 * @param {string[]} modules
 * @returns {{ names: Map<string, string[]>, clashes: string[] }}
 */
function exportsReadByNode(repoRoot, modules) {
  const script = `
    const r = require('node:module').createRequire(process.cwd() + '/');
    const mods = ${JSON.stringify(modules)};
    const commonJs = ${JSON.stringify([...COMMONJS])};
    const names = {}, owner = {}, clashes = [];
    for (const n of mods) {
      const m = r(n);
      names[n] = Object.keys(m).filter((k) => !['default', '__esModule', 'module.exports'].includes(k));
      if (!commonJs.includes(n)) continue;
      for (const k of names[n]) {
        if (!(k in owner)) owner[k] = n;
        else if (r(owner[k])[k] !== m[k]) clashes.push(k + ' (' + owner[k] + ', ' + n + ')');
      }
    }
    console.log(JSON.stringify({ names, clashes }));`;
  const out = execFileSync(process.execPath, ['-e', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const parsed = JSON.parse(out);
  return { names: new Map(Object.entries(parsed.names)), clashes: parsed.clashes };
}

/**
 * What each vendor module exports: every name for the CommonJS ones (plus React's default), the
 * used names for the tree-shaken ones, or every name where some frontend imports one whole; and the
 * CommonJS names that clash (exportsReadByNode). One Node process for both.
 * @returns {{ exports: Map<string, string[]>, clashes: string[] }}
 */
function readVendorExports(repoRoot) {
  const used = usedExportsAcrossFrontends(repoRoot, TREE_SHAKEN);
  const read = exportsReadByNode(repoRoot, [...VENDOR_SPECIFIERS]);
  const exports = new Map(
    VENDOR_SPECIFIERS.map((name) => {
      const all = read.names.get(name) ?? [];
      if (name === 'react') return [name, ['default', ...all]];
      return [name, COMMONJS.has(name) ? all : (used.get(name) ?? all)];
    }),
  );
  return { exports, clashes: read.clashes };
}

/**
 * What each vendor module exports (readVendorExports).
 * @returns {Map<string, string[]>}
 */
export function vendorExports(repoRoot = repoRootDefault()) {
  return readVendorExports(repoRoot).exports;
}

/**
 * The vendor file's code: the exports of every bare name. React's default is the file's default
 * (no other bare name may be default-imported, checkVendorImports), and a name two of them export
 * (React's `Fragment` is the JSX runtime's too, React DOM's `version` React's and the client's) is
 * taken once, from the first: the build fails if the values differ, or if one of the cut-down
 * packages shares a name with another.
 * @param {Map<string, string[]>} exports
 * @param {string[]} clashes
 */
function entryCode(exports, clashes) {
  if (clashes.length)
    throw new Error(`vendor modules export one name with different values: ${clashes.join(', ')}`);
  const seen = new Set(['default']);
  const lines = [];
  VENDOR_SPECIFIERS.forEach((name, i) => {
    const list = exports.get(name) ?? [];
    if (COMMONJS.has(name)) {
      const own = list.filter((n) => !seen.has(n));
      lines.push(`import m${i} from ${JSON.stringify(name)};`);
      if (name === 'react') lines.push(`export default m${i};`);
      if (own.length) lines.push(`export const { ${own.join(', ')} } = m${i};`);
      for (const n of own) seen.add(n);
      return;
    }
    const shared = list.filter((n) => seen.has(n));
    if (shared.length)
      throw new Error(`vendor module ${name} exports ${shared.join(', ')}, which another one does too`);
    for (const n of list) seen.add(n);
    lines.push(`export { ${list.join(', ')} } from ${JSON.stringify(name)};`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Builds the vendor file: one ES module, minified, production React, react-intl without its ICU
 * parser (every app's messages are precompiled, precompiled-messages.js).
 * @returns {Promise<{ files: { fileName: string; code: string }[]; imports: Record<string, string>; exports: Map<string, string[]> }>}
 */
export async function buildVendor(repoRoot = repoRootDefault()) {
  const { exports, clashes } = readVendorExports(repoRoot);
  const ENTRY = '\0konstvagg-vendor';
  const bundle = await rolldown({
    cwd: repoRoot,
    input: { [VENDOR_STEM]: ENTRY },
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
        name: 'konstvagg:vendor-entry',
        async resolveId(source, importer) {
          if (source === ENTRY) return source;
          if (source === '@formatjs/icu-messageformat-parser')
            return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
              skipSelf: true,
            });
          if (importer === ENTRY)
            return this.resolve(source, path.join(repoRoot, 'package.json'), { skipSelf: true });
          return null;
        },
        load(id) {
          return id === ENTRY ? entryCode(exports, clashes) : null;
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
  });
  await bundle.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  // One file is the point: a library that starts splitting itself (a dynamic import) shows here.
  if (chunks.length !== 1)
    throw new Error(
      `the vendor build made ${chunks.length} files: ${chunks.map((c) => c.fileName).join(', ')}`,
    );
  const [file] = chunks;
  return {
    files: [{ fileName: file.fileName, code: file.code }],
    imports: Object.fromEntries(VENDOR_SPECIFIERS.map((name) => [name, `/${file.fileName}`])),
    exports,
  };
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
 * Reads the static imports of the minified output (`import{a as b,c}from"react-router"`,
 * `import a,{b}from"react"`). A default import counts as the name `default`, which only React
 * provides: every bare name is the same file, whose default is React.
 */
export function checkVendorImports(bundle, provided) {
  const missing = [];
  for (const [source, byFile] of vendorImportsOf(bundle, provided.keys())) {
    const names = provided.get(source);
    if (!names) continue;
    for (const [fileName, imported] of byFile)
      for (const name of imported)
        if (!names.includes(name)) missing.push(`${fileName}: ${name} from ${source}`);
  }
  return missing;
}

/**
 * The names each chunk of a bundle imports from each of `modules`: module -> file -> names.
 * Reads the static imports of the minified output (`import{a as b,c}from"react-router"`,
 * `import a,{b}from"react"`). A default import counts as the name `default`.
 * @param {Record<string, { type: string; fileName: string; code?: string }>} bundle
 * @param {Iterable<string>} modules
 * @returns {Map<string, Map<string, string[]>>}
 */
export function vendorImportsOf(bundle, modules) {
  const wanted = new Set(modules);
  /** @type {Map<string, Map<string, string[]>>} */
  const found = new Map();
  const statement =
    /\b(?:import|export)\s*(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g;
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.code) continue;
    for (const [, defaultName, list = '', source = ''] of file.code.matchAll(statement)) {
      if (!wanted.has(source)) continue;
      const imported = list
        .split(',')
        .map((item) =>
          item
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim(),
        )
        .filter((name) => !!name);
      if (defaultName) imported.push('default');
      const byFile = found.get(source) ?? new Map();
      byFile.set(file.fileName, [...(byFile.get(file.fileName) ?? []), ...imported]);
      found.set(source, byFile);
    }
  }
  return found;
}

/**
 * What a remote build needs from the shell's vendor modules (issue 42 §1: the shared singletons are
 * a versioned contract): each module's imported names, and the version of each package it was
 * built against. Written into the remote's build record (remote-version.js); checked against the
 * shell's vendor-contract.json when the remote ships (infra/remotes.ts, vendor-contract.js).
 * @param {Record<string, { type: string; fileName: string; code?: string }>} bundle
 */
export function vendorNeeds(bundle, repoRoot = repoRootDefault()) {
  const needs = {};
  for (const [source, byFile] of vendorImportsOf(bundle, VENDOR_SPECIFIERS))
    needs[source] = [...new Set([...byFile.values()].flat())].sort();
  return { needs, versions: vendorVersions(repoRoot) };
}

/**
 * The installed version of each vendor package (react, react-dom, react-router, react-intl,
 * @tanstack/react-query), read from its package.json.
 * @returns {Record<string, string>}
 */
export function vendorVersions(repoRoot = repoRootDefault()) {
  const packages = [...new Set(VENDOR_SPECIFIERS.map(packageOf))];
  return Object.fromEntries(
    packages.map((name) => {
      const file = path.join(repoRoot, 'node_modules', name, 'package.json');
      return [name, JSON.parse(readFileSync(file, 'utf8')).version];
    }),
  );
}

/** `react-dom/client` -> `react-dom`, `@tanstack/react-query` stays. */
const packageOf = (/** @type {string} */ specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The shell's side: builds the vendor file into its dist (/assets/vendor/), writes the import map into
 * index.html before any module script, and preloads the file (a first visit needs it, and it is
 * known before any script runs, so it loads beside the shell's entry).
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
      // What the vendor file provides: a remote's ship checks its needs against it (checkVendorContract).
      const contract = {
        provides: Object.fromEntries(vendor.exports),
        versions: vendorVersions(repoRoot),
      };
      this.emitFile({
        type: 'asset',
        fileName: VENDOR_CONTRACT_FILE,
        source: `${JSON.stringify(contract, null, 2)}\n`,
      });
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
