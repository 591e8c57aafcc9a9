import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { PageLoading, useLanguage } from '@konstvagg/ui';
import { MarketplaceIntl } from './MarketplaceIntl.tsx';
import { loadMessages } from './messages/index.ts';

/**
 * The marketplace's pages, each mapped to a component (src/routes.ts puts them at their paths).
 * Each page is its own lazy chunk, so a first visit downloads only the page it shows,
 * and its messages in the shell's language load alongside it (not after it).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  { withHome = false }: { withHome?: boolean } = {},
): ComponentType {
  const Page = lazy(load);
  function MarketplacePage() {
    const { language } = useLanguage();
    // Start both downloads now; MarketplaceIntl and the lazy page then wait for their own.
    void loadMessages(language, withHome);
    void load().catch(() => {}); // a failure surfaces through React.lazy to the shell's error boundary
    return (
      <Suspense fallback={<PageLoading />}>
        <MarketplaceIntl withHome={withHome}>
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
  // The home page's messages are their own table (messages/index.ts): the home page and the info
  // pages, some of which show its parts (the demo, the subscribe and contact forms), load it.
  Home: page(() => import('./home/HomePage.tsx'), { withHome: true }),
  ArtworksBrowse: page(() => import('./artworks/ArtworksBrowsePage.tsx')),
  ArtworkDetail: page(() => import('./artwork-detail/ArtworkDetailPage.tsx')),
  InfoPage: page(() => import('./info/InfoPage.tsx'), { withHome: true }),
  Checkout: page(() => import('./checkout/CheckoutPage.tsx')),
  ArtistsBrowse: page(() => import('./profiles/ArtistsBrowsePage.tsx')),
  ArtistProfile: page(() => import('./profiles/ArtistProfilePage.tsx')),
  VenuesBrowse: page(() => import('./profiles/VenuesBrowsePage.tsx')),
  VenueProfile: page(() => import('./profiles/VenueProfilePage.tsx')),
  BuyerPurchases: page(() => import('./purchases/PurchasesPage.tsx')),
  BuyerPurchaseDetail: page(() => import('./purchases/PurchaseDetailPage.tsx')),
  Order: page(() => import('./purchases/OrderPage.tsx')),
};
