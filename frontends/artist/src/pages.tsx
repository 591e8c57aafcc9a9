import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './messages/index.ts';

/** Wraps a page in this remote's messages, in the language the shell chose. */
function withMessages(Page: ComponentType): ComponentType {
  const Wrapped = () => (
    <RemoteIntl messages={messages}>
      <Page />
    </RemoteIntl>
  );
  Wrapped.displayName = `Artist(${Page.displayName ?? 'Page'})`;
  return Wrapped;
}

/** Every artist page, each lazy; src/routes.ts puts them at their paths. */
export const pages = {
  Dashboard: withMessages(lazy(() => import('./features/dashboard/pages/Dashboard.tsx'))),
  Artworks: withMessages(lazy(() => import('./features/artworks/pages/Artworks.tsx'))),
  ArtworkCreate: withMessages(lazy(() => import('./features/artworks/pages/ArtworkCreate.tsx'))),
  ArtworkEdit: withMessages(lazy(() => import('./features/artworks/pages/ArtworkEdit.tsx'))),
  Exhibitions: withMessages(lazy(() => import('./features/exhibitions/pages/Exhibitions.tsx'))),
  Sales: withMessages(lazy(() => import('./features/sales/pages/SalesStatement.tsx'))),
  Settings: withMessages(lazy(() => import('./features/settings/pages/Settings.tsx'))),
  PaymentOnboarding: withMessages(
    lazy(() => import('./features/payment-onboarding/pages/PaymentOnboarding.tsx')),
  ),
};
