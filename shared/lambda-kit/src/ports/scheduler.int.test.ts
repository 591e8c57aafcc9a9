import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, now, offsetMs, onClockChange, setOffset } from '@konstvagg/local-runtime/clock';
import { startScheduler, type SchedulerEngine } from '@konstvagg/local-runtime/engines/scheduler';
import { stackEnv } from '@konstvagg/test-kit';
import { scheduler, SCHEDULE_TIME_ZONE } from './scheduler.ts';

// The port as a service gets it (configured from the environment), pointed at a scheduler stand-in
// of its own whose target calls this test records, on the controllable clock.
const DAY = 24 * 3600 * 1000;
const ORDERS = 'arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-orders';
let engine: SchedulerEngine;
let unsubscribe: () => void;
let startOffset: number;
const calls: { service: string; event: unknown }[] = [];

beforeAll(async () => {
  startOffset = offsetMs();
  engine = await startScheduler({
    now,
    pollMs: 60_000, // the test fires through the clock, not the poll
    invoke: async (service, event) => {
      calls.push({ service, event });
    },
  });
  unsubscribe = onClockChange(async () => {
    await engine.fireDue();
  });
  Object.assign(process.env, stackEnv(), { AWS_ENDPOINT_URL_SCHEDULER: engine.endpoint });
});

afterAll(async () => {
  unsubscribe?.();
  await setOffset(startOffset);
  await engine?.stop();
});

describe('the scheduler port against the local EventBridge Scheduler', () => {
  it('creates a one-time Stockholm schedule once per name, which fires its payload when the clock passes it', async () => {
    const at = new Date(now() + 7 * DAY + 1234);
    const payload = { kind: 'refund-due', order_id: 'ord_sched_1' };
    const schedule = { name: 'refund-ord_sched_1', at, targetArn: ORDERS, payload };
    expect(await scheduler().scheduleOnce(schedule)).toEqual({ created: true });
    expect(await scheduler().scheduleOnce(schedule)).toEqual({ created: false });

    const stored = engine.schedules().find((s) => s.Name === 'refund-ord_sched_1')!;
    expect(stored).toMatchObject({
      GroupName: stackEnv().SCHEDULER_GROUP_NAME,
      ScheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: ORDERS, RoleArn: stackEnv().SCHEDULER_ROLE_ARN },
    });
    // Stockholm wall time in the expression, the same instant (to the second, rounded up) when read back.
    expect(stored.dueAt).toBe(Math.ceil(at.getTime() / 1000) * 1000);

    await advance(at.getTime() - now() - 60_000);
    expect(calls).toEqual([]);
    await advance(2 * 60_000);
    expect(calls).toEqual([{ service: 'orders', event: payload }]);
    // Deleted after it ran; more time never runs it again.
    expect(engine.schedules().map((s) => s.Name)).not.toContain('refund-ord_sched_1');
    await advance(DAY);
    expect(calls).toHaveLength(1);
  });

  it('deletes a schedule by name, which then never fires; deleting it again is no error', async () => {
    const payload = { kind: 'refund-due', order_id: 'ord_sched_2' };
    await scheduler().scheduleOnce({
      name: 'refund-ord_sched_2',
      at: new Date(now() + DAY),
      targetArn: ORDERS,
      payload,
    });
    expect(await scheduler().deleteSchedule('refund-ord_sched_2')).toEqual({ deleted: true });
    expect(await scheduler().deleteSchedule('refund-ord_sched_2')).toEqual({ deleted: false });
    await advance(2 * DAY);
    expect(
      calls.filter((c) => c.event !== null && (c.event as typeof payload).order_id === 'ord_sched_2'),
    ).toEqual([]);
  });
});
