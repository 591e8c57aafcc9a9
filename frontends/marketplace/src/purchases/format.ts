import type { Day } from '@konstvagg/contracts/vocabulary';

/** Times the buyer reads are Swedish wall-clock times: the venue and the deadline are in Sweden. */
export const ZONE = 'Europe/Stockholm';

export function formatDateTime(iso: string | null | undefined, lang: 'sv' | 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(date);
}

export function formatDate(iso: string | null | undefined, lang: 'sv' | 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: ZONE,
  }).format(date);
}

/** The weekday it is now in Stockholm, as the opening hours name it ('monday'...). */
export function todayInStockholm(now: number = Date.now()): Day {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: ZONE })
    .format(new Date(now))
    .toLowerCase() as Day;
}
