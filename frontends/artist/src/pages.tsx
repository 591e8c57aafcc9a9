import { lazy, type ComponentType } from 'react';
import { RemoteIntl } from '@konstvagg/ui';
import { messages } from './i18n/messages.ts';

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
  Dashboard: withMessages(lazy(() => import('./pages/Dashboard.tsx'))),
  Artworks: withMessages(lazy(() => import('./pages/Artworks.tsx'))),
  ArtworkCreate: withMessages(lazy(() => import('./pages/ArtworkCreate.tsx'))),
  ArtworkEdit: withMessages(lazy(() => import('./pages/ArtworkEdit.tsx'))),
  Exhibitions: withMessages(lazy(() => import('./pages/Exhibitions.tsx'))),
  Sales: withMessages(lazy(() => import('./pages/Sales.tsx'))),
  Settings: withMessages(lazy(() => import('./pages/Settings.tsx'))),
  PaymentOnboarding: withMessages(lazy(() => import('./pages/PaymentOnboarding.tsx'))),
};
