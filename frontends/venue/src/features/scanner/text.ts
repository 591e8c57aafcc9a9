import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ScannerMessageKey } from './messages.ts';

/** The scanner's messages by key, with values (the venue area's RemoteIntl provides them). */
export function useScanT() {
  const intl = useIntl();
  return (id: ScannerMessageKey, values?: Record<string, ReactNode>) =>
    intl.formatMessage({ id }, values as Record<string, string>) as string;
}
