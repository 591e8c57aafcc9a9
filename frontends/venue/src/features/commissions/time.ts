import { formatSwedishDate } from '@konstvagg/rules';

/** Times at a venue are Swedish wall-clock times: the day and the time of day. */
export const formatDay = (iso: string | null | undefined, lang: 'sv' | 'en'): string =>
  formatSwedishDate(iso, lang, { time: true });

/**
 * What is left of a pickup window, in words: "2 days, 5 hours", under a day "5 hours, 12 minutes";
 * null once it has passed.
 */
export function timeLeft(deadline: string, now: number, lang: 'sv' | 'en'): string | null {
  const seconds = Math.floor((Date.parse(deadline) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.max(1, Math.floor((seconds % 3_600) / 60));
  if (days > 0) return `${unit(days, 'day')}, ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')}, ${unit(minutes, 'minute')}`;
  return unit(minutes, 'minute');
}
