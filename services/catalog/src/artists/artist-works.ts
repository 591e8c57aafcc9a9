import { isPublicArtwork, queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Every public work of one artist, newest first. */
export async function publicWorksOf(artistId: string): Promise<ArtworkRecord[]> {
  const works = await queryAll<ArtworkRecord>({
    TableName: tableName(),
    ...queryInput(queries.artworksOfArtist(artistId)),
    ScanIndexForward: false,
  });
  return works.filter(isPublicArtwork);
}
