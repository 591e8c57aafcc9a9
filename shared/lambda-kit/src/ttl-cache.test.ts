import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('serves a fresh entry, reloads an expired one, and shares one load between concurrent misses', async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => t });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    t = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    t = 1000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('does not keep a failed load, and evicts the oldest entry past the limit', async () => {
    let loads = 0;
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('x', async () => 'ok')).toBe('ok');
    await cache.getOrLoad('y', async () => `y${++loads}`);
    await cache.getOrLoad('z', async () => `z${++loads}`);
    expect(await cache.getOrLoad('x', async () => 'reloaded')).toBe('reloaded');
  });

  it('passes straight through when the TTL is zero', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('answers a stale entry while one reload runs, then the fresh one; past the stale window it waits', async () => {
    let t = 0;
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = createTtlCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => t });
    const slowLoad = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const n = loads;
        release = () => resolve(n);
      });
    const first = cache.getOrLoad('k', slowLoad);
    release();
    expect(await first).toBe(1);
    t = 1500;
    // Expired: the old page at once, and one reload however many ask meanwhile.
    expect(await cache.getOrLoad('k', slowLoad)).toBe(1);
    expect(await cache.getOrLoad('k', slowLoad)).toBe(1);
    expect(loads).toBe(2);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.getOrLoad('k', slowLoad)).toBe(2);
    // Far past the TTL and the stale window: this request waits for its own load.
    t = 1500 + 1000 + 5000;
    const waited = cache.getOrLoad('k', slowLoad);
    release();
    expect(await waited).toBe(3);
  });

  it('keeps answering the stale entry when its reload fails, and tries again on the next request', async () => {
    let t = 0;
    let fail = true;
    let loads = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => t });
    await cache.getOrLoad('k', async () => 'first');
    t = 1200;
    const flaky = async () => {
      loads += 1;
      if (fail) throw new Error('db down');
      return 'fresh';
    };
    expect(await cache.getOrLoad('k', flaky)).toBe('first');
    await new Promise((r) => setTimeout(r, 0));
    fail = false;
    expect(await cache.getOrLoad('k', flaky)).toBe('first');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrLoad('k', flaky)).toBe('fresh');
    expect(loads).toBe(2);
  });
});
