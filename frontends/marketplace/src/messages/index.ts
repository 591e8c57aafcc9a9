import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { languageOf } from '@konstvagg/ui/artwork';
import { MESSAGE_NUMBERS } from '@konstvagg/contracts/vocabulary';
import type { Language } from '@konstvagg/i18n';
import type { MessageId } from './en.ts';

export type { MessageId };
export type Messages = Record<MessageId, string>;

/**
 * Each language's table is its own chunk: a visit downloads only the language it shows.
 * The promise is kept so React's `use()` sees the same one on every render.
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  sv: () => import('./sv.ts').then((m) => m.sv),
};
const loaded = new Map<Language, Promise<Messages>>();

export function loadMessages(lang: Language): Promise<Messages> {
  let promise = loaded.get(lang);
  if (!promise) {
    promise = loaders[lang]().catch((error: unknown) => {
      loaded.delete(lang); // let the next render try again
      throw error;
    });
    loaded.set(lang, promise);
  }
  return promise;
}

type Values = Record<string, string | number>;

/**
 * `t('browse.title')`: a typed message lookup in the language of the remote's IntlProvider. Every
 * message may state a business number by its vocabulary name (`{pickupDays}`, `{minPrice}`): the
 * values come from MESSAGE_NUMBERS, so no message restates one as a literal.
 */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) => intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...values }),
    [intl],
  );
}

/** The interface language the shell chose (sv or en), read from the nearest IntlProvider. */
export function useLang(): Language {
  return languageOf(useIntl().locale);
}
