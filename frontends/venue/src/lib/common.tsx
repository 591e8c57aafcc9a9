import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, Button, Skeleton, useLanguage } from '@konstvagg/ui';
import type { VenueMessageKey } from '../i18n/messages.ts';

/** This remote's messages by key, with values. */
export function useT() {
  const intl = useIntl();
  return (id: VenueMessageKey, values?: Record<string, ReactNode>) =>
    intl.formatMessage({ id }, values as Record<string, string>) as string;
}

/** The server's words for a failed call when it sent some (in the caller's language), else ours. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && error.status !== 0 ? error.message : fallback;
}

/** Dates and times in the page's language. */
export function useDates() {
  const { language } = useLanguage();
  const locale = language === 'sv' ? 'sv-SE' : 'en-GB';
  return {
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
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
    <div className="kv-card venue-alert" role="alert">
      <p>
        <strong>{t(what)}</strong>
        {error instanceof ApiError && error.message && error.status !== 0 ? <> {error.message}</> : null}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Grey lines while a section loads; the section's heading stays visible above. */
export function LoadingLines({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <span className="kv-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={`${90 - i * 15}%`} height="1.2em" />
      ))}
    </div>
  );
}
