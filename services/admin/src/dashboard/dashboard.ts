import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  adminDashboardResponseSchema,
  ORDER_STATUSES,
  ROLES,
  type AdminDashboardResponse,
} from '@konstvagg/contracts';
import {
  addDays,
  keys,
  queries,
  queryInput,
  stockholmDay,
  type ArtworkRecord,
  type StatTotals,
} from '@konstvagg/domain';
import { createLogger, defineOperation, now } from '@konstvagg/lambda-kit';
import { deadLetters } from '@konstvagg/lambda-kit/ports/dead-letters';
import { countQuery, documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { lastDays } from '../analytics/aggregate.ts';
import { readStatDays } from '../analytics/read-stats.ts';

const HOUR_MS = 3_600_000;
/** How many of the waiting dead letters the dashboard lists (the total is always given). */
const ATTENTION_ITEMS = 20;
const log = createLogger('konstvagg-admin');

const signups = (t: StatTotals) =>
  Object.fromEntries(
    ROLES.map((r) => [r, t[`signups_${r}`]]),
  ) as AdminDashboardResponse['signups']['last_7_days'];

/**
 * GET /admin/dashboard: the figures an admin starts the day with, from counters and indexed
 * queries only: GMV and sales today, 7 and 30 days and new sign-ups by role (day counters); orders
 * by status and disputes (the status counters); pickups due today and refunds due within 24 h (the
 * paid orders, ORDERS#paid: only orders waiting for pickup, at most 7 days of sales); failed
 * payouts (PAYOUTS#failed); the moderation queue's size and oldest work (REVIEW_QUEUE); unread
 * contact messages (CONTACT_MESSAGES, status new); and what needs attention: the messages that
 * failed every retry on a money path (the dead-letter port), each with the order it names.
 */
export const adminDashboard = defineOperation({
  response: adminDashboardResponseSchema,
  async run() {
    const at = now();
    const today = stockholmDay(at);
    const table = tableName();
    const queue = { TableName: table, ...queryInput(queries.reviewQueue()) };
    const [days, counts, paid, failedPayouts, queueSize, oldest, unread, attention] = await Promise.all([
      readStatDays(addDays(today, -29), today),
      documentClient().send(new GetCommand({ TableName: table, Key: keys.orderStatusCounts() })),
      queryAll<{ pickup_deadline?: string | null }>({
        TableName: table,
        ...queryInput(queries.ordersByStatus('paid')),
        ProjectionExpression: 'pickup_deadline',
      }),
      countQuery({ TableName: table, ...queryInput(queries.payoutsByStatus('failed')) }),
      countQuery(queue),
      documentClient().send(new QueryCommand({ ...queue, ScanIndexForward: true, Limit: 1 })),
      countQuery({
        TableName: table,
        ...queryInput(queries.contactMessages(), {
          filter: '#st = :st',
          names: { '#st': 'status' },
          values: { ':st': 'new' },
        }),
      }),
      // The dashboard still answers when the queues cannot be read: the figures above stand.
      deadLetters()
        .list()
        .catch((err: unknown) => {
          log.error('Dead-letter queues not read for the dashboard', err as Error);
          return null;
        }),
    ]);
    const stored = (counts.Item ?? {}) as Record<string, unknown>;
    const n = (v: unknown) => (typeof v === 'number' ? Math.max(0, v) : 0);
    const windows = [1, 7, 30].map((d) => lastDays(days, today, d)) as [StatTotals, StatTotals, StatTotals];
    const soon = new Date(at.getTime() + 24 * HOUR_MS).toISOString();
    const deadlines = paid.map((o) => o.pickup_deadline).filter((d): d is string => !!d);
    const first = oldest.Items?.[0] as ArtworkRecord | undefined;
    const submitted = first ? (first.submitted_at ?? first.updated_at) : null;
    const body: AdminDashboardResponse = {
      today,
      gmv_cents: {
        today: windows[0].gmv_cents,
        last_7_days: windows[1].gmv_cents,
        last_30_days: windows[2].gmv_cents,
      },
      sales: { today: windows[0].sales, last_7_days: windows[1].sales, last_30_days: windows[2].sales },
      orders_by_status: Object.fromEntries(
        ORDER_STATUSES.map((s) => [s, n(stored[s])]),
      ) as AdminDashboardResponse['orders_by_status'],
      pickups_due_today: deadlines.filter((d) => stockholmDay(d) === today).length,
      refunds_due_24h: deadlines.filter((d) => d <= soon).length,
      failed_payouts: failedPayouts,
      disputes: n(stored.disputes),
      moderation: {
        queue_size: queueSize,
        oldest_submitted_at: submitted,
        oldest_age_hours: submitted
          ? Math.round((Math.max(0, at.getTime() - Date.parse(submitted)) / HOUR_MS) * 10) / 10
          : null,
      },
      signups: { last_7_days: signups(windows[1]), last_30_days: signups(windows[2]) },
      unread_messages: unread,
      needs_attention: attention && {
        total: attention.total,
        items: attention.items.slice(0, ATTENTION_ITEMS).map(({ queue, id, task, order_id, error, at }) => ({
          queue,
          id,
          task,
          order_id,
          error,
          at,
        })),
      },
    };
    return { body, headers: { 'Cache-Control': 'private, no-store' } };
  },
});
