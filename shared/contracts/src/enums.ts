import * as z from 'zod';

export const ROLES = ['artist', 'venue', 'buyer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const CATEGORIES = ['painting', 'photography'] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const STYLES = [
  'abstract',
  'figurative',
  'landscape',
  'portrait',
  'minimalist',
  'street_urban',
  'surreal',
  'pop',
  'impressionist',
  'expressionist',
  'nordic_scandi',
  'black_and_white',
] as const;
export const styleSchema = z.enum(STYLES);
export type Style = z.infer<typeof styleSchema>;

/** S up to 40 cm, M 41-80, L 81-120, XL 121+ (longest side). */
export const SIZE_CATEGORIES = ['S', 'M', 'L', 'XL'] as const;
export const sizeCategorySchema = z.enum(SIZE_CATEGORIES);
export type SizeCategory = z.infer<typeof sizeCategorySchema>;

/** ARCHITECTURE §5; the spec's six plus pending_review and reserved. */
export const ARTWORK_STATUSES = [
  'draft',
  'pending_review',
  'available',
  'exhibited',
  'reserved',
  'sold',
  'delivered',
  'unavailable',
] as const;
export const artworkStatusSchema = z.enum(ARTWORK_STATUSES);
export type ArtworkStatus = z.infer<typeof artworkStatusSchema>;

/** Statuses the public marketplace lists (drafts, items under review and withdrawn items are private). */
export const PUBLIC_ARTWORK_STATUSES = [
  'available',
  'exhibited',
  'reserved',
  'sold',
  'delivered',
] as const satisfies readonly ArtworkStatus[];

/** The venue profile's types (spec §3) plus the registration form's extra ones. */
export const VENUE_TYPES = [
  'restaurant',
  'cafe',
  'bar',
  'hotel',
  'gallery',
  'coworking',
  'museum',
  'studio',
  'other',
] as const;
export const venueTypeSchema = z.enum(VENUE_TYPES);
export type VenueType = z.infer<typeof venueTypeSchema>;

export const CITIES = ['Stockholm', 'Gothenburg', 'Malmö'] as const;
export type City = (typeof CITIES)[number];

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
