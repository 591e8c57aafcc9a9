import { describe, expect, it } from 'vitest';
import { hasMapPin } from './venue.ts';

describe('hasMapPin', () => {
  it('takes a pin on the globe', () => {
    expect(hasMapPin({ latitude: 59.31, longitude: 18.07 })).toBe(true);
    expect(hasMapPin({ latitude: -90, longitude: 180 })).toBe(true);
    // One coordinate at 0 is a real place (the equator, Greenwich).
    expect(hasMapPin({ latitude: 0, longitude: 18.07 })).toBe(true);
  });

  it('leaves out 0,0, what is off the globe, and what is not a number', () => {
    expect(hasMapPin({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasMapPin({ latitude: 91, longitude: 18 })).toBe(false);
    expect(hasMapPin({ latitude: 59, longitude: -181 })).toBe(false);
    expect(hasMapPin({ latitude: Number.NaN, longitude: 18 })).toBe(false);
    expect(hasMapPin({ latitude: 59, longitude: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
