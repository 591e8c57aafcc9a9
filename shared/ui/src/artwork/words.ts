import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SIZE_CATEGORIES, type SizeCategory } from '@konstvagg/rules';
import {
  ARTWORK_STATUSES,
  CATEGORIES,
  CITIES,
  isOneOf,
  STYLES,
  type ArtworkStatus,
  type Category,
  type City,
  type Style,
} from '@konstvagg/contracts/vocabulary';
import type { Language } from '@konstvagg/i18n';
// Types only: the messages reach a page through its area's message tables, in its language alone.
import type { ArtworkMessageKey, ArtworkMessageWithValues } from './artwork-message-keys.ts';

/** A key of artwork-message-keys.ts whose message takes no value. */
export type ArtworkWordKey = Exclude<ArtworkMessageKey, ArtworkMessageWithValues>;

/**
 * The shared artwork words (artwork-message-keys.ts) in the language of the nearest IntlProvider, whose
 * messages must include them. A value the vocabulary does not know (a category, style, status, size
 * or city added to the API after this build) is shown as the API wrote it.
 */
export interface ArtworkWords {
  lang: Language;
  word: (key: ArtworkWordKey) => string;
  category: (category: Category) => string;
  style: (style: Style) => string;
  status: (status: ArtworkStatus) => string;
  sizeCategory: (size: SizeCategory) => string;
  /** The range of the longest side a size category stands for, e.g. "41–80 cm" for M. */
  sizeRange: (size: SizeCategory) => string;
  city: (city: City) => string;
  /** What a screen reader says for the price in the buyer's currency, given the amount as formatPrice writes it. */
  localPriceLabel: (amount: string) => string;
  /** An artwork picture's text alternative; `category` is the category's word, said in lower case. */
  imageAlt: (title: string, category: string, artist: string) => string;
  /** The venue's favourite toggle on a card: its label names the artwork. */
  favoriteLabel: (title: string) => string;
}

export function languageOf(locale: string): Language {
  return locale.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

/** The words for an IntlShape (useArtworkWords in components; createIntl in tests). */
export function artworkWords(intl: IntlShape): ArtworkWords {
  const say = (id: ArtworkMessageKey, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const known =
    <T extends string>(values: readonly T[], prefix: string) =>
    (value: T) =>
      isOneOf(values, value) ? say(`${prefix}.${value}` as ArtworkMessageKey) : value;
  return {
    lang: languageOf(intl.locale),
    word: (key) => say(key),
    category: known(CATEGORIES, 'artwork.category'),
    style: known(STYLES, 'artwork.style'),
    status: known(ARTWORK_STATUSES, 'artwork.status'),
    sizeCategory: known(SIZE_CATEGORIES, 'artwork.sizeCategory'),
    sizeRange: known(SIZE_CATEGORIES, 'artwork.sizeRange'),
    city: known(CITIES, 'artwork.city'),
    localPriceLabel: (amount) => say('artwork.localPriceLabel', { amount }),
    imageAlt: (title, category, artist) =>
      say('artwork.imageAlt', { title, category: category.toLowerCase(), artist }),
    favoriteLabel: (title) => say('artwork.favoriteLabel', { title }),
  };
}

/** The shared artwork words and the language of the nearest IntlProvider. */
export function useArtworkWords(): ArtworkWords {
  const intl = useIntl();
  return useMemo(() => artworkWords(intl), [intl]);
}

/** How people write the cities the platform serves (a profile's free-text city), by the API's name. */
const CITY_SPELLINGS: Record<string, City> = {
  stockholm: 'Stockholm',
  gothenburg: 'Gothenburg',
  göteborg: 'Gothenburg',
  goteborg: 'Gothenburg',
  malmö: 'Malmö',
  malmo: 'Malmö',
};

/**
 * A city in the reader's language, however it was written ("Gothenburg" or "Göteborg": Göteborg in
 * Swedish, Gothenburg in English; Malmö in both); other names as they are.
 */
export function cityName(city: string, words: Pick<ArtworkWords, 'city'>): string {
  const known = CITY_SPELLINGS[city.trim().toLowerCase()];
  return known ? words.city(known) : city;
}
