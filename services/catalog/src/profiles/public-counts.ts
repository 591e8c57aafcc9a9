import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import { queryInput, type KeyQuery } from '@konstvagg/domain';
import { countQuery, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * Public artworks of one owner (queries.artworksOfArtist or queries.artworksAtVenue): drafts and
 * withdrawn works are not counted, nor works hidden while their artist is suspended.
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
      // A work hidden by its artist's suspension carries hidden_reason (removed on reactivation).
      filter: `#status IN (${placeholders.join(', ')}) AND attribute_not_exists(#hidden)`,
      names: { '#status': 'status', '#hidden': 'hidden_reason' },
      values,
    }),
  });
}
