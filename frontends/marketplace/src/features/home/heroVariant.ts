/** The three alternative hero headlines, A, B and C. */
export const HERO_VARIANTS = ['A', 'B', 'C'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** localStorage key of the visitor's headline, so a returning visitor sees the same one. */
export const HERO_VARIANT_KEY = 'konstvagg.heroVariant';

/**
 * The cookie with the same choice. The server-rendered home page (one file per language and
 * headline, docs/decisions.md "Server-rendered home page") is picked by it at the edge, which cannot
 * read localStorage.
 */
const HERO_VARIANT_COOKIE = 'hero';

/**
 * Where the server puts the headline its HTML shows, in the query cache it hands the browser: the
 * first render in the browser must show the same one (hydration), whatever this browser stored.
 */
export const HERO_VARIANT_QUERY_KEY = ['home', 'heroVariant'] as const;

const isHeroVariant = (value: unknown): value is HeroVariant =>
  typeof value === 'string' && (HERO_VARIANTS as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** `?hero=A|B|C` (any case): a headline forced for this view (tests, screenshots, review). */
export function forcedHeroVariant(search: string): HeroVariant | null {
  const forced = new URLSearchParams(search).get('hero')?.toUpperCase();
  return isHeroVariant(forced) ? forced : null;
}

/**
 * The headline for this visit: `?hero=A|B|C` forces one without storing it; otherwise the one the
 * server rendered (`server`), otherwise the visitor's stored choice; otherwise a random one.
 * Whatever is shown (unless forced) is remembered: see rememberHeroVariant.
 */
export function pickHeroVariant(
  search: string,
  store: Pick<Storage, 'getItem' | 'setItem'> | null = storage(),
  random: () => number = Math.random,
  server: unknown = null,
): HeroVariant {
  const forced = forcedHeroVariant(search);
  if (forced) return forced;
  if (isHeroVariant(server)) return server;
  let stored: string | null = null;
  try {
    stored = store?.getItem(HERO_VARIANT_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isHeroVariant(stored)) return stored;
  const picked =
    HERO_VARIANTS[Math.min(HERO_VARIANTS.length - 1, Math.floor(random() * HERO_VARIANTS.length))]!;
  rememberHeroVariant(picked, store, null);
  return picked;
}

/** A year: the headline a visitor saw stays theirs, so a returning visitor sees the same one. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Keeps the visitor's headline for next time: in localStorage (the browser's own pick) and in the
 * `hero` cookie (the edge's pick of the server-rendered page).
 */
export function rememberHeroVariant(
  variant: HeroVariant,
  store: Pick<Storage, 'setItem'> | null = storage(),
  doc: Pick<Document, 'cookie'> | null = typeof document === 'undefined' ? null : document,
): void {
  try {
    store?.setItem(HERO_VARIANT_KEY, variant);
  } catch {
    // Private mode: a new pick next visit is fine.
  }
  if (doc) doc.cookie = `${HERO_VARIANT_COOKIE}=${variant}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}
