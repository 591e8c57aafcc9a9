import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queries } from '@konstvagg/domain';
import { AppError } from './errors.ts';
import { encodeCursor } from './cursor.ts';
import { pageByOffset, pageBySortKey } from './paging.ts';

/** A venue's sales (GSI2 `VENUE#v1`, sort keys `ORDER#…`), as the store answers them newest first. */
const sales = queries.ordersAtVenue('v1');
const sale = (sk: string) => ({ GSI2PK: 'VENUE#v1', GSI2SK: `ORDER#${sk}` });
const list = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 60 })
  .map((keys) => keys.sort().reverse().map(sale));

/** Every page from the first, following nextCursor. */
function walk(items: ReturnType<typeof sale>[], limit: number) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = pageBySortKey(items, { list: sales, limit, cursor });
    pages.push(page);
    cursor = page.pagination.nextCursor ?? undefined;
  } while (cursor && pages.length <= items.length + 1);
  return pages;
}

function refusal(run: () => unknown) {
  try {
    run();
    return null;
  } catch (err) {
    return err;
  }
}

describe('pageBySortKey', () => {
  it('gives every item once, in order, with an exact total and hasMore on every page', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 10 }), (items, limit) => {
        const pages = walk(items, limit);
        expect(pages.flatMap((p) => p.items)).toEqual(items);
        pages.forEach((p, i) => {
          expect(p.pagination.total).toBe(items.length);
          expect(p.pagination.limit).toBe(limit);
          expect(p.items.length).toBeLessThanOrEqual(limit);
          expect(p.pagination.hasMore).toBe(i < pages.length - 1);
          expect(p.pagination.nextCursor === null).toBe(!p.pagination.hasMore);
        });
      }),
    );
  });

  it('starts the next page just below the last key shown, even when newer items came in between', () => {
    const items = ['e', 'd', 'c', 'b', 'a'].map(sale);
    const first = pageBySortKey(items, { list: sales, limit: 2 });
    const second = pageBySortKey([sale('f'), ...items], {
      list: sales,
      limit: 2,
      cursor: first.pagination.nextCursor!,
    });
    expect(second.items).toEqual([sale('c'), sale('b')]);
    expect(second.pagination).toMatchObject({ total: 6, hasMore: true });
  });

  it("refuses another list's cursor and an edited one with 400 invalid_cursor", () => {
    const items = [sale('b'), sale('a')];
    const foreign = [
      // another venue's sales
      encodeCursor({ GSI2PK: 'VENUE#v2', GSI2SK: 'ORDER#b' }),
      // the same venue's exhibitions (same partition, another kind of item)
      encodeCursor({ GSI2PK: 'VENUE#v1', GSI2SK: 'EXHIBITION#b' }),
      // an artist's sales (another index)
      encodeCursor({ GSI1PK: 'ARTIST#a1', GSI1SK: 'ORDER#b' }),
      encodeCursor({ o: 1 }),
      'garbage',
    ];
    for (const cursor of foreign)
      expect(refusal(() => pageBySortKey(items, { list: sales, limit: 1, cursor }))).toMatchObject({
        status: 400,
        code: 'invalid_cursor',
      });
    expect(refusal(() => pageBySortKey(items, { list: sales, limit: 1, cursor: 'x' }))).toBeInstanceOf(
      AppError,
    );
  });
});

describe('pageByOffset', () => {
  it('gives every item once, in order, with an exact total and hasMore, and refuses a cursor not its own', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 1, max: 9 }), (items, limit) => {
        const seen: number[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const page = pageByOffset(items, { limit, cursor });
          expect(page.pagination).toMatchObject({ limit, total: items.length });
          expect(page.pagination.hasMore).toBe(page.pagination.nextCursor !== null);
          seen.push(...page.items);
          cursor = page.pagination.nextCursor ?? undefined;
          pages++;
        } while (cursor);
        expect(seen).toEqual(items);
        expect(pages).toBe(Math.max(1, Math.ceil(items.length / limit)));
      }),
    );
    const foreign = encodeCursor({ GSI2PK: 'VENUE#v1', GSI2SK: 'ORDER#b' });
    expect(refusal(() => pageByOffset([1, 2], { limit: 1, cursor: foreign }))).toMatchObject({
      code: 'invalid_cursor',
    });
  });
});
