import { describe, expect, it } from 'vitest';
import { createEdgeCache, sharedMaxAge } from './edge-cache.ts';

describe('the local edge cache', () => {
  it('keeps a page for its s-maxage, then renders it again', () => {
    let now = 1_000_000;
    const cache = createEdgeCache(() => now);
    cache.put('/artworks/a?|sv', '/artworks/a', { body: '<p>a</p>', language: 'sv' }, 60, cache.generation());
    expect(cache.get('/artworks/a?|sv')).toEqual({ body: '<p>a</p>', language: 'sv' });
    expect(cache.get('/artworks/a?|en')).toBeUndefined();
    now += 59_999;
    expect(cache.get('/artworks/a?|sv')).toBeDefined();
    now += 1;
    expect(cache.get('/artworks/a?|sv')).toBeUndefined();
  });

  it('drops what an invalidation covers, in every language, and nothing else', () => {
    const cache = createEdgeCache();
    const put = (key: string, uri: string) => cache.put(key, uri, { body: key }, 60, cache.generation());
    put('/artworks/a?|sv', '/artworks/a');
    put('/artworks/a?lang=en|en', '/artworks/a?lang=en');
    put('/artworks/b?|sv', '/artworks/b');
    put('/artworks?|sv', '/artworks');
    put('/artworks?sort=price_asc|sv', '/artworks?sort=price_asc');
    expect(cache.invalidate(['/artworks/a*', '/artworks', '/artworks?*'])).toBe(4);
    expect(cache.size()).toBe(1);
    expect(cache.get('/artworks/b?|sv')).toBeDefined();
  });

  it('does not keep a page rendered while an invalidation of it arrived (it may show the old state)', () => {
    const cache = createEdgeCache();
    const started = cache.generation();
    cache.invalidate(['/artworks*']);
    cache.put('/artworks/a?|sv', '/artworks/a', { body: 'old' }, 60, started);
    expect(cache.get('/artworks/a?|sv')).toBeUndefined();
  });

  it('keeps a page rendered while only other pages were invalidated', () => {
    const cache = createEdgeCache();
    const started = cache.generation();
    cache.invalidate(['/artworks/b*', '/artworks', '/artworks?*']);
    cache.put('/artworks/a?|sv', '/artworks/a', { body: 'new' }, 60, started);
    expect(cache.get('/artworks/a?|sv')).toEqual({ body: 'new', language: undefined });
    // ...but not when one of the invalidations since covered it.
    const again = cache.generation();
    cache.invalidate(['/artworks/c*']);
    cache.invalidate(['/artworks/a*']);
    cache.put('/artworks/a?x=1|sv', '/artworks/a?x=1', { body: 'old' }, 60, again);
    expect(cache.get('/artworks/a?x=1|sv')).toBeUndefined();
  });

  it('reads how long a shared cache may keep a response', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60')).toBe(60);
    expect(sharedMaxAge('public, max-age=30')).toBe(30);
    expect(sharedMaxAge('private, max-age=30')).toBe(0);
    expect(sharedMaxAge('no-store')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});
