import { SWEDEN_BOUNDS } from '@konstvagg/rules';
import type { VenueType } from '@konstvagg/contracts/vocabulary';
import { hoursFromWire, hoursProblems, hoursToWire, type HoursState } from './hours.ts';
import type { ResponseOf } from '@konstvagg/ui';

/** GET /venues/me's venue: the public venue plus its private fields. */
export type MyVenue = ResponseOf<'myVenueProfile'>['venue'];

/** The settings form's state: text fields as typed, the pin as typed, hours, photos. Pure. */
export interface ProfileDraft {
  venue_name: string;
  venue_type: VenueType;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  accepts_commission_only: boolean;
  latitude: string;
  longitude: string;
  hours: HoursState;
  gallery: string[];
  /** The profile photo (the cards' picture): a media URL, or null for none. */
  profile_image_url: string | null;
  /** The profile's version when the form was filled (not edited; sent back with the PUT). */
  version?: number;
}

export const MAX_GALLERY = 10;
export const LIMITS = {
  venue_name: 100,
  description: 2000,
  address: 200,
  postal_code: 12,
  city: 60,
  phone: 30,
  email: 254,
  website: 200,
} as const;

const coord = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? String(n) : '';

export function draftFromVenue(v: MyVenue): ProfileDraft {
  return {
    venue_name: v.venue_name ?? '',
    venue_type: v.venue_type,
    description: v.description ?? '',
    address: v.address ?? '',
    postal_code: v.postal_code ?? '',
    city: v.city ?? '',
    phone: v.phone ?? '',
    email: v.email ?? '',
    website: v.website ?? '',
    accepts_commission_only: v.accepts_commission_only ?? false,
    latitude: coord(v.latitude),
    longitude: coord(v.longitude),
    hours: hoursFromWire(v.opening_hours),
    gallery: [...(v.gallery_images ?? [])],
    profile_image_url: v.profile_image_url ?? null,
    ...(typeof v.version === 'number' ? { version: v.version } : {}),
  };
}

export type ProfileProblem =
  'required' | 'email' | 'website' | 'lat' | 'lng' | 'pinPair' | 'outsideSweden' | 'tooMany';

function parseCoord(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : NaN;
}

/** What must be fixed before saving, by field name. Hours problems are in hoursProblems. */
export function profileProblems(d: ProfileDraft): Partial<Record<keyof ProfileDraft, ProfileProblem>> {
  const out: Partial<Record<keyof ProfileDraft, ProfileProblem>> = {};
  for (const f of ['venue_name', 'address', 'postal_code', 'city'] as const)
    if (!d[f].trim()) out[f] = 'required';
  if (d.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) out.email = 'email';
  if (d.website.trim() && !/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(d.website.trim())) out.website = 'website';
  const lat = parseCoord(d.latitude);
  const lng = parseCoord(d.longitude);
  if (lat !== null && (Number.isNaN(lat) || lat < -90 || lat > 90)) out.latitude = 'lat';
  if (lng !== null && (Number.isNaN(lng) || lng < -180 || lng > 180)) out.longitude = 'lng';
  if ((lat === null) !== (lng === null)) out[lat === null ? 'latitude' : 'longitude'] = 'pinPair';
  // The server keeps pins inside Sweden (SWEDEN_BOUNDS): say so before sending.
  if (!out.latitude && lat !== null && (lat < SWEDEN_BOUNDS.minLat || lat > SWEDEN_BOUNDS.maxLat))
    out.latitude = 'outsideSweden';
  if (!out.longitude && lng !== null && (lng < SWEDEN_BOUNDS.minLng || lng > SWEDEN_BOUNDS.maxLng))
    out.longitude = 'outsideSweden';
  if (d.gallery.length > MAX_GALLERY) out.gallery = 'tooMany';
  return out;
}

export function canSave(d: ProfileDraft): boolean {
  return Object.keys(profileProblems(d)).length === 0 && Object.keys(hoursProblems(d.hours)).length === 0;
}

/** The PUT /venues/{id} body: every editable field (a partial update the server accepts whole). */
export function draftToBody(d: ProfileDraft): Record<string, unknown> {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  const lat = parseCoord(d.latitude);
  const lng = parseCoord(d.longitude);
  return {
    venue_name: d.venue_name.trim(),
    venue_type: d.venue_type,
    description: d.description.trim(),
    address: d.address.trim(),
    postal_code: d.postal_code.trim(),
    city: d.city.trim(),
    phone: orNull(d.phone),
    email: orNull(d.email),
    website: orNull(d.website),
    accepts_commission_only: d.accepts_commission_only,
    // Both or neither: two empty boxes remove the pin.
    latitude: lat,
    longitude: lng,
    opening_hours: hoursToWire(d.hours),
    gallery_images: d.gallery,
    profile_image_url: d.profile_image_url,
    ...(d.version !== undefined ? { version: d.version } : {}),
  };
}

/** True when saving would change nothing (the unsaved-changes warning stays quiet). */
export function sameDraft(a: ProfileDraft, b: ProfileDraft): boolean {
  return (
    JSON.stringify(draftToBody({ ...a, version: 0 })) === JSON.stringify(draftToBody({ ...b, version: 0 }))
  );
}

/** Moves the photo at `from` one step (-1 earlier, +1 later); out-of-range moves change nothing. */
export function movePhoto(list: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The pin rounded as stored (6 decimals is about 10 cm). */
export function roundCoord(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}
