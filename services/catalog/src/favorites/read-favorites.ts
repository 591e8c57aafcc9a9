import { keys, queries, queryInput, type ArtworkRecord, type FavoriteRecord } from '@konstvagg/domain';
import { getMany, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/** All of a venue's favourites, newest first, with their artworks (one query, then batched gets). */
export async function readFavorites(
  venueId: string,
): Promise<{ favorite: FavoriteRecord; artwork: ArtworkRecord | undefined }[]> {
  const favorites = (
    await queryAll<FavoriteRecord>({
      TableName: tableName(),
      ...queryInput(queries.favoritesOfVenue(venueId)),
    })
  ).sort((a, b) => b.created_at.localeCompare(a.created_at));

  const artworks = await getMany<ArtworkRecord>(favorites.map((f) => keys.artwork(f.artwork_id)));
  return favorites.map((favorite, i) => ({ favorite, artwork: artworks[i] }));
}
