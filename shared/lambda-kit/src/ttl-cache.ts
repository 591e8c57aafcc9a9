/**
 * A small in-memory cache for one Lambda container: entries live `ttlMs`, the oldest go first past
 * `maxEntries`, and concurrent misses for the same key share one load (single flight), so a burst
 * of identical requests costs one database read. Use it only for answers that are already public
 * and cacheable for at least as long (their Cache-Control says so).
 *
 * With `staleMs`, an entry past its TTL is still answered for that long while one fresh load runs
 * beside it (stale-while-revalidate): a shopper never waits for the reload of a page others are
 * reading. Before, every expiry made the requests that came during the reload wait for it, and
 * those were the slowest hundredth of a cached browse (p99 52-60 ms against 41-43 ms without
 * expiries; issue 43). A reload that fails leaves the stale entry, and the next request tries again.
 */
export interface TtlCache<T> {
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** The load has succeeded: only such a value is answered stale. */
  settled: boolean;
  refreshing: boolean;
}

export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  /** How long past its TTL an entry is still answered while it reloads (default 0: not at all). */
  staleMs?: number;
  now?: () => number;
}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<string, Entry<T>>();

  const store = (key: string, value: Promise<T>): Entry<T> => {
    const entry: Entry<T> = { value, expires: now() + options.ttlMs, settled: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  return {
    getOrLoad(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expires > at) return hit.value;
      if (hit?.settled && hit.expires + staleMs > at) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          load().then(
            (fresh) => {
              if (entries.get(key) === hit) store(key, Promise.resolve(fresh)).settled = true;
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value;
      }
      const value = load();
      const entry = store(key, value);
      value.then(
        () => {
          entry.settled = true;
        },
        // A failed load is not cached: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => entries.clear(),
  };
}
