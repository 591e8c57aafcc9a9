import * as z from 'zod';

export const platformStatsSchema = z.object({
  totalArtworks: z.number().int(),
  totalArtists: z.number().int(),
  totalVenues: z.number().int(),
  totalSales: z.number().int(),
  /** Euros. */
  totalRevenue: z.number(),
  activeExhibitions: z.number().int(),
  citiesActive: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** Spec §9: shown by the client only when the stats call fails. */
export const PLATFORM_STATS_PLACEHOLDER: PlatformStats = {
  totalArtworks: 450,
  totalArtists: 120,
  totalVenues: 35,
  totalSales: 180,
  totalRevenue: 54000,
  activeExhibitions: 85,
  citiesActive: 3,
};
