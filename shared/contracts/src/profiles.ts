import { z } from 'zod';
import { venueTypeSchema } from './enums.ts';

export const artistSummarySchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  artist_name: z.string(),
  bio: z.string(),
  profile_image_url: z.string().nullable(),
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

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
/** "HH:MM-HH:MM", or null when closed that day. */
export const openingHoursSchema = z.record(
  z.enum(DAYS),
  z
    .string()
    .regex(/^\d\d:\d\d-\d\d:\d\d$/)
    .nullable(),
);
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
