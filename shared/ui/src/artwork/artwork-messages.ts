import type { SizeCategory } from '@konstvagg/rules';
import type { ArtworkStatus, Category, City, Style } from '@konstvagg/contracts';

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
 * the pages around them print, in both languages. Every area whose pages show them spreads these
 * into its own messages; words.ts (useArtworkWords) reads them. A message module holds messages
 * only: in a production build its every string is compiled to an ICU message.
 *
 * - `artwork.sizeRange.*`: the range of the longest side a size category stands for.
 * - `artwork.localPriceLabel`: what a screen reader says for the price in the buyer's currency
 *   ("≈ 5 200 kr" on screen), given the amount as formatPrice writes it.
 * - `artwork.imageAlt`: `{category}` is the category's word in lower case.
 * - `artwork.favoriteLabel`: the venue's favourite toggle on a card (only venues see it) names the artwork.
 */
export const artworkMessages = {
  en: {
    'artwork.category.painting': 'Painting',
    'artwork.category.photography': 'Photography',
    'artwork.style.abstract': 'Abstract',
    'artwork.style.figurative': 'Figurative',
    'artwork.style.landscape': 'Landscape',
    'artwork.style.portrait': 'Portrait',
    'artwork.style.minimalist': 'Minimalist',
    'artwork.style.street_urban': 'Street & urban',
    'artwork.style.surreal': 'Surreal',
    'artwork.style.pop': 'Pop',
    'artwork.style.impressionist': 'Impressionist',
    'artwork.style.expressionist': 'Expressionist',
    'artwork.style.nordic_scandi': 'Nordic',
    'artwork.style.black_and_white': 'Black & white',
    'artwork.status.draft': 'Draft',
    'artwork.status.pending_review': 'In review',
    'artwork.status.available': 'Available',
    'artwork.status.exhibited': 'On display',
    'artwork.status.reserved': 'Reserved',
    'artwork.status.sold': 'Sold',
    'artwork.status.delivered': 'Sold',
    'artwork.status.unavailable': 'Unavailable',
    'artwork.sizeCategory.S': 'Small',
    'artwork.sizeCategory.M': 'Medium',
    'artwork.sizeCategory.L': 'Large',
    'artwork.sizeCategory.XL': 'Extra large',
    'artwork.sizeRange.S': 'up to 40 cm',
    'artwork.sizeRange.M': '41–80 cm',
    'artwork.sizeRange.L': '81–120 cm',
    'artwork.sizeRange.XL': '121 cm and larger',
    'artwork.city.Stockholm': 'Stockholm',
    'artwork.city.Gothenburg': 'Gothenburg',
    'artwork.city.Malmö': 'Malmö',
    'artwork.sold': 'SOLD',
    'artwork.unknownArtist': 'Unknown artist',
    'artwork.unknownVenue': 'Unknown venue',
    'artwork.notOnDisplay': 'Not on display right now',
    'artwork.noImage': 'No image yet',
    'artwork.inclVat': 'incl. VAT',
    'artwork.localPriceLabel': 'about {amount} at today’s exchange rate',
    'artwork.priceLabel': 'Price',
    'artwork.sizeLabel': 'Size',
    'artwork.locationLabel': 'Hangs at',
    'artwork.statusLabel': 'Status',
    'artwork.by': 'by',
    'artwork.imageAlt': '{title}, {category} by {artist}',
    'artwork.gridKeyboardHint':
      'Use the arrow keys to move between artworks, Home and End to jump to the first and last.',
    'artwork.loadingArtworks': 'Loading artworks…',
    'artwork.noArtworksFound': 'No artworks found',
    'artwork.noArtworksFoundHint':
      'No artwork matches these filters. Try fewer filters or a wider price range.',
    'artwork.clearAllFilters': 'Clear all filters',
    'artwork.noArtworksAvailable': 'No artworks available at the moment',
    'artwork.noArtworksAvailableHint': 'New works are added every week. Please come back soon.',
    'artwork.loadErrorTitle': 'The artworks could not be loaded',
    'artwork.loadError': 'Check your connection and try again.',
    'artwork.retry': 'Try again',
    'artwork.favoriteLabel': 'Save “{title}” to favourites',
    'artwork.favoriteButton': 'Save to favourites',
  },
  sv: {
    'artwork.category.painting': 'Måleri',
    'artwork.category.photography': 'Fotografi',
    'artwork.style.abstract': 'Abstrakt',
    'artwork.style.figurative': 'Figurativ',
    'artwork.style.landscape': 'Landskap',
    'artwork.style.portrait': 'Porträtt',
    'artwork.style.minimalist': 'Minimalistisk',
    'artwork.style.street_urban': 'Gatukonst & urbant',
    'artwork.style.surreal': 'Surrealistisk',
    'artwork.style.pop': 'Pop',
    'artwork.style.impressionist': 'Impressionistisk',
    'artwork.style.expressionist': 'Expressionistisk',
    'artwork.style.nordic_scandi': 'Nordisk',
    'artwork.style.black_and_white': 'Svartvitt',
    'artwork.status.draft': 'Utkast',
    'artwork.status.pending_review': 'Granskas',
    'artwork.status.available': 'Tillgänglig',
    'artwork.status.exhibited': 'Visas nu',
    'artwork.status.reserved': 'Reserverad',
    'artwork.status.sold': 'Såld',
    'artwork.status.delivered': 'Såld',
    'artwork.status.unavailable': 'Ej tillgänglig',
    'artwork.sizeCategory.S': 'Liten',
    'artwork.sizeCategory.M': 'Mellan',
    'artwork.sizeCategory.L': 'Stor',
    'artwork.sizeCategory.XL': 'Extra stor',
    'artwork.sizeRange.S': 'upp till 40 cm',
    'artwork.sizeRange.M': '41–80 cm',
    'artwork.sizeRange.L': '81–120 cm',
    'artwork.sizeRange.XL': '121 cm och större',
    'artwork.city.Stockholm': 'Stockholm',
    'artwork.city.Gothenburg': 'Göteborg',
    'artwork.city.Malmö': 'Malmö',
    'artwork.sold': 'SÅLD',
    'artwork.unknownArtist': 'Okänd konstnär',
    'artwork.unknownVenue': 'Okänd lokal',
    'artwork.notOnDisplay': 'Visas inte just nu',
    'artwork.noImage': 'Ingen bild än',
    'artwork.inclVat': 'inkl. moms',
    'artwork.localPriceLabel': 'cirka {amount} enligt dagens växelkurs',
    'artwork.priceLabel': 'Pris',
    'artwork.sizeLabel': 'Storlek',
    'artwork.locationLabel': 'Hänger på',
    'artwork.statusLabel': 'Status',
    'artwork.by': 'av',
    'artwork.imageAlt': '{title}, {category} av {artist}',
    'artwork.gridKeyboardHint':
      'Använd piltangenterna för att flytta mellan konstverken, Home och End för att gå till första och sista.',
    'artwork.loadingArtworks': 'Laddar konstverk…',
    'artwork.noArtworksFound': 'Inga konstverk hittades',
    'artwork.noArtworksFoundHint':
      'Inget konstverk matchar filtren. Prova färre filter eller ett bredare prisintervall.',
    'artwork.clearAllFilters': 'Rensa alla filter',
    'artwork.noArtworksAvailable': 'Inga konstverk tillgängliga just nu',
    'artwork.noArtworksAvailableHint': 'Nya verk läggs till varje vecka. Välkommen tillbaka snart.',
    'artwork.loadErrorTitle': 'Konstverken kunde inte hämtas',
    'artwork.loadError': 'Kontrollera anslutningen och försök igen.',
    'artwork.retry': 'Försök igen',
    'artwork.favoriteLabel': 'Spara ”{title}” bland favoriterna',
    'artwork.favoriteButton': 'Spara som favorit',
  },
} as const satisfies Record<'en' | 'sv', Record<ArtworkMessageKey, string>>;
