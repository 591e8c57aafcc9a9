/*
 * The settings map: Leaflet and its CSS load only here (Settings imports this file lazily). Click
 * or drag to set the pin; from the keyboard, the latitude and longitude boxes beside it do the same.
 * No geocoding: the venue places it.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';
/** Where the map opens without a pin: central Stockholm. */
const FALLBACK: [number, number] = [59.3293, 18.0686];

const pinIcon = L.divIcon({
  className: 'venue-map__pin',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

export default function MapPin({
  lat,
  lng,
  onPick,
  label,
  zoomIn,
  zoomOut,
}: {
  lat: number | null;
  lng: number | null;
  onPick: (lat: number, lng: number) => void;
  /** The pin's accessible name. */
  label: string;
  zoomIn: string;
  zoomOut: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false, keyboard: true, zoomControl: false });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(m);
    m.attributionControl.setPrefix(false);
    L.tileLayer(TILE_URL, { subdomains: 'abc', maxZoom: 19, attribution: ATTRIBUTION }).addTo(m);
    m.setView(lat !== null && lng !== null ? [lat, lng] : FALLBACK, lat !== null ? 15 : 11);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current(e.latlng.lat, e.latlng.lng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; later pins move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (lat === null || lng === null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const mk = L.marker([lat, lng], {
        icon: pinIcon,
        draggable: true,
        keyboard: true,
        title: label,
        alt: label,
      });
      mk.on('dragend', () => {
        const p = mk.getLatLng();
        pick.current(p.lat, p.lng);
      });
      mk.addTo(m);
      marker.current = mk;
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    if (!m.getBounds().contains([lat, lng])) m.panTo([lat, lng]);
  }, [lat, lng, label]);

  return <div ref={element} className="venue-map" />;
}
