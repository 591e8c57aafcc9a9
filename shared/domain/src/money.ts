// The split, the fee rule and the euro conversions live in the zod-free vocabulary (the artist's
// form shows the same split the services store); the domain passes them on.
export {
  centsToEuros,
  earlyAccessEndsAt,
  eurosToCents,
  isEarlyAccessSeat,
  isValidCommission,
  platformFeeBpsAt,
  splitSale,
  type SaleSplit,
} from '@konstvagg/contracts/vocabulary';

/** The VAT part contained in a VAT-inclusive amount, e.g. 12 % VAT in 112.00 is 12.00. */
export function vatIncluded(amountCents: number, vatBps: number): number {
  return amountCents - Math.round((amountCents * 10_000) / (10_000 + vatBps));
}

/** Formats cents for display in the user's language: "4 500 €" (sv) or "€4,500" (en). */
export function formatEuros(cents: number, lang: 'sv' | 'en'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * Formats integer minor units of any currency for display in the user's language, with the
 * currency's own decimals (Intl knows them: 2 for SEK and EUR, 0 for JPY) and none when the amount
 * is whole: "5 200 kr" (sv) or "SEK 5,200" (en) for 520 000 öre, "4 500 €" / "€4,500" for EUR.
 * `minorUnits` is the currency's minor units (markets.ts `Market.minorUnits`; default 2).
 */
export function formatMinor(amount: number, currency: string, lang: 'sv' | 'en', minorUnits = 2): string {
  const scale = 10 ** minorUnits;
  const whole = amount % scale === 0;
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-IE', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : minorUnits,
    maximumFractionDigits: minorUnits,
  }).format(amount / scale);
}
