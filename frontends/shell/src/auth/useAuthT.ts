import { useCallback } from 'react';
import { authMessage } from '@konstvagg/i18n';
import { useLanguage } from '@konstvagg/ui';
import type { AuthT } from './errors.ts';

/** The account texts (shared/i18n authMessages: validation, errors and toasts) in the current language. */
export function useAuthT(): AuthT {
  const { language } = useLanguage();
  return useCallback((key, values) => authMessage(language, key, values), [language]);
}
