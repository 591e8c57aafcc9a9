import type { Language } from '@konstvagg/i18n';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A price in euros as a person reads it: "450 €" (sv) or "€450" (en); cents only when there are any
 * ("382,50 €"). Pass `{ cents: 38250 }` for an integer-cent amount, or a number of euros.
 */
export function formatPrice(amount: number | { cents: number }, lang: Language): string {
  const euros = typeof amount === 'number' ? amount : amount.cents / 100;
  if (!Number.isFinite(euros)) return formatter(lang, 0).format(0);
  const whole = Math.round(euros * 100) % 100 === 0;
  return formatter(lang, whole ? 0 : 2).format(euros);
}
