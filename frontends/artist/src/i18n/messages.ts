import type { Language } from '@konstvagg/i18n';

/** The artist area's messages. Same keys in sv and en (messages.test.ts checks). */
const en = {
  'dashboard.title': 'Dashboard',
  'dashboard.description': 'Your artworks, exhibitions and sales at a glance.',
  'dashboard.empty.title': 'Your studio overview is being built',
  'dashboard.empty.text':
    'Soon this page shows your works by status, where they hang, your sales and your next payout. Until then, your public works are on your artist profile.',
  'artworks.title': 'My artworks',
  'artworks.description':
    'Every piece you have uploaded, with its status: draft, in review, available, on display or sold.',
  'artworks.empty.title': 'Managing your works here opens soon',
  'artworks.empty.text':
    'The list of your works with drafts, reviews and their status is being built. Listing stays free: a price from €{minPrice} including VAT and a venue commission of {commissionMin}–{commissionMax} %, reviewed within {moderationHours} hours.',
  'artworkCreate.title': 'Upload an artwork',
  'artworkCreate.description':
    'Photos, title, size, price including VAT and the commission you offer the venue.',
  'artworkCreate.empty.title': 'Uploading opens soon',
  'artworkCreate.empty.text':
    'The upload form is being built. Listing is free, and you keep {artistShareMin}–{artistShareMax} % of every sale.',
  'artworkEdit.title': 'Edit artwork',
  'artworkEdit.description': 'Change the details, the photos or the price of artwork {id}.',
  'artworkEdit.empty.title': 'Editing opens soon',
  'artworkEdit.empty.text': 'Changing an uploaded artwork is being built and opens here soon.',
  'exhibitions.title': 'Exhibitions',
  'exhibitions.description': 'Where your art hangs: requests from venues, shipments and pieces on display.',
  'exhibitions.empty.title': 'Exhibitions open soon',
  'exhibitions.empty.text':
    'Requests from venues, shipments and the pieces on their walls will be followed here. This part is being built.',
  'sales.title': 'Sales',
  'sales.description': 'Sold artworks, pickups and payouts. You are paid the next business day after pickup.',
  'sales.empty.title': 'Your sales statement opens soon',
  'sales.empty.text':
    'Each sale with its split and payout date will be listed here. This part is being built.',
  'settings.title': 'Settings',
  'settings.description': 'Your artist profile, default venue commission and payout details.',
  'settings.empty.title': 'Settings open soon',
  'settings.empty.text':
    'Editing your profile, bio and default commission ({commissionDefault} % unless you change it) is being built.',
  'payments.title': 'Payouts',
  'payments.description': 'Verify your identity once with our payment provider to receive payouts.',
  'payments.empty.title': 'Payout setup opens soon',
  'payments.empty.text': 'Connecting a payout account from this page is being built.',
  'payments.complete.title': 'Thanks, we are checking your details',
  'payments.refresh.title': 'That link has expired',
  'payments.refresh.text':
    'Setup links are valid for a short time. Start again from this page to get a new one.',
  'action.upload': 'Upload an artwork',
  'action.toArtworks': 'Back to my artworks',
  // The area's sidebar labels (src/routes.ts).
  'sidebar.dashboard': 'Dashboard',
  'sidebar.artworks': 'Artworks',
  'sidebar.exhibitions': 'Exhibitions',
  'sidebar.sales': 'Sales',
  'sidebar.settings': 'Settings',
} as const;

export type ArtistMessageKey = keyof typeof en;

const sv: Record<ArtistMessageKey, string> = {
  'dashboard.title': 'Översikt',
  'dashboard.description': 'Dina konstverk, utställningar och försäljningar i en överblick.',
  'dashboard.empty.title': 'Översikten över din ateljé byggs',
  'dashboard.empty.text':
    'Snart visar sidan dina verk per status, var de hänger, din försäljning och nästa utbetalning. Till dess finns dina publicerade verk på din konstnärsprofil.',
  'artworks.title': 'Mina konstverk',
  'artworks.description':
    'Alla verk du har laddat upp, med status: utkast, granskas, tillgängligt, utställt eller sålt.',
  'artworks.empty.title': 'Att hantera dina verk här öppnar snart',
  'artworks.empty.text':
    'Listan över dina verk med utkast, granskning och status håller på att byggas. Det är fortsatt gratis att lägga upp: ett pris från {minPrice} € inklusive moms och en provision till lokalen på {commissionMin}–{commissionMax} %, granskat inom {moderationHours} timmar.',
  'artworkCreate.title': 'Ladda upp ett konstverk',
  'artworkCreate.description':
    'Foton, titel, storlek, pris inklusive moms och provisionen du erbjuder lokalen.',
  'artworkCreate.empty.title': 'Uppladdningen öppnar snart',
  'artworkCreate.empty.text':
    'Formuläret för uppladdning håller på att byggas. Det kostar inget att lägga upp verk och du behåller {artistShareMin}–{artistShareMax} % av varje försäljning.',
  'artworkEdit.title': 'Redigera konstverk',
  'artworkEdit.description': 'Ändra uppgifter, foton eller pris för konstverk {id}.',
  'artworkEdit.empty.title': 'Redigering öppnar snart',
  'artworkEdit.empty.text': 'Att ändra ett uppladdat konstverk håller på att byggas och öppnar här snart.',
  'exhibitions.title': 'Utställningar',
  'exhibitions.description':
    'Var din konst hänger: förfrågningar från lokaler, leveranser och verk som visas.',
  'exhibitions.empty.title': 'Utställningar öppnar snart',
  'exhibitions.empty.text':
    'Förfrågningar från lokaler, leveranser och verken på deras väggar följer du här. Den här delen håller på att byggas.',
  'sales.title': 'Försäljning',
  'sales.description':
    'Sålda verk, hämtningar och utbetalningar. Du får betalt nästa bankdag efter hämtning.',
  'sales.empty.title': 'Din försäljningsöversikt öppnar snart',
  'sales.empty.text':
    'Varje försäljning med fördelning och utbetalningsdag listas här. Den här delen håller på att byggas.',
  'settings.title': 'Inställningar',
  'settings.description':
    'Din konstnärsprofil, standardprovision till lokaler och uppgifter för utbetalning.',
  'settings.empty.title': 'Inställningarna öppnar snart',
  'settings.empty.text':
    'Att redigera profil, biografi och standardprovision ({commissionDefault} % om du inte ändrar den) håller på att byggas.',
  'payments.title': 'Utbetalningar',
  'payments.description':
    'Verifiera din identitet en gång hos vår betalleverantör för att kunna ta emot utbetalningar.',
  'payments.empty.title': 'Utbetalningskontot öppnar snart',
  'payments.empty.text': 'Att koppla ett utbetalningskonto från den här sidan håller på att byggas.',
  'payments.complete.title': 'Tack, vi kontrollerar dina uppgifter',
  'payments.refresh.title': 'Länken har gått ut',
  'payments.refresh.text': 'Länkarna gäller en kort stund. Börja om från den här sidan för att få en ny.',
  'action.upload': 'Ladda upp ett konstverk',
  'action.toArtworks': 'Tillbaka till mina konstverk',
  'sidebar.dashboard': 'Översikt',
  'sidebar.artworks': 'Konstverk',
  'sidebar.exhibitions': 'Utställningar',
  'sidebar.sales': 'Försäljning',
  'sidebar.settings': 'Inställningar',
};

export const messages: Record<Language, Record<ArtistMessageKey, string>> = { en, sv };
