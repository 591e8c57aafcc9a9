import { describe, expect, it } from 'vitest';
import { testArtwork } from '../../../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import type { AdminArtwork } from '@konstvagg/contracts/vocabulary';
import { artworkList, artworkListQuery, sortArtworks } from './listState.ts';

const DEFAULT_ARTWORK_STATE = artworkList.defaults;

const work = (id: string, title: string, price_eur: number, updated_at: string): AdminArtwork => ({
  ...testArtwork({ id, title, price_eur, updated_at }),
  is_public: true,
  hidden: false,
  can_unpublish: true,
  unpublish_refusal: null,
});

describe('the artworks table state in the URL', () => {
  it('reads what it writes, and leaves the defaults out', () => {
    expect(artworkList.params(DEFAULT_ARTWORK_STATE).toString()).toBe('');
    const state = {
      ...DEFAULT_ARTWORK_STATE,
      status: 'draft' as const,
      category: 'photography' as const,
      artist: 'artist-1',
      q: 'hamn',
      sort: 'price' as const,
      dir: 'desc' as const,
      cursor: 'c1',
    };
    expect(artworkList.parse(artworkList.params(state))).toEqual(state);
  });

  it('drops values it does not know, and the queue status (it has its own tab)', () => {
    const state = artworkList.parse(
      new URLSearchParams('status=pending_review&category=sculpture&artist=a%20b&sort=size&dir=up'),
    );
    expect(state).toEqual(DEFAULT_ARTWORK_STATE);
    expect(DEFAULT_ARTWORK_STATE).toEqual({
      status: null,
      category: null,
      artist: null,
      q: '',
      sort: null,
      dir: 'asc',
      cursor: null,
    });
  });

  it('asks the API for every status unless one is chosen; a new filter starts at the first page', () => {
    expect(artworkListQuery(DEFAULT_ARTWORK_STATE)).toMatchObject({ status: 'all', q: undefined });
    const paged = { ...DEFAULT_ARTWORK_STATE, cursor: 'c2' };
    expect(artworkList.withFilter(paged, { status: 'sold' }).cursor).toBeNull();
    expect(artworkList.withFilter(paged, { q: '  ' }).cursor).toBe('c2');
    expect(artworkList.toggleSort(paged, 'title')).toMatchObject({ sort: 'title', dir: 'asc', cursor: 'c2' });
  });

  it('sorts a copy by a column, both ways; updated starts newest first', () => {
    const rows = [
      work('a', 'Ängsmark', 300, '2026-01-02T00:00:00Z'),
      work('b', 'Hamn', 100, '2026-01-03T00:00:00Z'),
      work('c', 'Zenit', 200, '2026-01-01T00:00:00Z'),
    ];
    const label = (s: string) => s;
    expect(sortArtworks(rows, 'price', 'asc', label).map((w) => w.id)).toEqual(['b', 'c', 'a']);
    expect(sortArtworks(rows, 'title', 'asc', label).map((w) => w.id)).toEqual(['b', 'c', 'a']); // Ä after Z
    const updated = artworkList.toggleSort(DEFAULT_ARTWORK_STATE, 'updated');
    expect(sortArtworks(rows, updated.sort, updated.dir, label).map((w) => w.id)).toEqual(['b', 'a', 'c']);
    expect(sortArtworks(rows, null, 'asc', label).map((w) => w.id)).toEqual(['a', 'b', 'c']);
  });
});
