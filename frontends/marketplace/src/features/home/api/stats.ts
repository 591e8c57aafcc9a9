import { useQuery } from '@tanstack/react-query';
import type { PlatformStats } from '@konstvagg/contracts/vocabulary';
import { platformStats } from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';
import { STALE } from '../../../common/api/cache.ts';

/** Sample figures the home page shows only when the stats call fails, silently. */
const PLATFORM_STATS_PLACEHOLDER: PlatformStats = {
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
    queryFn: ({ signal }) => call(platformStats, { signal }),
    staleTime: STALE.stats,
  });
  if (query.isPending) return { stats: null, placeholder: false, loading: true };
  // Placeholder figures, shown only when the call fails, and silently (no error shown).
  if (query.isError) return { stats: PLATFORM_STATS_PLACEHOLDER, placeholder: true, loading: false };
  return { stats: query.data, placeholder: false, loading: false };
}
