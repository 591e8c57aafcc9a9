import type { Pagination } from '@konstvagg/contracts';
import type { KeyQuery } from '@konstvagg/domain';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { invalidCursor } from './errors.ts';

/** The names of a list's partition and sort key: `GSI2PK`/`GSI2SK`, or the table's `PK`/`SK`. */
const keyNames = (list: KeyQuery) =>
  list.index ? { pk: `${list.index}PK`, sk: `${list.index}SK` } : { pk: 'PK', sk: 'SK' };

/** The attribute a list is sorted by: `GSI2SK`, or the table's `SK`. */
export const sortKeyName = (list: KeyQuery) => keyNames(list).sk;

/** An item's place in a list: the value of the list's sort key on it. */
export const sortKeyIn = (list: KeyQuery, item: object): string =>
  String((item as Record<string, unknown>)[sortKeyName(list)]);

/**
 * One page of a list already read whole, newest first by its sort key (a statement, whose money
 * figures need every sale anyway; a caller's exhibitions, whose counts per status do). The cursor
 * is the list's partition and the sort key of the last item shown, so the next page starts just
 * below it even when newer items came in between; a cursor of another list (another partition or
 * another kind of item in the same one) is refused, 400 `invalid_cursor`. Exact: `total` is the
 * list's length, `hasMore` whether an item follows the page. `sortKeyOf` reads the key where the
 * items are not the list's own (a list merged from two indexes with the same sort keys).
 */
export function pageBySortKey<T extends object>(
  items: readonly T[],
  options: {
    list: KeyQuery;
    limit: number;
    cursor?: string | undefined;
    sortKeyOf?: (item: T) => string;
  },
): { items: T[]; pagination: Pagination } {
  const { list, limit } = options;
  const names = keyNames(list);
  const sortKeyOf = options.sortKeyOf ?? ((item: T) => sortKeyIn(list, item));
  const prefix = list.sk && 'beginsWith' in list.sk ? list.sk.beginsWith : '';
  let start = 0;
  if (options.cursor) {
    const fields = decodeCursor(options.cursor, { [names.pk]: 'string', [names.sk]: 'string' });
    const after = String(fields?.[names.sk]);
    if (!fields || fields[names.pk] !== list.pk || !after.startsWith(prefix)) throw invalidCursor();
    start = items.findIndex((item) => sortKeyOf(item) < after);
    if (start < 0) start = items.length;
  }
  const page = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  const last = page[page.length - 1];
  return {
    items: page,
    pagination: {
      limit,
      total: items.length,
      hasMore,
      nextCursor: hasMore && last ? encodeCursor({ [names.pk]: list.pk, [names.sk]: sortKeyOf(last) }) : null,
    },
  };
}

/**
 * One page of a list ranked in memory, with no sort key to start below (artists by how much they
 * offer, works by distance): by offset, behind a signed cursor like every list's; a cursor we did
 * not issue is a 400 `invalid_cursor`. Exact in `total` and `hasMore`.
 */
export function pageByOffset<T>(
  items: readonly T[],
  options: { limit: number; cursor?: string | undefined },
): { items: T[]; pagination: Pagination } {
  const { limit } = options;
  let offset = 0;
  if (options.cursor) {
    const fields = decodeCursor(options.cursor, { o: 'number' });
    if (!fields) throw invalidCursor();
    offset = Number(fields.o);
  }
  const hasMore = offset + limit < items.length;
  return {
    items: items.slice(offset, offset + limit),
    pagination: {
      limit,
      total: items.length,
      hasMore,
      nextCursor: hasMore ? encodeCursor({ o: offset + limit }) : null,
    },
  };
}
