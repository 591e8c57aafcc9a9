import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import { config } from '../config.ts';
import { traced } from '../tracing.ts';

/**
 * The scheduler port: one-time schedules (the refund at the pickup deadline, the payout on T+1).
 * The adapter is EventBridge Scheduler through @aws-sdk/client-scheduler; locally
 * AWS_ENDPOINT_URL_SCHEDULER points it at the stand-in in infra/local/engines, which follows the
 * stack's controllable clock.
 */

export const SCHEDULE_TIME_ZONE = 'Europe/Stockholm';

export interface OneTimeSchedule {
  /** Unique in the group, 1-64 of [0-9a-zA-Z-_.]; fixed per order and step (`refund-<order>`), so a retry finds it. */
  name: string;
  /** When it fires: never before this instant. */
  at: Date;
  /**
   * The Lambda it invokes. On AWS the caller's own `context.invokedFunctionArn` (the scheduler role
   * may invoke exactly the function that schedules); locally `…:function:konstvagg-<service>`.
   */
  targetArn: string;
  /** The event the target receives (JSON). */
  payload: unknown;
}

export interface SchedulerPort {
  /** Creates the schedule; `created: false` when one of that name exists already (a retried step). */
  scheduleOnce(schedule: OneTimeSchedule): Promise<{ created: boolean }>;
  /** Deletes it; `deleted: false` when there is none (it fired, or was never made). */
  deleteSchedule(name: string): Promise<{ deleted: boolean }>;
}

// Swedish dates and times are ISO-shaped: "2026-07-01 12:00:00".
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SCHEDULE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

const stockholmWall = (ms: number) => wallClock.format(ms).replace(' ', 'T');

/**
 * `at(yyyy-mm-ddThh:mm:ss)` in Stockholm wall time, for ScheduleExpressionTimezone Europe/Stockholm.
 * Rounded up to the second, and never early: in the hour that repeats when summer time ends, a wall
 * time names two instants, so an instant in the second of them is written one hour later.
 */
export function stockholmAtExpression(when: Date): string {
  const ms = Math.ceil(when.getTime() / 1000) * 1000;
  const wall = stockholmWall(ms);
  const ambiguous = stockholmWall(ms - 3_600_000) === wall;
  return `at(${ambiguous ? stockholmWall(ms + 3_600_000) : wall})`;
}

/**
 * How Scheduler retries a delivery it could not make (the target throttled, or was unreachable):
 * for up to a day, then into the dead-letter queue. Note what this does not cover: Scheduler invokes
 * a Lambda asynchronously, so an error thrown by the function itself is Lambda's to retry (twice),
 * and then goes to the function's on-failure destination (infra/cdk, docs/operations.md).
 */
export const SCHEDULE_RETRY_POLICY = { maximumRetryAttempts: 185, maximumEventAgeInSeconds: 86_400 } as const;

export interface EventBridgeSchedulerOptions {
  groupName: string;
  /** The role Scheduler assumes to invoke the target (and to send to the dead-letter queue). */
  roleArn: string;
  /** The SQS queue for deliveries that ran out of retries; on AWS always set (docs/operations.md). */
  deadLetterArn?: string;
  region: string;
  endpoint?: string;
  client?: SchedulerClient;
}

/** The EventBridge Scheduler adapter of the scheduler port. */
export function eventBridgeScheduler(options: EventBridgeSchedulerOptions): SchedulerPort {
  const client =
    options.client ?? traced(new SchedulerClient({ region: options.region, endpoint: options.endpoint }));
  return {
    async scheduleOnce(schedule) {
      try {
        await client.send(
          new CreateScheduleCommand({
            Name: schedule.name,
            GroupName: options.groupName,
            ScheduleExpression: stockholmAtExpression(schedule.at),
            ScheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
            FlexibleTimeWindow: { Mode: 'OFF' },
            // A fired one-time schedule is deleted by Scheduler itself; nothing to clean up.
            ActionAfterCompletion: 'DELETE',
            Target: {
              Arn: schedule.targetArn,
              RoleArn: options.roleArn,
              Input: JSON.stringify(schedule.payload),
              RetryPolicy: {
                MaximumRetryAttempts: SCHEDULE_RETRY_POLICY.maximumRetryAttempts,
                MaximumEventAgeInSeconds: SCHEDULE_RETRY_POLICY.maximumEventAgeInSeconds,
              },
              ...(options.deadLetterArn ? { DeadLetterConfig: { Arn: options.deadLetterArn } } : {}),
            },
          }),
        );
        return { created: true };
      } catch (err) {
        if (err instanceof ConflictException) return { created: false };
        throw err;
      }
    },
    async deleteSchedule(name) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: options.groupName }));
        return { deleted: true };
      } catch (err) {
        if (err instanceof ResourceNotFoundException) return { deleted: false };
        throw err;
      }
    },
  };
}

let port: SchedulerPort | null = null;

/**
 * Swaps the scheduler port (Powertools-style configuration: the code asks `scheduler()`, a test or
 * another runtime decides what answers). `null` goes back to the one built from the environment.
 * shared/test-kit fakeScheduler() is an in-memory one.
 */
export function useScheduler(p: SchedulerPort | null): void {
  port = p;
}

/**
 * The scheduler port from the environment (SCHEDULER_GROUP_NAME, SCHEDULER_ROLE_ARN,
 * SCHEDULER_DEAD_LETTER_ARN, AWS_ENDPOINT_URL_SCHEDULER).
 */
export function scheduler(): SchedulerPort {
  if (port) return port;
  const { groupName, roleArn, deadLetterArn } = config.scheduler;
  if (!roleArn) throw new Error('Missing configuration: SCHEDULER_ROLE_ARN');
  port = eventBridgeScheduler({
    groupName,
    roleArn,
    deadLetterArn,
    region: config.region,
    endpoint: config.endpoint('SCHEDULER'),
  });
  return port;
}

/**
 * What the orders Lambda receives from its schedules (not HTTP events):
 * - `refund`: the one-time `refund-<orderId>` schedule at the pickup deadline;
 * - `payout-sweep`: the recurring PAYOUT_SWEEP_SCHEDULE, which sends every payout that is due;
 * - `dispute-evidence`: the one-time `dispute-<orderId>` schedule a day before a dispute's evidence
 *   is due, which submits the evidence to the buyer's bank (services/orders disputes/evidence.ts);
 * - `fx-rates`: the recurring FX_RATES_SCHEDULE, which fetches the ECB's euro reference rates
 *   (services/orders tasks/fx-rates.ts).
 */
export type OrderTask =
  | { task: 'refund'; order_id: string }
  | { task: 'payout-sweep' }
  | { task: 'dispute-evidence'; order_id: string }
  | { task: 'fx-rates' };

/** The refund schedule's name: one per order, so a retried step finds it and a pickup can delete it. */
export const refundScheduleName = (orderId: string) => `refund-${orderId}`.slice(0, 64);

/** The dispute evidence's submission schedule: one per order (an order has one payment, so one dispute). */
export const disputeScheduleName = (orderId: string) => `dispute-${orderId}`.slice(0, 64);

/**
 * The recurring payout sweep (docs/decisions.md, "Payouts: a sweep, not a schedule per order"):
 * the CDK app creates it on AWS, the local stack in its scheduler stand-in.
 */
export const PAYOUT_SWEEP_SCHEDULE = {
  name: 'payout-sweep',
  expression: 'rate(15 minutes)',
  everyMs: 15 * 60_000,
  payload: { task: 'payout-sweep' } satisfies OrderTask,
} as const;

/**
 * The daily fetch of the ECB's euro reference rates (docs/decisions.md, "Currency"). The ECB
 * publishes each working day around 16:00 CET; the fetch runs every day at 16:30 and 18:30
 * Stockholm time (a late publication is caught by the second run). It runs on weekends and TARGET
 * holidays too, when the ECB's file still holds the last working day's rates: harmless (the same
 * date is stored again), and each run that ends with a rate stored counts FxRatesStored, so the
 * FxRatesNotFetched alarm can tell a day without one. On AWS the CDK app creates it with this cron
 * expression; the local scheduler stand-in runs recurring schedules by period, every `everyMs` of
 * the stack's clock (and right after the clock jumps past that).
 */
export const FX_RATES_SCHEDULE = {
  name: 'fx-rates',
  expression: 'cron(30 16,18 * * ? *)',
  everyMs: 6 * 60 * 60_000,
  payload: { task: 'fx-rates' } satisfies OrderTask,
} as const;

/** Tells a scheduled task's event from an HTTP one. */
export function isOrderTask(event: unknown): event is OrderTask {
  const task = (event as { task?: unknown } | null)?.task;
  return task === 'refund' || task === 'payout-sweep' || task === 'dispute-evidence' || task === 'fx-rates';
}
