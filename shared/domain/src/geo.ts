const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Standard geohash of a point; precision 5 cells are about 4.9 x 4.9 km. */
export function encodeGeohash(lat: number, lng: number, precision = 5): string {
  let latLo = -90,
    latHi = 90,
    lngLo = -180,
    lngHi = 180;
  let hash = '',
    bit = 0,
    ch = 0,
    even = true;
  while (hash.length < precision) {
    if (even) {
      const mid = (lngLo + lngHi) / 2;
      if (lng >= mid) {
        ch = (ch << 1) | 1;
        lngLo = mid;
      } else {
        ch <<= 1;
        lngHi = mid;
      }
    } else {
      const mid = (latLo + latHi) / 2;
      if (lat >= mid) {
        ch = (ch << 1) | 1;
        latLo = mid;
      } else {
        ch <<= 1;
        latHi = mid;
      }
    }
    even = !even;
    if (++bit === 5) {
      hash += BASE32[ch];
      bit = 0;
      ch = 0;
    }
  }
  return hash;
}

/** Size of a geohash cell in degrees: precision p has ceil(5p/2) longitude bits and floor(5p/2) latitude bits. */
export function geohashCellSize(precision: number): { latDeg: number; lngDeg: number } {
  const bits = precision * 5;
  return { latDeg: 180 / 2 ** Math.floor(bits / 2), lngDeg: 360 / 2 ** Math.ceil(bits / 2) };
}

/**
 * Every geohash cell (at `precision`) that can hold a point within `radiusKm` of the centre: the
 * cells covering the circle's bounding box, walked at half a cell so none is skipped.
 */
export function geohashCellsCovering(
  centre: { lat: number; lng: number },
  radiusKm: number,
  precision: number,
): string[] {
  const latSpan = radiusKm / 110.574;
  const lngSpan =
    radiusKm / (111.32 * Math.max(0.01, Math.cos(toRad(Math.min(89, Math.abs(centre.lat) + latSpan)))));
  const { latDeg, lngDeg } = geohashCellSize(precision);
  const cells = new Set<string>();
  const minLat = Math.max(-90, centre.lat - latSpan),
    maxLat = Math.min(90, centre.lat + latSpan);
  const minLng = centre.lng - lngSpan,
    maxLng = centre.lng + lngSpan;
  for (let lat = minLat; ; lat = Math.min(maxLat, lat + latDeg / 2)) {
    for (let lng = minLng; ; lng = Math.min(maxLng, lng + lngDeg / 2)) {
      const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
      cells.add(encodeGeohash(lat, wrapped, precision));
      if (lng >= maxLng) break;
    }
    if (lat >= maxLat) break;
  }
  return [...cells];
}
