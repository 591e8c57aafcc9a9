import { LANGUAGES, isOneOf, type Language } from '@konstvagg/contracts/vocabulary';

export { LANGUAGES, type Language };
/** The choice is stored in the browser (localStorage) under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

/** The stored choice if valid, else the browser language (sv if it starts with 'sv'), else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

/** Picks sv or en from an Accept-Language header by the order and q-values the client gave; default en. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    if (r.tag.startsWith('sv')) return 'sv';
    if (r.tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
