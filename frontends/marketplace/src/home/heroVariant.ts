/** The three hero headlines (spec §2: alternatives A, B and C). */
export const HERO_VARIANTS = ['A', 'B', 'C'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** localStorage key of the visitor's headline, so a returning visitor sees the same one. */
export const HERO_VARIANT_KEY = 'konstvagg.heroVariant';

const isVariant = (value: unknown): value is HeroVariant =>
  typeof value === 'string' && (HERO_VARIANTS as readonly string[]).includes(value);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The headline for this visit: `?hero=A|B|C` forces one (tests, screenshots, review) without
 * storing it; otherwise the visitor's stored choice; otherwise a random one, stored for next time.
 */
export function pickHeroVariant(
  search: string,
  store: Pick<Storage, 'getItem' | 'setItem'> | null = storage(),
  random: () => number = Math.random,
): HeroVariant {
  const forced = new URLSearchParams(search).get('hero')?.toUpperCase();
  if (isVariant(forced)) return forced;
  let stored: string | null = null;
  try {
    stored = store?.getItem(HERO_VARIANT_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isVariant(stored)) return stored;
  const picked =
    HERO_VARIANTS[Math.min(HERO_VARIANTS.length - 1, Math.floor(random() * HERO_VARIANTS.length))]!;
  try {
    store?.setItem(HERO_VARIANT_KEY, picked);
  } catch {
    // Private mode: a new pick next visit is fine.
  }
  return picked;
}
