import type { Context } from 'aws-lambda';
import { createHttpHandler, createLogger, type HttpEvent } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { STRIPE_SETTINGS } from '@konstvagg/lambda-kit/config';
import { isOrderTask, type OrderTask } from '@konstvagg/lambda-kit/ports/scheduler';
import { loadSecretSettings } from '@konstvagg/lambda-kit/secret-settings';
import { tracedHandler } from '@konstvagg/lambda-kit/tracing';
import { routes } from './routes.ts';
import { refundTransaction, retryPayout } from './admin/actions.ts';
import { disputeEvidence } from './disputes/admin.ts';
import { disputeEvidenceTask } from './disputes/evidence.ts';
import { exportTransactions, listTransactions, transactionDetail } from './admin/transactions.ts';
import { startOnboarding } from './onboarding/start-onboarding.ts';
import { onboardingStatus } from './onboarding/onboarding-status.ts';
import { stripeWebhook } from './webhooks/stripe-webhook.ts';
import { checkout } from './orders/checkout.ts';
import { getPurchase, listPurchases, readOrder } from './orders/read-orders.ts';
import { artistSales, artistSalesCsv, venueCommissions } from './orders/sales.ts';
import { expireCheckouts } from './tasks/expire-checkouts.ts';
import { fetchRates } from './tasks/fx-rates.ts';
import { sweepOrphanPayments } from './tasks/orphans.ts';
import { payoutSweep } from './tasks/payouts.ts';
import { refundOverdue, refundTask } from './tasks/refund.ts';
import { isStreamBatch, outboxBackstop, outboxStream, type OutboxStreamRecord } from './tasks/outbox.ts';
import { rememberInvokedArn } from './tasks/target.ts';

const log = createLogger('konstvagg-orders');

// On AWS the Stripe keys live in SSM SecureString parameters named by the CDK app; locally the
// stand-in's keys are set directly.
const prepare = () =>
  loadSecretSettings([
    { valueVar: 'STRIPE_SECRET_KEY', nameVar: STRIPE_SETTINGS.secretName },
    { valueVar: 'STRIPE_WEBHOOK_SECRET', nameVar: STRIPE_SETTINGS.webhookSecretName },
  ]);

const http = createHttpHandler(
  routes,
  {
    startOnboarding,
    onboardingStatus,
    stripeWebhook,
    checkout,
    readOrder,
    listPurchases,
    getPurchase,
    artistSales,
    artistSalesCsv,
    venueCommissions,
    listTransactions,
    exportTransactions,
    transactionDetail,
    refundTransaction,
    retryPayout,
    disputeEvidence,
  },
  { prepare },
);

/**
 * A schedule fired (EventBridge Scheduler, or the local stand-in): the refund at a deadline, or the
 * quarter-hourly sweep, which sends the payouts that are due, closes abandoned checkouts (and finds
 * payments whose webhook never came, and intents their checkout never saved), and is the backstop of the outbox and of the refund schedules.
 */
/**
 * What of the function's time the sweep leaves to its other parts (checkouts, orphans, outbox,
 * overdue refunds) after the payouts have had theirs.
 */
const SWEEP_RESERVE_MS = 20_000;

async function runTask(task: OrderTask, context?: Context): Promise<unknown> {
  if (task.task === 'fx-rates') {
    // The daily ECB rates (needs no Stripe key): a failure is counted (FxFetchFailures) and rethrown
    // by the task, so it is retried, then dead-lettered; the stored rate stays.
    const fetched = await fetchRates();
    log.info('Scheduled task done', { task: task.task, result: fetched });
    return fetched;
  }
  await prepare();
  const remaining = context?.getRemainingTimeInMillis?.();
  const result =
    task.task === 'dispute-evidence'
      ? await disputeEvidenceTask(task.order_id)
      : task.task === 'refund'
        ? await refundTask(task.order_id).catch((err: unknown) => {
            // Retried by Lambda, then dead-lettered: each failed try is counted (the RefundFailures alarm).
            countMetric('orders', METRIC.RefundFailures);
            throw err;
          })
        : {
            ...(await payoutSweep({
              budgetMs: remaining ? Math.max(1_000, remaining - SWEEP_RESERVE_MS) : undefined,
            })),
            ...(await expireCheckouts()),
            ...(await sweepOrphanPayments()),
            ...(await outboxBackstop()),
            ...(await refundOverdue()),
          };
  log.info('Scheduled task done', { task: task.task, result });
  return result;
}

/**
 * The orders Lambda: HTTP (payout onboarding, the Stripe webhook, checkout, orders, sales), its
 * own schedules' events, and the table stream's outbox items (tasks/outbox.ts). Scheduler invokes
 * it asynchronously: a task that throws is retried twice by Lambda, then lands in the task-failures
 * queue (infra/cdk, docs/operations.md says how to replay it). A stream batch that throws is retried
 * by its event source mapping, then lands in the outbox-failures queue. Each is safe to run twice.
 */
export const handler = Object.assign(
  // One X-Ray segment per invocation, schedules and stream batches included (the HTTP handler
  // inside opens no second one).
  tracedHandler(
    'orders',
    async (event: HttpEvent | OrderTask | { Records: OutboxStreamRecord[] }, context: Context) => {
      rememberInvokedArn(context?.invokedFunctionArn);
      if (isOrderTask(event)) return runTask(event, context);
      if (isStreamBatch(event)) {
        await prepare();
        return outboxStream(event);
      }
      return http(event, context);
    },
  ),
  { operations: http.operations },
);
