import { messageOf } from './format.ts';
import type { Language } from './language.ts';

/**
 * The column names of the CSV exports (services/orders: the artist's statement, orders/sales.ts;
 * the admins' transactions, admin/transactions.ts), by key, in both languages. Names for a
 * spreadsheet's first row: lower case, underscores, no Swedish letters.
 */
export const statementMessages = {
  en: {
    'csv.order': 'order',
    'csv.date': 'date',
    'csv.created': 'created',
    'csv.paid': 'paid',
    'csv.status': 'status',
    'csv.work': 'work',
    'csv.artist': 'artist',
    'csv.venue': 'venue',
    'csv.buyer': 'buyer',
    'csv.buyer_email': 'buyer_email',
    'csv.currency': 'currency',
    'csv.price': 'price',
    'csv.artist_share': 'artist_share',
    'csv.venue_commission': 'venue_commission',
    'csv.fee': 'fee',
    'csv.vat_commission': 'vat_commission',
    'csv.vat_fee': 'vat_fee',
    'csv.payout': 'payout',
    'csv.payout_date': 'payout_date',
    'csv.refunded': 'refunded',
    'csv.list_price_eur': 'list_price_eur',
    'csv.rate': 'rate',
  },
  sv: {
    'csv.order': 'order',
    'csv.date': 'datum',
    'csv.created': 'skapad',
    'csv.paid': 'betald',
    'csv.status': 'status',
    'csv.work': 'verk',
    'csv.artist': 'konstnar',
    'csv.venue': 'lokal',
    'csv.buyer': 'kopare',
    'csv.buyer_email': 'kopare_epost',
    'csv.currency': 'valuta',
    'csv.price': 'pris',
    'csv.artist_share': 'konstnarens_del',
    'csv.venue_commission': 'lokalens_provision',
    'csv.fee': 'avgift',
    'csv.vat_commission': 'moms_provision',
    'csv.vat_fee': 'moms_avgift',
    'csv.payout': 'utbetalning',
    'csv.payout_date': 'utbetalningsdag',
    'csv.refunded': 'aterbetalt',
    'csv.list_price_eur': 'listpris_eur',
    'csv.rate': 'kurs',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type StatementMessageKey = keyof (typeof statementMessages)['en'];

/** A CSV file's first row: the column names of `keys` in `lang`. */
export const csvHeader = (lang: Language, keys: readonly StatementMessageKey[]): string[] =>
  keys.map((key) => messageOf(statementMessages, lang, key));
