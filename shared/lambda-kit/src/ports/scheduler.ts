import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from '../config.ts';

/**
 * The scheduler port: one-time schedules (refund at the pickup deadline, payout on T+1) through
 * EventBridge Scheduler, or the local stand-in that speaks the same API and follows the local clock.
 */
let client: SchedulerClient | null = null;

function scheduler(): SchedulerClient {
  client ??= new SchedulerClient({ region: config.region, endpoint: config.endpoint('SCHEDULER') });
  return client;
}

/** EventBridge's at() takes UTC wall time without zone or milliseconds. */
export const atExpression = (when: Date) => `at(${when.toISOString().slice(0, 19)})`;

export async function scheduleOnce(input: {
  name: string;
  at: Date;
  targetArn: string;
  payload: unknown;
}): Promise<void> {
  const { groupName, roleArn } = config.scheduler;
  await scheduler().send(
    new CreateScheduleCommand({
      Name: input.name,
      GroupName: groupName,
      ScheduleExpression: atExpression(input.at),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: input.targetArn,
        RoleArn: roleArn ?? 'arn:aws:iam::000000000000:role/local',
        Input: JSON.stringify(input.payload),
      },
    }),
  );
}

export async function cancelSchedule(name: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: name, GroupName: config.scheduler.groupName }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ResourceNotFoundException') throw err;
  }
}
