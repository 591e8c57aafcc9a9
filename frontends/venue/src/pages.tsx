import { lazy } from 'react';

/** Every venue page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./features/dashboard/pages/Dashboard.tsx')),
  Browse: lazy(() => import('./features/browse/pages/Browse.tsx')),
  Favorites: lazy(() => import('./features/browse/pages/Favorites.tsx')),
  Exhibitions: lazy(() => import('./features/exhibitions/pages/Exhibitions.tsx')),
  Settings: lazy(() => import('./features/settings/pages/Settings.tsx')),
  PaymentOnboarding: lazy(() => import('./features/settings/pages/PaymentOnboarding.tsx')),
  Scan: lazy(() =>
    import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanChooser })),
  ),
  ScanArrival: lazy(() =>
    import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanArrival })),
  ),
  ScanPickup: lazy(() =>
    import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanPickup })),
  ),
  Sales: lazy(() => import('./features/commissions/pages/CommissionsPage.tsx')),
};
