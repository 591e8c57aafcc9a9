import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { scheduleGroupName, type AppConfig } from '../config.ts';
import { deadLetterQueue } from '../constructs/dead-letters.ts';

export interface SchedulerStackProps extends StackProps {
  config: AppConfig;
}

/**
 * The schedule group for the one-time refund (pickup deadline passed) and payout (T+1 after pickup)
 * schedules, and the role EventBridge Scheduler assumes to deliver them. The orders service creates
 * the schedules at run time; the Api stack lets this role invoke the orders Lambda (kept there, so
 * this stack does not depend on the Api stack).
 *
 * A delivery Scheduler cannot make (after its retry policy) lands in the dead-letter queue here, not
 * nowhere: every schedule names it (lambda-kit's scheduler port, the payout sweep in the Api stack).
 */
export class SchedulerStack extends Stack {
  readonly group: scheduler.ScheduleGroup;
  readonly role: iam.Role;
  /** Schedules that could not be delivered: alarmed on, shown to the admins, replayed by `npm run redrive`. */
  readonly deadLetters: sqs.Queue;

  constructor(scope: Construct, id: string, props: SchedulerStackProps) {
    super(scope, id, props);
    this.group = new scheduler.ScheduleGroup(this, 'Group', {
      scheduleGroupName: scheduleGroupName(props.config),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'DeliveryRole', {
      description: `EventBridge Scheduler delivers konstvagg-${props.config.stage} refund and payout schedules`,
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': this.group.scheduleGroupArn },
        },
      }),
    });
    this.deadLetters = deadLetterQueue(this, 'ScheduleDeadLetters', {
      config: props.config,
      name: 'schedule-dead-letters',
    });
    // Scheduler sends an undeliverable event to the queue with the role it delivers with.
    this.deadLetters.grantSendMessages(this.role);
  }
}
