import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed, SkeletonLines } from '../components/LoadStates.tsx';

/** The keys every remote's table has for the kit's load states. */
interface LoadStateKeys<K extends string> {
  /** The retry button's label. */
  retry: K;
  /** Read to screen readers while a section loads. */
  loading: K;
}

/**
 * A remote's text helpers, typed by its message keys, so a misspelt key fails the type check:
 * - `useT()`: a function from a key (and values) to the text in the page's language;
 * - `LoadError`: a load that failed, saying what failed (a key), the server's words, and a retry;
 * - `LoadingLines`: grey lines while a section loads, its heading staying visible above.
 * Each remote makes them once (its `common/text.ts`) from its own keys.
 */
export function remoteText<K extends string>(
  keys: LoadStateKeys<K>,
  options: { alertClassName?: string } = {},
) {
  function useT() {
    const intl = useIntl();
    return (id: K, values?: Record<string, ReactNode>) =>
      intl.formatMessage({ id }, values as Record<string, string>) as string;
  }

  function LoadError({ what, error, retry }: { what: K; error: unknown; retry: () => void }) {
    const t = useT();
    return (
      <LoadFailed
        title={t(what)}
        error={error}
        retry={retry}
        retryLabel={t(keys.retry)}
        className={options.alertClassName}
      />
    );
  }

  function LoadingLines({ lines = 3 }: { lines?: number }) {
    const t = useT();
    return <SkeletonLines lines={lines} label={t(keys.loading)} />;
  }

  return { useT, LoadError, LoadingLines };
}
