import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { PageLoading, useLanguage } from '@konstvagg/ui';
import { MarketplaceIntl } from './MarketplaceIntl.tsx';
import { loadMessages, type MessageTable } from './messages/index.ts';

/**
 * The marketplace's pages, each mapped to a component (src/routes.ts puts them at their paths).
 * Each page is its own lazy chunk, so a first visit downloads only the page it shows,
 * and its messages in the shell's language load alongside it (not after it).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  { tables = [] }: { tables?: readonly MessageTable[] } = {},
): ComponentType {
  const Page = lazy(load);
  function MarketplacePage() {
    const { language } = useLanguage();
    // Start both downloads now; MarketplaceIntl and the lazy page then wait for their own.
    void loadMessages(language, tables);
    void load().catch(() => {}); // a failure surfaces through React.lazy to the shell's error boundary
    return (
      <Suspense fallback={<PageLoading />}>
        <MarketplaceIntl tables={tables}>
          <Page />
          <PageReady />
        </MarketplaceIntl>
      </Suspense>
    );
  }
  return MarketplacePage;
}

/**
 * Marks the document once a page is on screen and working (rendered, or hydrated from the server's
 * HTML): `<html data-page-ready>`. Renders nothing, so server and browser agree. Browser tests wait
 * for it before they act on a server-rendered page (e2e/fixtures.ts).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}

export const pages = {
  // Beside the core messages, a page loads the tables it shows (messages/index.ts): the home page's
  // (also the info pages, some of which show its parts: the demo, the subscribe and contact
  // forms), buying's, and the info pages' own texts.
  Home: page(() => import('./features/home/pages/HomePage.tsx'), { tables: ['home'] }),
  ArtworksBrowse: page(() => import('./features/artworks/pages/ArtworksBrowsePage.tsx')),
  ArtworkDetail: page(() => import('./features/artwork-detail/pages/ArtworkDetailPage.tsx')),
  InfoPage: page(() => import('./features/info/pages/InfoPage.tsx'), { tables: ['home', 'info'] }),
  Checkout: page(() => import('./features/checkout/pages/CheckoutPage.tsx'), { tables: ['buying'] }),
  ArtistsBrowse: page(() => import('./features/profiles/pages/ArtistsBrowsePage.tsx')),
  ArtistProfile: page(() => import('./features/profiles/pages/ArtistProfilePage.tsx')),
  VenuesBrowse: page(() => import('./features/profiles/pages/VenuesBrowsePage.tsx')),
  VenueProfile: page(() => import('./features/profiles/pages/VenueProfilePage.tsx')),
  BuyerPurchases: page(() => import('./features/purchases/pages/PurchasesPage.tsx'), { tables: ['buying'] }),
  BuyerPurchaseDetail: page(() => import('./features/purchases/pages/PurchaseDetailPage.tsx'), {
    tables: ['buying'],
  }),
  Order: page(() => import('./features/purchases/pages/OrderPage.tsx'), { tables: ['buying'] }),
};
