import type { Artwork } from '@konstvagg/contracts';

/** A complete artwork for unit tests (test code only). */
export function testArtwork(overrides: Partial<Artwork> = {}): Artwork {
  const id = overrides.id ?? 'aw-1';
  return {
    id,
    title: 'Morgon över Riddarfjärden',
    description: 'Oil on linen.',
    category: 'painting',
    style: 'landscape',
    price: 4500,
    price_eur: 4500,
    width_cm: 60,
    height_cm: 80,
    size_category: 'M',
    status: 'available',
    venue_commission: 10,
    artist_id: 'ar-1',
    artist_name: 'Elsa Berg',
    images: [
      {
        id: 'img-1',
        url: `/media/artworks/${id}/img-1-large.jpg`,
        thumb_url: `/media/artworks/${id}/img-1-thumb.jpg`,
        width: 1200,
        height: 1600,
        is_primary: true,
      },
    ],
    primary_image: `/media/artworks/${id}/img-1-large.jpg`,
    city: 'Stockholm',
    currentLocation: { venue_id: 've-1', venue_name: 'Café Pascal', city: 'Stockholm' },
    year: 2024,
    medium: 'Oil on linen',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
