import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { OUTBOX_PK } from '@konstvagg/domain';
import { SCHEDULE_RETRY_POLICY } from '@konstvagg/lambda-kit/ports/scheduler';
import { readConfig } from '../lib/config.ts';
import {
  CDK_JSON_CONTEXT,
  liveAlias,
  roleStatements,
  serviceFunction,
  synth,
  type Statement,
} from './synth.ts';

/**
 * Nothing on a money path fails silently on AWS (docs/operations.md): what the local stack cannot
 * show (Scheduler's dead letters, Lambda's async destinations, the alarms) is held here.
 */
const { templates } = synth(
  { alarmEmail: 'ops@konstvagg.example' },
  { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') },
);
const { api, scheduler } = templates;

const queueArnRef = (template: typeof api, prefix: string) => {
  const id = Object.keys(template.findResources('AWS::SQS::Queue')).find((q) => q.startsWith(prefix));
  expect(id, `no queue ${prefix}`).toBeDefined();
  return id!;
};
const alarms = () => Object.values(api.findResources('AWS::CloudWatch::Alarm'));
const topicId = Object.keys(api.findResources('AWS::SNS::Topic'))[0]!;

describe('schedules that Scheduler cannot deliver are kept', () => {
  const dlq = queueArnRef(scheduler, 'ScheduleDeadLetters');

  it('has a dead-letter queue, kept 14 days, TLS only', () => {
    expect(scheduler.findResources('AWS::SQS::Queue')[dlq]!.Properties).toMatchObject({
      QueueName: 'konstvagg-test-schedule-dead-letters',
      MessageRetentionPeriod: 1_209_600,
      SqsManagedSseEnabled: true,
    });
  });

  it('lets the role Scheduler delivers with send to it', () => {
    const role = Object.keys(scheduler.findResources('AWS::IAM::Role'))[0]!;
    const send = roleStatements(scheduler, role).find((s) => [s.Action].flat().includes('sqs:SendMessage'));
    expect(JSON.stringify(send?.Resource)).toContain(dlq);
  });

  it('gives every recurring schedule a retry policy and the dead-letter queue', () => {
    const schedules = Object.values(api.findResources('AWS::Scheduler::Schedule'));
    expect(schedules.length).toBeGreaterThan(0);
    for (const s of schedules) {
      expect(s.Properties.Target.RetryPolicy).toEqual({
        MaximumRetryAttempts: SCHEDULE_RETRY_POLICY.maximumRetryAttempts,
        MaximumEventAgeInSeconds: SCHEDULE_RETRY_POLICY.maximumEventAgeInSeconds,
      });
      expect(JSON.stringify(s.Properties.Target.DeadLetterConfig)).toContain(dlq);
    }
  });

  it('tells every function that makes one-time schedules (refunds) which queue to name', () => {
    const makers = Object.values(api.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.SCHEDULER_ROLE_ARN,
    );
    expect(makers.length).toBeGreaterThan(0);
    for (const fn of makers) {
      expect(JSON.stringify(fn.Properties.Environment.Variables.SCHEDULER_DEAD_LETTER_ARN)).toContain(dlq);
    }
  });
});

describe('a scheduled task that fails every retry is kept', () => {
  const failures = queueArnRef(api, 'TaskFailures');
  const orders = serviceFunction(api, 'orders');

  it("sends the orders function's failed async runs (refunds, the sweep) to a queue after two retries", () => {
    api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: orders.logicalId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failures, 'Arn'] } } },
    });
  });

  it('has no function that Scheduler invokes without an on-failure destination', () => {
    const invoked = Object.values(api.findResources('AWS::IAM::Policy'))
      .filter((p) => p.Properties.PolicyName.startsWith('SchedulerInvokes'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
      .flatMap((s) => [s.Resource].flat())
      .map((r) => JSON.stringify(r).match(/"([A-Za-z0-9]+Function[0-9A-F]{8})"/)?.[1])
      .filter(Boolean);
    expect(invoked.length).toBeGreaterThan(0);
    const configs = Object.values(api.findResources('AWS::Lambda::EventInvokeConfig'));
    for (const fn of new Set(invoked)) {
      const config = configs.find((c) => JSON.stringify(c.Properties.FunctionName).includes(fn!));
      expect(
        config?.Properties.DestinationConfig?.OnFailure,
        `${fn} has no on-failure destination`,
      ).toBeDefined();
    }
  });

  it('may send to that queue', () => {
    const actions = roleStatements(api, orders.roleId)
      .filter((s) => JSON.stringify(s.Resource).includes(failures))
      .flatMap((s) => [s.Action].flat());
    expect(actions).toContain('sqs:SendMessage');
  });
});

describe('the admins see what failed every retry (the dashboard\'s "needs attention")', () => {
  const admin = serviceFunction(api, 'admin');
  const env = JSON.stringify(admin.fn.Properties.Environment.Variables.DEAD_LETTER_QUEUES);

  it('names the money dead-letter queues, and the bounce notices it failed on, to the admin function', () => {
    for (const name of [
      'schedule-dead-letters',
      'task-failures',
      'outbox-failures',
      'mail-feedback-failures',
    ])
      expect(env).toContain(name);
    expect(env).toContain(queueArnRef(api, 'TaskFailures'));
    expect(env).toContain(queueArnRef(api, 'OutboxFailures'));
    expect(env).toContain(queueArnRef(api, 'MailFeedbackFailures'));
  });

  it('may look at them (receive, count) but not send to or delete from them', () => {
    const actions = roleStatements(api, admin.roleId)
      .filter(
        (s) =>
          JSON.stringify(s.Resource).match(
            /TaskFailures|OutboxFailures|ScheduleDeadLetters|schedule-dead-letters|ImportValue|Fn::GetAtt/,
          ) &&
          // Its own on-failure queue, for the SES notices it reads (mail-feedback.ts), it writes to.
          !JSON.stringify(s.Resource).includes('MailFeedbackFailures'),
      )
      .flatMap((s) => [s.Action].flat())
      .filter((a) => String(a).startsWith('sqs:'));
    expect(new Set(actions)).toEqual(new Set(['sqs:ReceiveMessage', 'sqs:GetQueueAttributes']));
  });
});

describe("the edge's stream failures are on the admins' list too", () => {
  // With a landing build, the Frontends stack has the edge-invalidation function and its queue.
  const landingDir = mkdtempSync(join(tmpdir(), 'konstvagg-dist-ssr-'));
  writeFileSync(join(landingDir, 'landing.mjs'), 'export const handler = () => ({});');
  mkdirSync(join(landingDir, 'assets'));
  afterAll(() => rmSync(landingDir, { recursive: true, force: true }));
  const built = synth(
    { alarmEmail: 'ops@konstvagg.example' },
    {
      codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});'),
      landingDist: landingDir,
    },
  );
  const withLanding = built.templates;
  const admin = serviceFunction(withLanding.api, 'admin');
  const env = admin.fn.Properties.Environment.Variables.DEAD_LETTER_QUEUES;
  const text = JSON.stringify(env);

  it("names the Frontends stack's stream-failures queue by its fixed name, beside the money queues", () => {
    for (const name of ['schedule-dead-letters', 'task-failures', 'outbox-failures', 'stream-failures'])
      expect(text).toContain(`"${name}\\":`);
    expect(text).toContain('/konstvagg-test-stream-failures');
    // The queue the name stands for is the one the stream's event source sends its failures to.
    const queues = withLanding.frontends.findResources('AWS::SQS::Queue', {
      Properties: { QueueName: 'konstvagg-test-stream-failures' },
    });
    expect(Object.keys(queues)).toHaveLength(1);
    const mapping = Object.values(withLanding.frontends.findResources('AWS::Lambda::EventSourceMapping'))[0]!;
    expect(JSON.stringify(mapping.Properties.DestinationConfig)).toContain(Object.keys(queues)[0]!);
  });

  it('reads it with no reference to the Frontends stack (which depends on the Api stack)', () => {
    expect(built.stacks.frontends.dependencies).toContain(built.stacks.api);
    expect(built.stacks.api.dependencies).not.toContain(built.stacks.frontends);
    expect(JSON.stringify(withLanding.api.toJSON())).not.toMatch(/Fn::ImportValue[^}]*Frontends/);
  });

  it('may look at it (receive, count) but not send to, delete from or purge it', () => {
    const statements = roleStatements(withLanding.api, admin.roleId).filter((s) =>
      JSON.stringify(s.Resource).includes('konstvagg-test-stream-failures'),
    );
    expect(statements.length).toBeGreaterThan(0);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(new Set(actions)).toEqual(new Set(['sqs:ReceiveMessage', 'sqs:GetQueueAttributes']));
  });
});

describe("the outbox's worker (a payment's refund schedule and mails) loses nothing", () => {
  const failures = queueArnRef(api, 'OutboxFailures');
  // The stream invokes the orders function's live alias (versions.test.ts).
  const orders = liveAlias(api, 'orders');
  const mapping = () =>
    Object.values(api.findResources('AWS::Lambda::EventSourceMapping')).find((m) =>
      JSON.stringify(m.Properties.FunctionName).includes(orders.aliasId),
    );

  it('feeds new outbox items from the table stream to the orders function, from the oldest record kept', () => {
    const m = mapping();
    expect(m, 'no stream mapping on the orders function').toBeDefined();
    expect(m!.Properties.StartingPosition).toBe('TRIM_HORIZON');
    expect(JSON.parse(m!.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { PK: { S: [OUTBOX_PK] } } },
    });
  });

  it('retries a failing batch, halving it, then keeps the failing record in a queue', () => {
    expect(mapping()!.Properties).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 10,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failures, 'Arn'] } } },
    });
    expect(api.findResources('AWS::SQS::Queue')[failures]!.Properties).toMatchObject({
      MessageRetentionPeriod: 1_209_600,
    });
  });
});

describe('alarms', () => {
  it('alarm at the first message in any money dead-letter queue, to the alarm topic', () => {
    for (const queue of ['ScheduleDeadLetters', 'TaskFailures', 'OutboxFailures']) {
      const alarm = alarms().find(
        (a) =>
          a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(a.Properties.Dimensions).includes(queue),
      );
      expect(alarm, `no alarm on ${queue}`).toBeDefined();
      expect(alarm!.Properties).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topicId }],
      });
    }
  });

  it('alarm at the first error of the function that moves money, and on throttles of every function', () => {
    const orders = serviceFunction(api, 'orders').logicalId;
    const errors = alarms().find(
      (a) => a.Properties.MetricName === 'Errors' && JSON.stringify(a.Properties.Dimensions).includes(orders),
    );
    expect(errors?.Properties.Threshold).toBe(1);
    const fns = Object.keys(api.findResources('AWS::Lambda::Function')).filter(
      (id) => id.endsWith('Function') || /Function[0-9A-F]{8}$/.test(id),
    );
    expect(fns.length).toBeGreaterThanOrEqual(5);
    for (const fn of fns) {
      const throttles = alarms().find(
        (a) =>
          a.Properties.MetricName === 'Throttles' && JSON.stringify(a.Properties.Dimensions).includes(fn),
      );
      expect(throttles, `${fn} throttles`).toBeDefined();
    }
  });

  it('mail the alarm topic to alarmEmail', () => {
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@konstvagg.example',
      TopicArn: { Ref: topicId },
    });
  });

  it('cannot be left unheard in production: a production synth without alarmEmail stops with the reason', () => {
    // The other settings a production synth needs: config.test.ts.
    const app = new App({ context: { ...CDK_JSON_CONTEXT, stage: 'prod' } });
    expect(() => readConfig(app)).toThrow(/production stack[\s\S]*-c alarmEmail=.*who hears the alarms/);
    const withEmail = new App({ context: { ...CDK_JSON_CONTEXT, stage: 'prod', alarmEmail: 'ops@x.se' } });
    expect(() => readConfig(withEmail)).not.toThrow(/alarmEmail/);
  });
});
