import * as z from 'zod';

/** The longest `?cursor=` any list accepts (longer than any cursor the API issues). */
export const MAX_CURSOR_LENGTH = 2048;

/** Cursor pagination: pass nextCursor back as ?cursor= for the next page. */
export const paginationSchema = z.object({
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;
