import { formatSwedishDate } from '@konstvagg/rules';
import { errorText, remoteText, useLanguage } from '@konstvagg/ui';
import type { VenueMessageKey } from '../messages/index.ts';

export { errorText };

/** Dates and times in the page's language, in Swedish time (the venue is in Sweden). */
export function useDates() {
  const { language } = useLanguage();
  return {
    date: (iso: string) => formatSwedishDate(iso, language),
    dateTime: (iso: string) => formatSwedishDate(iso, language, { time: true }),
  };
}

/** This remote's messages by key (useT), and the kit's load states in its words. */
export const { useT, LoadError, LoadingLines } = remoteText<VenueMessageKey>(
  { retry: 'common.retry', loading: 'common.loading' },
  { alertClassName: 'venue-alert' },
);
