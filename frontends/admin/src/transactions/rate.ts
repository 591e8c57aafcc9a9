/**
 * An exchange rate as the reader's language writes a number ("11,5556" / "11.5556"): the ECB
 * reference rate an order was converted with (issue 40), units of the order's currency per list unit.
 */
export function formatRate(rate: number, lang: 'sv' | 'en'): string {
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 6 }).format(rate);
}
