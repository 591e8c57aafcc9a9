import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@konstvagg/i18n';
import { useLanguage } from './LanguageProvider.tsx';

export type Messages = Record<string, string>;

/**
 * Nests an IntlProvider with a remote's own messages in the language the shell chose. A missing
 * key falls back to English, then to the key itself with a warning.
 */
export function RemoteIntl({
  messages,
  children,
}: {
  messages: Record<Language, Messages>;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  const table = language === 'en' ? messages.en : { ...messages.en, ...messages[language] };
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={table} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

export function onIntlError(error: { code?: string; message: string }): void {
  // A missing Swedish key is already covered by the English fallback above; anything else is a bug.
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else if (import.meta.env?.DEV) console.error(error);
  else console.warn(error.message);
}
