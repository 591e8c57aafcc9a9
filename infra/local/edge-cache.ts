import { pathMatches } from './engines/cloudfront.ts';

/**
 * The local stand-in for CloudFront's cache of the server-rendered pages (the landing behaviours:
 * `/artworks/*` and `/artworks`, infra/cdk frontends-stack.ts). The gateway keeps a page as long as
 * its `s-maxage` says, under the same key as the behaviour's cache policy (the path, the language
 * the edge worked out and the query the policy keeps), and drops it when the CloudFront stand-in
 * receives an invalidation that covers it. So locally, as on AWS, a work that changes is shown
 * changed at once, and a page that was not invalidated stays as it was for its minute.
 */

export interface EdgeEntry {
  body: string;
  language?: string;
}

interface Stored extends EdgeEntry {
  /** The request path and query, as an invalidation path is matched against. */
  uri: string;
  expiresAt: number;
}

export interface EdgeCache {
  get(key: string): EdgeEntry | undefined;
  /**
   * Counts invalidations: a page rendered while one that covers it arrived is not kept (it may be
   * the old state); `put` is given the count from before the render.
   */
  generation(): number;
  put(key: string, uri: string, entry: EdgeEntry, seconds: number, renderedAt: number): void;
  invalidate(paths: readonly string[]): number;
  size(): number;
}

/** The seconds a shared cache may keep a response (`s-maxage`, else `max-age`); 0 when none or private. */
export function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || /\b(private|no-store)\b/i.test(cacheControl)) return 0;
  const s = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return s ? Number(s[1]) : 0;
}

/** How many recent invalidations the cache remembers to judge a page rendered meanwhile. */
const RECENT_INVALIDATIONS = 500;

export function createEdgeCache(now: () => number = Date.now, maxEntries = 2000): EdgeCache {
  const entries = new Map<string, Stored>();
  let generation = 0;
  /** The paths of the latest invalidations, by generation (the oldest first). */
  const recent: { generation: number; paths: readonly string[] }[] = [];
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { body: hit.body, language: hit.language };
    },
    generation: () => generation,
    put(key, uri, entry, seconds, renderedAt) {
      if (seconds <= 0) return;
      // Rendered while an invalidation that covers this page arrived: it may show the old state.
      // One for other pages changes nothing (other tests, other works, a busy site).
      if (renderedAt !== generation) {
        const oldest = recent[0]?.generation ?? generation;
        if (renderedAt < oldest - 1) return; // too long ago to tell
        const since = recent.filter((r) => r.generation > renderedAt);
        if (since.some((r) => r.paths.some((p) => pathMatches(p, uri)))) return;
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, uri, expiresAt: now() + seconds * 1000 });
    },
    invalidate(paths) {
      generation += 1;
      recent.push({ generation, paths: [...paths] });
      if (recent.length > RECENT_INVALIDATIONS) recent.shift();
      let dropped = 0;
      for (const [key, stored] of entries) {
        if (paths.some((p) => pathMatches(p, stored.uri))) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    size: () => entries.size,
  };
}
