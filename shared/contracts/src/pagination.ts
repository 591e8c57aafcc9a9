import * as z from 'zod';

/** The longest `?cursor=` any list accepts (longer than any cursor the API issues). */
export const MAX_CURSOR_LENGTH = 2048;

/** The largest `?limit=` of a paged list (docs/decisions.md, Hostile input). */
export const MAX_PAGE_LIMIT = 100;

/** A list's `?limit=`: 1..max, optional (query values arrive as strings; an empty one is absent). */
export const pageLimit = (max: number = MAX_PAGE_LIMIT) =>
  z.preprocess(
    (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
    z.number().int().min(1).max(max).optional(),
  );

/** A list's `?cursor=`: the `nextCursor` of the page before. */
export const pageCursor = z.string().max(MAX_CURSOR_LENGTH).optional();

/** The query fields every paged list takes: `limit` and `cursor`. */
export const pageQuery = { limit: pageLimit(), cursor: pageCursor };

/**
 * Cursor pagination: pass nextCursor back as ?cursor= for the next page. Exact: `hasMore` is never
 * a guess, and `total` (the items of the whole list, with its filters) comes with every page.
 */
export const paginationSchema = z.object({
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

type ListShape<K extends string, T extends z.ZodType> = { [P in K]: z.ZodArray<T> } & {
  pagination: typeof paginationSchema;
};

/**
 * The one list envelope (docs/decisions.md, "One list envelope"): `{ <key>: [items], pagination }`,
 * plus what sits beside the list (a statement's totals, the counts per status), e.g.
 * `listResponse('purchases', orderSchema)`. Every list the API answers is built with it.
 */
export function listResponse<
  K extends string,
  T extends z.ZodType,
  B extends Record<string, z.ZodType> = Record<never, never>,
>(key: K, item: T, beside?: B) {
  const shape = { [key]: z.array(item), ...beside, pagination: paginationSchema };
  return z.object(shape as unknown as ListShape<K, T> & B);
}
