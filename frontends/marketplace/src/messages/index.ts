import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { languageOf } from '@konstvagg/ui/artwork';
import { MESSAGE_NUMBERS } from '@konstvagg/contracts/vocabulary';
import type { Language } from '@konstvagg/i18n';
import type { MessageId } from './en.ts';

export type { MessageId };
export type Messages = Partial<Record<MessageId, string>>;

/**
 * Each language's table is its own chunk: a visit downloads only the language it shows. The home
 * page's messages (and its parts': the demo walkthrough, the subscribe and contact forms) are a
 * chunk of their own too, which only the pages that show them load (`withHome`, pages.tsx): about
 * 3 KB gzip less on every other first visit, the QR landing page's among them.
 * The promise is kept so React's `use()` sees the same one on every render.
 */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  sv: () => import('./sv.ts').then((m) => m.sv),
};
const homeLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./home/en.ts').then((m) => m.en),
  sv: () => import('./home/sv.ts').then((m) => m.sv),
};
const loaded = new Map<string, Promise<Messages>>();

function once(key: string, load: () => Promise<Messages>): Promise<Messages> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      loaded.delete(key); // let the next render try again
      throw error;
    });
    loaded.set(key, promise);
  }
  return promise;
}

/** A language's messages; with the home page's too when `withHome`. */
export function loadMessages(lang: Language, withHome = false): Promise<Messages> {
  const core = once(lang, loaders[lang]);
  if (!withHome) return core;
  const home = once(`home:${lang}`, homeLoaders[lang]);
  return once(`core+home:${lang}`, () => Promise.all([core, home]).then(([c, h]) => ({ ...c, ...h })));
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
