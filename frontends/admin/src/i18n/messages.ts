import type { Language } from '@konstvagg/i18n';

/** The admin area's messages. Same keys in sv and en (messages.test.ts checks). */
const en = {
  'dashboard.title': 'Admin dashboard',
  'dashboard.description':
    'Users, the moderation queue, transactions and the platform’s health in one place.',
  'dashboard.empty.title': 'Nothing needs your attention',
  'dashboard.empty.text':
    'Artworks waiting for review (target: decided within {moderationHours} hours) and open issues will show up here.',
  'users.title': 'Users',
  'users.description': 'Artists, venues, buyers and admins: look up accounts, verification and roles.',
  'users.empty.title': 'No users to list yet',
  'users.empty.text': 'Searching and managing accounts is being built and appears here.',
  'artworks.title': 'Artworks',
  'artworks.description': 'Review new artworks and approve or send them back to the artist with a reason.',
  'artworks.empty.title': 'The moderation queue is empty',
  'artworks.empty.text': 'New uploads waiting for review will be listed here, oldest first.',
  'transactions.title': 'Transactions',
  'transactions.description': 'Orders, payments, refunds and payouts to artists and venues.',
  'transactions.empty.title': 'No transactions yet',
  'transactions.empty.text': 'Every order appears here with its payment, pickup deadline and payouts.',
  'transactionDetail.title': 'Transaction {id}',
  'transactionDetail.description':
    'The order, its payment, the split between artist, venue and platform, and its payouts.',
  'transactionDetail.empty.title': 'Transaction details open soon',
  'transactionDetail.empty.text': 'Showing a single transaction with its history is being built.',
  'analytics.title': 'Analytics',
  'analytics.description': 'Sales, revenue, active exhibitions and growth per city.',
  'analytics.empty.title': 'No figures yet',
  'analytics.empty.text': 'Charts appear here once there are sales to count.',
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
  'dashboard.empty.title': 'Inget behöver din uppmärksamhet',
  'dashboard.empty.text':
    'Konstverk som väntar på granskning (mål: beslut inom {moderationHours} timmar) och öppna ärenden visas här.',
  'users.title': 'Användare',
  'users.description': 'Konstnärer, lokaler, köpare och administratörer: sök konton, verifiering och roller.',
  'users.empty.title': 'Inga användare att visa ännu',
  'users.empty.text': 'Att söka och hantera konton håller på att byggas och visas här.',
  'artworks.title': 'Konstverk',
  'artworks.description':
    'Granska nya konstverk och godkänn dem eller skicka tillbaka dem till konstnären med en motivering.',
  'artworks.empty.title': 'Granskningskön är tom',
  'artworks.empty.text': 'Nya uppladdningar som väntar på granskning listas här, äldst först.',
  'transactions.title': 'Transaktioner',
  'transactions.description':
    'Ordrar, betalningar, återbetalningar och utbetalningar till konstnärer och lokaler.',
  'transactions.empty.title': 'Inga transaktioner ännu',
  'transactions.empty.text': 'Varje order visas här med betalning, sista dag för hämtning och utbetalningar.',
  'transactionDetail.title': 'Transaktion {id}',
  'transactionDetail.description':
    'Ordern, betalningen, fördelningen mellan konstnär, lokal och plattform samt utbetalningarna.',
  'transactionDetail.empty.title': 'Transaktionsdetaljer öppnar snart',
  'transactionDetail.empty.text': 'Att visa en enskild transaktion med dess historik håller på att byggas.',
  'analytics.title': 'Analys',
  'analytics.description': 'Försäljning, intäkter, aktiva utställningar och tillväxt per stad.',
  'analytics.empty.title': 'Inga siffror ännu',
  'analytics.empty.text': 'Diagram visas här när det finns försäljning att räkna.',
  'action.toTransactions': 'Tillbaka till transaktioner',
  'sidebar.dashboard': 'Översikt',
  'sidebar.users': 'Användare',
  'sidebar.artworks': 'Konstverk',
  'sidebar.transactions': 'Transaktioner',
  'sidebar.analytics': 'Analys',
};

export const messages: Record<Language, Record<AdminMessageKey, string>> = { en, sv };
