/*
 * The Leaflet part of the venue map, loaded only when a map is shown (VenueMap imports this file
 * dynamically), so neither Leaflet nor its CSS is in the first download of any page.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapPoint } from './points.ts';

/** OpenStreetMap's standard tiles (the a/b/c hosts match the site's img-src policy). */
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

export interface MountedMap {
  destroy(): void;
}

export interface MountOptions {
  points: readonly MapPoint[];
  /** Called once when tiles fail to load and again (false) when one loads after all. */
  onTiles(failed: boolean): void;
  /** Text of a marker's link in a popup (a list map), e.g. "See venue". */
  linkText?: string;
  /** The zoom buttons' names in the page's language. */
  zoomIn: string;
  zoomOut: string;
}

/** A pin drawn with CSS: no image file to fetch, so it shows even when nothing else can load. */
const pin = L.divIcon({
  className: 'mp-map__pin',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

export function mountMap(
  element: HTMLElement,
  { points, onTiles, linkText, zoomIn, zoomOut }: MountOptions,
): MountedMap {
  const map = L.map(element, {
    scrollWheelZoom: false, // the page scrolls; the map zooms with its buttons or + and -
    keyboard: true,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  const layer = L.tileLayer(TILE_URL, {
    subdomains: 'abc',
    maxZoom: 19,
    attribution: ATTRIBUTION,
    crossOrigin: false,
  });
  let failed = false;
  layer.on('tileerror', () => {
    if (failed) return;
    failed = true;
    onTiles(true);
  });
  layer.on('tileload', () => {
    if (!failed) return;
    failed = false;
    onTiles(false);
  });
  layer.addTo(map);

  const one = points.length === 1;
  for (const point of points) {
    const marker = L.marker([point.lat, point.lng], {
      icon: pin,
      title: point.name,
      alt: point.name,
      // One venue: the pin is a picture, not a control. Several: each opens a popup with a link.
      interactive: !one,
      keyboard: !one,
    }).addTo(map);
    if (!one && point.href) {
      const box = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = point.name;
      const link = document.createElement('a');
      link.href = point.href;
      link.textContent = linkText ?? point.name;
      box.append(name, document.createElement('br'), link);
      marker.bindPopup(box);
    }
  }

  if (one) map.setView([points[0]!.lat, points[0]!.lng], 15);
  else if (points.length > 1)
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
      // The pins stand above their point: more room at the top.
      paddingTopLeft: [32, 48],
      paddingBottomRight: [32, 24],
      maxZoom: 14,
    });
  else map.setView([59.33, 18.06], 5); // Sweden, for an empty list

  return {
    destroy: () => {
      map.remove();
    },
  };
}
