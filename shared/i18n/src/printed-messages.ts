import type { Language } from './language.ts';

/**
 * The words the server draws into files it makes, by key, in both languages: the printable label
 * beside a work (services/catalog label-pdf.ts, a PDF) and the share image (services/media
 * og-image.ts, a PNG). The pickup window arrives as `{pickupDays}` from the business constants.
 */
export const printedMessages = {
  en: {
    'label.document_title': '{title}: Konstvägg',
    'label.by': 'by {artist}',
    'label.incl_vat': 'incl. VAT',
    'label.scan': 'Scan to buy',
    'label.collect':
      'Pay in a minute, collect it here within {pickupDays, plural, one {#\u00a0day} other {#\u00a0days}}.',
    'label.arrival': 'Arrival code for the venue:',
    'og_image.by': 'by {artist}',
    'og_image.incl_vat': 'incl. VAT',
    'og_image.hangs_at': 'On the wall at {venue}, {city}',
    'og_image.no_image': 'No image yet',
    'og_image.sold': 'SOLD',
  },
  sv: {
    'label.document_title': '{title}: Konstvägg',
    'label.by': 'av {artist}',
    'label.incl_vat': 'inkl. moms',
    'label.scan': 'Skanna för att köpa',
    'label.collect':
      'Betala på en minut, hämta här inom {pickupDays, plural, one {#\u00a0dag} other {#\u00a0dagar}}.',
    'label.arrival': 'Ankomstkod för lokalen:',
    'og_image.by': 'av {artist}',
    'og_image.incl_vat': 'inkl. moms',
    'og_image.hangs_at': 'Hänger hos {venue}, {city}',
    'og_image.no_image': 'Ingen bild än',
    'og_image.sold': 'SÅLD',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PrintedMessageKey = keyof (typeof printedMessages)['en'];
