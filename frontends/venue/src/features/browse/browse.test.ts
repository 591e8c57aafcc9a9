import { describe, expect, it } from 'vitest';
import {
  browseRequest as call,
  browseUrl,
  parseVenueFilters,
  venueFiltersToParams,
  type VenueFilters,
} from './browse.ts';

const browseRequest = (f: VenueFilters, pin: { lat: number; lng: number } | null) => browseUrl(call(f, pin));

describe('venue browse filters', () => {
  it('asks for available works by default, and for everything when the box is unticked', () => {
    const f = parseVenueFilters(new URLSearchParams());
    expect(browseRequest(f, null)).toContain('status=available');
    expect(browseRequest({ ...f, available: false }, null)).not.toContain('status=');
  });

  it('keeps the filters in the URL and reads them back, ignoring junk', () => {
    const f = parseVenueFilters(
      new URLSearchParams('category=painting&style=nope&size=L&min_price=100&near=10&available=0'),
    );
    expect(f).toMatchObject({
      category: 'painting',
      style: null,
      size: 'L',
      minPrice: 100,
      near: 10,
      available: false,
    });
    expect(parseVenueFilters(venueFiltersToParams(f))).toEqual(f);
    expect(parseVenueFilters(new URLSearchParams('near=7')).near).toBeNull();
  });

  it('asks /artworks/near around the venue pin when a distance is chosen, else /artworks', () => {
    const f = parseVenueFilters(new URLSearchParams('near=25&size=M&q=sea'));
    const near = browseRequest(f, { lat: 59.3, lng: 18.1 });
    expect(near.startsWith('/artworks/near?')).toBe(true);
    expect(near).toContain('lat=59.3');
    expect(near).toContain('radius=25');
    expect(near).toContain('size_category=M');
    expect(near).not.toContain('q=');
    expect(browseRequest(f, null).startsWith('/artworks?')).toBe(true);
  });

  it('drops a highest price below the lowest instead of sending a request the API refuses', () => {
    const f = parseVenueFilters(new URLSearchParams('min_price=500&max_price=100'));
    expect(browseRequest(f, null)).not.toContain('max_price');
  });
});
