import * as z from 'zod';
import { artworkSchema } from './artwork.ts';
import { authUserSchema } from './auth.ts';
import { categorySchema, languageSchema, styleSchema } from './enums.ts';
import { OAUTH_PROVIDERS } from './vocabulary/enums.ts';
import { artistSchema, venueSchema } from './profiles.ts';
import { listResponse } from './pagination.ts';

/**
 * What each operation answers (its 2xx body). Services declare these on their operations
 * (`response:` in defineOperation); the integration test services/responses.int.test.ts parses
 * real answers with them. Browser code imports only the inferred types (`import type`), through
 * `@konstvagg/contracts/vocabulary`, so no zod reaches a bundle.
 */

/** A 204: no body at all. */
export const emptyResponseSchema = z.undefined();

// ---- catalog: artworks
/** The newest works that can be bought now; the home page asks for a few (`limit`). */
export const featuredArtworksResponseSchema = listResponse('artworks', artworkSchema);
export type FeaturedArtworksResponse = z.infer<typeof featuredArtworksResponseSchema>;

export const nearArtworkSchema = artworkSchema.extend({ distance_km: z.number() });
export type NearArtwork = z.infer<typeof nearArtworkSchema>;
/** Works on display near a point, nearest first; beside them the point and radius searched. */
export const nearArtworksResponseSchema = listResponse('artworks', nearArtworkSchema, {
  center: z.object({ lat: z.number(), lng: z.number() }),
  radius_km: z.number(),
});
export type NearArtworksResponse = z.infer<typeof nearArtworksResponseSchema>;

// ---- catalog: artists (the lists are in profiles.ts)
/** Artists with public work, ranked (verified, then payable, then the most on offer). */
export const featuredArtistsResponseSchema = listResponse('artists', artistSchema);
export type FeaturedArtistsResponse = z.infer<typeof featuredArtistsResponseSchema>;
export const artistResponseSchema = z.object({ artist: artistSchema });
export type ArtistResponse = z.infer<typeof artistResponseSchema>;

export const artistStatsSchema = z.object({
  artwork_count: z.number().int(),
  available_count: z.number().int(),
  on_display_count: z.number().int(),
  sold_count: z.number().int(),
  venue_count: z.number().int(),
  cities: z.array(z.string()),
  categories: z.array(categorySchema),
  styles: z.array(styleSchema),
});
export type ArtistStats = z.infer<typeof artistStatsSchema>;

export const artistPortfolioResponseSchema = z.object({
  artist: artistSchema,
  artworks: z.array(artworkSchema),
  on_display_at: z.array(
    z.object({
      venue_id: z.string(),
      venue_name: z.string(),
      city: z.string(),
      artwork_count: z.number().int(),
    }),
  ),
  by_category: z.record(categorySchema, z.array(z.string())),
});
export type ArtistPortfolioResponse = z.infer<typeof artistPortfolioResponseSchema>;

// ---- catalog: venues (the list is in profiles.ts) and their favourites
/** Venues ranked (featured, then the most art on their walls). */
export const featuredVenuesResponseSchema = listResponse('venues', venueSchema);
export type FeaturedVenuesResponse = z.infer<typeof featuredVenuesResponseSchema>;
export const venueResponseSchema = z.object({ venue: venueSchema });
export type VenueResponse = z.infer<typeof venueResponseSchema>;

export const favoriteSchema = z.object({
  artwork_id: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Null when the artwork has since been deleted. */
  artwork: artworkSchema.nullable(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
/** A venue's saved artworks, newest first. */
export const favoriteListResponseSchema = listResponse('favorites', favoriteSchema);
export type FavoriteListResponse = z.infer<typeof favoriteListResponseSchema>;
export const addFavoriteResponseSchema = z.object({
  favorite: z.object({ artwork_id: z.string(), notes: z.string(), updated_at: z.string() }),
});
export type AddFavoriteResponse = z.infer<typeof addFavoriteResponseSchema>;
export const favoriteCheckResponseSchema = z.object({
  artwork_id: z.string(),
  is_favorite: z.boolean(),
  notes: z.string().nullable(),
});
export type FavoriteCheckResponse = z.infer<typeof favoriteCheckResponseSchema>;
export const favoriteStatisticsResponseSchema = z.object({
  total: z.number().int(),
  available: z.number().int(),
  by_category: z.record(z.string(), z.number().int()),
  by_style: z.record(z.string(), z.number().int()),
  total_value_eur: z.number(),
});
export type FavoriteStatisticsResponse = z.infer<typeof favoriteStatisticsResponseSchema>;

// ---- catalog: artwork images
export const presignResponseSchema = z.object({
  upload: z.object({
    method: z.literal('POST'),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    file_field: z.string(),
    upload_key: z.string(),
    max_bytes: z.number().int(),
    expires_at: z.string(),
  }),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;
const imageFormatSchema = z.enum(['webp', 'jpeg']);
export const uploadedImageResponseSchema = z.object({
  image: z.object({
    id: z.string(),
    url: z.string(),
    thumb_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    original: z.object({ width: z.number().int(), height: z.number().int(), format: z.string() }),
    sizes: z.array(
      z.object({
        width: z.number().int(),
        height: z.number().int(),
        url: z.string(),
        format: imageFormatSchema,
      }),
    ),
  }),
});
export type UploadedImageResponse = z.infer<typeof uploadedImageResponseSchema>;

// ---- identity (auth contract, issue 3)
export const loginResponseSchema = z.object({
  user: authUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const registerResponseSchema = z.object({ user: authUserSchema, message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const refreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const meResponseSchema = z.object({ user: authUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
export const verifyEmailResponseSchema = z.object({ message: z.string(), user: authUserSchema });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export const providersResponseSchema = z.record(
  z.enum(OAUTH_PROVIDERS),
  z.object({ clientId: z.string(), authorizeUrl: z.string() }),
);
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
export const oauthResponseSchema = z.object({
  user: authUserSchema,
  tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }),
  isNewUser: z.boolean(),
  linked: z.boolean(),
});
export type OAuthResponse = z.infer<typeof oauthResponseSchema>;

// ---- admin: the public forms
export const subscriptionResponseSchema = z.object({
  subscription: z.object({
    email: z.string(),
    language: languageSchema,
    consent_version: z.string(),
    consented_at: z.string(),
  }),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export const contactMessageResponseSchema = z.object({ id: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
