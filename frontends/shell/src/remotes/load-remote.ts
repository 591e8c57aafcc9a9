import type { RemoteName, RemoteRoutes } from '@konstvagg/ui';

/** Loads a remote's './routes' module; the shell passes Module Federation imports, the size check plain ones. */
export type RemoteLoaders = Record<RemoteName, () => Promise<{ routes: RemoteRoutes }>>;

export type RemoteResult =
  { ok: true; routes: RemoteRoutes } | { ok: false; reason: 'timeout' | 'error'; error?: unknown };

/** Long enough for a slow mobile connection, short enough that a person is not left staring at a spinner. */
const REMOTE_TIMEOUT_MS = 15_000;

const cache = new Map<RemoteName, Promise<RemoteResult>>();

/**
 * Loads a remote and NEVER rejects (docs/architecture.md §10: React Router 7 renders a blank area when a
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
    let load: Promise<{ routes: RemoteRoutes }>;
    try {
      load = loaders[name]();
    } catch (error) {
      load = Promise.reject(error);
    }
    load.then(
      (mod) => {
        clearTimeout(timer);
        const routes = mod?.routes;
        if (routes && Array.isArray(routes.routes) && typeof routes.pages === 'object' && routes.pages)
          resolve({ ok: true, routes });
        else
          resolve({ ok: false, reason: 'error', error: new Error(`Remote ${name} has no 'routes' export`) });
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
