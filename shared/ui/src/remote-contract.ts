/**
 * What each remote exposes to the shell through Module Federation.
 *
 * Every remote exposes './pages': a module whose named export `pages` maps each page name below to a
 * React component (each page lazy-loaded inside the remote, so the first visit downloads only what it
 * shows). The shell owns the URL table (every route of spec §2), the guards and the layout; it renders
 * `pages[name]` for a matched route. Pages read route params with react-router's hooks.
 * Remotes own their messages (sv + en, same keys) and wrap their pages in RemoteIntl.
 */
export const REMOTE_PAGES = {
  marketplace: [
    'Home',
    'ArtworksBrowse',
    'ArtworkDetail',
    'Checkout',
    'ArtistsBrowse',
    'ArtistProfile',
    'VenuesBrowse',
    'VenueProfile',
    /** Information and legal pages; the slug comes from the URL (/about, /terms, /faq/artists ...). */
    'InfoPage',
    'BuyerPurchases',
    'BuyerPurchaseDetail',
  ],
  artist: [
    'Dashboard',
    'Artworks',
    'ArtworkCreate',
    'ArtworkEdit',
    'Exhibitions',
    'Sales',
    'Settings',
    'PaymentOnboarding',
  ],
  venue: ['Dashboard', 'Browse', 'Favorites', 'Exhibitions', 'Settings', 'PaymentOnboarding'],
  admin: ['Dashboard', 'Users', 'Artworks', 'Transactions', 'TransactionDetail', 'Analytics'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type PageName<R extends RemoteName> = (typeof REMOTE_PAGES)[R][number];
export type RemotePages<R extends RemoteName> = Record<PageName<R>, React.ComponentType>;

/**
 * The information and legal pages: the shell routes each of these paths to the marketplace's
 * InfoPage, which has a text for every one (a marketplace test checks it). The list lives in the
 * contracts (zod-free module) because the catalog's sitemap lists the same pages.
 */
export { INFO_PATHS, type InfoPath } from '@konstvagg/contracts/site-paths';
