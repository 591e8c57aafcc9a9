import * as z from 'zod';

export const platformStatsSchema = z.object({
  totalArtworks: z.number().int(),
  totalArtists: z.number().int(),
  totalVenues: z.number().int(),
  totalSales: z.number().int(),
  /** Euros (the list currency): a sale in another currency counts at its own order's stored rate. */
  totalRevenue: z.number(),
  activeExhibitions: z.number().int(),
  citiesActive: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** `GET /health`: the API answers and reaches its data store (a 503 with Retry-After when it does not). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({ store: z.literal('ok') }),
});
export type Health = z.infer<typeof healthSchema>;
