import { describe, expect, it } from 'vitest';
import * as domain from '@konstvagg/domain';
import { FEATURED_COUNT } from '../api/artworks.ts';
import { GEOLOCATION_OPTIONS, HOME, RULES } from './rules.ts';

describe('the numbers the home page states', () => {
  it('equal the business constants of the domain', () => {
    expect(RULES).toEqual({
      commissionMinPercent: domain.MIN_COMMISSION_PERCENT,
      commissionMaxPercent: domain.MAX_COMMISSION_PERCENT,
      commissionDefaultPercent: domain.DEFAULT_COMMISSION_PERCENT,
      platformFeePercent: domain.PLATFORM_FEE_BPS / 100,
      earlyAccessFeePercent: domain.EARLY_ACCESS_FEE_BPS / 100,
      earlyAccessArtists: domain.EARLY_ACCESS_ARTIST_LIMIT,
      earlyAccessMonths: domain.EARLY_ACCESS_MONTHS,
      pickupDays: domain.PICKUP_WINDOW_HOURS / 24,
      moderationHours: domain.MODERATION_TARGET_HOURS,
      minPriceEuros: domain.MIN_PRICE_CENTS / 100,
    });
  });

  it('use the home constants of spec §9', () => {
    expect(HOME.featuredArtworks).toBe(domain.HOME_FEATURED_ARTWORKS);
    expect(FEATURED_COUNT).toBe(domain.HOME_FEATURED_ARTWORKS);
    expect(HOME.nearbyRadiusKm).toBe(domain.HOME_NEARBY_RADIUS_KM);
    expect(HOME.featuredArtists).toBe(domain.HOME_FEATURED_ARTISTS);
    expect(HOME.featuredVenues).toBe(domain.HOME_FEATURED_VENUES);
    expect(HOME.testimonials).toBe(3);
    expect(HOME.partnerLogos).toBe(5);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 });
  });
});
