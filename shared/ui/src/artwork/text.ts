import { useIntl } from 'react-intl';
import type { SizeCategory } from '@konstvagg/rules';
import type { ArtworkStatus, Category, City, Style } from '@konstvagg/contracts';
import type { Language } from '@konstvagg/i18n';

/**
 * The words the shared artwork components print, in both languages.
 *
 * These components are reused by several remotes (marketplace, venue), each with its own message
 * catalogue, so they carry their own texts instead of relying on keys every remote must copy.
 * They follow the language of the nearest IntlProvider (the remote's RemoteIntl).
 */
export interface ArtworkText {
  category: Record<Category, string>;
  style: Record<Style, string>;
  status: Record<ArtworkStatus, string>;
  sizeCategory: Record<SizeCategory, string>;
  /** The range of the longest side a size category stands for, e.g. "41–80 cm" for M. */
  sizeRange: Record<SizeCategory, string>;
  city: Record<City, string>;
  sold: string;
  unknownArtist: string;
  unknownVenue: string;
  notOnDisplay: string;
  noImage: string;
  inclVat: string;
  /**
   * What a screen reader says for the price in the buyer's currency ("≈ 5 200 kr" on screen),
   * given the amount as formatPrice writes it.
   */
  localPriceLabel: (amount: string) => string;
  priceLabel: string;
  sizeLabel: string;
  locationLabel: string;
  statusLabel: string;
  by: string;
  imageAlt: (title: string, category: string, artist: string) => string;
  gridKeyboardHint: string;
  loadingArtworks: string;
  noArtworksFound: string;
  noArtworksFoundHint: string;
  clearAllFilters: string;
  noArtworksAvailable: string;
  noArtworksAvailableHint: string;
  loadErrorTitle: string;
  loadError: string;
  retry: string;
  /** The venue's favourite toggle (only venues see it); the label names the artwork. */
  favoriteLabel: (title: string) => string;
  favoriteButton: string;
}

const en: ArtworkText = {
  category: { painting: 'Painting', photography: 'Photography' },
  style: {
    abstract: 'Abstract',
    figurative: 'Figurative',
    landscape: 'Landscape',
    portrait: 'Portrait',
    minimalist: 'Minimalist',
    street_urban: 'Street & urban',
    surreal: 'Surreal',
    pop: 'Pop',
    impressionist: 'Impressionist',
    expressionist: 'Expressionist',
    nordic_scandi: 'Nordic',
    black_and_white: 'Black & white',
  },
  status: {
    draft: 'Draft',
    pending_review: 'In review',
    available: 'Available',
    exhibited: 'On display',
    reserved: 'Reserved',
    sold: 'Sold',
    delivered: 'Sold',
    unavailable: 'Unavailable',
  },
  sizeCategory: { S: 'Small', M: 'Medium', L: 'Large', XL: 'Extra large' },
  sizeRange: { S: 'up to 40 cm', M: '41–80 cm', L: '81–120 cm', XL: '121 cm and larger' },
  city: { Stockholm: 'Stockholm', Gothenburg: 'Gothenburg', Malmö: 'Malmö' },
  sold: 'SOLD',
  unknownArtist: 'Unknown artist',
  unknownVenue: 'Unknown venue',
  notOnDisplay: 'Not on display right now',
  noImage: 'No image yet',
  inclVat: 'incl. VAT',
  localPriceLabel: (amount) => `about ${amount} at today’s exchange rate`,
  priceLabel: 'Price',
  sizeLabel: 'Size',
  locationLabel: 'Hangs at',
  statusLabel: 'Status',
  by: 'by',
  imageAlt: (title, category, artist) => `${title}, ${category.toLowerCase()} by ${artist}`,
  gridKeyboardHint:
    'Use the arrow keys to move between artworks, Home and End to jump to the first and last.',
  loadingArtworks: 'Loading artworks…',
  noArtworksFound: 'No artworks found',
  noArtworksFoundHint: 'No artwork matches these filters. Try fewer filters or a wider price range.',
  clearAllFilters: 'Clear all filters',
  noArtworksAvailable: 'No artworks available at the moment',
  noArtworksAvailableHint: 'New works are added every week. Please come back soon.',
  loadErrorTitle: 'The artworks could not be loaded',
  loadError: 'Check your connection and try again.',
  retry: 'Try again',
  favoriteLabel: (title) => `Save “${title}” to favourites`,
  favoriteButton: 'Save to favourites',
};

const sv: ArtworkText = {
  category: { painting: 'Måleri', photography: 'Fotografi' },
  style: {
    abstract: 'Abstrakt',
    figurative: 'Figurativ',
    landscape: 'Landskap',
    portrait: 'Porträtt',
    minimalist: 'Minimalistisk',
    street_urban: 'Gatukonst & urbant',
    surreal: 'Surrealistisk',
    pop: 'Pop',
    impressionist: 'Impressionistisk',
    expressionist: 'Expressionistisk',
    nordic_scandi: 'Nordisk',
    black_and_white: 'Svartvitt',
  },
  status: {
    draft: 'Utkast',
    pending_review: 'Granskas',
    available: 'Tillgänglig',
    exhibited: 'Visas nu',
    reserved: 'Reserverad',
    sold: 'Såld',
    delivered: 'Såld',
    unavailable: 'Ej tillgänglig',
  },
  sizeCategory: { S: 'Liten', M: 'Mellan', L: 'Stor', XL: 'Extra stor' },
  sizeRange: { S: 'upp till 40 cm', M: '41–80 cm', L: '81–120 cm', XL: '121 cm och större' },
  city: { Stockholm: 'Stockholm', Gothenburg: 'Göteborg', Malmö: 'Malmö' },
  sold: 'SÅLD',
  unknownArtist: 'Okänd konstnär',
  unknownVenue: 'Okänd lokal',
  notOnDisplay: 'Visas inte just nu',
  noImage: 'Ingen bild än',
  inclVat: 'inkl. moms',
  localPriceLabel: (amount) => `cirka ${amount} enligt dagens växelkurs`,
  priceLabel: 'Pris',
  sizeLabel: 'Storlek',
  locationLabel: 'Hänger på',
  statusLabel: 'Status',
  by: 'av',
  imageAlt: (title, category, artist) => `${title}, ${category.toLowerCase()} av ${artist}`,
  gridKeyboardHint:
    'Använd piltangenterna för att flytta mellan konstverken, Home och End för att gå till första och sista.',
  loadingArtworks: 'Laddar konstverk…',
  noArtworksFound: 'Inga konstverk hittades',
  noArtworksFoundHint: 'Inget konstverk matchar filtren. Prova färre filter eller ett bredare prisintervall.',
  clearAllFilters: 'Rensa alla filter',
  noArtworksAvailable: 'Inga konstverk tillgängliga just nu',
  noArtworksAvailableHint: 'Nya verk läggs till varje vecka. Välkommen tillbaka snart.',
  loadErrorTitle: 'Konstverken kunde inte hämtas',
  loadError: 'Kontrollera anslutningen och försök igen.',
  retry: 'Försök igen',
  favoriteLabel: (title) => `Spara ”${title}” bland favoriterna`,
  favoriteButton: 'Spara som favorit',
};

export const artworkText: Record<Language, ArtworkText> = { en, sv };

export function languageOf(locale: string): Language {
  return locale.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

/** The texts and language for the nearest IntlProvider's locale. */
export function useArtworkText(): { text: ArtworkText; lang: Language } {
  const lang = languageOf(useIntl().locale);
  return { text: artworkText[lang], lang };
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
export function cityName(city: string, text: ArtworkText): string {
  const known = CITY_SPELLINGS[city.trim().toLowerCase()];
  return known ? text.city[known] : city;
}
