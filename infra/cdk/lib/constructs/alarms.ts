import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { businessMetric } from './business-metrics.ts';

/**
 * The app's alarms, each to the one alarm topic, on breach and on recovery. What each means and
 * what to do is in docs/operations.md under the alarm's id.
 */
function notify(alarm: cloudwatch.Alarm, topic: sns.ITopic): cloudwatch.Alarm {
  const action = new actions.SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

/** `<id>Errors` (errors >= errorThreshold in 5 minutes) and `<id>Throttles` (any) of one function. */
export function alarmOnFunction(
  scope: Construct,
  fn: lambda.IFunction,
  topic: sns.ITopic,
  options: { errorThreshold: number },
): void {
  const name = fn.node.id;
  const period = Duration.minutes(5);
  const common = {
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
  notify(
    new cloudwatch.Alarm(scope, `${name}Errors`, {
      ...common,
      metric: fn.metricErrors({ period, statistic: 'Sum' }),
      threshold: options.errorThreshold,
      alarmDescription:
        options.errorThreshold === 1
          ? `${name}: an error (it moves money; docs/operations.md, "Function errors")`
          : `${name}: ${options.errorThreshold}+ errors in 5 minutes (docs/operations.md, "Function errors")`,
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, `${name}Throttles`, {
      ...common,
      metric: fn.metricThrottles({ period, statistic: 'Sum' }),
      threshold: 1,
      alarmDescription: `${name}: throttled (docs/operations.md, "Function throttles")`,
    }),
    topic,
  );
}

/**
 * `<id>NotEmpty`: any message in a dead-letter queue. A message there is a refund, a payout sweep or
 * a stream batch that failed every retry: someone is owed money or a page is stale until it is
 * replayed (`npm run redrive -- <queue>`).
 */
export function alarmOnDeadLetters(scope: Construct, id: string, queue: sqs.IQueue, topic: sns.ITopic): void {
  notify(
    new cloudwatch.Alarm(scope, `${id}NotEmpty`, {
      metric: queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${queue.node.id}: a message failed every retry (docs/operations.md, "Dead letters")`,
    }),
    topic,
  );
}

/**
 * The business alarms (issue 39), on the metrics the orders service writes
 * (constructs/business-metrics.ts). A missing data point is a quiet period, not a breach: these
 * metrics are written only when the thing happens.
 */
export function alarmOnBusinessMetrics(scope: Construct, config: AppConfig, topic: sns.ITopic): void {
  const common = {
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
  const fiveMinutes = Duration.minutes(5);
  notify(
    new cloudwatch.Alarm(scope, 'RefundFailures', {
      ...common,
      metric: businessMetric(config, 'RefundFailures', { period: fiveMinutes }),
      threshold: 1,
      alarmDescription:
        'A refund that was due failed: a buyer is owed money (docs/operations.md, "Refund failures")',
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, 'PayoutsStillFailed', {
      ...common,
      // The sweep (every 15 minutes) writes how many payouts were still failed when it started.
      metric: businessMetric(config, 'PayoutsStillFailed', {
        statistic: 'Maximum',
        period: Duration.minutes(15),
      }),
      threshold: 1,
      alarmDescription:
        'A payout failed and was still failed at the next sweep: an artist or a venue is not paid (docs/operations.md, "Payouts still failed")',
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, 'WebhookSignatureFailures', {
      ...common,
      metric: businessMetric(config, 'WebhookSignatureFailures', { period: fiveMinutes }),
      threshold: 5,
      alarmDescription:
        'Stripe webhooks: 5+ signatures that did not verify in 5 minutes (docs/operations.md, "Webhook signature failures")',
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, 'FxFetchFailures', {
      ...common,
      metric: businessMetric(config, 'FxFetchFailures', { period: fiveMinutes }),
      threshold: 1,
      alarmDescription:
        'The ECB rates could not be fetched or were refused: checkout keeps the last rate, for 4 days at most (docs/operations.md, "FX fetch failures")',
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, 'FxRatesNotFetched', {
      // The fetch runs twice a day, every day, and counts each run that ends with a rate stored. Two
      // days with none (missing data is a breach here: the schedule may not be running at all; two,
      // so that today's period before the 16:30 run is not one) mean the rate is growing old;
      // checkout refuses it after 4 days.
      metric: businessMetric(config, 'FxRatesStored', { period: Duration.days(1) }),
      threshold: 1,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      alarmDescription:
        'No ECB rates stored for two days: the rate checkout converts with is growing old (docs/operations.md, "FX rates not fetched")',
    }),
    topic,
  );
  notify(
    new cloudwatch.Alarm(scope, 'DisputeOpened', {
      ...common,
      metric: businessMetric(config, 'DisputesOpened', { period: fiveMinutes }),
      threshold: 1,
      alarmDescription:
        'A buyer disputed a payment: answer it at Stripe before its deadline (docs/operations.md, "Dispute opened")',
    }),
    topic,
  );
}

/**
 * `<id>5xx`: 5+ responses with a 5xx status in 5 minutes from a function URL (Url5xxCount: the
 * function's errors and timeouts, and any 5xx it answers itself). CloudFront's own 5xxErrorRate is
 * published only in us-east-1, where an alarm of a stack in another region cannot read it.
 */
export function alarmOnFunctionUrl5xx(
  scope: Construct,
  id: string,
  fn: lambda.IFunction,
  topic: sns.ITopic,
): void {
  notify(
    new cloudwatch.Alarm(scope, `${id}5xx`, {
      metric: fn.metric('Url5xxCount', { period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${id}: 5+ server errors in 5 minutes at its function URL (docs/operations.md, "${id}5xx")`,
    }),
    topic,
  );
}
