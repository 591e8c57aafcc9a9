import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { queryInput, type KeyQuery } from '@konstvagg/domain';
import { countQuery, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * Public artworks of one owner (queries.artworksOfArtist or queries.artworksAtVenue): drafts and
 * withdrawn works are not counted.
 */
export function countPublicArtworks(owner: KeyQuery): Promise<number> {
  const values: Record<string, unknown> = {};
  const placeholders = PUBLIC_ARTWORK_STATUSES.map((status, i) => {
    values[`:s${i}`] = status;
    return `:s${i}`;
  });
  return countQuery({
    TableName: tableName(),
    ...queryInput(owner, {
      filter: `#status IN (${placeholders.join(', ')})`,
      names: { '#status': 'status' },
      values,
    }),
  });
}
