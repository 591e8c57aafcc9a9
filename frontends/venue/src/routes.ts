import { defineRoutes } from '@konstvagg/ui/remote-contract';
import { messages } from './messages/index.ts';
import { pages } from './pages.tsx';
import { VenueAppManifest } from './features/scanner/components/pwa.tsx';

const venue = ['venue'] as const;

/**
 * The venue area's routes (exposed as './routes'): the shell routes every /venue/* path by this
 * module and builds the sidebar from it; the standalone entry reads it too.
 */
export const routes = defineRoutes({
  pages,
  messages,
  // Every venue page links the scanner's web app manifest, so any of them can be added to a home screen.
  head: VenueAppManifest,
  routes: [
    { path: '/venue', redirect: '/venue/dashboard' },
    {
      path: '/venue/dashboard',
      page: 'Dashboard',
      roles: venue,
      sidebar: { label: 'sidebar.dashboard', order: 10 },
    },
    { path: '/venue/browse', page: 'Browse', roles: venue, sidebar: { label: 'sidebar.browse', order: 20 } },
    {
      path: '/venue/favorites',
      page: 'Favorites',
      roles: venue,
      sidebar: { label: 'sidebar.favorites', order: 30 },
    },
    {
      path: '/venue/exhibitions',
      page: 'Exhibitions',
      roles: venue,
      sidebar: { label: 'sidebar.exhibitions', order: 40 },
    },
    {
      path: '/venue/settings',
      page: 'Settings',
      roles: venue,
      sidebar: { label: 'sidebar.settings', order: 50 },
    },
    { path: '/venue/stripe/onboarding', page: 'PaymentOnboarding', roles: venue },
    { path: '/venue/onboarding/complete', page: 'PaymentOnboarding', roles: venue },
    { path: '/venue/onboarding/refresh', page: 'PaymentOnboarding', roles: venue },
    // The venue's phone as the scanner (src/features/scanner): choose, then scan an arrival or a pickup.
    { path: '/venue/scan', page: 'Scan', roles: venue, sidebar: { label: 'sidebar.scan', order: 45 } },
    { path: '/venue/scan/arrival/:exhibitionId', page: 'ScanArrival', roles: venue },
    { path: '/venue/scan/pickup', page: 'ScanPickup', roles: venue },
    { path: '/venue/scan/pickup/:exhibitionId', page: 'ScanPickup', roles: venue },
    { path: '/venue/sales', page: 'Sales', roles: venue, sidebar: { label: 'sidebar.sales', order: 48 } },
  ],
});
