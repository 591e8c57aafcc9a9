import { adminAnalyticsQuerySchema, adminAnalyticsResponseSchema } from '@konstvagg/contracts';
import { defineOperation } from '@konstvagg/lambda-kit';
import { analytics } from './aggregate.ts';
import { readStatDays } from './read-stats.ts';

/**
 * GET /admin/analytics?from&to&granularity=day|week|month: sales and GMV per bucket, the
 * breakdowns by city, category, style and venue, the counts of QR visits, checkouts and paid sales
 * (each on its own, not a funnel), the
 * average time to pickup, the refund rate and the average moderation time, all from the day
 * counters (Swedish calendar days, both ends included, at most 366 days).
 */
export const adminAnalytics = defineOperation({
  query: adminAnalyticsQuerySchema,
  response: adminAnalyticsResponseSchema,
  async run({ query }) {
    const items = await readStatDays(query.from, query.to);
    return {
      body: analytics(items, query.from, query.to, query.granularity ?? 'day'),
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
