import * as z from 'zod';
import { venueTypeSchema } from './enums.ts';
import { DAYS } from './vocabulary/enums.ts';
import { listResponse } from './pagination.ts';

export const artistSummarySchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  artist_name: z.string(),
  bio: z.string(),
  profile_image_url: z.string().nullable(),
  /** Where the artist works, in their own words ("Ateljé på Södermalm"); null when not given. */
  location: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  default_venue_commission: z.number(),
  is_verified: z.boolean(),
  is_kyc_verified: z.boolean(),
  can_receive_payouts: z.boolean(),
  artwork_count: z.number().int(),
  created_at: z.string(),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

const daySpanSchema = z
  .string()
  .regex(/^\d\d:\d\d-\d\d:\d\d$/)
  .nullable();
/**
 * The stored opening hours: per weekday "HH:MM-HH:MM", or null when closed that day, plus optional
 * dated exceptions (issue 11; the venue's settings edit them, see venue-studio.ts).
 */
export const openingHoursSchema = z.object({
  ...(Object.fromEntries(DAYS.map((d) => [d, daySpanSchema])) as Record<
    (typeof DAYS)[number],
    typeof daySpanSchema
  >),
  exceptions: z
    .array(
      z.object({
        date: z.string(),
        open: z.string().nullable(),
        close: z.string().nullable(),
        closed: z.boolean(),
        note: z.string().nullable(),
      }),
    )
    .optional(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const venueSummarySchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  venue_name: z.string(),
  venue_type: venueTypeSchema,
  description: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  profile_image_url: z.string().nullable(),
  gallery_images: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  accepts_commission_only: z.boolean(),
  opening_hours: openingHoursSchema,
  current_exhibitions_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

/**
 * The account holder of a public profile: the name only, never the
 * account's email or phone (a venue's own contact details are its `email` and `phone`).
 */
export const profileUserSchema = z.object({ first_name: z.string(), last_name: z.string() });

/** An artist as the API returns it: the card fields plus the account holder's name. */
export const artistSchema = artistSummarySchema.extend({ user: profileUserSchema });
export type Artist = z.infer<typeof artistSchema>;

const hoursSchema = z
  .string()
  .regex(/^\d\d:\d\d-\d\d:\d\d$/)
  .nullable();
/** Opening hours per day, plus `today` (the day in Sweden now) as the venue card shows it. */
export const venueOpeningHoursSchema = z.object({
  monday: hoursSchema,
  tuesday: hoursSchema,
  wednesday: hoursSchema,
  thursday: hoursSchema,
  friday: hoursSchema,
  saturday: hoursSchema,
  sunday: hoursSchema,
  today: z.object({ day: z.enum(DAYS), hours: hoursSchema, open_now: z.boolean() }),
});
export type VenueOpeningHours = z.infer<typeof venueOpeningHoursSchema>;

/**
 * A venue as the API returns it. `current_exhibitions_count` is the works on its walls now; `user`
 * is the account holder's name, as on an artist.
 */
export const venueSchema = venueSummarySchema.extend({
  user: profileUserSchema,
  opening_hours: venueOpeningHoursSchema,
  artwork_count: z.number().int(),
  distance_km: z.number().optional(),
});
export type Venue = z.infer<typeof venueSchema>;

export const artistListResponseSchema = listResponse('artists', artistSchema);
export type ArtistListResponse = z.infer<typeof artistListResponseSchema>;
export const venueListResponseSchema = listResponse('venues', venueSchema);
export type VenueListResponse = z.infer<typeof venueListResponseSchema>;
