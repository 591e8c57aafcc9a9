import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The media service's routes (below /api/v1): the image work, in its own function so that the
 * catalog's reads run in a small one. The paths are the ones the catalog served before.
 */
export const routes: ServiceRoutes = {
  service: 'media',
  routes: [
    { method: 'POST', path: '/upload/artwork-image', access: ['artist'], operation: 'uploadArtworkImage' },
    {
      method: 'POST',
      path: '/upload/artwork-image/presign',
      access: ['artist'],
      operation: 'presignArtworkImage',
    },
    { method: 'POST', path: '/upload/venue-image', access: ['venue'], operation: 'uploadVenueImage' },
    {
      method: 'POST',
      path: '/upload/venue-image/presign',
      access: ['venue'],
      operation: 'presignVenueImage',
    },
    { method: 'GET', path: '/artworks/{id}/og-image', access: 'public', operation: 'artworkOgImage' },
  ],
};
