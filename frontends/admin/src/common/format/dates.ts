import type { Language } from '@konstvagg/i18n';
import { formatSwedishDate } from '@konstvagg/rules';

/**
 * Every date and time the admin console shows (issue 38: the English pages showed US-style
 * "Dec 1, 2026, 11:44 PM"): Swedish wall-clock time, 24-hour, in both languages, through the kit's
 * one formatter. Each takes the page's language ('sv' or 'en', what react-intl calls the locale).
 */
const language = (lang: string): Language => (lang === 'sv' ? 'sv' : 'en');

/** "2 dec. 2026 00:44" / "2 Dec 2026, 00:44". */
export const formatDateTime = (iso: string | null | undefined, lang: string) =>
  formatSwedishDate(iso, language(lang), { time: true });

/** "2 dec. 2026" / "2 Dec 2026". */
export const formatDate = (iso: string | null | undefined, lang: string) =>
  formatSwedishDate(iso, language(lang));

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-12-01", already a Swedish date) as an axis or range label: "1 dec." /
 * "1 Dec" (`day`), "dec. 2026" / "Dec 2026" (`month`). Read at noon UTC, so no time zone can move it.
 */
export function formatDay(day: string, lang: string, style: 'day' | 'month' = 'day'): string {
  const key = `${language(lang)}:${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language(lang) === 'sv' ? 'sv-SE' : 'en-GB', {
      ...(style === 'day' ? { day: 'numeric', month: 'short' } : { month: 'short', year: 'numeric' }),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
