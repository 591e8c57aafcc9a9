/**
 * The information and legal pages InfoPage renders, by path (the shell routes each of these to
 * InfoPage; its route table lists the same paths).
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

export function isInfoPath(path: string): path is InfoPath {
  return (INFO_PATHS as readonly string[]).includes(path);
}

/** "/faq/artists/" and "/FAQ/Artists" are the same page as "/faq/artists". */
export function normalizeInfoPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}
