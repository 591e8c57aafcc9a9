import type { ListPrice } from '@konstvagg/contracts';
import { formatPrice, formatSwedishDate } from '@konstvagg/ui';

/**
 * An exchange rate as the reader's language writes a number ("11,5556" / "11.5556"): the ECB
 * reference rate an order was converted with, in units of the order's currency per list unit.
 */
export function formatRate(rate: number, lang: 'sv' | 'en'): string {
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 6 }).format(rate);
}

/**
 * The values of the "List price 450 € · rate 11.5556 (ECB, 1 Dec 2026)" line of an order charged
 * in another currency than the list price's (issue 40).
 */
export function listPriceValues(
  listPrice: ListPrice,
  lang: 'sv' | 'en',
): { price: string; rate: string; date: string } {
  return {
    price: formatPrice(listPrice.amount, lang, listPrice.currency),
    rate: formatRate(listPrice.rate, lang),
    date: formatSwedishDate(listPrice.rate_date, lang),
  };
}
