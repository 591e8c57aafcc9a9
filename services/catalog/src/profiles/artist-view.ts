import type { Artist } from '@konstvagg/contracts';
import type { ArtistRecord } from '@konstvagg/domain';

/** A stored artist as the API shows it; `artwork_count` is the public works only. */
export function toArtistView(r: ArtistRecord, publicArtworkCount: number): Artist {
  return {
    id: r.id,
    user_id: r.user_id ?? null,
    artist_name: r.artist_name,
    bio: r.bio ?? '',
    profile_image_url: r.profile_image_url ?? null,
    location: r.location?.trim() || null,
    city: r.city ?? null,
    country: r.country ?? 'SE',
    website: r.website ?? null,
    instagram: r.instagram ?? null,
    default_venue_commission: r.default_venue_commission,
    is_verified: Boolean(r.is_verified),
    is_kyc_verified: Boolean(r.is_kyc_verified),
    can_receive_payouts: Boolean(r.can_receive_payouts),
    artwork_count: publicArtworkCount,
    created_at: r.created_at,
    user: { first_name: r.first_name ?? '', last_name: r.last_name ?? '' },
  };
}
