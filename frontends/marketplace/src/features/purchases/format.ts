import type { Day } from '@konstvagg/contracts/vocabulary';
import { formatSwedishDate, SWEDISH_TIME_ZONE } from '@konstvagg/rules';

/** Times the buyer reads are Swedish wall-clock times: the venue and the deadline are in Sweden. */
const ZONE = SWEDISH_TIME_ZONE;

export const formatDateTime = (iso: string | null | undefined, lang: 'sv' | 'en'): string =>
  formatSwedishDate(iso, lang, { date: 'long', time: true });

export const formatDate = (iso: string | null | undefined, lang: 'sv' | 'en'): string =>
  formatSwedishDate(iso, lang);

/** The weekday it is now in Stockholm, as the opening hours name it ('monday'...). */
export function todayInStockholm(now: number = Date.now()): Day {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: ZONE })
    .format(new Date(now))
    .toLowerCase() as Day;
}
