import type { Language } from '@konstvagg/i18n';
import { formatSwedishDate } from '@konstvagg/ui';

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

/**
 * A calendar day as typed (2026-12-01, 2026-12-1, 2026/12/01, 2026.12.01, 20261201) as YYYY-MM-DD,
 * or null when it is not one (2026-02-30 is not).
 */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|(\d{2})(\d{2}))$/.exec(text.trim());
  if (!m) return null;
  const pad = (s: string) => s.padStart(2, '0');
  const day = `${m[1]}-${pad(m[2] ?? m[4]!)}-${pad(m[3] ?? m[5]!)}`;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) ? day : null;
}
