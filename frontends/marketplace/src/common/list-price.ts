import type { ListPrice } from '@konstvagg/contracts';
import { formatPrice, formatRate, formatSwedishDate } from '@konstvagg/rules';

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
