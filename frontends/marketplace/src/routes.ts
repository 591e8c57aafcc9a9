import { defineRoutes } from '@konstvagg/ui/remote-contract';
import { INFO_PATHS } from './features/info/paths.ts';
import { pages } from './pages.tsx';

/**
 * The marketplace's routes (exposed as './routes'): the public pages and the buyer's. The shell
 * routes every path outside the role areas and its own account pages by this module (unknown ones
 * go to /); the standalone entry reads it too. It is the module a first visit loads anyway, so it
 * holds no components of its own: each page stays a lazy chunk of pages.tsx.
 */
export const routes = defineRoutes({
  pages,
  routes: [
    { path: '/', page: 'Home' },
    { path: '/artworks', page: 'ArtworksBrowse' },
    { path: '/artworks/:id', page: 'ArtworkDetail' },
    { path: '/checkout/:artworkId', page: 'Checkout' },
    { path: '/artists', page: 'ArtistsBrowse' },
    { path: '/artists/:id', page: 'ArtistProfile' },
    { path: '/venues', page: 'VenuesBrowse' },
    { path: '/venues/:id', page: 'VenueProfile' },
    // Static paths rank above the dynamic profile routes: /artists/onboard is an info page.
    ...INFO_PATHS.map((path) => ({ path, page: 'InfoPage' as const })),
    { path: '/buyer', redirect: '/buyer/purchases' },
    { path: '/buyer/purchases', page: 'BuyerPurchases', roles: ['buyer'] },
    { path: '/buyer/purchases/:id', page: 'BuyerPurchaseDetail', roles: ['buyer'] },
    // The confirmation after paying and a guest's receipt: public, the order's ?key= opens it.
    { path: '/orders/:id', page: 'Order' },
  ],
});
