import {
  HOME_FEATURED_ARTISTS,
  HOME_FEATURED_ARTWORKS,
  HOME_FEATURED_VENUES,
  HOME_NEARBY_RADIUS_KM,
} from '@konstvagg/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@konstvagg/ui';
import {
  featuredArtists,
  featuredVenues,
  listArtworks,
  nearArtworks,
  sendContactMessage,
  subscribe,
} from '@konstvagg/contracts/endpoints';
import { withSpecSpellings } from './spellings.ts';
import { type City, type Language } from '@konstvagg/contracts/vocabulary';
import { STALE } from './cache.ts';

/** The home page's calls besides the newest artworks (api/artworks.ts) and the stats (api/stats.ts). */
const homeKeys = {
  near: (latitude: number, longitude: number) => ['artworks', 'near', latitude, longitude] as const,
  city: (city: City) => ['artworks', 'featured', 'city', city] as const,
  featuredArtists: () => ['artists', 'featured'] as const,
  featuredVenues: () => ['venues', 'featured'] as const,
};

/** GET /artworks/near within 5 km, nearest first, 8 at most. */
export function useNearbyArtworks(position: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: homeKeys.near(position?.latitude ?? 0, position?.longitude ?? 0),
    queryFn: async ({ signal }) =>
      withSpecSpellings(
        await call(nearArtworks, {
          query: {
            latitude: position!.latitude,
            longitude: position!.longitude,
            radius: HOME_NEARBY_RADIUS_KM,
            limit: HOME_FEATURED_ARTWORKS,
          },
          signal,
        }),
      ),
    enabled: position !== null,
    staleTime: STALE.featured,
  });
}

/** The newest buyable works in one city (the city select when location is denied). */
export function useCityArtworks(city: City | null) {
  return useQuery({
    queryKey: homeKeys.city(city ?? 'Stockholm'),
    queryFn: async ({ signal }) =>
      withSpecSpellings(
        await call(listArtworks, {
          query: {
            city,
            limit: HOME_FEATURED_ARTWORKS,
            status: ['available', 'exhibited'],
            sort: 'created_desc',
          },
          signal,
        }),
      ).artworks,
    enabled: city !== null,
    staleTime: STALE.featured,
  });
}

/** GET /artists/featured?limit=6. */
export function useFeaturedArtists() {
  return useQuery({
    queryKey: homeKeys.featuredArtists(),
    queryFn: async ({ signal }) =>
      withSpecSpellings(
        await call(featuredArtists, {
          query: { limit: HOME_FEATURED_ARTISTS },
          signal,
        }),
      ).artists,
    staleTime: STALE.featured,
  });
}

/** GET /venues/featured?limit=6 (also the partner venues' five names). */
export function useFeaturedVenues() {
  return useQuery({
    queryKey: homeKeys.featuredVenues(),
    queryFn: async ({ signal }) =>
      withSpecSpellings(
        await call(featuredVenues, {
          query: { limit: HOME_FEATURED_VENUES },
          signal,
        }),
      ).venues,
    staleTime: STALE.featured,
  });
}

export interface SubscriptionInput {
  email: string;
  consent: true;
  language: Language;
}

/** POST /subscriptions: launch updates (the same email twice is fine: 200, no duplicate). */
export function useSubscribe() {
  return useMutation({
    mutationFn: (input: SubscriptionInput) => call(subscribe, { body: input }),
  });
}

export interface ContactInput {
  name: string;
  email: string;
  subject?: string;
  message: string;
  language: Language;
}

/** POST /contact-messages: the contact form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => call(sendContactMessage, { body: input }),
  });
}
