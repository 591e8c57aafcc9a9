import type { Language } from './enums.ts';

/**
 * The product's words, one per concept and language (docs/decisions.md says why "lokal"). Every
 * message uses these; `banned` lists the synonyms that crept in before, and a unit test
 * (scripts/messages.test.ts) scans the message files and every server text for them. The patterns match whole
 * words only, so compounds with another meaning pass ("webbplats", "Platsåtkomst" for the
 * browser's location).
 */
export interface GlossaryEntry {
  /** Singular and plural, indefinite, as a page heading would use them. */
  readonly one: string;
  readonly many: string;
  /** Words that must not stand for this concept in this language. */
  readonly banned: readonly RegExp[];
}

export const GLOSSARY_TERMS = [
  'artwork',
  'artist',
  'venue',
  'buyer',
  'pickup',
  'pickupCode',
  'commission',
  'platformFee',
  'exhibition',
  'logIn',
  'businessDay',
  'proBadge',
] as const;
export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

export const GLOSSARY: Record<Language, Record<GlossaryTerm, GlossaryEntry>> = {
  sv: {
    artwork: { one: 'konstverk', many: 'konstverk', banned: [/\bkonstobjekt\w*/i, /\bkonstalster\w*/i] },
    artist: { one: 'konstnär', many: 'konstnärer', banned: [/\bartister(na)?\b/i] },
    // "plats" alone stays free for the browser's location and "på plats"; its venue forms do not.
    venue: {
      one: 'lokal',
      many: 'lokaler',
      banned: [
        /\bplats(en|er|erna|ens|ers)\b/i,
        /\b(en|någon|er|typ av) plats\b/i,
        /\{# plats\}/i,
        /\bverksamhet(en|er|erna|ens)?\b/i,
        /\bpartnerplats\w*/i,
      ],
    },
    buyer: { one: 'köpare', many: 'köpare', banned: [/\bkund(en|er|erna)?\b/i] },
    pickup: { one: 'hämtning', many: 'hämtningar', banned: [/\b(upp|av)hämtning\w*/i] },
    pickupCode: { one: 'hämtkod', many: 'hämtkoder', banned: [/\bupphämtningskod\w*/i] },
    commission: { one: 'provision', many: 'provisioner', banned: [/\bkommission\w*/i] },
    platformFee: {
      one: 'plattformsavgift',
      many: 'plattformsavgifter',
      banned: [/\b(service|tjänste|förmedlings)avgift\w*/i],
    },
    exhibition: { one: 'utställning', many: 'utställningar', banned: [/\bexpo(nering|sition)\w*/i] },
    // The day a payout goes out is a bank's day ("bankdag"), not "vardag". The plural "vardagar"
    // stays free for the support's opening days.
    businessDay: { one: 'bankdag', many: 'bankdagar', banned: [/\bvardag(en|ens)?\b/i] },
    // The action of entering an account (the routes say /login, the menu "Logga ut").
    logIn: { one: 'logga in', many: 'logga in', banned: [/\bsigna (in|ut)\b/i] },
    // The badge of a profile that can receive payouts: "Proffs" on the badge, so in the text too.
    proBadge: { one: 'Proffs', many: 'Proffs', banned: [/\bPro\b/] },
  },
  en: {
    artwork: { one: 'artwork', many: 'artworks', banned: [/\bart ?objects?\b/i] },
    artist: { one: 'artist', many: 'artists', banned: [/\bcreators?\b/i] },
    venue: {
      one: 'venue',
      many: 'venues',
      banned: [/\bbusinesses\b/i, /\bpremises\b/i, /\bplaces\b/i, /\bhost locations?\b/i],
    },
    buyer: { one: 'buyer', many: 'buyers', banned: [/\bcustomers?\b/i, /\bpurchasers?\b/i] },
    pickup: { one: 'pickup', many: 'pickups', banned: [/\bpick-up\b/i, /\bcollection point\b/i] },
    pickupCode: { one: 'pickup code', many: 'pickup codes', banned: [/\bcollection code\b/i] },
    commission: { one: 'commission', many: 'commissions', banned: [/\bvenue cut\b/i, /\bkickback\b/i] },
    platformFee: {
      one: 'platform fee',
      many: 'platform fees',
      banned: [/\bservice fee\b/i, /\bbooking fee\b/i],
    },
    exhibition: { one: 'exhibition', many: 'exhibitions', banned: [/\bexpos?\b/i] },
    businessDay: { one: 'business day', many: 'business days', banned: [/\bworking days?\b/i] },
    // "Log in" / "Log out" (as in /login and "Logout"), a login (the noun); never "sign in".
    logIn: {
      one: 'log in',
      many: 'log in',
      banned: [/\bsign(s|ed|ing)?[- ]?(in|out)\b/i, /\b(please|to|can|cannot) login\b/i],
    },
    proBadge: { one: 'Pro', many: 'Pro', banned: [] },
  },
};

/** Every banned synonym found in `text`, with the term it stands in for. */
export function glossaryViolations(
  language: Language,
  text: string,
): { term: GlossaryTerm; found: string }[] {
  const found: { term: GlossaryTerm; found: string }[] = [];
  for (const term of GLOSSARY_TERMS) {
    for (const pattern of GLOSSARY[language][term].banned) {
      const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
      for (const match of text.matchAll(new RegExp(pattern.source, flags)))
        found.push({ term, found: match[0] });
    }
  }
  return found;
}
