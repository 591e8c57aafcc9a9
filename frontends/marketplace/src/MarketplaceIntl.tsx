import { use, useDeferredValue, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { onIntlError, useLanguage } from '@konstvagg/ui';
import { loadMessages, type MessageTable } from './messages/index.ts';

/**
 * The marketplace's IntlProvider, nested inside the shell's, in the language the shell chose.
 * Like the kit's RemoteIntl, but it loads only the current language's messages. On a language
 * switch the page keeps showing the old language until the new table has arrived (no flash of a
 * spinner), thanks to the deferred value. `tables`: the page's tables beside the core one (the
 * home page's, buying's: messages/index.ts).
 */
export function MarketplaceIntl({
  children,
  tables = [],
}: {
  children: ReactNode;
  tables?: readonly MessageTable[];
}) {
  const { language } = useLanguage();
  const shown = useDeferredValue(language);
  const messages = use(loadMessages(shown, tables));
  return (
    <IntlProvider locale={shown} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
