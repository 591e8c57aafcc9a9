import { acknowledgeFindings } from '../security-audit.ts';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';

/**
 * The money paths' dead-letter queues (docs/operations.md): where a refund, a payout sweep or a
 * stream batch goes when every retry has failed, instead of vanishing. Each is kept for 14 days (the
 * SQS maximum), encrypted, TLS only, and kept with a production stack, since a message in one is a
 * refund or a payout still owed to someone. Named `konstvagg-<stage>-<name>`, the name
 * `npm run redrive -- <name>` takes.
 */
export function deadLetterQueue(
  scope: Construct,
  id: string,
  props: { config: AppConfig; name: string },
): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    queueName: deadLetterQueueName(props.config, props.name),
    retentionPeriod: Duration.days(14),
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    removalPolicy: props.config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  acknowledgeFindings(queue, {
    'AwsSolutions-SQS3':
      'This queue is itself a dead-letter queue (the last stop of a money path); what lands here alarms and is replayed by npm run redrive, not moved on again',
  });
  return queue;
}

export const deadLetterQueueName = (config: AppConfig, name: string) => `konstvagg-${config.stage}-${name}`;
