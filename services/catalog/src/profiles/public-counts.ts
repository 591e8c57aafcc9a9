import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { countQuery, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Public artworks of one owner (GSI4 ARTIST#id or GSI5 VENUE#id): drafts and withdrawn works are not counted. */
export function countPublicArtworks(owner: { index: 'GSI4' | 'GSI5'; pk: string }): Promise<number> {
  const values: Record<string, unknown> = { ':pk': owner.pk };
  const placeholders = PUBLIC_ARTWORK_STATUSES.map((status, i) => {
    values[`:s${i}`] = status;
    return `:s${i}`;
  });
  return countQuery({
    TableName: tableName(),
    IndexName: owner.index,
    KeyConditionExpression: `${owner.index}PK = :pk AND begins_with(${owner.index}SK, :artwork)`,
    FilterExpression: `#status IN (${placeholders.join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...values, ':artwork': 'ARTWORK#' },
  });
}
