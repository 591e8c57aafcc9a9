import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, Button, Skeleton } from '@konstvagg/ui';
import type { ArtistMessageKey } from '../i18n/messages.ts';

/** This remote's messages by key, with values. */
export function useT() {
  const intl = useIntl();
  return (id: ArtistMessageKey, values?: Record<string, ReactNode>) =>
    intl.formatMessage({ id }, values as Record<string, string>) as string;
}

/** A load that failed: what failed, the server's words when it sent some, and a retry. */
export function LoadError({
  what,
  error,
  retry,
}: {
  what: ArtistMessageKey;
  error: unknown;
  retry: () => void;
}) {
  const t = useT();
  return (
    <div className="kv-card" role="alert">
      <p style={{ marginTop: 0 }}>
        <strong>{t(what)}</strong>
        {error instanceof ApiError && error.message ? <> {error.message}</> : null}
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
