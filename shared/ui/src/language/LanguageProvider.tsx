import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, detectLanguage, isLanguage, type Language } from '@konstvagg/i18n';
import { globalContext } from '../global-context.ts';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** Without a provider (a unit test, a page rendered alone) the language is detected but cannot change. */
const LanguageContext = globalContext<LanguageState | null>('language', null);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The stored choice if valid, otherwise the browser language. A `?lang=sv|en` in the
 * address (what the hreflang alternates point at) wins over both, so a shared Swedish link opens
 * in Swedish.
 */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  return detectLanguage(readStored(), typeof navigator === 'undefined' ? 'en' : navigator.language);
}

/**
 * The language also lives in a cookie of the same name, which is what a server-rendered page (the
 * QR landing page, docs/decisions.md "Server-rendered QR landing page") can read: it renders the
 * language the browser will hydrate in. A year, the whole site, never sent cross-site.
 */
function writeLanguageCookie(language: Language): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // no document (a test without a DOM): nothing to mirror
  }
}

/** The address of this page in another language: the same path with `?lang=`. */
export function alternateHref(
  language: Language | 'x-default',
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  const params = new URLSearchParams(location.search);
  params.delete('lang');
  if (language !== 'x-default') params.set('lang', language);
  const query = params.toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/** A change sets the page language and rewrites the alternate-language links in the head. */
export function applyLanguageToDocument(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  const loc = doc.defaultView?.location ?? window.location;
  for (const hreflang of [...LANGUAGES, 'x-default'] as const) {
    let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      doc.head.appendChild(link);
    }
    link.href = alternateHref(hreflang, loc);
  }
}

export function LanguageProvider({
  children,
  initial,
  serverLanguage,
}: {
  children: ReactNode;
  initial?: Language;
  /** Hydrating server HTML: the language it was rendered in, which the first render must match. */
  serverLanguage?: Language;
}) {
  const [language, setState] = useState<Language>(() => serverLanguage ?? initial ?? initialLanguage());

  const setLanguage = useCallback((next: Language) => {
    if (!isLanguage(next)) return; // only sv and en; other values are ignored
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
    setState(next);
  }, []);

  useEffect(() => {
    applyLanguageToDocument(language);
    writeLanguageCookie(language);
  }, [language]);

  // Hydrating server HTML, the first render used the server's language; if this browser's own
  // choice differs (stored before the cookie existed), switch to it once hydrated.
  useEffect(() => {
    if (!serverLanguage) return;
    const own = initialLanguage();
    // A transition: an urgent update would make React drop the parts still hydrating and render them again.
    if (own !== serverLanguage) startTransition(() => setState(own));
  }, [serverLanguage]);

  // Another tab changed the language: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue)) setState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current interface language and a setter; remotes read the language the shell chose. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  return state ?? { language: initialLanguage(), setLanguage: () => {} };
}
