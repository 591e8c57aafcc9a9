import { auditQuerySchema, auditResponseSchema } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import { queries, queryInput, type AuditEntryRecord } from '@konstvagg/domain';
import { defineOperation, invalidCursor } from '@konstvagg/lambda-kit';
import { countQuery, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { withNames } from '@konstvagg/lambda-kit/audit-names';

/** GET /admin/audit?actor&cursor&limit: every admin action, newest first, with the names of who and what; `actor` narrows to one admin. */
export const auditLog = defineOperation({
  response: auditResponseSchema,
  query: auditQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const q = query.actor ? queries.auditByActor(query.actor) : queries.auditLog();
    const input = { TableName: tableName(), ...queryInput(q), ScanIndexForward: false };
    const [page, total] = await Promise.all([
      queryExactPage<AuditEntryRecord & Record<string, unknown>>({
        input,
        index: q.index ?? 'GSI5',
        partition: q.pk,
        limit,
        cursor: query.cursor,
      }),
      countQuery(input),
    ]);
    if (page === 'invalid') throw invalidCursor();
    return {
      body: {
        entries: await withNames(page.items),
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
