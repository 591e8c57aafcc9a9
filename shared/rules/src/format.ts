/*
 * How the product writes amounts, numbers and dates, the same in a page and in a mail, a PDF label
 * or an Open Graph image.
 *
 * The two languages the product writes in (LANGUAGES in the vocabulary). Written out here because
 * this package imports no other; a third language would fail to compile at each caller until the
 * formats below learn it.
 */
type Language = 'sv' | 'en';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, fractionDigits: number, currency: string): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** The no-break space Swedish puts between thousands and before the euro sign (as Intl does). */
const NBSP = '\u00a0';

/**
 * A non-negative amount's digits, the way Intl.NumberFormat writes them in our two languages:
 * thousands grouped ("12 345" with no-break spaces in Swedish, "12,345" in English), and `fraction`
 * decimals after "," or ".". Done by hand because a page's first Intl.NumberFormat makes the browser
 * load its number data (15-20 ms on this machine, four times that on a slow phone), and the landing
 * pages show prices while they hydrate. format.test.ts compares it with Intl's output.
 */
export function formatDigits(value: number, lang: Language, fraction: number): string {
  const scale = 10 ** fraction;
  const scaled = Math.round(value * scale);
  const whole = Math.floor(scaled / scale);
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, lang === 'sv' ? NBSP : ',');
  if (fraction === 0) return grouped;
  return `${grouped}${lang === 'sv' ? ',' : '.'}${String(scaled % scale).padStart(fraction, '0')}`;
}

/** Whether formatDigits can write the value: finite, not negative, and exact as an integer when scaled. */
export function plainDigits(value: number, fraction: number): boolean {
  return Number.isFinite(value) && value >= 0 && Number.isSafeInteger(Math.round(value * 10 ** fraction));
}

/**
 * How the two languages write the currencies our markets charge in, around the digits, as
 * Intl.NumberFormat does (format.test.ts compares them): "450 €" / "€450", "5 200 kr" / "SEK 5,200".
 * A currency not here is written by Intl itself.
 */
const WRITTEN: Record<string, Record<Language, (digits: string) => string>> = {
  EUR: { sv: (d) => `${d}${NBSP}€`, en: (d) => `€${d}` },
  SEK: { sv: (d) => `${d}${NBSP}kr`, en: (d) => `SEK${NBSP}${d}` },
};

/**
 * A price as a person reads it, in its currency (ISO 4217; euros, the list currency, when none is
 * given): "450 €" (sv) or "€450" (en), "5 200 kr" or "SEK 5,200"; the minor unit only when there
 * is one ("382,50 €"). Pass `{ cents: 38250 }` for integer minor units (cents, öre; `minorUnits`
 * says how many make a major unit as a power of ten, markets.ts `Market.minorUnits`), or a number
 * of major units (euros, kronor), as the API sends amounts. The browser and the services (mails,
 * labels, Open Graph images) both write prices with it.
 */
export function formatPrice(
  amount: number | { cents: number },
  lang: Language,
  currency = 'EUR',
  minorUnits = 2,
): string {
  const scale = 10 ** minorUnits;
  const major = typeof amount === 'number' ? amount : amount.cents / scale;
  const code = currency.toUpperCase();
  if (!Number.isFinite(major)) return formatPrice(0, lang, code, minorUnits);
  const whole = Math.round(major * scale) % scale === 0;
  const fraction = whole ? 0 : minorUnits;
  const written = WRITTEN[code]?.[lang];
  // A negative amount (a refund in the admin's figures) keeps Intl's own sign and placement.
  if (!written || !plainDigits(major, fraction)) return formatter(lang, fraction, code).format(major);
  return written(formatDigits(major, lang, fraction));
}

/**
 * An exchange rate as the reader's language writes a number ("11,5556" / "11.5556"): the ECB
 * reference rate an order was converted with (issue 40), units of its currency per list unit.
 */
export function formatRate(rate: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 6 }).format(rate);
}

/** Dates and times people read are Swedish wall-clock times: the venues, pickups and payouts are in Sweden. */
export const SWEDISH_TIME_ZONE = 'Europe/Stockholm';

/**
 * A moment as a person reads it, in Swedish time: "25 nov. 2026" / "25 Nov 2026" (`medium`), with
 * the time of day on the 24-hour clock when `time` is set; '' for nothing or a date that does not parse.
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
    ...(time ? { timeStyle: 'short' as const, hourCycle: 'h23' as const } : {}),
    timeZone: SWEDISH_TIME_ZONE,
  }).format(moment);
}
