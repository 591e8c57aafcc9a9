// A small federation entry for production builds that share nothing through the federation (build
// time only; plain JavaScript for the same reason as federation.js).
//
// `@module-federation/vite` 1.23 writes every app's federation entry (the remote's `remoteEntry.js`,
// and the shell's own init, which loads the same way) as one generated module of about 1,400 lines:
// share scopes, share providers, webpack interop, tree-shaken share selection, retries. Nearly all
// of it is about shared modules. Our production apps share none (the shell's import map provides the
// vendor modules, vendor.js), yet the code ships: 5.5 KB gzip in the shell and 5.5 KB in every
// remote, 11 KB on every first visit. This plugin replaces that module, in those builds only, with
// the container contract itself (`init` and `get`, what runtime-core calls on a remote entry):
// - `init(shareScope, initScope)` creates this app's federation instance once, with the runtime
//   plugins the generated code would have passed (the shell's: publishing runtime-core for the
//   remotes' externalRuntime), hands it the host's share scope, and resolves the app's init promise;
// - `get(name)` returns a factory for an exposed module (from the plugin's own exposes module, which
//   is kept: it also injects the exposed module's stylesheets).
// Dev servers and `--mode standalone` builds, which share React and the others through the
// federation, keep the generated entry. The build fails if the generated code no longer has what
// this reads from it (a plugin update): look again then.

const ENTRY_ID = 'virtual:mf-REMOTE_ENTRY_ID:';

/** What the generated entry must contain for the small one to stand in for it. */
const PARTS = {
  name: /\bconst mfName = ("[^"\n]+")/,
  initKey: /\bconst __mfResolveGlobalKey = ("__mf_init__[^"\n]+")/,
  exposes: /\bimport __mfExposesMap from ("virtual:mf-exposes:[^"\n]+")/,
  plugins: /\bconst __browserPlugins = (\[[^\]\n]*\]);/,
  shareStrategy: /\bshareStrategy: ('[a-z-]+')/,
  nothingShared: /\bconst __mfMaterializedShareBatches = \[\]/,
};
const PLUGIN_IMPORT = /^\s*import (\$runtimePlugin_\d+) from ("[^"\n]+");$/gm;

/**
 * The small entry for one generated entry's code; throws, naming what is missing, if the generated
 * code is not what this expects.
 * @param {string} generated
 * @returns {string}
 */
export function smallFederationEntry(generated) {
  /** @type {Record<keyof typeof PARTS, string>} */
  const found = /** @type {any} */ ({});
  for (const [key, pattern] of Object.entries(PARTS)) {
    const match = pattern.exec(generated);
    if (!match) throw new Error(`the federation entry has no ${key} (${pattern}): the plugin changed`);
    found[/** @type {keyof typeof PARTS} */ (key)] = match[1] ?? '';
  }
  const imports = [...generated.matchAll(PLUGIN_IMPORT)];
  const named = new Set(imports.map((m) => m[1]));
  for (const used of found.plugins.match(/\$runtimePlugin_\d+/g) ?? [])
    if (!named.has(used)) throw new Error(`the federation entry uses ${used} without importing it`);
  return [
    `import { init as runtimeInit } from "@module-federation/runtime";`,
    ...imports.map((m) => `import ${m[1]} from ${m[2]};`),
    `import exposes from ${found.exposes};`,
    `const name = ${found.name};`,
    // The same init promise the generated entry resolves (its key is the app's runtimeInit id).
    `const state = (globalThis[${found.initKey}] ||= (() => {`,
    `  let initResolve, initReject;`,
    `  const initPromise = new Promise((resolve, reject) => { initResolve = resolve; initReject = reject; });`,
    `  return { initPromise, initResolve, initReject };`,
    `})());`,
    `const token = { from: name };`,
    `let instance;`,
    `async function init(shareScope = {}, initScope = []) {`,
    // A container asked again while its own init runs (circular remotes) returns at once.
    `  if (initScope.indexOf(token) >= 0) return;`,
    `  initScope.push(token);`,
    `  instance ||= runtimeInit({ name, remotes: [], shared: {}, plugins: ${found.plugins}, shareStrategy: ${found.shareStrategy} });`,
    `  instance.initShareScopeMap("default", shareScope);`,
    `  state.initResolve(instance);`,
    `  return instance;`,
    `}`,
    `async function get(moduleName) {`,
    `  if (!(moduleName in exposes)) throw new Error("[Module Federation] Module " + moduleName + " does not exist in container.");`,
    `  const module = await exposes[moduleName]();`,
    `  return () => module;`,
    `}`,
    `export { init, get };`,
    '',
  ].join('\n');
}

/**
 * Puts the small entry in place of the generated one (see above). Only for builds whose federation
 * shares nothing: the shell's and the remotes' production builds.
 * @param {{ enabled: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function smallFederationEntryPlugin({ enabled }) {
  let replaced = false;
  return {
    name: 'konstvagg:small-federation-entry',
    apply: () => enabled,
    // After the federation plugin's own transform, which writes the generated entry.
    transform: {
      order: 'post',
      handler(code, id) {
        if (!id.includes(ENTRY_ID)) return null;
        try {
          replaced = true;
          return { code: smallFederationEntry(code), map: null };
        } catch (error) {
          return this.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error('the federation entry was not in the build: is the federation plugin on?');
    },
  };
}
