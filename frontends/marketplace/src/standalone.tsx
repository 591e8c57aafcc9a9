/**
 * Runs the marketplace alone (`npm run dev -w frontends/marketplace`) with the kit's standalone
 * wrapper: its own router, query client and language. In the product the shell provides these and
 * renders `pages` inside its layout, at the same paths.
 */
import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { pages } from './pages.tsx';
import { INFO_PATHS } from './info/paths.ts';

mountStandalone({
  remote: 'marketplace',
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
    { path: '/buyer/purchases', page: 'BuyerPurchases' },
    { path: '/buyer/purchases/:id', page: 'BuyerPurchaseDetail' },
    ...INFO_PATHS.map((path) => ({ path, page: 'InfoPage' })),
  ],
});
