import { describe, expect, it } from 'vitest';
import { mapPoints, osmLink } from './points.ts';

const venue = (id: string, latitude: number, longitude: number) => ({
  id,
  venue_name: `Venue ${id}`,
  latitude,
  longitude,
});

describe('map points', () => {
  it('keeps venues with usable coordinates and links them', () => {
    const points = mapPoints(
      [venue('a', 59.3326, 18.0649), venue('b', 0, 0), venue('c', Number.NaN, 18), venue('d', 95, 18)],
      (v) => `/venues/${v.id}`,
    );
    expect(points).toEqual([{ id: 'a', name: 'Venue a', lat: 59.3326, lng: 18.0649, href: '/venues/a' }]);
  });

  it('opens the same place on openstreetmap.org with a marker', () => {
    expect(osmLink({ lat: 57.70887, lng: 11.97456 })).toBe(
      'https://www.openstreetmap.org/?mlat=57.70887&mlon=11.97456#map=17/57.70887/11.97456',
    );
  });
});
