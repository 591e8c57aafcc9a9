import { encodeGeohash } from './geo.ts';

/** Where a venue's own image uploads live in the media bucket (its gallery and profile photos). */
export const venueUploadPrefix = (venueId: string) => `venues/uploads/${venueId}/`;

/** Geohash precision of a venue's stored position (as seeded and as sign-up writes it). */
export const VENUE_GEOHASH_PRECISION = 7;

/**
 * A venue's position fields from its map pin; no pin means no position (0, 0 and an empty geohash,
 * as sign-up stores a venue whose place it could not tell): no near-me search finds it then.
 */
export function venuePosition(pin: { lat: number; lng: number } | null): {
  latitude: number;
  longitude: number;
  geohash: string;
} {
  if (!pin) return { latitude: 0, longitude: 0, geohash: '' };
  return {
    latitude: pin.lat,
    longitude: pin.lng,
    geohash: encodeGeohash(pin.lat, pin.lng, VENUE_GEOHASH_PRECISION),
  };
}

/** Has the venue a position (a pin), as opposed to the "none yet" placeholder? */
export const hasPosition = (v: { geohash: string }) => Boolean(v.geohash);
