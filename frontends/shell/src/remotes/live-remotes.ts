import type { RemoteName } from '@konstvagg/ui';

/**
 * Where each remote's live version is (issue 42 §1, docs/decisions.md "Remotes ship alone"). A
 * remote is built into /remotes/<name>/<version>/ and shipped by pointing /remotes/manifest.json at
 * that version's entry, so the shell, built once, learns at start-up which version to load: a
 * remote ships, and rolls back, without a shell build. The manifest is served without long caching.
 *
 * A server-rendered page (the QR landing, home, artwork and browse pages) pins the marketplace
 * version it was rendered with (ServerState.remotes), so hydration runs the very code that made its
 * HTML, and it loads at once, without waiting for the manifest.
 */
const REMOTES_MANIFEST_URL = '/remotes/manifest.json';

interface RemotesManifest {
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
}

/** Registers a remote's entry with the federation runtime, replacing the build-time placeholder. */
export type RegisterEntry = (name: RemoteName, entry: string) => void;

export interface LiveRemotes {
  /** Resolves once `name`'s live entry is registered; rejects (and asks again next time) when it cannot be known. */
  whenKnown(name: RemoteName): Promise<void>;
}

/** Only same-origin paths under /remotes/<name>/: a manifest cannot send the page's code elsewhere. */
const entryOf = (name: RemoteName, entry: unknown): string | null =>
  typeof entry === 'string' && entry.startsWith(`/remotes/${name}/`) && !entry.includes('..') ? entry : null;

export function liveRemotes(
  register: RegisterEntry,
  pinned: Partial<Record<RemoteName, string>> = {},
  fetchManifest: () => Promise<unknown> = defaultFetch,
): LiveRemotes {
  const known = new Set<RemoteName>();
  for (const [name, entry] of Object.entries(pinned) as [RemoteName, string][]) {
    const url = entryOf(name, entry);
    if (!url) continue;
    register(name, url);
    known.add(name);
  }
  let manifest: Promise<RemotesManifest> | null = null;
  return {
    async whenKnown(name) {
      if (known.has(name)) return;
      manifest ??= fetchManifest().then(
        (body) => body as RemotesManifest,
        (error: unknown) => {
          manifest = null; // the next attempt (Try again, the next page) asks again
          throw error;
        },
      );
      const body = await manifest;
      if (known.has(name)) return;
      const url = entryOf(name, body?.remotes?.[name]?.entry);
      if (!url) {
        manifest = null;
        throw new Error(`${REMOTES_MANIFEST_URL} names no live version of the ${name} remote`);
      }
      register(name, url);
      known.add(name);
    },
  };
}

async function defaultFetch(): Promise<unknown> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return response.json();
}
