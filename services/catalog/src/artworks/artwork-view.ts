import type { Artwork } from '@konstvagg/contracts';
import { centsToEuros, PUBLIC_ARTWORK_STATUSES_SET, type ArtworkRecord } from './artwork-record.ts';

/** A stored artwork as the API shows it: euros instead of cents, the primary image, where it hangs. */
export function toArtworkView(r: ArtworkRecord): Artwork {
  const primary = r.images.find((i) => i.is_primary) ?? r.images[0];
  const price = centsToEuros(r.price_cents);
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    category: r.category,
    style: r.style,
    price,
    price_eur: price,
    width_cm: r.width_cm,
    height_cm: r.height_cm,
    size_category: r.size_category,
    status: r.status,
    venue_commission: r.venue_commission,
    artist_id: r.artist_id,
    artist_name: r.artist_name || 'Unknown Artist',
    images: r.images,
    primary_image: primary?.url ?? null,
    city: r.city ?? null,
    currentLocation:
      r.venue_id && r.venue_name
        ? { venue_id: r.venue_id, venue_name: r.venue_name, city: r.city ?? '' }
        : null,
    year: r.year ?? null,
    medium: r.medium ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export const isPublicStatus = (status: string) => PUBLIC_ARTWORK_STATUSES_SET.has(status);
