/**
 * The site's information and legal pages (/about, /terms and the like, and the footer's links).
 * Read by the shell (it routes them to the marketplace's InfoPage), the marketplace (a text for
 * each) and the catalog's sitemap. No zod here: browser code imports this module directly
 * (`@konstvagg/contracts/site-paths`).
 */
export const INFO_PATHS = [
  '/about',
  '/how-it-works',
  '/how-it-works/venues',
  '/how-it-works/pickup',
  '/contact',
  '/terms',
  '/privacy',
  '/gdpr',
  '/cookies',
  '/refund-policy',
  '/artist-agreement',
  '/venue-agreement',
  '/faq',
  '/faq/artists',
  '/testimonials',
  '/subscribe',
  '/demo',
  '/artists/onboard',
  '/venues/join',
  '/shipping-and-pickup',
  '/upload-guidelines',
  '/payouts',
  '/marketing-resources',
  '/exhibition-guide',
  '/commission-calculator',
  '/report-an-issue',
] as const;

export type InfoPath = (typeof INFO_PATHS)[number];

/**
 * The pages Stripe's onboarding sends an artist or venue back to (docs/architecture.md §4): `complete` is
 * the Account Link's return_url (reaching it does not mean onboarding is complete: the page reads
 * the status), `refresh` its refresh_url (the link expired or was used: the page asks for a new one).
 */
export const PAYOUT_ONBOARDING_PATHS = {
  artist: { complete: '/artist/onboarding/complete', refresh: '/artist/onboarding/refresh' },
  venue: { complete: '/venue/onboarding/complete', refresh: '/venue/onboarding/refresh' },
} as const;
