import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/** The catalog service's routes (below /api/v1). Static paths win over {id} paths, as in API Gateway. */
export const routes: ServiceRoutes = {
  service: 'catalog',
  routes: [
    { method: 'GET', path: '/artworks', access: 'optional', operation: 'listArtworks' },
    { method: 'GET', path: '/artworks/{id}', access: 'optional', operation: 'getArtwork' },
  ],
};
