import { CreateScheduleCommand, type SchedulerClient } from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';
import { eventBridgeScheduler, SCHEDULE_RETRY_POLICY, stockholmAtExpression } from './scheduler.ts';

describe('stockholmAtExpression', () => {
  it('writes Stockholm wall time: UTC+2 in summer, UTC+1 in winter', () => {
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00Z'))).toBe('at(2026-07-01T12:00:00)');
    expect(stockholmAtExpression(new Date('2026-01-15T11:00:00Z'))).toBe('at(2026-01-15T12:00:00)');
  });

  it('rounds up to the next whole second, never down', () => {
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00.001Z'))).toBe('at(2026-07-01T12:00:01)');
    expect(stockholmAtExpression(new Date('2026-07-01T10:00:00.000Z'))).toBe('at(2026-07-01T12:00:00)');
  });

  it('never fires early in the hour that repeats when summer time ends', () => {
    // 25 Oct 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens at 00:30Z and again at 01:30Z.
    expect(stockholmAtExpression(new Date('2026-10-25T00:30:00Z'))).toBe('at(2026-10-25T02:30:00)');
    expect(stockholmAtExpression(new Date('2026-10-25T01:30:00Z'))).toBe('at(2026-10-25T03:30:00)');
    expect(stockholmAtExpression(new Date('2026-10-25T02:30:00Z'))).toBe('at(2026-10-25T03:30:00)');
  });

  it('handles the hour that is skipped when summer time begins', () => {
    // 29 Mar 2026: 02:00 CET becomes 03:00 CEST.
    expect(stockholmAtExpression(new Date('2026-03-29T00:59:59Z'))).toBe('at(2026-03-29T01:59:59)');
    expect(stockholmAtExpression(new Date('2026-03-29T01:00:00Z'))).toBe('at(2026-03-29T03:00:00)');
  });
});

describe('eventBridgeScheduler', () => {
  /** A client that records what it is sent (a unit test of the adapter's request, not of Scheduler). */
  function recordingClient() {
    const sent: unknown[] = [];
    const client = {
      send: async (command: unknown) => void sent.push(command),
    } as unknown as SchedulerClient;
    return { sent, client };
  }
  const schedule = {
    name: 'refund-o1',
    at: new Date('2026-07-01T10:00:00Z'),
    targetArn: 'arn:aws:lambda:eu-north-1:1:function:orders',
    payload: { task: 'refund', order_id: 'o1' },
  };

  it('gives every schedule a retry policy and the dead-letter queue, so a failed delivery is kept', async () => {
    const { sent, client } = recordingClient();
    const port = eventBridgeScheduler({
      groupName: 'konstvagg-test',
      roleArn: 'arn:aws:iam::1:role/scheduler',
      deadLetterArn: 'arn:aws:sqs:eu-north-1:1:konstvagg-test-schedule-dead-letters',
      region: 'eu-north-1',
      client,
    });
    await port.scheduleOnce(schedule);
    const command = sent[0] as CreateScheduleCommand;
    expect(command).toBeInstanceOf(CreateScheduleCommand);
    expect(command.input.Target).toMatchObject({
      Arn: schedule.targetArn,
      RetryPolicy: {
        MaximumRetryAttempts: SCHEDULE_RETRY_POLICY.maximumRetryAttempts,
        MaximumEventAgeInSeconds: SCHEDULE_RETRY_POLICY.maximumEventAgeInSeconds,
      },
      DeadLetterConfig: { Arn: 'arn:aws:sqs:eu-north-1:1:konstvagg-test-schedule-dead-letters' },
    });
    expect(JSON.parse(command.input.Target!.Input!)).toEqual(schedule.payload);
  });

  it('sends no dead-letter setting where none is configured (the local stand-in)', async () => {
    const { sent, client } = recordingClient();
    const port = eventBridgeScheduler({ groupName: 'g', roleArn: 'r', region: 'eu-north-1', client });
    await port.scheduleOnce(schedule);
    expect((sent[0] as CreateScheduleCommand).input.Target?.DeadLetterConfig).toBeUndefined();
  });
});
