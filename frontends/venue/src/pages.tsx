import { lazy } from 'react';

/** Every venue page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./pages/Dashboard.tsx')),
  Browse: lazy(() => import('./pages/Browse.tsx')),
  Favorites: lazy(() => import('./pages/Favorites.tsx')),
  Exhibitions: lazy(() => import('./pages/Exhibitions.tsx')),
  Settings: lazy(() => import('./pages/Settings.tsx')),
  PaymentOnboarding: lazy(() => import('./pages/PaymentOnboarding.tsx')),
  Scan: lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanChooser }))),
  ScanArrival: lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanArrival }))),
  ScanPickup: lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanPickup }))),
  Sales: lazy(() => import('./commissions/CommissionsPage.tsx')),
};
