import { hasMapPin } from '@konstvagg/rules';

/** A place on the map: a venue's name, where it is, and (on list maps) its page. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  href?: string;
}

/** Venues whose coordinates are usable (not 0,0, which the seed or a form could leave behind). */
export function mapPoints<T extends { id: string; venue_name: string; latitude: number; longitude: number }>(
  venues: readonly T[],
  hrefOf?: (venue: T) => string,
): MapPoint[] {
  return venues.filter(hasMapPin).map((v) => ({
    id: v.id,
    name: v.venue_name,
    lat: v.latitude,
    lng: v.longitude,
    href: hrefOf?.(v),
  }));
}

/** The same place on openstreetmap.org, with a marker. */
export function osmLink(point: Pick<MapPoint, 'lat' | 'lng'>, zoom = 17): string {
  const lat = point.lat.toFixed(5);
  const lng = point.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
