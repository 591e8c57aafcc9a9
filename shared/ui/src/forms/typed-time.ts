/**
 * Days and clock times typed as text (issue 38): chromium's native date and time fields take their
 * format from the browser's locale, not the page's language, so a Swedish page in an English
 * browser showed mm/dd/yyyy and 07:30 AM. The admin's day filters and the venue's opening hours
 * are text fields that read what a person types in the common ways and write it back in the one
 * form the API takes (YYYY-MM-DD, HH:MM on the 24-hour clock).
 */

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

/**
 * A time of day as typed (07:30, 7:30, 7.30, 730, 0730, 7) as HH:MM on the 24-hour clock, or null
 * when it is not one (24:00 and 07:60 are not).
 */
export function parseClock(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2})|(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? m[3] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
