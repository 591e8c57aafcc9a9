import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import type { ArtworkRecord } from '@konstvagg/domain';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Every public work of one artist, newest first (GSI4 ARTIST#id). */
export async function publicWorksOf(artistId: string): Promise<ArtworkRecord[]> {
  const works = await queryAll<ArtworkRecord>({
    TableName: tableName(),
    IndexName: 'GSI4',
    KeyConditionExpression: 'GSI4PK = :pk AND begins_with(GSI4SK, :artwork)',
    ExpressionAttributeValues: { ':pk': `ARTIST#${artistId}`, ':artwork': 'ARTWORK#' },
    ScanIndexForward: false,
  });
  return works.filter((w) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(w.status));
}
