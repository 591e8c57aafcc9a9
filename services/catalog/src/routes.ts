import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/** The catalog service's routes (below /api/v1). Static paths win over {id} paths, as in API Gateway. */
export const routes: ServiceRoutes = {
  service: 'catalog',
  routes: [
    { method: 'GET', path: '/artworks', access: 'optional', operation: 'listArtworks' },
    { method: 'GET', path: '/artworks/featured', access: 'public', operation: 'featuredArtworks' },
    { method: 'GET', path: '/artworks/near', access: 'public', operation: 'nearArtworks' },
    { method: 'GET', path: '/artworks/{id}', access: 'optional', operation: 'getArtwork' },
    // The artist studio (issue 10): an artist's own works, profile and dashboard.
    { method: 'POST', path: '/artworks', access: ['artist'], operation: 'createArtwork' },
    { method: 'PUT', path: '/artworks/{id}', access: ['artist'], operation: 'updateArtwork' },
    { method: 'DELETE', path: '/artworks/{id}', access: ['artist'], operation: 'deleteArtwork' },
    { method: 'POST', path: '/artworks/{id}/submit', access: ['artist'], operation: 'submitArtwork' },
    { method: 'POST', path: '/artworks/{id}/withdraw', access: ['artist'], operation: 'withdrawArtwork' },
    { method: 'GET', path: '/artworks/{id}/qr-code', access: 'public', operation: 'artworkQrCode' },
    { method: 'POST', path: '/artworks/{id}/qr-visit', access: 'public', operation: 'qrVisit' },
    { method: 'GET', path: '/artworks/{id}/label', access: 'public', operation: 'artworkLabel' },
    // Served at the site root too (/sitemap.xml, /robots.txt): the local gateway and CloudFront map them here.
    { method: 'GET', path: '/sitemap.xml', access: 'public', operation: 'sitemap' },
    { method: 'GET', path: '/robots.txt', access: 'public', operation: 'robots' },
    { method: 'GET', path: '/artists', access: 'public', operation: 'listArtists' },
    { method: 'GET', path: '/artists/featured', access: 'public', operation: 'featuredArtists' },
    { method: 'GET', path: '/artists/me/artworks', access: ['artist'], operation: 'myArtworks' },
    { method: 'GET', path: '/artists/me/dashboard', access: ['artist'], operation: 'artistDashboard' },
    { method: 'GET', path: '/artists/profile/me', access: ['artist'], operation: 'myArtistProfile' },
    { method: 'PUT', path: '/artists/{id}', access: ['artist'], operation: 'updateArtistProfile' },
    { method: 'GET', path: '/artists/{id}', access: 'public', operation: 'getArtist' },
    { method: 'GET', path: '/artists/{id}/artworks', access: 'public', operation: 'artistArtworks' },
    { method: 'GET', path: '/artists/{id}/portfolio', access: 'public', operation: 'artistPortfolio' },
    { method: 'GET', path: '/artists/{id}/stats', access: 'public', operation: 'artistStats' },
    { method: 'GET', path: '/venues', access: 'public', operation: 'listVenues' },
    { method: 'GET', path: '/venues/featured', access: 'public', operation: 'featuredVenues' },
    // The venue's own profile and dashboard (issue 11); static paths win over /venues/{id}.
    { method: 'GET', path: '/venues/me', access: ['venue'], operation: 'myVenueProfile' },
    { method: 'GET', path: '/venues/dashboard', access: ['venue'], operation: 'venueDashboard' },
    { method: 'PUT', path: '/venues/{id}', access: ['venue'], operation: 'updateVenueProfile' },
    { method: 'GET', path: '/venues/{id}', access: 'public', operation: 'getVenue' },
    { method: 'GET', path: '/venues/{id}/artworks', access: 'public', operation: 'venueArtworks' },
    { method: 'GET', path: '/venues/me/favorites', access: ['venue'], operation: 'listFavorites' },
    { method: 'POST', path: '/venues/me/favorites/{artworkId}', access: ['venue'], operation: 'addFavorite' },
    {
      method: 'PUT',
      path: '/venues/me/favorites/{artworkId}',
      access: ['venue'],
      operation: 'updateFavoriteNotes',
    },
    {
      method: 'DELETE',
      path: '/venues/me/favorites/{artworkId}',
      access: ['venue'],
      operation: 'removeFavorite',
    },
    {
      method: 'GET',
      path: '/venues/favorites/check/{artworkId}',
      access: ['venue'],
      operation: 'checkFavorite',
    },
    {
      method: 'GET',
      path: '/venues/favorites/statistics',
      access: ['venue'],
      operation: 'favoriteStatistics',
    },
  ],
};
