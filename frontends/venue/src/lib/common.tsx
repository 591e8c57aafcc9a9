import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatSwedishDate } from '@konstvagg/rules';
import { LoadFailed, SkeletonLines, errorText, useLanguage } from '@konstvagg/ui';
import type { VenueMessageKey } from '../i18n/messages.ts';

export { errorText };

/** This remote's messages by key, with values. */
export function useT() {
  const intl = useIntl();
  return (id: VenueMessageKey, values?: Record<string, ReactNode>) =>
    intl.formatMessage({ id }, values as Record<string, string>) as string;
}

/** Dates and times in the page's language, in Swedish time (the venue is in Sweden). */
export function useDates() {
  const { language } = useLanguage();
  return {
    date: (iso: string) => formatSwedishDate(iso, language),
    dateTime: (iso: string) => formatSwedishDate(iso, language, { time: true }),
  };
}

/** A load that failed: what failed, the server's words when it sent some, and a retry. */
export function LoadError({
  what,
  error,
  retry,
}: {
  what: VenueMessageKey;
  error: unknown;
  retry: () => void;
}) {
  const t = useT();
  return (
    <LoadFailed
      title={t(what)}
      error={error}
      retry={retry}
      retryLabel={t('common.retry')}
      className="venue-alert"
    />
  );
}

/** Grey lines while a section loads; the section's heading stays visible above. */
export function LoadingLines({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return <SkeletonLines lines={lines} label={t('common.loading')} />;
}
