import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

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
