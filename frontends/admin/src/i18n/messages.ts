import type { Language } from '@konstvagg/i18n';

/** The admin area's messages. Same keys in sv and en (messages.test.ts checks). */
const en = {
  'dashboard.title': 'Admin dashboard',
  'dashboard.description':
    'Users, the moderation queue, transactions and the platform’s health in one place.',
  'dashboard.empty.title': 'The admin overview is being built',
  'dashboard.empty.text':
    'Sales, pickups due, the review queue (target: decided within {moderationHours} hours) and open issues will be summed up here.',
  'users.title': 'Users',
  'users.description': 'Artists, venues, buyers and admins: look up accounts, verification and roles.',
  'users.empty.title': 'User management opens soon',
  'users.empty.text': 'Searching and managing accounts is being built and appears here.',
  'artworks.title': 'Artworks',
  'artworks.description': 'Review new artworks and approve or send them back to the artist with a reason.',
  'artworks.empty.title': 'The moderation queue opens here soon',
  'artworks.empty.text': 'Reviewing new works, oldest first, is being built for this page.',
  'transactions.title': 'Transactions',
  'transactions.description': 'Orders, payments, refunds and payouts to artists and venues.',
  'transactions.empty.title': 'Transactions open soon',
  'transactions.empty.text':
    'Every order with its payment, pickup deadline and payouts will be listed here. This part is being built.',
  'transactionDetail.title': 'Transaction {id}',
  'transactionDetail.description':
    'The order, its payment, the split between artist, venue and platform, and its payouts.',
  'transactionDetail.empty.title': 'Transaction details open soon',
  'transactionDetail.empty.text': 'Showing a single transaction with its history is being built.',
  'analytics.title': 'Analytics',
  'analytics.description': 'Sales, revenue, active exhibitions and growth per city.',
  'analytics.empty.title': 'Analytics open soon',
  'analytics.empty.text': 'Charts of sales, pickups and refunds are being built for this page.',
  'action.toTransactions': 'Back to transactions',
  // The area's sidebar labels (src/routes.ts).
  'sidebar.dashboard': 'Dashboard',
  'sidebar.users': 'Users',
  'sidebar.artworks': 'Artworks',
  'sidebar.transactions': 'Transactions',
  'sidebar.analytics': 'Analytics',
} as const;

export type AdminMessageKey = keyof typeof en;

const sv: Record<AdminMessageKey, string> = {
  'dashboard.title': 'Adminöversikt',
  'dashboard.description': 'Användare, granskningskön, transaktioner och plattformens hälsa på ett ställe.',
  'dashboard.empty.title': 'Adminöversikten byggs',
  'dashboard.empty.text':
    'Försäljning, hämtningar, granskningskön (mål: beslut inom {moderationHours} timmar) och öppna ärenden sammanfattas här.',
  'users.title': 'Användare',
  'users.description': 'Konstnärer, lokaler, köpare och administratörer: sök konton, verifiering och roller.',
  'users.empty.title': 'Användarhantering öppnar snart',
  'users.empty.text': 'Att söka och hantera konton håller på att byggas och visas här.',
  'artworks.title': 'Konstverk',
  'artworks.description':
    'Granska nya konstverk och godkänn dem eller skicka tillbaka dem till konstnären med en motivering.',
  'artworks.empty.title': 'Granskningskön öppnar här snart',
  'artworks.empty.text': 'Att granska nya verk, äldst först, håller på att byggas för den här sidan.',
  'transactions.title': 'Transaktioner',
  'transactions.description':
    'Ordrar, betalningar, återbetalningar och utbetalningar till konstnärer och lokaler.',
  'transactions.empty.title': 'Transaktioner öppnar snart',
  'transactions.empty.text':
    'Varje order med betalning, sista dag för hämtning och utbetalningar listas här. Den här delen håller på att byggas.',
  'transactionDetail.title': 'Transaktion {id}',
  'transactionDetail.description':
    'Ordern, betalningen, fördelningen mellan konstnär, lokal och plattform samt utbetalningarna.',
  'transactionDetail.empty.title': 'Transaktionsdetaljer öppnar snart',
  'transactionDetail.empty.text': 'Att visa en enskild transaktion med dess historik håller på att byggas.',
  'analytics.title': 'Analys',
  'analytics.description': 'Försäljning, intäkter, aktiva utställningar och tillväxt per stad.',
  'analytics.empty.title': 'Analys öppnar snart',
  'analytics.empty.text':
    'Diagram över försäljning, hämtningar och återbetalningar håller på att byggas för den här sidan.',
  'action.toTransactions': 'Tillbaka till transaktioner',
  'sidebar.dashboard': 'Översikt',
  'sidebar.users': 'Användare',
  'sidebar.artworks': 'Konstverk',
  'sidebar.transactions': 'Transaktioner',
  'sidebar.analytics': 'Analys',
};

export const messages: Record<Language, Record<AdminMessageKey, string>> = { en, sv };
