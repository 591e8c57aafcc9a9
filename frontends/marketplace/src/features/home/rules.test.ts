import { describe, expect, it } from 'vitest';
import {
  HOME_FEATURED_ARTISTS,
  HOME_FEATURED_ARTWORKS,
  HOME_FEATURED_VENUES,
  HOME_NEARBY_RADIUS_KM,
  HOME_PARTNER_LOGOS,
  HOME_TESTIMONIALS,
} from '@konstvagg/rules';
import { GEOLOCATION_OPTIONS } from './rules.ts';
import { TESTIMONIALS } from '../../common/components/testimonials.ts';

describe('the numbers the home page uses', () => {
  it('are the set counts, the nearby radius and the geolocation options', () => {
    expect(HOME_FEATURED_ARTWORKS).toBe(8);
    expect(HOME_NEARBY_RADIUS_KM).toBe(5);
    expect(HOME_FEATURED_ARTISTS).toBe(6);
    expect(HOME_FEATURED_VENUES).toBe(6);
    expect(HOME_TESTIMONIALS).toBe(3);
    expect(TESTIMONIALS).toHaveLength(HOME_TESTIMONIALS);
    expect(HOME_PARTNER_LOGOS).toBe(5);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 });
  });
});
