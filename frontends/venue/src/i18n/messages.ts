import type { Language } from '@konstvagg/i18n';

/** The venue area's messages. Same keys in sv and en (messages.test.ts checks). */
const en = {
  'dashboard.title': 'Dashboard',
  'dashboard.description': 'The art on your walls, open requests and the commission you have earned.',
  'dashboard.empty.title': 'Your venue overview is being built',
  'dashboard.empty.text':
    'Soon this page shows the art on your walls, open requests, pickups due and the commission you have earned. Displaying art costs you nothing.',
  'browse.title': 'Browse artworks',
  'browse.description':
    'Find paintings and photography to request for your venue, filtered by style, size and city.',
  'browse.empty.title': 'Requesting artworks opens soon',
  'browse.empty.text': 'Until then, look through everything that is available in the public catalogue.',
  'favorites.title': 'Favorites',
  'favorites.description': 'Artworks you have saved for later, with your notes.',
  'favorites.empty.title': 'Your saved artworks open here soon',
  'favorites.empty.text':
    'The hearts you tap while browsing are saved already; listing them here, with your notes, is being built.',
  'exhibitions.title': 'Exhibitions',
  'exhibitions.description': 'Requests, deliveries, artworks on display and pickups by buyers.',
  'exhibitions.empty.title': 'Exhibitions open soon',
  'exhibitions.empty.text':
    'Requests, incoming shipments and the works on your walls will be followed here, with the QR scanner for arrivals and pickups. This part is being built.',
  'settings.title': 'Settings',
  'settings.description': 'Your venue profile, opening hours, photos and payout details.',
  'settings.empty.title': 'Settings open soon',
  'settings.empty.text': 'Editing your venue profile and opening hours is being built.',
  'payments.title': 'Commission payouts',
  'payments.description':
    'Verify your business once with our payment provider to receive your commission automatically.',
  'payments.empty.title': 'Payout setup opens soon',
  'payments.empty.text': 'Connecting a payout account from this page is being built.',
  'payments.complete.title': 'Thanks, we are checking your details',
  'payments.refresh.title': 'That link has expired',
  'payments.refresh.text':
    'Setup links are valid for a short time. Start again from this page to get a new one.',
  'action.browse': 'Browse artworks',
  'action.catalogue': 'Open the catalogue',
  // The area's sidebar labels (src/routes.ts).
  'sidebar.dashboard': 'Dashboard',
  'sidebar.browse': 'Browse artworks',
  'sidebar.favorites': 'Favorites',
  'sidebar.exhibitions': 'Exhibitions',
  'sidebar.settings': 'Settings',
} as const;

export type VenueMessageKey = keyof typeof en;

const sv: Record<VenueMessageKey, string> = {
  'dashboard.title': 'Översikt',
  'dashboard.description': 'Konsten på era väggar, öppna förfrågningar och provisionen ni har tjänat.',
  'dashboard.empty.title': 'Översikten över er lokal byggs',
  'dashboard.empty.text':
    'Snart visar sidan konsten på era väggar, öppna förfrågningar, hämtningar och den provision ni tjänat. Det kostar ingenting att visa konst.',
  'browse.title': 'Utforska konstverk',
  'browse.description':
    'Hitta måleri och fotografi att visa i er lokal, filtrerat på stil, storlek och stad.',
  'browse.empty.title': 'Förfrågningar öppnar snart',
  'browse.empty.text': 'Till dess kan ni titta på allt som finns tillgängligt i den öppna katalogen.',
  'favorites.title': 'Favoriter',
  'favorites.description': 'Konstverk ni har sparat till senare, med era anteckningar.',
  'favorites.empty.title': 'Era sparade konstverk visas här snart',
  'favorites.empty.text':
    'Hjärtan ni trycker på när ni utforskar sparas redan; att lista dem här, med era anteckningar, håller på att byggas.',
  'exhibitions.title': 'Utställningar',
  'exhibitions.description': 'Förfrågningar, leveranser, verk som visas och hämtningar av köpare.',
  'exhibitions.empty.title': 'Utställningar öppnar snart',
  'exhibitions.empty.text':
    'Förfrågningar, inkommande leveranser och verken på era väggar följer ni här, med QR-skannern för ankomst och hämtning. Den här delen håller på att byggas.',
  'settings.title': 'Inställningar',
  'settings.description': 'Er lokalprofil, öppettider, bilder och uppgifter för utbetalning.',
  'settings.empty.title': 'Inställningarna öppnar snart',
  'settings.empty.text': 'Att redigera lokalprofil och öppettider håller på att byggas.',
  'payments.title': 'Utbetalning av provision',
  'payments.description':
    'Verifiera ert företag en gång hos vår betalleverantör för att få provisionen utbetald automatiskt.',
  'payments.empty.title': 'Utbetalningskontot öppnar snart',
  'payments.empty.text': 'Att koppla ett utbetalningskonto från den här sidan håller på att byggas.',
  'payments.complete.title': 'Tack, vi kontrollerar era uppgifter',
  'payments.refresh.title': 'Länken har gått ut',
  'payments.refresh.text': 'Länkarna gäller en kort stund. Börja om från den här sidan för att få en ny.',
  'action.browse': 'Utforska konstverk',
  'action.catalogue': 'Öppna katalogen',
  'sidebar.dashboard': 'Översikt',
  'sidebar.browse': 'Utforska konstverk',
  'sidebar.favorites': 'Favoriter',
  'sidebar.exhibitions': 'Utställningar',
  'sidebar.settings': 'Inställningar',
};

export const messages: Record<Language, Record<VenueMessageKey, string>> = { en, sv };
