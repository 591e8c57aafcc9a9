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
});
