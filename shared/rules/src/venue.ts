/** The venue profile's limits (issue 11), zod-free so the venue settings can show them. */

/** The most gallery photos a venue shows on its page. */
export const MAX_VENUE_GALLERY_IMAGES = 10;
/** Opening-hours exceptions kept at once (holidays, events). */
export const MAX_OPENING_HOURS_EXCEPTIONS = 60;
/** The most characters of a venue's private notes on a favourite. */
export const MAX_FAVORITE_NOTES = 500;

/**
 * Sweden's bounding box (with a small margin): a venue's pin must lie inside it. Smygehuk is at
 * 55.34 N, Treriksröset at 69.06 N; Koster in the west at 11.0 E, Haparanda in the east at 24.2 E.
 */
export const SWEDEN_BOUNDS = { minLat: 55.0, maxLat: 69.2, minLng: 10.5, maxLng: 24.3 } as const;

/**
 * Whether a map can show a venue's pin: both coordinates finite and on the globe, and not 0,0
 * (what a seed or an unfinished form can leave behind).
 */
export function hasMapPin(venue: { latitude: number; longitude: number }): boolean {
  const { latitude, longitude } = venue;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}
