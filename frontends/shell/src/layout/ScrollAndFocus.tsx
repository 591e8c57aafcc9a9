import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyLanguageToDocument, useLanguage } from '@konstvagg/ui';

/**
 * On a new page: scroll to the top, move focus to the main area so screen readers start there, and
 * point the head's hreflang alternates at this page.
 */
export function ScrollAndFocus() {
  const { pathname, search } = useLocation();
  const { language } = useLanguage();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  useEffect(() => applyLanguageToDocument(language), [pathname, search, language]);
  return null;
}
