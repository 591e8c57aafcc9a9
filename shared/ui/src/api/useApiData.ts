import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, SESSION_ENDED } from './client.ts';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (the error state's "Try again"; after a change the page made). */
  reload: () => void;
}

/**
 * Reads one API resource for a role-area page: loading, the data, the error, and a reload. Plain
 * state rather than a query cache, so a page works the same in the shell, standalone and in tests.
 */
export function useApiData<T>(path: string): ApiData<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    api.get<T>(path).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        // Logout ended the call: the page is on its way to /login, so it keeps loading.
        if (error instanceof ApiError && error.code === SESSION_ENDED) return;
        if (live) setState({ error, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
