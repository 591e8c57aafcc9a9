import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { METRIC, type MetricName } from '@konstvagg/lambda-kit/metrics';
import type { AppConfig } from '../config.ts';

/**
 * The business metrics the services write with Powertools Metrics (shared/lambda-kit/src/metrics.ts,
 * issue 39): the one place the CDK app names them, read by the alarms (constructs/alarms.ts) and the
 * money dashboard (constructs/money-dashboard.ts). A metric is found in CloudWatch by its namespace,
 * its name and its whole set of dimensions, so these must be exactly what the services write:
 * `service` (the function's domain, its POWERTOOLS_SERVICE_NAME) plus the per-metric ones.
 */
export { METRIC };
export type { MetricName };

/** POWERTOOLS_METRICS_NAMESPACE of every function of a stage. */
export const metricsNamespace = (config: Pick<AppConfig, 'stage'>) => `Konstvagg/${config.stage}`;

/** The domains that write business metrics (the `service` dimension). */
export type MetricsDomain = 'orders' | 'exhibitions' | 'admin';

/** Which domain writes each metric that has no per-kind dimension. */
export const METRIC_DOMAIN = {
  OrdersCreated: 'orders',
  OrdersPaid: 'orders',
  PaidCents: 'orders',
  OrdersCollected: 'exhibitions',
  RefundedCents: 'orders',
  RefundFailures: 'orders',
  PayoutsSent: 'orders',
  PaidOutCents: 'orders',
  PayoutsFailed: 'orders',
  PayoutsStillFailed: 'orders',
  PayoutsWaiting: 'orders',
  WebhookSignatureFailures: 'orders',
  DisputesOpened: 'orders',
  CheckoutLatency: 'orders',
  FxFetchFailures: 'orders',
  FxRatesStored: 'orders',
} as const satisfies Partial<Record<MetricName, MetricsDomain>>;

/** The metrics counted by kind, with the dimensions (besides `service`) each kind carries. */
export const METRIC_KINDS = {
  Refunds: ['reason'],
  WebhookEvents: ['type', 'outcome'],
  DisputesClosed: ['outcome'],
  ModerationDecisions: ['decision'],
} as const satisfies Partial<Record<MetricName, readonly string[]>>;

export interface BusinessMetricOptions {
  /** @default Sum */
  statistic?: string;
  /** @default 5 minutes */
  period?: Duration;
  label?: string;
}

/** One business metric of a stage, with its `service` dimension (metrics without a per-kind dimension). */
export function businessMetric(
  config: Pick<AppConfig, 'stage'>,
  name: keyof typeof METRIC_DOMAIN,
  options: BusinessMetricOptions = {},
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace(config),
    metricName: METRIC[name],
    dimensionsMap: { service: METRIC_DOMAIN[name] },
    statistic: options.statistic ?? 'Sum',
    period: options.period ?? Duration.minutes(5),
    label: options.label,
  });
}

/**
 * Every series of a metric counted by kind (Refunds by reason, webhook events by type and outcome),
 * whatever the domain and the kinds: a CloudWatch search, for graphs (alarms cannot search).
 */
export function businessMetricByKind(
  config: Pick<AppConfig, 'stage'>,
  name: keyof typeof METRIC_KINDS,
  options: { statistic?: string; period?: Duration; label?: string } = {},
): cloudwatch.MathExpression {
  const period = options.period ?? Duration.minutes(5);
  const schema = [metricsNamespace(config), 'service', ...METRIC_KINDS[name]].join(',');
  return new cloudwatch.MathExpression({
    expression: `SEARCH('{${schema}} MetricName="${METRIC[name]}"', '${options.statistic ?? 'Sum'}', ${period.toSeconds()})`,
    usingMetrics: {},
    period,
    label: options.label ?? '',
  });
}
