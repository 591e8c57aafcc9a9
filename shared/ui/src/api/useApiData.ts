import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  call,
  SESSION_ENDED,
  type CallArgs,
  type Endpoint,
  type OperationName,
  type ResponseOf,
} from './client.ts';

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
 * Typed by the operation it calls (`useApiData(myArtworks)`); it loads again when what it sends changes.
 */
export function useApiData<N extends OperationName>(
  endpoint: Endpoint<N>,
  ...[input]: CallArgs<N>
): ApiData<ResponseOf<N>> {
  type T = ResponseOf<N>;
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const sent = useRef(input);
  sent.current = input;
  const key = `${endpoint.operation} ${JSON.stringify(input ?? {})}`;
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    call(endpoint, ...([sent.current] as CallArgs<N>)).then(
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
  }, [endpoint, key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
