import * as z from 'zod';
import { favoriteListResponseSchema, MAX_PAGE_LIMIT, pageQuery } from '@konstvagg/contracts';
import { defineOperation, pageByOffset } from '@konstvagg/lambda-kit';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { toFavoriteView } from './favorite-view.ts';
import { favoritesOf, withArtworks } from './read-favorites.ts';

/**
 * GET /venues/me/favorites?limit&cursor: the signed-in venue's saved artworks, newest first (by
 * when they were saved, which no key sorts by: the page is cut by offset), 100 a page unless
 * `limit` says fewer.
 */
export const listFavorites = defineOperation({
  query: z.object(pageQuery),
  response: favoriteListResponseSchema,
  async run({ caller, query }) {
    const venue = await venueOfCaller(caller);
    const { items, pagination } = pageByOffset(await favoritesOf(venue.id), {
      limit: query.limit ?? MAX_PAGE_LIMIT,
      cursor: query.cursor,
    });
    const favorites = (await withArtworks(items)).map((f) => toFavoriteView(f.favorite, f.artwork));
    return { body: { favorites, pagination }, headers: { 'Cache-Control': 'private, no-store' } };
  },
});
