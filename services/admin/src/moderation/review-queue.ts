import { reviewQueueQuerySchema, reviewQueueResponseSchema } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE, MODERATION_TARGET_HOURS } from '@konstvagg/rules';
import {
  queries,
  queryInput,
  REVIEW_QUEUE_PK,
  toOwnerArtworkView,
  type ArtworkRecord,
} from '@konstvagg/domain';
import { defineOperation, invalidCursor, now } from '@konstvagg/lambda-kit';
import { countQuery, queryAll, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artworkMatcher } from '../artworks/list-artworks.ts';

const HOUR_MS = 3_600_000;

/**
 * GET /admin/artworks/review-queue?q&category&artist&cursor&limit: the moderation queue
 * (queries.reviewQueue), oldest first, each work with how long it has waited; `overdue` past the
 * 24-hour promise. The admin list's filters (`q`, `category`, `artist`) narrow it in code (the
 * queue is short).
 */
export const reviewQueue = defineOperation({
  query: reviewQueueQuerySchema,
  response: reviewQueueResponseSchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const matches = artworkMatcher(query);
    const filtered = Boolean(query.q || query.category || query.artist);
    const keep = filtered
      ? (r: ArtworkRecord) =>
          matches(r) &&
          (!query.category || r.category === query.category) &&
          (!query.artist || r.artist_id === query.artist)
      : undefined;
    const input = { TableName: tableName(), ...queryInput(queries.reviewQueue()), ScanIndexForward: true };
    const [page, total] = await Promise.all([
      queryExactPage<ArtworkRecord & Record<string, unknown>>({
        input,
        index: 'GSI3',
        partition: REVIEW_QUEUE_PK,
        limit,
        cursor: query.cursor,
        ...(keep ? { keep } : {}),
      }),
      keep ? queryAll<ArtworkRecord>(input).then((all) => all.filter(keep).length) : countQuery(input),
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
