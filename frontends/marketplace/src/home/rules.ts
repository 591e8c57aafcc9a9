/**
 * The product's numbers the home page states (spec §9, ARCHITECTURE §4). The browser bundle cannot
 * import @konstvagg/domain (it pulls zod in), so they are copied here; rules.test.ts proves each
 * equals the domain constant it copies.
 */
export const RULES = {
  commissionMinPercent: 0,
  commissionMaxPercent: 15,
  commissionDefaultPercent: 10,
  platformFeePercent: 5,
  earlyAccessFeePercent: 3,
  earlyAccessArtists: 100,
  earlyAccessMonths: 6,
  pickupDays: 7,
  moderationHours: 24,
  minPriceEuros: 50,
} as const;

/** Home page counts (spec §9: featured 8, nearby radius 5 km, artists 6, venues 6, testimonials 3, logos 5). */
export const HOME = {
  featuredArtworks: 8,
  nearbyRadiusKm: 5,
  featuredArtists: 6,
  featuredVenues: 6,
  testimonials: 3,
  partnerLogos: 5,
} as const;

/** Geolocation options (spec §9): timeout 5 s, maximum age 5 min, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5_000,
  maximumAge: 5 * 60_000,
};
