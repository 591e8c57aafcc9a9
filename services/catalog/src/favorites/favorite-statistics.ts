import { defineOperation } from '@konstvagg/lambda-kit';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { readFavorites } from './read-favorites.ts';
import { favoriteStatisticsResponseSchema } from '@konstvagg/contracts';

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/** GET /venues/favorites/statistics: how many saved works, how many can still be requested, by category and style. */
export const favoriteStatistics = defineOperation({
  response: favoriteStatisticsResponseSchema,
  async run({ caller }) {
    const venue = await venueOfCaller(caller);
    const artworks = (await readFavorites(venue.id)).flatMap((f) => (f.artwork ? [f.artwork] : []));
    return {
      body: {
        total: artworks.length,
        available: artworks.filter((a) => a.status === 'available').length,
        by_category: tally(artworks.map((a) => a.category)),
        by_style: tally(artworks.map((a) => a.style)),
        total_value_eur: artworks.reduce((sum, a) => sum + a.price_cents, 0) / 100,
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
