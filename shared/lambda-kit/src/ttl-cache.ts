/**
 * A small in-memory cache for one Lambda container: entries live `ttlMs`, the oldest go first past
 * `maxEntries`, and concurrent misses for the same key share one load (single flight), so a burst
 * of identical requests costs one database read. Use it only for answers that are already public
 * and cacheable for at least as long (their Cache-Control says so).
 */
export interface TtlCache<T> {
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    getOrLoad(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      // A failed load is not cached: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
