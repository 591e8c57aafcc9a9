import { useQuery } from '@tanstack/react-query';
import { PLATFORM_STATS_PLACEHOLDER, type PlatformStats } from '@konstvagg/contracts/vocabulary';
import { platformStats } from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';
import { STALE } from './cache.ts';

export function usePlatformStats(): { stats: PlatformStats | null; placeholder: boolean; loading: boolean } {
  const query = useQuery({
    queryKey: ['stats', 'platform'],
    queryFn: ({ signal }) => call(platformStats, { signal }),
    staleTime: STALE.stats,
  });
  if (query.isPending) return { stats: null, placeholder: false, loading: true };
  // Placeholder figures, shown only when the call fails, and silently (no error shown).
  if (query.isError) return { stats: PLATFORM_STATS_PLACEHOLDER, placeholder: true, loading: false };
  return { stats: query.data, placeholder: false, loading: false };
}
