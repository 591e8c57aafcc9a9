import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The business metrics (issue 39): CloudWatch sees the money, not only the functions. Each is
 * written as an Embedded Metric Format line on stdout (Powertools Metrics), which Lambda's log
 * agent turns into a CloudWatch metric with no API call on the money path.
 *
 * - Namespace: POWERTOOLS_METRICS_NAMESPACE, which the CDK app sets to `Konstvagg/<stage>` on every
 *   function (`Konstvagg/local` otherwise).
 * - Dimensions: `service` (the function's domain: orders, exhibitions, admin), plus the ones named
 *   below for a metric that is counted by kind. The CDK app's alarms and dashboard
 *   (infra/cdk/lib/constructs/business-metrics.ts) read these exact names and dimensions.
 */
export const METRIC = {
  /** A checkout made (an order pending payment). */
  OrdersCreated: 'OrdersCreated',
  /** A payment made an order paid. */
  OrdersPaid: 'OrdersPaid',
  /** The cents of those payments (GMV). Unit Count, value in cents. */
  PaidCents: 'PaidCents',
  /** A venue handed a work to its buyer (service exhibitions). */
  OrdersCollected: 'OrdersCollected',
  /** A refund written on an order. Dimension `reason`: not_collected, late_payment, admin, dispute_lost. */
  Refunds: 'Refunds',
  /** The cents refunded. */
  RefundedCents: 'RefundedCents',
  /** A refund that was due and failed (the task threw, the sweep could not make it). */
  RefundFailures: 'RefundFailures',
  /** A transfer to an artist or a venue sent. */
  PayoutsSent: 'PayoutsSent',
  /** The cents sent. */
  PaidOutCents: 'PaidOutCents',
  /** A transfer Stripe refused (the sweep tries again next run). */
  PayoutsFailed: 'PayoutsFailed',
  /** Payouts still failed at the start of a sweep: failed before, not fixed since. */
  PayoutsStillFailed: 'PayoutsStillFailed',
  /** A payout waiting for its payee's Stripe account. */
  PayoutsWaiting: 'PayoutsWaiting',
  /** A Stripe event handled. Dimensions `type` (the event type) and `outcome` (changed, repeat, ignored). */
  WebhookEvents: 'WebhookEvents',
  /** A webhook refused because its signature did not verify. */
  WebhookSignatureFailures: 'WebhookSignatureFailures',
  /** A dispute opened on a payment. */
  DisputesOpened: 'DisputesOpened',
  /** A dispute closed. Dimension `outcome`: won, lost, warning_closed. */
  DisputesClosed: 'DisputesClosed',
  /** A dispute lost after a pickup validated with the buyer's code: the payees kept their payouts. Cents. */
  PlatformLossCents: 'PlatformLossCents',
  /** An admin's moderation decision (service admin). Dimension `decision`: approved, rejected. */
  ModerationDecisions: 'ModerationDecisions',
  /** How long POST /checkout took, in milliseconds. */
  CheckoutLatency: 'CheckoutLatency',
  /** A fetch of the ECB's daily rates that failed (network, HTTP, a refused feed): the stored rate is kept. */
  FxFetchFailures: 'FxFetchFailures',
  /** A fetch of the ECB's daily rates that ended with a usable rate stored (a new date or the same again). */
  FxRatesStored: 'FxRatesStored',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

const instances = new Map<string, Metrics>();

function metricsOf(service: string): Metrics {
  let m = instances.get(service);
  if (!m) {
    m = new Metrics({
      namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Konstvagg/local',
      serviceName: service,
    });
    instances.set(service, m);
  }
  return m;
}

/**
 * Counts one business event (or `value` of it: cents) and writes it at once, so a function that
 * throws later still reports what it did. `dimensions` add to `service`, for a metric counted by kind.
 */
export function countMetric(
  service: string,
  name: MetricName,
  value = 1,
  dimensions: Record<string, string> = {},
): void {
  const single = metricsOf(service).singleMetric();
  for (const [k, v] of Object.entries(dimensions)) single.addDimension(k, v);
  single.addMetric(name, MetricUnit.Count, value);
}

/** A duration in milliseconds (CheckoutLatency), written at once. */
export function timeMetric(service: string, name: MetricName, ms: number): void {
  metricsOf(service).singleMetric().addMetric(name, MetricUnit.Milliseconds, ms);
}
