/**
 * Geolocation options: timeout 5 s, maximum age 5 min, low accuracy. The product's other
 * numbers (home page counts, fees, the pickup window) are in @konstvagg/rules.
 */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5_000,
  maximumAge: 5 * 60_000,
};
