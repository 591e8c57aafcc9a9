import { useQuery } from '@tanstack/react-query';
import type { PlatformStats } from '@konstvagg/contracts';
import { api, unwrap } from '@konstvagg/ui';
import { STALE } from './cache.ts';

/**
 * Spec §9 placeholders, shown only when GET /stats/platform fails (spec §4, §8: silently).
 * A copy of PLATFORM_STATS_PLACEHOLDER from @konstvagg/contracts: importing values from there pulls
 * zod into the browser bundle; stats.test.ts proves the two are equal.
 */
export const STATS_PLACEHOLDER: PlatformStats = {
  totalArtworks: 450,
  totalArtists: 120,
  totalVenues: 35,
  totalSales: 180,
  totalRevenue: 54000,
  activeExhibitions: 85,
  citiesActive: 3,
};

export function usePlatformStats(): { stats: PlatformStats | null; placeholder: boolean; loading: boolean } {
  const query = useQuery({
    queryKey: ['stats', 'platform'],
    queryFn: async ({ signal }) =>
      unwrap(await api.get<PlatformStats | { data: PlatformStats }>('/stats/platform', { signal })),
    staleTime: STALE.stats,
  });
  if (query.isPending) return { stats: null, placeholder: false, loading: true };
  if (query.isError) return { stats: STATS_PLACEHOLDER, placeholder: true, loading: false };
  return { stats: query.data, placeholder: false, loading: false };
}
