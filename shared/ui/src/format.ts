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

/** Dates and times people read are Swedish wall-clock times: the venues, pickups and payouts are in Sweden. */
export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';

/**
 * A moment as a person reads it, in Swedish time: "25 nov. 2026" / "25 Nov 2026" (`medium`), with
 * the time of day when `time` is set; '' for nothing or a date that does not parse.
 */
export function formatSwedishDate(
  iso: string | null | undefined,
  lang: Language,
  { date = 'medium', time = false }: { date?: 'medium' | 'long'; time?: boolean } = {},
): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: date,
    ...(time ? { timeStyle: 'short' as const } : {}),
    timeZone: SWEDISH_TIME_ZONE,
  }).format(moment);
}
