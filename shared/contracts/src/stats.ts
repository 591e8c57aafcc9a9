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
