import { QueryClient } from '@tanstack/react-query';

/** Default 5 min stale time, one retry, no refetch on window focus. */
const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
