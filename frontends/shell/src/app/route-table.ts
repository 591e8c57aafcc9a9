import type { PageName, RemoteName, Role } from '@konstvagg/ui';
import { INFO_PATHS } from '@konstvagg/ui/remote-contract';

/**
 * The URL table: every route of spec §2, in one place. The shell owns URLs, guards and layout; a
 * remote route renders `pages[page]` from that remote's './pages'. Shell routes are the account
 * pages the shell itself renders.
 */
export type ShellPage = 'Login' | 'Register' | 'ForgotPassword' | 'ResetPassword' | 'VerifyEmail' | 'Profile';
export type Area = 'artist' | 'venue' | 'admin';

export type RouteEntry =
  | { path: string; remote: 'marketplace'; page: PageName<'marketplace'>; roles?: Role[] }
  | { path: string; remote: 'artist'; page: PageName<'artist'> }
  | { path: string; remote: 'venue'; page: PageName<'venue'> }
  | { path: string; remote: 'admin'; page: PageName<'admin'> }
  | { path: string; shell: ShellPage; roles?: Role[] };

export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: '/', remote: 'marketplace', page: 'Home' },
  { path: '/artworks', remote: 'marketplace', page: 'ArtworksBrowse' },
  { path: '/artworks/:id', remote: 'marketplace', page: 'ArtworkDetail' },
  { path: '/checkout/:artworkId', remote: 'marketplace', page: 'Checkout' },
  { path: '/artists', remote: 'marketplace', page: 'ArtistsBrowse' },
  { path: '/artists/:id', remote: 'marketplace', page: 'ArtistProfile' },
  { path: '/venues', remote: 'marketplace', page: 'VenuesBrowse' },
  { path: '/venues/:id', remote: 'marketplace', page: 'VenueProfile' },
  ...INFO_PATHS.map((path): RouteEntry => ({ path, remote: 'marketplace', page: 'InfoPage' })),
  { path: '/login', shell: 'Login' },
  { path: '/register', shell: 'Register' },
  { path: '/forgot-password', shell: 'ForgotPassword' },
  { path: '/reset-password/:token', shell: 'ResetPassword' },
  { path: '/verify-email/:token', shell: 'VerifyEmail' },
  { path: '/profile', shell: 'Profile', roles: ['artist', 'venue', 'buyer', 'admin'] },
];

export const BUYER_ROUTES: RouteEntry[] = [
  { path: '/buyer/purchases', remote: 'marketplace', page: 'BuyerPurchases', roles: ['buyer'] },
  { path: '/buyer/purchases/:id', remote: 'marketplace', page: 'BuyerPurchaseDetail', roles: ['buyer'] },
];

/** Dashboard areas: each is guarded by its role and has a sidebar (spec §2 Navigation). */
export const AREA_ROUTES: Record<Area, RouteEntry[]> = {
  artist: [
    { path: '/artist/dashboard', remote: 'artist', page: 'Dashboard' },
    { path: '/artist/artworks', remote: 'artist', page: 'Artworks' },
    { path: '/artist/artworks/create', remote: 'artist', page: 'ArtworkCreate' },
    { path: '/artist/artworks/edit/:id', remote: 'artist', page: 'ArtworkEdit' },
    { path: '/artist/exhibitions', remote: 'artist', page: 'Exhibitions' },
    { path: '/artist/sales', remote: 'artist', page: 'Sales' },
    { path: '/artist/settings', remote: 'artist', page: 'Settings' },
    { path: '/artist/stripe/onboarding', remote: 'artist', page: 'PaymentOnboarding' },
    { path: '/artist/onboarding/complete', remote: 'artist', page: 'PaymentOnboarding' },
    { path: '/artist/onboarding/refresh', remote: 'artist', page: 'PaymentOnboarding' },
  ],
  venue: [
    { path: '/venue/dashboard', remote: 'venue', page: 'Dashboard' },
    { path: '/venue/browse', remote: 'venue', page: 'Browse' },
    { path: '/venue/favorites', remote: 'venue', page: 'Favorites' },
    { path: '/venue/exhibitions', remote: 'venue', page: 'Exhibitions' },
    { path: '/venue/settings', remote: 'venue', page: 'Settings' },
    { path: '/venue/stripe/onboarding', remote: 'venue', page: 'PaymentOnboarding' },
    { path: '/venue/onboarding/complete', remote: 'venue', page: 'PaymentOnboarding' },
    { path: '/venue/onboarding/refresh', remote: 'venue', page: 'PaymentOnboarding' },
  ],
  admin: [
    { path: '/admin/dashboard', remote: 'admin', page: 'Dashboard' },
    { path: '/admin/users', remote: 'admin', page: 'Users' },
    { path: '/admin/artworks', remote: 'admin', page: 'Artworks' },
    { path: '/admin/transactions', remote: 'admin', page: 'Transactions' },
    { path: '/admin/transactions/:id', remote: 'admin', page: 'TransactionDetail' },
    { path: '/admin/analytics', remote: 'admin', page: 'Analytics' },
  ],
};

/** Sidebar items per area, in the order of spec §2 Navigation (labels are shell message keys). */
export const SIDEBARS: Record<Area, { to: string; label: string }[]> = {
  artist: [
    { to: '/artist/dashboard', label: 'sidebar.dashboard' },
    { to: '/artist/artworks', label: 'sidebar.artworks' },
    { to: '/artist/exhibitions', label: 'sidebar.exhibitions' },
    { to: '/artist/sales', label: 'sidebar.sales' },
    { to: '/artist/settings', label: 'sidebar.settings' },
  ],
  venue: [
    { to: '/venue/dashboard', label: 'sidebar.dashboard' },
    { to: '/venue/browse', label: 'sidebar.browse' },
    { to: '/venue/favorites', label: 'sidebar.favorites' },
    { to: '/venue/exhibitions', label: 'sidebar.exhibitions' },
    { to: '/venue/settings', label: 'sidebar.settings' },
  ],
  admin: [
    { to: '/admin/dashboard', label: 'sidebar.dashboard' },
    { to: '/admin/users', label: 'sidebar.users' },
    { to: '/admin/artworks', label: 'sidebar.artworks' },
    { to: '/admin/transactions', label: 'sidebar.transactions' },
    { to: '/admin/analytics', label: 'sidebar.analytics' },
  ],
};

/** Footer groups (spec §2): every link is a route in the table above (a test checks). */
export const FOOTER_GROUPS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'footer.platform',
    links: [
      { to: '/artworks', label: 'footer.browse' },
      { to: '/artists', label: 'footer.artists' },
      { to: '/venues', label: 'footer.venues' },
      { to: '/how-it-works', label: 'footer.howItWorks' },
      { to: '/artists/onboard', label: 'footer.artistOnboarding' },
      { to: '/upload-guidelines', label: 'footer.uploadGuidelines' },
      { to: '/payouts', label: 'footer.payouts' },
      { to: '/venues/join', label: 'footer.venueRegistration' },
      { to: '/exhibition-guide', label: 'footer.exhibitionGuide' },
      { to: '/commission-calculator', label: 'footer.commissionCalculator' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { to: '/faq', label: 'footer.faq' },
      { to: '/contact', label: 'footer.contactSupport' },
      { to: '/report-an-issue', label: 'footer.reportIssue' },
      { to: '/shipping-and-pickup', label: 'footer.shippingPickup' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/gdpr', label: 'footer.gdpr' },
      { to: '/cookies', label: 'footer.cookies' },
      { to: '/refund-policy', label: 'footer.refundPolicy' },
      { to: '/artist-agreement', label: 'footer.artistAgreement' },
      { to: '/venue-agreement', label: 'footer.venueAgreement' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/contact', label: 'footer.contact' },
      { to: '/testimonials', label: 'footer.testimonials' },
      { to: '/marketing-resources', label: 'footer.marketingResources' },
      { to: '/subscribe', label: 'footer.subscribe' },
    ],
  },
];

export const AREA_ROLE: Record<Area, Role> = { artist: 'artist', venue: 'venue', admin: 'admin' };

export function allRoutes(): RouteEntry[] {
  return [...PUBLIC_ROUTES, ...BUYER_ROUTES, ...Object.values(AREA_ROUTES).flat()];
}

export type { RemoteName };
