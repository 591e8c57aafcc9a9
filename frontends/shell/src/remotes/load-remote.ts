import type { ComponentType } from 'react';
import type { RemoteName } from '@konstvagg/ui';

/** Loads a remote's './pages' module; the shell passes Module Federation imports, the size check plain ones. */
export type RemoteLoaders = Record<RemoteName, () => Promise<{ pages: Record<string, ComponentType> }>>;

export type RemoteResult =
  | { ok: true; pages: Record<string, ComponentType> }
  | { ok: false; reason: 'timeout' | 'error'; error?: unknown };

/** Long enough for a slow mobile connection, short enough that a person is not left staring at a spinner. */
export const REMOTE_TIMEOUT_MS = 15_000;

const cache = new Map<RemoteName, Promise<RemoteResult>>();

/**
 * Loads a remote and NEVER rejects (ARCHITECTURE §10: React Router 7 renders a blank area when a
 * lazy route rejects). A failure or a timeout resolves to `{ ok: false }`; it is not cached, so
 * the next attempt (Try Again, or the next navigation) loads afresh.
 */
export function loadRemote(
  loaders: RemoteLoaders,
  name: RemoteName,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<RemoteResult> {
  const cached = cache.get(name);
  if (cached) return cached;
  const attempt = new Promise<RemoteResult>((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs);
    let load: Promise<{ pages: Record<string, ComponentType> }>;
    try {
      load = loaders[name]();
    } catch (error) {
      load = Promise.reject(error);
    }
    load.then(
      (mod) => {
        clearTimeout(timer);
        if (mod && typeof mod.pages === 'object' && mod.pages !== null)
          resolve({ ok: true, pages: mod.pages });
        else
          resolve({ ok: false, reason: 'error', error: new Error(`Remote ${name} has no 'pages' export`) });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, reason: 'error', error });
      },
    );
  }).then((result) => {
    if (!result.ok) {
      cache.delete(name);
      console.warn(`[shell] remote "${name}" could not be loaded (${result.reason})`, result.error ?? '');
    }
    return result;
  });
  cache.set(name, attempt);
  return attempt;
}

/** For tests. */
export function forgetRemotes(): void {
  cache.clear();
}
