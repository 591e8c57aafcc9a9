import { useCallback } from 'react';
import { authMessage } from '@konstvagg/i18n';
import { useLanguage } from '@konstvagg/ui';
import type { AuthT } from './errors.ts';

/** The account texts of spec §5/§8 (shared/i18n authMessages) in the current language. */
export function useAuthT(): AuthT {
  const { language } = useLanguage();
  return useCallback((key, values) => authMessage(language, key, values), [language]);
}
