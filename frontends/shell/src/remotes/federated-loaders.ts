import {
  getInstance,
  registerGlobalPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime';
import type { RemoteName } from '@konstvagg/ui';
import { readServerState } from '../app/server-state.ts';
import type { RemoteLoaders } from './load-remote.ts';
import { liveRemotes } from './live-remotes.ts';

/**
 * The remotes through Module Federation. In a production build each import() first waits until
 * the remote's live entry is known (live-remotes.ts: the page's pinned version, else
 * /remotes/manifest.json); a runtime plugin then puts that entry in place of the build's
 * placeholder as the import registers the remote. Dev servers keep the entries the shell's vite
 * config names (each remote's own dev server).
 */
const liveEntries = new Map<string, string>();

const liveEntryPlugin: ModuleFederationRuntimePlugin = {
  name: 'konstvagg:live-remote-entries',
  // The plugin registers each remote under an internal name with ours as its alias, on first use.
  beforeRegisterRemote(args) {
    const entry = liveEntries.get(args.remote.alias ?? args.remote.name);
    if (entry && 'entry' in args.remote) args.remote.entry = entry;
    return args;
  },
};

const live = import.meta.env.PROD
  ? liveRemotes((name, entry) => liveEntries.set(name, entry), readServerState()?.remotes)
  : null;
if (live) {
  registerGlobalPlugins([liveEntryPlugin]); // for the runtime made at the first remote's import
  getInstance()?.registerPlugins([liveEntryPlugin]); // ...or the one already made
}

const known = (name: RemoteName) => live?.whenKnown(name) ?? Promise.resolve();

export const federatedLoaders: RemoteLoaders = {
  marketplace: () => known('marketplace').then(() => import('marketplace/routes')),
  artist: () => known('artist').then(() => import('artist/routes')),
  venue: () => known('venue').then(() => import('venue/routes')),
  admin: () => known('admin').then(() => import('admin/routes')),
};
