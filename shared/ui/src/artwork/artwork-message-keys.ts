import type { SizeCategory } from '@konstvagg/rules';
import type { ArtworkStatus, Category, City, Style } from '@konstvagg/contracts';
import { artworkMessagesEn } from './artwork-en-messages.ts';
import { artworkMessagesSv } from './artwork-sv-messages.ts';

/** The words of the shared artwork components that take no value. */
type ArtworkWordName =
  | 'sold'
  | 'unknownArtist'
  | 'unknownVenue'
  | 'notOnDisplay'
  | 'noImage'
  | 'inclVat'
  | 'priceLabel'
  | 'sizeLabel'
  | 'locationLabel'
  | 'statusLabel'
  | 'by'
  | 'gridKeyboardHint'
  | 'loadingArtworks'
  | 'noArtworksFound'
  | 'noArtworksFoundHint'
  | 'clearAllFilters'
  | 'noArtworksAvailable'
  | 'noArtworksAvailableHint'
  | 'loadErrorTitle'
  | 'loadError'
  | 'retry'
  | 'favoriteButton';

/** The messages that take values: `{amount}`, `{title}`, `{category}`, `{artist}`. */
export type ArtworkMessageWithValues =
  'artwork.localPriceLabel' | 'artwork.imageAlt' | 'artwork.favoriteLabel';

export type ArtworkMessageKey =
  | `artwork.category.${Category}`
  | `artwork.style.${Style}`
  | `artwork.status.${ArtworkStatus}`
  | `artwork.sizeCategory.${SizeCategory}`
  | `artwork.sizeRange.${SizeCategory}`
  | `artwork.city.${City}`
  | `artwork.${ArtworkWordName}`
  | ArtworkMessageWithValues;

/**
 * The words the shared artwork components (cards, grid, prices, the venue's favourite toggle) and
 * the pages around them print: artwork-en-messages.ts and artwork-sv-messages.ts, one module a
 * language, so a page's bundle carries its own language only. Every area whose pages show them spreads these
 * into its own messages; words.ts (useArtworkWords) reads them. A message module holds messages
 * only: in a production build its every string is compiled to an ICU message.
 *
 * - `artwork.sizeRange.*`: the range of the longest side a size category stands for.
 * - `artwork.localPriceLabel`: what a screen reader says for the price in the buyer's currency
 *   ("≈ 5 200 kr" on screen), given the amount as formatPrice writes it.
 * - `artwork.imageAlt`: `{category}` is the category's word in lower case.
 * - `artwork.favoriteLabel`: the venue's favourite toggle on a card (only venues see it) names the artwork.
 */
export const artworkMessages = { en: artworkMessagesEn, sv: artworkMessagesSv };
