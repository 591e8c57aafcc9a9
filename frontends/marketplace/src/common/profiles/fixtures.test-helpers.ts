import type { Artist, Venue } from '@konstvagg/contracts';

/** A venue's week as the API answers it: weekdays 8-17, Saturday 10-16, closed on Sunday. */
export const testWeekHours = {
  monday: '08:00-17:00',
  tuesday: '08:00-17:00',
  wednesday: '08:00-17:00',
  thursday: '08:00-17:00',
  friday: '08:00-17:00',
  saturday: '10:00-16:00',
  sunday: null,
};

/** A complete artist for unit tests (test code only). */
export function testArtist(overrides: Partial<Artist> = {}): Artist {
  return {
    id: 'ar-1',
    user_id: 'u-1',
    artist_name: 'Elsa Berg',
    bio: 'Oil paintings of Stockholm mornings.',
    profile_image_url: null,
    location: null,
    city: 'Stockholm',
    country: 'SE',
    website: 'https://elsaberg.se',
    instagram: '@elsaberg',
    default_venue_commission: 10,
    is_verified: true,
    is_kyc_verified: true,
    can_receive_payouts: true,
    artwork_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { first_name: 'Elsa', last_name: 'Berg' },
    ...overrides,
  };
}

/** A complete venue for unit tests (test code only). */
export function testVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 've-1',
    user_id: 'u-2',
    venue_name: 'Café Söder',
    user: { first_name: 'Sara', last_name: 'Lind' },
    venue_type: 'cafe',
    description: 'A café on Götgatan.',
    address: 'Götgatan 1',
    city: 'Stockholm',
    postal_code: '116 46',
    country: 'SE',
    latitude: 59.31,
    longitude: 18.07,
    profile_image_url: null,
    gallery_images: [],
    phone: '+46 8 123 45 67',
    email: null,
    website: 'cafesoder.se',
    is_verified: true,
    is_featured: false,
    accepts_commission_only: false,
    opening_hours: {
      ...testWeekHours,
      today: { day: 'saturday', hours: '10:00-16:00', open_now: true },
    },
    current_exhibitions_count: 2,
    artwork_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
