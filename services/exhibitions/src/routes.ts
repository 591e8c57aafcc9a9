import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The exhibitions service's routes (issue 11; docs/api.md, Exhibitions): requests in both
 * directions, answers, shipping, arrival, pickup, damage and returns, and the venue's and the
 * artist's own exhibition lists (the exhibitions service owns the /me/exhibition* reads, whoever asks).
 */
export const routes: ServiceRoutes = {
  service: 'exhibitions',
  routes: [
    {
      method: 'POST',
      path: '/exhibitions/requests',
      access: ['venue', 'artist'],
      operation: 'createRequest',
    },
    {
      method: 'POST',
      path: '/exhibitions/requests/{id}/accept',
      access: ['venue', 'artist'],
      operation: 'acceptRequest',
    },
    {
      method: 'POST',
      path: '/exhibitions/requests/{id}/reject',
      access: ['venue', 'artist'],
      operation: 'rejectRequest',
    },
    {
      method: 'POST',
      path: '/exhibitions/requests/{id}/cancel',
      access: ['venue', 'artist'],
      operation: 'cancelRequest',
    },
    { method: 'POST', path: '/exhibitions/{id}/ship', access: ['artist'], operation: 'shipExhibition' },
    {
      method: 'POST',
      path: '/exhibitions/{id}/confirm-arrival',
      access: ['venue'],
      operation: 'confirmArrival',
    },
    {
      method: 'POST',
      path: '/exhibitions/{id}/validate-pickup',
      access: ['venue'],
      operation: 'validatePickup',
    },
    {
      method: 'POST',
      path: '/exhibitions/{id}/report-damage',
      access: ['venue', 'artist'],
      operation: 'reportDamage',
    },
    {
      method: 'POST',
      path: '/exhibitions/{id}/damage-photos/presign',
      access: ['venue', 'artist'],
      operation: 'presignDamagePhoto',
    },
    {
      method: 'POST',
      path: '/exhibitions/{id}/request-return',
      access: ['venue', 'artist'],
      operation: 'requestReturn',
    },
    {
      method: 'POST',
      path: '/exhibitions/{id}/confirm-return',
      access: ['artist'],
      operation: 'confirmReturn',
    },
    {
      method: 'GET',
      path: '/exhibitions/{id}',
      access: ['venue', 'artist', 'admin'],
      operation: 'getExhibition',
    },
    {
      method: 'GET',
      path: '/venues/me/exhibition-requests',
      access: ['venue'],
      operation: 'venueExhibitionRequests',
    },
    { method: 'GET', path: '/venues/me/exhibitions', access: ['venue'], operation: 'venueExhibitions' },
    {
      method: 'POST',
      path: '/venues/me/validate-pickup',
      access: ['venue'],
      operation: 'validateVenuePickup',
    },
    { method: 'GET', path: '/artists/me/exhibitions', access: ['artist'], operation: 'artistExhibitions' },
  ],
};
