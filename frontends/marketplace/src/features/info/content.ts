import {
  centsToEuros,
  DEFAULT_COMMISSION_PERCENT,
  eurosToCents,
  MESSAGE_NUMBERS,
  splitSale,
} from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';
import type { InfoMessageId } from '../../messages/info/en.ts';
import type { InfoPath } from './paths.ts';

/**
 * What each information page holds beside its title and lead: how many paragraphs, and the pages
 * it links to, in order. The texts are the `info` message table's (messages/info/en.ts, sv.ts),
 * which only InfoPage loads.
 */
export const INFO_PAGES: Record<InfoPath, { paragraphs: number; links?: readonly string[] }> = {
  '/about': { paragraphs: 2, links: ['/how-it-works'] },
  '/how-it-works': { paragraphs: 3, links: ['/how-it-works/venues', '/how-it-works/pickup'] },
  '/how-it-works/venues': { paragraphs: 2, links: ['/register?role=venue'] },
  '/how-it-works/pickup': { paragraphs: 2 },
  '/contact': { paragraphs: 2, links: ['/report-an-issue'] },
  '/terms': { paragraphs: 3 },
  '/privacy': { paragraphs: 2, links: ['/gdpr', '/cookies'] },
  '/gdpr': { paragraphs: 2, links: ['/contact'] },
  '/cookies': { paragraphs: 3 },
  '/refund-policy': { paragraphs: 2, links: ['/how-it-works/pickup'] },
  '/artist-agreement': { paragraphs: 3 },
  '/venue-agreement': { paragraphs: 2 },
  '/faq': { paragraphs: 3, links: ['/faq/artists', '/contact'] },
  '/faq/artists': { paragraphs: 3, links: ['/commission-calculator'] },
  '/testimonials': { paragraphs: 1 },
  '/subscribe': { paragraphs: 1 },
  '/demo': { paragraphs: 1, links: ['/how-it-works'] },
  '/artists/onboard': { paragraphs: 2, links: ['/register?role=artist'] },
  '/venues/join': { paragraphs: 2, links: ['/register?role=venue'] },
  '/shipping-and-pickup': { paragraphs: 2, links: ['/how-it-works/pickup'] },
  '/upload-guidelines': { paragraphs: 2 },
  '/payouts': { paragraphs: 2 },
  '/marketing-resources': { paragraphs: 1 },
  '/exhibition-guide': { paragraphs: 2 },
  '/commission-calculator': { paragraphs: 2 },
  '/report-an-issue': { paragraphs: 2, links: ['/contact'] },
};

export interface InfoText {
  /**
   * A Swedish compound longer than a phone's line ("Marknadsföringsmaterial") carries a soft hyphen
   * (U+00AD) at its joint, so the heading breaks as "Marknadsförings-/material" and not at whatever
   * letter the width runs out; useDocumentMeta drops it from the document title. A value
   * and its unit are joined by a no-break space (`{minPrice}\u00a0€`), as in the messages.
   */
  title: string;
  lead: string;
  body: string[];
  links?: { to: string; label: string }[];
}

/** The message keys of a page's texts: `info/about.title`, `.lead`, `.body.0` …, `.link/how-it-works`. */
export function infoKeys(path: InfoPath) {
  const page = INFO_PAGES[path];
  const key = (rest: string) => `info${path}.${rest}` as InfoMessageId;
  return {
    title: key('title'),
    lead: key('lead'),
    body: Array.from({ length: page.paragraphs }, (_, i) => key(`body.${i}`)),
    links: (page.links ?? []).map((to) => ({ to, label: key(`link${to}`) })),
  };
}

/** The worked example of a sale: an illustrative price at the default commission, split by the real rule. */
const EXAMPLE_PRICE_EUROS = 450;
const example = splitSale(eurosToCents(EXAMPLE_PRICE_EUROS), DEFAULT_COMMISSION_PERCENT);
const VALUES: Record<string, number> = {
  ...MESSAGE_NUMBERS,
  examplePrice: EXAMPLE_PRICE_EUROS,
  exampleVenue: centsToEuros(example.venueCents),
  examplePlatform: centsToEuros(example.platformCents),
  exampleArtist: centsToEuros(example.artistCents),
};

/** "22.50" in English and "22,50" in Swedish; whole numbers without decimals. */
function formatNumber(value: number, lang: Language): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
}

/** The values the texts name (the product's rules and the worked example), written for a language. */
export function infoValues(lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(VALUES).map(([name, value]) => [name, formatNumber(value, lang)]));
}

/** A page's text in a language; `t` formats a message (the marketplace's useT, or a test's). */
export function infoText(
  path: InfoPath,
  lang: Language,
  t: (id: InfoMessageId, values: Record<string, string>) => string,
): InfoText {
  const keys = infoKeys(path);
  const values = infoValues(lang);
  return {
    title: t(keys.title, values),
    lead: t(keys.lead, values),
    body: keys.body.map((key) => t(key, values)),
    ...(keys.links.length
      ? { links: keys.links.map(({ to, label }) => ({ to, label: t(label, values) })) }
      : {}),
  };
}
