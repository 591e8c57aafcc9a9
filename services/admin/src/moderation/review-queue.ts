import { reviewQueueQuerySchema, reviewQueueResponseSchema } from '@konstvagg/contracts';
import {
  DEFAULT_PAGE_SIZE,
  MODERATION_TARGET_HOURS,
  queries,
  queryInput,
  REVIEW_QUEUE_PK,
  toOwnerArtworkView,
  type ArtworkRecord,
} from '@konstvagg/domain';
import { defineOperation, invalidCursor, now } from '@konstvagg/lambda-kit';
import { countQuery, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';

const HOUR_MS = 3_600_000;

/**
 * GET /admin/artworks?status=pending_review: the moderation queue (queries.reviewQueue), oldest
 * first, each work with how long it has waited; `overdue` past the 24-hour promise.
 */
export const reviewQueue = defineOperation({
  response: reviewQueueResponseSchema,
  query: reviewQueueQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const input = { TableName: tableName(), ...queryInput(queries.reviewQueue()), ScanIndexForward: true };
    const [page, total] = await Promise.all([
      queryExactPage<ArtworkRecord & Record<string, unknown>>({
        input,
        index: 'GSI3',
        partition: REVIEW_QUEUE_PK,
        limit,
        cursor: query.cursor,
      }),
      countQuery(input),
    ]);
    if (page === 'invalid') throw invalidCursor();
    const nowMs = now().getTime();
    const artworks = page.items.map((r) => {
      const submitted = r.submitted_at ?? r.updated_at;
      const ageHours = Math.max(0, (nowMs - Date.parse(submitted)) / HOUR_MS);
      return {
        ...toOwnerArtworkView(r),
        submitted_at: submitted,
        age_hours: Math.round(ageHours * 10) / 10,
        overdue: ageHours > MODERATION_TARGET_HOURS,
      };
    });
    return {
      body: { artworks, pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor } },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
