import { type CfnResource, Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { businessMetric, businessMetricByKind } from './business-metrics.ts';

export interface MoneyDashboardProps {
  config: AppConfig;
  httpApi: apigw.HttpApi;
  /** Every function of the stage, by a label: the API's one per domain, then the others. */
  functions: readonly { label: string; functionName: string; api: boolean }[];
  /** The dead-letter queues: a queue of this stack or another passed in, or one known by name only. */
  deadLetters: readonly { label: string; queue: sqs.IQueue | string }[];
}

/** Section headings, in the order they appear (tests read the order). */
export const DASHBOARD_SECTIONS = ['Money', 'Failures and dead letters', 'API per domain', 'Lambda health'];

const HOUR = Duration.hours(1);
const FIVE_MINUTES = Duration.minutes(5);

/**
 * `Konstvagg-<stage>-Money` (docs/operations.md "Dashboard"): what the business did first (GMV,
 * orders paid and collected, refunds by reason, payouts), then what failed (refunds, payouts,
 * webhook signatures, dead letters), then the API's latency and errors per domain (one Lambda per
 * domain), then the health of every function.
 */
export class MoneyDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MoneyDashboardProps) {
    super(scope, id);
    const { config } = props;
    const m = (name: Parameters<typeof businessMetric>[1], label: string, statistic = 'Sum', period = HOUR) =>
      businessMetric(config, name, { label, statistic, period });

    this.dashboard = new cloudwatch.Dashboard(this, 'Resource', {
      dashboardName: `Konstvagg-${config.stage}-Money`,
      defaultInterval: Duration.days(7),
    });
    // CloudFormation takes Tags on a dashboard since June 2026; cfn-lint's schema before then does
    // not know them (E3002). The app's tags stay; the stale rule is quieted on this resource only.
    (this.dashboard.node.defaultChild as CfnResource).addMetadata('cfn-lint', {
      config: { ignore_checks: ['E3002'] },
    });
    const heading = (title: string, text: string) =>
      new cloudwatch.TextWidget({ markdown: `## ${title}\n${text}`, width: 24, height: 2 });

    // Money.
    this.dashboard.addWidgets(
      heading(
        DASHBOARD_SECTIONS[0]!,
        `Namespace \`Konstvagg/${config.stage}\`. Amounts are in minor units (cents, öre) of the orders' charge currency (the buyer's market: markets.ts); graphs sum per hour.`,
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.SingleValueWidget({
        title: 'Over the time range: GMV, orders, refunds, payouts',
        width: 24,
        height: 4,
        setPeriodToTimeRange: true,
        metrics: [
          m('PaidCents', 'GMV (paid, cents)'),
          m('OrdersPaid', 'Orders paid'),
          m('OrdersCollected', 'Orders collected'),
          m('RefundedCents', 'Refunded (cents)'),
          m('PaidOutCents', 'Paid out (cents)'),
          m('PayoutsSent', 'Payouts sent'),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'GMV: paid (cents)',
        width: 8,
        left: [m('PaidCents', 'Paid (cents)')],
      }),
      new cloudwatch.GraphWidget({
        title: 'Orders: created, paid, collected',
        width: 8,
        left: [
          m('OrdersCreated', 'Created (checkouts)'),
          m('OrdersPaid', 'Paid'),
          m('OrdersCollected', 'Collected'),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Refunds by reason',
        width: 8,
        left: [businessMetricByKind(config, 'Refunds', { period: HOUR })],
        right: [m('RefundedCents', 'Refunded (cents)')],
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Paid out',
        width: 8,
        left: [m('PaidOutCents', 'Paid out (cents)')],
        right: [m('PayoutsSent', 'Payouts sent'), m('PayoutsWaiting', 'Waiting for a Stripe account')],
      }),
      new cloudwatch.GraphWidget({
        title: 'Disputes',
        width: 8,
        left: [
          m('DisputesOpened', 'Opened'),
          businessMetricByKind(config, 'DisputesClosed', { period: HOUR }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Checkout latency (ms)',
        width: 8,
        left: [
          m('CheckoutLatency', 'p50', 'p50', FIVE_MINUTES),
          m('CheckoutLatency', 'p99', 'p99', FIVE_MINUTES),
        ],
      }),
    );

    // Failures.
    this.dashboard.addWidgets(
      heading(
        DASHBOARD_SECTIONS[1]!,
        'Each has an alarm (docs/operations.md): a refund or a payout that failed, a webhook that did not verify, a message that failed every retry.',
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Failures: refunds, payouts, webhook signatures, ECB rates',
        width: 12,
        left: [
          m('RefundFailures', 'Refund failures', 'Sum', FIVE_MINUTES),
          m('PayoutsFailed', 'Payouts failed', 'Sum', FIVE_MINUTES),
          m('PayoutsStillFailed', 'Payouts still failed (max)', 'Maximum', Duration.minutes(15)),
          m('WebhookSignatureFailures', 'Webhook signature failures', 'Sum', FIVE_MINUTES),
          m('FxFetchFailures', 'ECB rate fetch failures', 'Sum', FIVE_MINUTES),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Dead-letter queues: messages waiting',
        width: 12,
        left: props.deadLetters.map(({ label, queue }) =>
          typeof queue === 'string'
            ? new cloudwatch.Metric({
                namespace: 'AWS/SQS',
                metricName: 'ApproximateNumberOfMessagesVisible',
                dimensionsMap: { QueueName: queue },
                statistic: 'Maximum',
                period: FIVE_MINUTES,
                label,
              })
            : queue.metricApproximateNumberOfMessagesVisible({
                statistic: 'Maximum',
                period: FIVE_MINUTES,
                label,
              }),
        ),
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Stripe webhook events by type and outcome',
        width: 12,
        left: [businessMetricByKind(config, 'WebhookEvents', { period: HOUR })],
      }),
      new cloudwatch.GraphWidget({
        title: 'Moderation decisions',
        width: 12,
        left: [businessMetricByKind(config, 'ModerationDecisions', { period: HOUR })],
      }),
    );

    // The API, per domain.
    const lambdaMetric = (
      metricName: string,
      fn: MoneyDashboardProps['functions'][number],
      statistic: string,
    ) =>
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: fn.functionName },
        statistic,
        period: FIVE_MINUTES,
        label: fn.label,
      });
    const apiFunctions = props.functions.filter((fn) => fn.api);
    this.dashboard.addWidgets(
      heading(
        DASHBOARD_SECTIONS[2]!,
        'One Lambda per domain: its duration is the latency of that domain, its errors its 5xx (a 503 the code answers during an outage is not an error).',
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API: requests, 4xx, 5xx',
        width: 8,
        left: [props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum', label: 'Requests' })],
        right: [
          props.httpApi.metricClientError({ period: FIVE_MINUTES, label: '4xx' }),
          props.httpApi.metricServerError({ period: FIVE_MINUTES, label: '5xx' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        width: 8,
        left: [
          props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }),
          props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'p99' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Latency per domain (duration p99, ms)',
        width: 8,
        left: apiFunctions.map((fn) => lambdaMetric('Duration', fn, 'p99')),
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Errors per domain',
        width: 24,
        left: apiFunctions.map((fn) => lambdaMetric('Errors', fn, 'Sum')),
      }),
    );

    // Every function's health.
    this.dashboard.addWidgets(
      heading(
        DASHBOARD_SECTIONS[3]!,
        "Every function of the stage, the API's and the Frontends stack's (landing, edge invalidation). Each has an errors and a throttles alarm.",
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda errors',
        width: 8,
        left: props.functions.map((fn) => lambdaMetric('Errors', fn, 'Sum')),
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles',
        width: 8,
        left: props.functions.map((fn) => lambdaMetric('Throttles', fn, 'Sum')),
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda duration (p99, ms)',
        width: 8,
        left: props.functions.map((fn) => lambdaMetric('Duration', fn, 'p99')),
      }),
    );
  }
}
