/*
 * The Leaflet part of the propose dialog's venue map. Only VenuePickerMap imports it, dynamically,
 * so neither Leaflet nor its CSS is in any download until the artist opens the map view.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** OpenStreetMap's standard tiles (the a/b/c hosts the site's img-src policy allows). */
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

export interface PickerPin {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface PickerMap {
  /** Marks the chosen pin (and no other). */
  select(id: string | null): void;
  destroy(): void;
}

/** A pin drawn with CSS: no image to fetch, so it shows even when the tiles cannot load. */
const pin = (chosen: boolean) =>
  L.divIcon({
    className: chosen ? 'exh-pin exh-pin--chosen' : 'exh-pin',
    html: '<span aria-hidden="true"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

export function mountPickerMap(
  element: HTMLElement,
  options: {
    pins: readonly PickerPin[];
    chosen: string | null;
    onPick(id: string): void;
    onTiles(failed: boolean): void;
    zoomIn: string;
    zoomOut: string;
  },
): PickerMap {
  // Leaflet's keyboard handler focuses the map on the first press, without preventScroll: in the
  // propose dialog, which scrolls, that moved the pin from under the pointer between press and
  // release, and the first click on a pin chose nothing. The map is in view when pressed, so its
  // focus never needs to scroll.
  const focus = element.focus.bind(element);
  element.focus = (options?: FocusOptions) => focus({ ...options, preventScroll: true });
  const map = L.map(element, { scrollWheelZoom: false, keyboard: true, zoomControl: false });
  L.control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(TILE_URL, { subdomains: 'abc', maxZoom: 19, attribution: ATTRIBUTION });
  let failed = false;
  tiles.on('tileerror', () => {
    if (!failed) options.onTiles((failed = true));
  });
  tiles.on('tileload', () => {
    if (failed) options.onTiles((failed = false));
  });
  tiles.addTo(map);

  const markers = new Map<string, L.Marker>();
  for (const p of options.pins) {
    // A pin is a control: Enter or a click on it chooses the venue (keyboard: Tab reaches each pin).
    const marker = L.marker([p.lat, p.lng], {
      icon: pin(p.id === options.chosen),
      title: p.name,
      alt: p.name,
      keyboard: true,
    }).addTo(map);
    marker.on('click', () => options.onPick(p.id));
    markers.set(p.id, marker);
  }
  if (options.pins.length === 1) map.setView([options.pins[0]!.lat, options.pins[0]!.lng], 14);
  else if (options.pins.length > 1)
    map.fitBounds(L.latLngBounds(options.pins.map((p) => [p.lat, p.lng] as [number, number])), {
      paddingTopLeft: [24, 40],
      paddingBottomRight: [24, 16],
      maxZoom: 13,
    });
  else map.setView([59.33, 18.06], 5); // Sweden, when no venue matches

  return {
    select(id) {
      for (const [key, marker] of markers) marker.setIcon(pin(key === id));
    },
    destroy() {
      map.remove();
    },
  };
}
