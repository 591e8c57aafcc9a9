import { keys, queries, queryInput, type ArtworkRecord, type FavoriteRecord } from '@konstvagg/domain';
import { getMany, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/** A venue's favourites, newest first (one query). */
export async function favoritesOf(venueId: string): Promise<FavoriteRecord[]> {
  return (
    await queryAll<FavoriteRecord>({
      TableName: tableName(),
      ...queryInput(queries.favoritesOfVenue(venueId)),
    })
  ).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Favourites with their artworks (batched gets; a deleted artwork is undefined). */
export async function withArtworks(
  favorites: readonly FavoriteRecord[],
): Promise<{ favorite: FavoriteRecord; artwork: ArtworkRecord | undefined }[]> {
  const artworks = await getMany<ArtworkRecord>(favorites.map((f) => keys.artwork(f.artwork_id)));
  return favorites.map((favorite, i) => ({ favorite, artwork: artworks[i] }));
}

/** All of a venue's favourites, newest first, with their artworks. */
export async function readFavorites(venueId: string) {
  return withArtworks(await favoritesOf(venueId));
}
