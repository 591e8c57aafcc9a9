import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
} from '@aws-sdk/client-scheduler';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advance, now, onClockChange, setOffset } from '../clock.ts';
import { parseAtExpression, startScheduler, type SchedulerEngine } from './scheduler.ts';

const DAY = 24 * 3600 * 1000;
/** The SDK client a service uses, pointed at one engine; one try, so a refusal shows at once. */
const clientOf = (engine: SchedulerEngine) =>
  new SchedulerClient({
    endpoint: engine.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
const atExpression = (ms: number) => `at(${new Date(ms).toISOString().slice(0, 19)})`;
const target = (service: string, input: unknown) => ({
  Arn: `arn:aws:lambda:eu-north-1:000000000000:function:konstvagg-${service}`,
  RoleArn: 'arn:aws:iam::000000000000:role/konstvagg-scheduler',
  Input: JSON.stringify(input),
});

describe('local EventBridge Scheduler, driven by @aws-sdk/client-scheduler', () => {
  let engine: SchedulerEngine;
  let client: SchedulerClient;
  let dir: string;
  let unsubscribe: () => void;
  const calls: { service: string; event: unknown }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kv-sched-'));
    engine = await startScheduler({
      now,
      advanceClock: advance,
      stateFile: path.join(dir, 'schedules.json'),
      pollMs: 60_000, // the test drives firing through the clock, not the poll
      invoke: async (service, event) => {
        if (failNext > 0) {
          failNext -= 1;
          throw new Error('target down');
        }
        calls.push({ service, event });
      },
    });
    unsubscribe = onClockChange(async () => {
      await engine.fireDue();
    });
    client = clientOf(engine);
  });

  afterEach(async () => {
    await setOffset(0);
    calls.length = 0;
  });

  afterAll(async () => {
    unsubscribe?.();
    client?.destroy();
    await engine?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a one-time schedule 7 days out and fires its target once, when the clock passes it', async () => {
    const input = { kind: 'pickup-deadline', orderId: 'order_1' };
    const created = await client.send(
      new CreateScheduleCommand({
        Name: 'refund-order_1',
        GroupName: 'konstvagg-local',
        ScheduleExpression: atExpression(now() + 7 * DAY),
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'NONE',
        Target: target('orders', input),
      }),
    );
    expect(created.ScheduleArn).toBe(
      'arn:aws:scheduler:eu-north-1:000000000000:schedule/konstvagg-local/refund-order_1',
    );
    const got = await client.send(
      new GetScheduleCommand({ Name: 'refund-order_1', GroupName: 'konstvagg-local' }),
    );
    expect(got.Target?.Input).toBe(JSON.stringify(input));
    expect(got.CreationDate).toBeInstanceOf(Date);

    await advance(6 * DAY);
    expect(calls).toEqual([]);

    // Through HTTP, as an integration test would do it.
    const res = await fetch(`${engine.endpoint}/_local/clock/advance`, {
      method: 'POST',
      body: JSON.stringify({ ms: DAY + 60_000 }),
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual([{ service: 'orders', event: input }]);

    // A second pass, or more time, never delivers it again.
    await engine.fireDue();
    await advance(DAY);
    expect(calls).toHaveLength(1);
    expect(engine.invocations().filter((i) => i.schedule === 'refund-order_1')).toHaveLength(1);
  });

  it('refuses a duplicate name, unknown targets and non-`at` expressions, as Scheduler does', async () => {
    const base = {
      GroupName: 'konstvagg-local',
      FlexibleTimeWindow: { Mode: 'OFF' as const },
      ScheduleExpression: atExpression(now() + DAY),
    };
    await client.send(
      new CreateScheduleCommand({
        ...base,
        Name: 'payout-order_2',
        Target: target('orders', { orderId: 'order_2' }),
      }),
    );
    await expect(
      client.send(
        new CreateScheduleCommand({ ...base, Name: 'payout-order_2', Target: target('orders', {}) }),
      ),
    ).rejects.toBeInstanceOf(ConflictException);
    await expect(
      client.send(
        new CreateScheduleCommand({
          ...base,
          Name: 'x',
          Target: { ...target('orders', {}), Arn: 'arn:aws:lambda:eu-north-1:0:function:other' },
        }),
      ),
    ).rejects.toBeInstanceOf(ValidationException);
    await expect(
      client.send(
        new CreateScheduleCommand({
          ...base,
          Name: 'y',
          ScheduleExpression: 'rate(5 minutes)',
          Target: target('orders', {}),
        }),
      ),
    ).rejects.toBeInstanceOf(ValidationException);
  });

  it('deletes a schedule, which then never fires', async () => {
    await client.send(
      new CreateScheduleCommand({
        Name: 'refund-order_3',
        GroupName: 'konstvagg-local',
        ScheduleExpression: atExpression(now() + DAY),
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: target('orders', { orderId: 'order_3' }),
      }),
    );
    await client.send(new DeleteScheduleCommand({ Name: 'refund-order_3', GroupName: 'konstvagg-local' }));
    await expect(
      client.send(new GetScheduleCommand({ Name: 'refund-order_3', GroupName: 'konstvagg-local' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(
      client.send(new DeleteScheduleCommand({ Name: 'refund-order_3', GroupName: 'konstvagg-local' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    await advance(2 * DAY);
    expect(calls.filter((c) => (c.event as { orderId?: string }).orderId === 'order_3')).toEqual([]);
  });

  it('retries a failing target, then deletes a completed schedule when asked to', async () => {
    failNext = 1;
    await client.send(
      new CreateScheduleCommand({
        Name: 'payout-order_4',
        GroupName: 'konstvagg-local',
        ScheduleExpression: atExpression(now() + DAY),
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: target('orders', { orderId: 'order_4' }),
      }),
    );
    await advance(DAY + 1000);
    expect(calls).toEqual([]);
    await advance(61_000);
    expect(calls).toEqual([{ service: 'orders', event: { orderId: 'order_4' } }]);
    await expect(
      client.send(new GetScheduleCommand({ Name: 'payout-order_4', GroupName: 'konstvagg-local' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('reads at() in the schedule time zone', () => {
    expect(new Date(parseAtExpression('at(2026-07-01T12:00:00)', 'Europe/Stockholm')).toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(new Date(parseAtExpression('at(2026-01-15T12:00:00)', 'Europe/Stockholm')).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(new Date(parseAtExpression('at(2026-01-15T12:00:00)')).toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
  });
});

describe('a recurring schedule (the payout sweep)', () => {
  it('runs every period of the stack clock, once after a jump, and again within a period after the clock moves back', async () => {
    let offset = 0;
    const calls: unknown[] = [];
    const engine = await startScheduler({
      now: () => Date.now() + offset,
      pollMs: 60_000,
      recurring: [
        {
          name: 'sweep',
          expression: 'rate(15 minutes)',
          everyMs: 15 * 60_000,
          service: 'orders',
          payload: { task: 'payout-sweep' },
        },
      ],
      invoke: async (_service, event) => {
        calls.push(event);
      },
    });
    try {
      expect(await engine.fireDue()).toBe(0);
      offset = 16 * 60_000;
      expect(await engine.fireDue()).toBe(1);
      expect(await engine.fireDue()).toBe(0);
      offset = 200 * 24 * 3_600_000; // a jump of months: one run, not thousands
      expect(await engine.fireDue()).toBe(1);
      offset = 0; // back: due again within one period, not in 200 days
      expect(await engine.fireDue()).toBe(0);
      offset = 16 * 60_000;
      expect(await engine.fireDue()).toBe(1);
      expect(calls).toEqual([{ task: 'payout-sweep' }, { task: 'payout-sweep' }, { task: 'payout-sweep' }]);
      expect(engine.schedules().map((s) => s.Name)).toContain('sweep');
    } finally {
      await engine.stop();
    }
  });
});

/**
 * At least once, and nothing dropped (issue 45, issue 39): a schedule is done only after its target
 * succeeded, and one that failed every try is kept as a dead letter that a redrive runs again.
 */
describe('a schedule whose run fails or is cut short', () => {
  const refundSchedule = (name: string, at: number) => ({
    Name: name,
    GroupName: 'konstvagg-local',
    ScheduleExpression: atExpression(at),
    FlexibleTimeWindow: { Mode: 'OFF' as const },
    ActionAfterCompletion: 'DELETE' as const,
    Target: target('orders', { task: 'refund', order_id: name }),
  });

  it('runs again on the next start when the process died during its run', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kv-sched-crash-'));
    const stateFile = path.join(dir, 'schedules.json');
    let offset = 0;
    let hang = true;
    const ran: unknown[] = [];
    const first = await startScheduler({
      now: () => Date.now() + offset,
      stateFile,
      pollMs: 60_000,
      // The first run never ends: the process is killed while the refund call is in flight.
      invoke: (_service, event) => (hang ? new Promise(() => {}) : Promise.resolve(void ran.push(event))),
    });
    const client = clientOf(first);
    try {
      await client.send(new CreateScheduleCommand(refundSchedule('refund-crash_1', Date.now() + DAY)));
      offset = DAY + 1000;
      void first.fireDue(); // starts the run that never ends
      await new Promise((r) => setTimeout(r, 50));
      // What a SIGKILL leaves behind: the state file as it was written during the run.
      const after = await startScheduler({
        now: () => Date.now() + offset,
        stateFile,
        pollMs: 60_000,
        invoke: async (_service, event) => void ran.push(event),
      });
      hang = false;
      try {
        expect(after.schedules().map((s) => s.Name)).toContain('refund-crash_1');
        expect(await after.fireDue()).toBe(1);
        expect(ran).toEqual([{ task: 'refund', order_id: 'refund-crash_1' }]);
        expect(after.schedules().map((s) => s.Name)).not.toContain('refund-crash_1');
      } finally {
        await after.stop();
      }
    } finally {
      client.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a run that failed every retry as a dead letter, across a restart, until a redrive runs it once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kv-sched-dlq-'));
    const stateFile = path.join(dir, 'schedules.json');
    let offset = 0;
    let refuse = true;
    const ran: unknown[] = [];
    const invoke = async (_service: string, event: unknown) => {
      if (refuse) throw new Error('Stripe refused the refund');
      ran.push(event);
    };
    const start = () => startScheduler({ now: () => Date.now() + offset, stateFile, pollMs: 60_000, invoke });
    let engine = await start();
    const client = clientOf(engine);
    try {
      await client.send(new CreateScheduleCommand(refundSchedule('refund-dlq_1', Date.now() + DAY)));
      offset = DAY + 1000;
      expect(await engine.fireDue()).toBe(1); // the first try
      offset += 61_000;
      expect(await engine.fireDue()).toBe(1); // Lambda's first retry
      expect(engine.deadLetters()).toEqual([]);
      offset += 61_000;
      expect(await engine.fireDue()).toBe(1); // the second: the last
      expect(engine.deadLetters()).toEqual([
        expect.objectContaining({
          schedule: 'refund-dlq_1',
          service: 'orders',
          payload: { task: 'refund', order_id: 'refund-dlq_1' },
          error: 'Stripe refused the refund',
          attempts: 3,
        }),
      ]);
      offset += 10 * DAY;
      expect(await engine.fireDue()).toBe(0); // no more tries: it waits for a person

      await engine.stop();
      engine = await start();
      expect(engine.deadLetters()).toHaveLength(1);

      // A redrive while the cause remains keeps it; once fixed, it runs once and leaves the list.
      let res = await fetch(`${engine.endpoint}/_local/dead-letters/redrive`, { method: 'POST' });
      expect(await res.json()).toEqual({ redriven: 0, failed: 1 });
      refuse = false;
      res = await fetch(`${engine.endpoint}/_local/dead-letters/redrive`, { method: 'POST' });
      expect(await res.json()).toEqual({ redriven: 1, failed: 0 });
      res = await fetch(`${engine.endpoint}/_local/dead-letters/redrive`, { method: 'POST' });
      expect(await res.json()).toEqual({ redriven: 0, failed: 0 });
      expect(ran).toEqual([{ task: 'refund', order_id: 'refund-dlq_1' }]);
      expect(
        (await (await fetch(`${engine.endpoint}/_local/dead-letters`)).json()) as { deadLetters: unknown[] },
      ).toEqual({ deadLetters: [] });
    } finally {
      client.destroy();
      await engine.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
