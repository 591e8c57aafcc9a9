import type { Venue } from '@konstvagg/contracts';
import type { VenueRecord } from '@konstvagg/domain';
import { withToday } from './opening-hours.ts';

/** A stored venue as the API shows it; `artwork_count` is the public works there. */
export function toVenueView(
  r: VenueRecord,
  publicArtworkCount: number,
  now: Date,
  distanceKm?: number,
): Venue {
  return {
    id: r.id,
    user_id: r.user_id ?? null,
    venue_name: r.venue_name,
    venue_type: r.venue_type,
    description: r.description ?? '',
    address: r.address,
    city: r.city,
    postal_code: r.postal_code,
    country: r.country ?? 'SE',
    latitude: r.latitude,
    longitude: r.longitude,
    profile_image_url: r.profile_image_url ?? null,
    gallery_images: r.gallery_images ?? [],
    phone: r.phone ?? null,
    email: r.email ?? null,
    website: r.website ?? null,
    is_verified: Boolean(r.is_verified),
    is_featured: Boolean(r.is_featured),
    accepts_commission_only: Boolean(r.accepts_commission_only),
    opening_hours: withToday(r.opening_hours, now),
    current_exhibitions_count: r.current_exhibitions_count ?? 0,
    artwork_count: publicArtworkCount,
    created_at: r.created_at,
    updated_at: r.updated_at,
    user: { first_name: r.first_name ?? '', last_name: r.last_name ?? '' },
    ...(distanceKm === undefined ? {} : { distance_km: Math.round(distanceKm * 100) / 100 }),
  };
}
