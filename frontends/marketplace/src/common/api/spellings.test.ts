import { describe, expect, it } from 'vitest';
import { withSpecSpellings } from './spellings.ts';

describe('the older field spellings (artistName, galleryImages, profile_image)', () => {
  it('reads artistName, galleryImages and profile_image as the contracts’ names', () => {
    expect(
      withSpecSpellings({
        id: 'a1',
        artistName: 'Elsa Berg',
        profile_image: '/media/elsa.webp',
      }),
    ).toEqual({ id: 'a1', artist_name: 'Elsa Berg', profile_image_url: '/media/elsa.webp' });
    expect(
      withSpecSpellings({ venue_name: 'Café Lyktan', galleryImages: ['/a.webp'], profileImageUrl: null }),
    ).toEqual({ venue_name: 'Café Lyktan', gallery_images: ['/a.webp'], profile_image_url: null });
  });

  it('keeps the contracts’ spelling as it is', () => {
    const artist = { artist_name: 'Elsa Berg', profile_image_url: '/media/elsa.webp', gallery_images: [] };
    expect(withSpecSpellings(artist)).toEqual(artist);
    // Both sent: the contracts' name wins, and the other is dropped.
    expect(withSpecSpellings({ artist_name: 'Elsa Berg', artistName: 'E. Berg' })).toEqual({
      artist_name: 'Elsa Berg',
    });
  });

  it('reads every object of an answer, in lists and nested', () => {
    expect(
      withSpecSpellings({
        artists: [{ artistName: 'Elsa Berg' }, { artist_name: 'Saga Nord' }],
        pagination: { hasMore: false, nextCursor: null },
      }),
    ).toEqual({
      artists: [{ artist_name: 'Elsa Berg' }, { artist_name: 'Saga Nord' }],
      pagination: { hasMore: false, nextCursor: null },
    });
    expect(
      withSpecSpellings({ venue: { id: 'v1', galleryImages: ['/g.webp'], user: { first_name: 'Ida' } } }),
    ).toEqual({
      venue: { id: 'v1', gallery_images: ['/g.webp'], user: { first_name: 'Ida' } },
    });
    expect(
      withSpecSpellings({ artwork: { title: 'Dimma', artistName: 'Elsa Berg', images: ['/x.webp'] } }),
    ).toEqual({
      artwork: { title: 'Dimma', artist_name: 'Elsa Berg', images: ['/x.webp'] },
    });
  });
});
