import { describe, expect, it } from 'vitest';
import { smallFederationEntry } from './federation-entry.js';
import { remoteViteConfig } from './vite-remote.js';

// The lines of @module-federation/vite 1.23's generated entry that the small entry reads (the real
// file is ~1,400 lines; the e2e suite loads every remote through the real one's replacement).
const generated = (batches = '[]') => `
  import {init as runtimeInit, loadRemote} from "@module-federation/runtime";
  import $runtimePlugin_0 from "/repo/node_modules/@module-federation/vite/lib/utils/injectExternalRuntimeCorePlugin.js";
  import __mfExposesMap from "virtual:mf-exposes:__mfe_internal__shell__remoteEntry-_hash_"
const __mfResolveGlobalKey = "__mf_init__virtual:mf:test__runtimeInit__.js__";
  const mfName = "shell"
  const __mfMaterializedShareBatches = ${batches}
    const __browserPlugins = [$runtimePlugin_0(undefined)];
    const initRes = runtimeInit({
      name: mfName,
      shareStrategy: 'loaded-first'
    });
`;

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

/** Loads the small entry with stand-ins for what it imports, recording what the runtime is asked. */
async function loadEntry(code: string) {
  const calls: { init: unknown[]; scopes: unknown[] } = { init: [], scopes: [] };
  (globalThis as Record<string, unknown>).__kvEntryTest = calls;
  const runtime = dataUrl(`export function init(options) {
    const calls = globalThis.__kvEntryTest; calls.init.push(options);
    return { options, initShareScopeMap(name, scope) { calls.scopes.push([name, scope]); } };
  }`);
  const plugin = dataUrl(`export default (options) => ({ name: 'publish-runtime-core', options });`);
  const exposes = dataUrl(`export default { './routes': async () => ({ routes: ['/'] }) };`);
  const linked = code
    .replace('"@module-federation/runtime"', JSON.stringify(runtime))
    .replace(/"\/repo\/node_modules\/[^"]+"/, JSON.stringify(plugin))
    .replace(/"virtual:mf-exposes:[^"]+"/, JSON.stringify(exposes));
  const entry = (await import(/* @vite-ignore */ dataUrl(linked))) as {
    init: (scope?: object, initScope?: object[]) => Promise<unknown>;
    get: (name: string) => Promise<() => unknown>;
  };
  return { entry, calls };
}

describe('the small federation entry of builds that share nothing (issue 14)', () => {
  it('keeps the container contract: init once, with the runtime plugins, and a factory per exposed module', async () => {
    const { entry, calls } = await loadEntry(smallFederationEntry(generated()));
    const scope = { react: {} };
    const initScope: object[] = [];
    const instance = await entry.init(scope, initScope);
    expect(calls.init).toEqual([
      {
        name: 'shell',
        remotes: [],
        shared: {},
        plugins: [{ name: 'publish-runtime-core', options: undefined }],
        shareStrategy: 'loaded-first',
      },
    ]);
    expect(calls.scopes).toEqual([['default', scope]]);
    // Whoever awaits the app's init promise gets the same instance.
    const state = (globalThis as unknown as Record<string, { initPromise: Promise<unknown> }>)[
      '__mf_init__virtual:mf:test__runtimeInit__.js__'
    ];
    expect(await state!.initPromise).toBe(instance);
    // Asked again within the same init (circular remotes): returns at once, no second instance.
    expect(await entry.init(scope, initScope)).toBeUndefined();
    await entry.init({}, []);
    expect(calls.init).toHaveLength(1);

    const factory = await entry.get('./routes');
    expect(factory()).toEqual({ routes: ['/'] });
    await expect(entry.get('./missing')).rejects.toThrow('Module ./missing does not exist in container');
  });

  it('fails the build when the generated entry shares something or lacks a part it reads', () => {
    expect(() => smallFederationEntry(generated('[["react"]]'))).toThrow(/nothingShared/);
    expect(() => smallFederationEntry(generated().replace('const mfName', 'const appName'))).toThrow(
      /no name/,
    );
    expect(() => smallFederationEntry(generated().replace(/^\s*import \$runtimePlugin_0.*$/m, ''))).toThrow(
      /\$runtimePlugin_0 without importing it/,
    );
  });

  it('is on in a remote built for the shell and off in one built to run alone', async () => {
    const applies = async (mode: string) => {
      const config = await remoteViteConfig('marketplace')({ command: 'build', mode });
      const plugin = config.plugins
        ?.flat()
        .find((p) => (p as { name?: string } | null)?.name === 'konstvagg:small-federation-entry') as
        { apply: () => boolean } | undefined;
      return plugin?.apply();
    };
    expect(await applies('production')).toBe(true);
    expect(await applies('standalone')).toBe(false);
  });
});
