import { defineOperation } from '@konstvagg/lambda-kit';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { toFavoriteView } from './favorite-view.ts';
import { readFavorites } from './read-favorites.ts';
import { favoriteListResponseSchema } from '@konstvagg/contracts';

/** GET /venues/me/favorites: the signed-in venue's saved artworks, newest first. */
export const listFavorites = defineOperation({
  response: favoriteListResponseSchema,
  async run({ caller }) {
    const venue = await venueOfCaller(caller);
    const favorites = (await readFavorites(venue.id)).map((f) => toFavoriteView(f.favorite, f.artwork));
    return { body: { favorites }, headers: { 'Cache-Control': 'private, no-store' } };
  },
});
