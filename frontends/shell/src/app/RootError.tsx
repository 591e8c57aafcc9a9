import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../errors/chunk-reload.ts';
import { ErrorScreen } from '../errors/ErrorScreen.tsx';

/**
 * The outer error boundary (the router's errorElement): a chunk that failed to load after a deploy
 * reloads the page once; anything else shows the fallback screen, whose Try Again reloads.
 */
export function RootError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('[shell] unexpected error', error);
    if (chunk) reloadOnce();
  }, [error, chunk]);
  return (
    <div className="shell-root-error">
      <ErrorScreen plainLink onRetry={() => window.location.reload()} />
    </div>
  );
}
