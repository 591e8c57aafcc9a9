import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { languageOf } from '@konstvagg/ui/artwork';
import { formatDigits, MESSAGE_NUMBERS } from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';
import type { MessageId } from './en.ts';

export type { MessageId };
export type Messages = Partial<Record<MessageId, string>>;

/**
 * Each language's table is its own chunk: a visit downloads only the language it shows. Besides
 * the core table, which every page loads, three tables are chunks of their own that only the pages
 * showing them load (`tables`, pages.tsx), so the pages people land on from a QR code, a link or
 * a search do not download them:
 * - `home`: the home page's messages and its parts' (the demo walkthrough, the subscribe and
 *   contact forms), for the home and info pages; about 3 KB gzip;
 * - `buying`: checkout, the order page and the buyer's purchases; about 2 KB gzip;
 * - `info`: the information pages' texts (/about, /terms …), for the info pages only.
 * The promises are kept so React's `use()` sees the same one on every render.
 */
export type MessageTable = 'home' | 'buying' | 'info';

const loaders: Record<'core' | MessageTable, Record<Language, () => Promise<Messages>>> = {
  core: {
    en: () => import('./en.ts').then((m) => m.en),
    sv: () => import('./sv.ts').then((m) => m.sv),
  },
  home: {
    en: () => import('./home/en.ts').then((m) => m.en),
    sv: () => import('./home/sv.ts').then((m) => m.sv),
  },
  buying: {
    en: () => import('./buying/en.ts').then((m) => m.en),
    sv: () => import('./buying/sv.ts').then((m) => m.sv),
  },
  info: {
    en: () => import('./info/en.ts').then((m) => m.en),
    sv: () => import('./info/sv.ts').then((m) => m.sv),
  },
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

/** A language's messages: the core table's, with those of `tables` too. */
export function loadMessages(lang: Language, tables: readonly MessageTable[] = []): Promise<Messages> {
  const core = once(`core:${lang}`, loaders.core[lang]);
  if (tables.length === 0) return core;
  const names = [...new Set(tables)].sort();
  return once(`${['core', ...names].join('+')}:${lang}`, () =>
    Promise.all([core, ...names.map((name) => once(`${name}:${lang}`, loaders[name][lang]))]).then(
      (parts) => Object.assign({}, ...parts) as Messages,
    ),
  );
}

type Values = Record<string, string | number>;

/**
 * `t('browse.title')`: a typed message lookup in the language of the remote's IntlProvider. Every
 * message may state a business number by its vocabulary name (`{pickupDays}`, `{minPrice}`): the
 * values come from MESSAGE_NUMBERS, so no message restates one as a literal.
 *
 * A numeric `count` also comes written out as `{countText}` ("1 234" / "1,234"), which the plural
 * messages show in place of ICU's `#`: `#` makes react-intl create an Intl.NumberFormat, and a
 * page's first one costs the browser 15-50 ms of loading number data while the artworks list and an
 * artwork's page hydrate (formatDigits, @konstvagg/rules' format.ts, writes the same characters).
 */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Values) => {
      const count = values?.count;
      const countText =
        typeof count === 'number' && Number.isSafeInteger(count) && count >= 0
          ? formatDigits(count, languageOf(intl.locale), 0)
          : count;
      return intl.formatMessage(
        { id },
        { ...MESSAGE_NUMBERS, ...values, ...(countText === undefined ? {} : { countText }) },
      );
    },
    [intl],
  );
}

/** The interface language the shell chose (sv or en), read from the nearest IntlProvider. */
export function useLang(): Language {
  return languageOf(useIntl().locale);
}
