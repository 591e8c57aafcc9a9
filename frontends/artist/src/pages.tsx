import { lazy } from 'react';

/** Every artist page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./pages/Dashboard.tsx')),
  Artworks: lazy(() => import('./pages/Artworks.tsx')),
  ArtworkCreate: lazy(() => import('./pages/ArtworkCreate.tsx')),
  ArtworkEdit: lazy(() => import('./pages/ArtworkEdit.tsx')),
  Exhibitions: lazy(() => import('./pages/Exhibitions.tsx')),
  Sales: lazy(() => import('./pages/Sales.tsx')),
  Settings: lazy(() => import('./pages/Settings.tsx')),
  PaymentOnboarding: lazy(() => import('./pages/PaymentOnboarding.tsx')),
};
