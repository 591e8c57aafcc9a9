import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './i18n/messages.ts';
import { VenueAppManifest } from './scanner/pwa.tsx';

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
  Dashboard: withMessages(lazy(() => import('./pages/Dashboard.tsx'))),
  Browse: withMessages(lazy(() => import('./pages/Browse.tsx'))),
  Favorites: withMessages(lazy(() => import('./pages/Favorites.tsx'))),
  Exhibitions: withMessages(lazy(() => import('./pages/Exhibitions.tsx'))),
  Settings: withMessages(lazy(() => import('./pages/Settings.tsx'))),
  PaymentOnboarding: withMessages(lazy(() => import('./pages/PaymentOnboarding.tsx'))),
  Scan: withMessages(lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanChooser })))),
  ScanArrival: withMessages(
    lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanArrival }))),
  ),
  ScanPickup: withMessages(
    lazy(() => import('./scanner/ScanPages.tsx').then((m) => ({ default: m.ScanPickup }))),
  ),
  Sales: withMessages(lazy(() => import('./commissions/CommissionsPage.tsx'))),
};
