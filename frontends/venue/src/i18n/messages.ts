import type { Language } from '@konstvagg/i18n';
import { scannerMessages } from '../scanner/messages.ts';

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
  'payments.statusTitle': 'Status',
  'payments.retry': 'Try again',
  'payments.loadError': 'The status of the payout account could not be loaded.',
  'payments.notStarted.title': 'Not connected yet',
  'payments.notStarted.text':
    'Verify your identity and add a bank account with our payment provider, Stripe. It takes a few minutes.',
  'payments.missing.title': 'Some details are missing',
  'payments.missing.text': 'Stripe still needs:',
  'payments.checking.title': 'Stripe is checking the details',
  'payments.checking.text': 'Nothing more is needed right now. This page shows the result when it is ready.',
  'payments.ready.title': 'Ready for payouts',
  'payments.ready.text':
    'The account can receive payouts. The profile shows the Pro badge, which tells others that the identity and bank account are verified.',
  'payments.start': 'Start',
  'payments.continue': 'Continue',
  'payments.update': 'Update details',
  'payments.opening': 'Opening Stripe…',
  'payments.startError': 'Stripe could not be reached. Try again in a moment.',
  'payments.complete.title': 'Back from Stripe',
  'payments.complete.text':
    'Coming back here does not mean the setup is finished: the status below is what Stripe reports now.',
  'payments.refresh.title': 'That link has expired',
  'payments.refresh.text':
    'Setup links work once and only for a few minutes. Press Continue to get a new one and carry on where you left off.',
  'payments.due.external_account': 'A bank account for payouts',
  'payments.due.document': 'A photo of an identity document',
  'payments.due.id_number': 'A personal identity number',
  'payments.due.tos': 'Accepting Stripe’s terms',
  'payments.due.business': 'Details about the business',
  'payments.due.person': 'Name, address and date of birth',
  'payments.due.contact': 'Email address and phone number',
  'payments.due.other': 'Other details',
  'action.browse': 'Browse artworks',
  'action.catalogue': 'Open the catalogue',
  // The area's sidebar labels (src/routes.ts).
  'sidebar.dashboard': 'Dashboard',
  'sidebar.browse': 'Browse artworks',
  'sidebar.favorites': 'Favorites',
  'sidebar.exhibitions': 'Exhibitions',
  'sidebar.settings': 'Settings',
  ...scannerMessages.en,
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
  'payments.statusTitle': 'Status',
  'payments.retry': 'Försök igen',
  'payments.loadError': 'Utbetalningskontots status kunde inte laddas.',
  'payments.notStarted.title': 'Inte kopplat än',
  'payments.notStarted.text':
    'Verifiera er identitet och lägg till ett bankkonto hos vår betalleverantör Stripe. Det tar några minuter.',
  'payments.missing.title': 'Några uppgifter saknas',
  'payments.missing.text': 'Stripe behöver fortfarande:',
  'payments.checking.title': 'Stripe kontrollerar uppgifterna',
  'payments.checking.text': 'Inget mer behövs just nu. Sidan visar resultatet när det är klart.',
  'payments.ready.title': 'Redo för utbetalningar',
  'payments.ready.text':
    'Kontot kan ta emot utbetalningar. Profilen visar Pro-märket, som visar andra att identitet och bankkonto är verifierade.',
  'payments.start': 'Börja',
  'payments.continue': 'Fortsätt',
  'payments.update': 'Uppdatera uppgifter',
  'payments.opening': 'Öppnar Stripe…',
  'payments.startError': 'Stripe gick inte att nå. Försök igen om en stund.',
  'payments.complete.title': 'Tillbaka från Stripe',
  'payments.complete.text':
    'Att ni är tillbaka här betyder inte att kopplingen är klar: statusen nedan är vad Stripe rapporterar nu.',
  'payments.refresh.title': 'Länken har gått ut',
  'payments.refresh.text':
    'Länkarna fungerar en gång och bara några minuter. Tryck på Fortsätt för att få en ny och fortsätta där ni slutade.',
  'payments.due.external_account': 'Ett bankkonto för utbetalningar',
  'payments.due.document': 'Ett foto av en id-handling',
  'payments.due.id_number': 'Ett personnummer',
  'payments.due.tos': 'Godkännande av Stripes villkor',
  'payments.due.business': 'Uppgifter om företaget',
  'payments.due.person': 'Namn, adress och födelsedatum',
  'payments.due.contact': 'E-postadress och telefonnummer',
  'payments.due.other': 'Andra uppgifter',
  'action.browse': 'Utforska konstverk',
  'action.catalogue': 'Öppna katalogen',
  'sidebar.dashboard': 'Översikt',
  'sidebar.browse': 'Utforska konstverk',
  'sidebar.favorites': 'Favoriter',
  'sidebar.exhibitions': 'Utställningar',
  'sidebar.settings': 'Inställningar',
  ...scannerMessages.sv,
};

export const messages: Record<Language, Record<VenueMessageKey, string>> = { en, sv };
