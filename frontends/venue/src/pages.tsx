import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './messages/index.ts';
import { VenueAppManifest } from './features/scanner/components/pwa.tsx';

/** Wraps a page in this remote's messages, in the language the shell chose. */
function withMessages(Page: ComponentType): ComponentType {
  const Wrapped = () => (
    <RemoteIntl messages={messages}>
      <VenueAppManifest />
      <Page />
    </RemoteIntl>
  );
  Wrapped.displayName = `Venue(${Page.displayName ?? 'Page'})`;
  return Wrapped;
}

/** Every venue page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: withMessages(lazy(() => import('./features/dashboard/pages/Dashboard.tsx'))),
  Browse: withMessages(lazy(() => import('./features/browse/pages/Browse.tsx'))),
  Favorites: withMessages(lazy(() => import('./features/browse/pages/Favorites.tsx'))),
  Exhibitions: withMessages(lazy(() => import('./features/exhibitions/pages/Exhibitions.tsx'))),
  Settings: withMessages(lazy(() => import('./features/settings/pages/Settings.tsx'))),
  PaymentOnboarding: withMessages(lazy(() => import('./features/settings/pages/PaymentOnboarding.tsx'))),
  Scan: withMessages(
    lazy(() => import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanChooser }))),
  ),
  ScanArrival: withMessages(
    lazy(() => import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanArrival }))),
  ),
  ScanPickup: withMessages(
    lazy(() => import('./features/scanner/pages/ScanPages.tsx').then((m) => ({ default: m.ScanPickup }))),
  ),
  Sales: withMessages(lazy(() => import('./features/commissions/pages/CommissionsPage.tsx'))),
};
