import type { RemoteName, Role } from '@konstvagg/ui';

/**
 * What the shell itself knows about URLs: which path prefix belongs to which remote, and
 * its own account pages. Every other path is the remote's: the shell loads that remote's routes
 * module ('./routes', shared/ui/src/remote-contract.ts) when a path under its prefix is visited, and
 * routes, guards and builds the sidebar from it. Paths no module claims redirect to /.
 */
export type ShellPage =
  'Login' | 'Register' | 'ForgotPassword' | 'ResetPassword' | 'VerifyEmail' | 'Profile' | 'TwoStep';

/** The role areas, each a remote with a sidebar, under its own prefix. */
const AREA_PREFIXES = { artist: '/artist', venue: '/venue', admin: '/admin' } as const;
export type Area = keyof typeof AREA_PREFIXES;

/** The remote a path belongs to: a role area by its prefix; the public and buyer paths are the marketplace's. */
export function remoteForPath(pathname: string): RemoteName {
  for (const [area, prefix] of Object.entries(AREA_PREFIXES) as [Area, string][])
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return area;
  return 'marketplace';
}

export interface ShellRoute {
  path: string;
  shell: ShellPage;
  roles?: Role[];
}

/** The account pages the shell renders itself. */
export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/login', shell: 'Login' },
  { path: '/register', shell: 'Register' },
  { path: '/forgot-password', shell: 'ForgotPassword' },
  { path: '/reset-password/:token', shell: 'ResetPassword' },
  { path: '/verify-email/:token', shell: 'VerifyEmail' },
  { path: '/profile', shell: 'Profile', roles: ['artist', 'venue', 'buyer', 'admin'] },
  // Two-step sign-in set-up (issue 41): admins come here before the console opens.
  { path: '/account/two-step', shell: 'TwoStep', roles: ['artist', 'venue', 'buyer', 'admin'] },
];

/** Footer groups (platform, support, legal, company): every link is a marketplace route (a test checks). */
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
