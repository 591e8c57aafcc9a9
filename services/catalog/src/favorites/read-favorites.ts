import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { keys, queries, queryInput, type ArtworkRecord, type FavoriteRecord } from '@konstvagg/domain';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

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

  const artworks = new Map<string, ArtworkRecord>();
  for (let i = 0; i < favorites.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: favorites.slice(i, i + 100).map((f) => keys.artwork(f.artwork_id)) },
    };
    // BatchGet may return part of the keys as unprocessed under load: ask again for those.
    for (let attempt = 0; request && attempt < 5; attempt++) {
      const out: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: request }),
      );
      for (const item of (out.Responses?.[tableName()] ?? []) as ArtworkRecord[]) artworks.set(item.id, item);
      request =
        out.UnprocessedKeys && Object.keys(out.UnprocessedKeys).length
          ? (out.UnprocessedKeys as typeof request)
          : undefined;
    }
  }
  return favorites.map((favorite) => ({ favorite, artwork: artworks.get(favorite.artwork_id) }));
}
