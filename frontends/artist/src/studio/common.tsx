import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed, SkeletonLines } from '@konstvagg/ui';
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
  return <LoadFailed title={t(what)} error={error} retry={retry} retryLabel={t('common.retry')} />;
}

/** Grey lines while a section loads; the section's heading stays visible above. */
export function LoadingLines({ lines = 3 }: { lines?: number }) {
  const t = useT();
  return <SkeletonLines lines={lines} label={t('common.loading')} />;
}
