import type { ExhibitionViewBase } from '@konstvagg/contracts';
import { centsToEuros } from '@konstvagg/rules';
import type { ArtistRecord, ArtworkRecord, ExhibitionRecord, VenueRecord } from './records.ts';

/**
 * How the API shows a stored exhibition (an ExhibitionView, docs/api.md), without the caller's
 * `actions` (which depend on who asks; the exhibitions service adds them). A pure function of the
 * exhibition and the three records it joins, so every service shows an exhibition the same way.
 * A history entry's `by_name` is the name recorded with it, else the acting party's public name
 * (the artist's or the venue's); buyers, admins and the system stay unnamed. A work that is gone
 * (never in practice: works with exhibitions are not deleted) shows empty fields.
 */
export function toExhibitionView(
  e: ExhibitionRecord,
  parts: {
    artwork: ArtworkRecord | undefined;
    artist: ArtistRecord | undefined;
    venue: VenueRecord | undefined;
  },
): ExhibitionViewBase {
  const { artwork, artist, venue } = parts;
  const primary = artwork ? (artwork.images.find((i) => i.is_primary) ?? artwork.images[0]) : undefined;
  const artistName = artist?.artist_name ?? artwork?.artist_name ?? '';
  const venueName = venue?.venue_name ?? '';
  return {
    id: e.id,
    status: e.status,
    requested_by: e.requested_by,
    message: e.message ?? null,
    reason: e.reason ?? null,
    artwork: {
      id: e.artwork_id,
      title: artwork?.title ?? '',
      price: artwork ? centsToEuros(artwork.price_cents) : 0,
      primary_image: primary?.url ?? null,
      status: artwork?.status ?? 'unavailable',
      size_category: artwork?.size_category ?? 'M',
      category: artwork?.category ?? 'painting',
    },
    artist: { id: e.artist_id, artist_name: artistName, city: artist?.city ?? null },
    venue: {
      id: e.venue_id,
      venue_name: venueName,
      city: venue?.city ?? '',
      address: venue?.address ?? '',
      postal_code: venue?.postal_code ?? '',
    },
    shipping: {
      carrier: e.shipping_carrier ?? null,
      tracking: e.tracking_number ?? null,
      shipped_at: e.shipped_at ?? null,
    },
    arrived_at: e.arrived_at ?? null,
    ...(e.damage_photos?.length ? { damage_photos: e.damage_photos } : {}),
    history: (e.history ?? []).map((h) => ({
      at: h.at,
      by_role: h.by_role,
      by_name: h.by_name ?? (h.by_role === 'artist' ? artistName : h.by_role === 'venue' ? venueName : null),
      what: h.what,
      note: h.note ?? null,
    })),
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}
