import { lazy } from 'react';

/** Every artist page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: lazy(() => import('./features/dashboard/pages/Dashboard.tsx')),
  Artworks: lazy(() => import('./features/artworks/pages/Artworks.tsx')),
  ArtworkCreate: lazy(() => import('./features/artworks/pages/ArtworkCreate.tsx')),
  ArtworkEdit: lazy(() => import('./features/artworks/pages/ArtworkEdit.tsx')),
  Exhibitions: lazy(() => import('./features/exhibitions/pages/Exhibitions.tsx')),
  Sales: lazy(() => import('./features/sales/pages/SalesStatement.tsx')),
  Settings: lazy(() => import('./features/settings/pages/Settings.tsx')),
  PaymentOnboarding: lazy(() => import('./features/payment-onboarding/pages/PaymentOnboarding.tsx')),
};
