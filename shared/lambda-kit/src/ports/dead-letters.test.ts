import { describe, expect, it } from 'vitest';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { readDeadLetter, sqsDeadLetters } from './dead-letters.ts';

/** The three shapes that reach the dead-letter queues on AWS (docs/operations.md, "Dead letters"). */
describe('readDeadLetter', () => {
  it("reads Scheduler's dead letter: the schedule's input, why it failed and where it was going", () => {
    const letter = readDeadLetter('schedule-dead-letters', {
      MessageId: 'm-1',
      Body: JSON.stringify({ task: 'refund', order_id: 'ord_abc' }),
      Attributes: { SentTimestamp: '1796197326994' },
      MessageAttributes: {
        ERROR_CODE: { DataType: 'String', StringValue: 'AWS.Lambda.TooManyRequestsException' },
        ERROR_MESSAGE: { DataType: 'String', StringValue: 'Rate exceeded' },
        TARGET_ARN: { DataType: 'String', StringValue: 'arn:aws:lambda:eu-north-1:1:function:orders' },
      },
    });
    expect(letter).toEqual({
      queue: 'schedule-dead-letters',
      id: 'm-1',
      task: 'refund',
      order_id: 'ord_abc',
      error: 'AWS.Lambda.TooManyRequestsException: Rate exceeded',
      at: new Date(1796197326994).toISOString(),
      payload: { task: 'refund', order_id: 'ord_abc' },
      target_arn: 'arn:aws:lambda:eu-north-1:1:function:orders',
    });
  });

  it("reads Lambda's on-failure record of an asynchronous invocation (task-failures)", () => {
    const letter = readDeadLetter('task-failures', {
      MessageId: 'm-2',
      Body: JSON.stringify({
        version: '1.0',
        timestamp: '2026-12-09T17:01:00.000Z',
        requestContext: {
          functionArn: 'arn:aws:lambda:eu-north-1:1:function:orders:$LATEST',
          condition: 'RetriesExhausted',
        },
        requestPayload: { task: 'refund', order_id: 'ord_def' },
        responsePayload: {
          errorType: 'Error',
          errorMessage: 'Your Stripe balance is insufficient to make this refund.',
        },
      }),
    });
    expect(letter).toMatchObject({
      task: 'refund',
      order_id: 'ord_def',
      error: 'Your Stripe balance is insufficient to make this refund.',
      at: '2026-12-09T17:01:00.000Z',
      payload: { task: 'refund', order_id: 'ord_def' },
      target_arn: 'arn:aws:lambda:eu-north-1:1:function:orders:$LATEST',
    });
  });

  it("reads an event source mapping's on-failure record: the batch's place, nothing to replay directly", () => {
    const letter = readDeadLetter('outbox-failures', {
      MessageId: 'm-3',
      Body: JSON.stringify({
        requestContext: {
          functionArn: 'arn:aws:lambda:eu-north-1:1:function:orders',
          condition: 'RetryAttemptsExhausted',
        },
        responseContext: { functionError: 'Unhandled' },
        timestamp: '2026-12-09T17:02:00.000Z',
        DDBStreamBatchInfo: {
          shardId: 'shard-1',
          startSequenceNumber: '1',
          endSequenceNumber: '1',
          batchSize: 1,
        },
      }),
    });
    expect(letter).toMatchObject({
      task: 'outbox',
      order_id: null,
      error: 'RetryAttemptsExhausted (Unhandled): 1 record; shard shard-1, sequence 1',
      payload: null,
    });
  });

  it("reads the table stream's failed batch (stream-failures): when, what failed and where, and no order", () => {
    const letter = readDeadLetter('stream-failures', {
      MessageId: 'm-5',
      Body: JSON.stringify({
        requestContext: {
          requestId: 'r-1',
          functionArn: 'arn:aws:lambda:eu-north-1:1:function:konstvagg-prod-edge-invalidation',
          condition: 'RetryAttemptsExhausted',
          approximateInvokeCount: 11,
        },
        responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
        version: '1.0',
        timestamp: '2026-12-09T17:05:00.000Z',
        DDBStreamBatchInfo: {
          shardId: 'shardId-00000001',
          startSequenceNumber: '800000000003126276362',
          endSequenceNumber: '800000000003126276370',
          approximateArrivalOfFirstRecord: '2026-12-09T17:01:19Z',
          approximateArrivalOfLastRecord: '2026-12-09T17:01:20Z',
          batchSize: 3,
          streamArn: 'arn:aws:dynamodb:eu-north-1:1:table/konstvagg-prod/stream/2026',
        },
      }),
    });
    expect(letter).toEqual({
      queue: 'stream-failures',
      id: 'm-5',
      task: 'stream',
      order_id: null,
      error:
        'RetryAttemptsExhausted (Unhandled): 3 records written 2026-12-09T17:01:19Z to 2026-12-09T17:01:20Z; ' +
        'shard shardId-00000001, sequence 800000000003126276362 to 800000000003126276370',
      at: '2026-12-09T17:05:00.000Z',
      payload: null,
      target_arn: 'arn:aws:lambda:eu-north-1:1:function:konstvagg-prod-edge-invalidation',
    });
  });

  it('reads a bounce notice the admin function failed on, and one SNS could not deliver, as mail feedback to replay', () => {
    const notice = {
      Type: 'Notification',
      MessageId: 'sns-1',
      TopicArn: 'arn:aws:sns:eu-north-1:1:konstvagg-prod-mail-feedback',
      Message: JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Permanent' } }),
      Timestamp: '2026-12-09T17:02:00.000Z',
    };
    const event = { Records: [{ EventSource: 'aws:sns', EventVersion: '1.0', Sns: notice }] };
    const failed = readDeadLetter('mail-feedback-failures', {
      MessageId: 'm-7',
      Body: JSON.stringify({
        timestamp: '2026-12-09T17:03:00.000Z',
        requestContext: { functionArn: 'arn:aws:lambda:eu-north-1:1:function:admin:$LATEST' },
        requestPayload: event,
        responsePayload: { errorMessage: 'Throttling: Rate exceeded' },
      }),
    });
    expect(failed).toMatchObject({
      task: 'mail-feedback',
      order_id: null,
      error: 'Throttling: Rate exceeded',
      payload: event,
      target_arn: 'arn:aws:lambda:eu-north-1:1:function:admin:$LATEST',
    });
    const undelivered = readDeadLetter('mail-feedback-failures', {
      MessageId: 'm-8',
      Body: JSON.stringify(notice),
    });
    expect(undelivered).toMatchObject({
      task: 'mail-feedback',
      at: '2026-12-09T17:02:00.000Z',
      error: 'SNS could not deliver the notice to the function',
      payload: event,
      target_arn: null,
    });
  });

  it('keeps a body it cannot read as an unknown task rather than failing the dashboard', () => {
    expect(readDeadLetter('task-failures', { MessageId: 'm-4', Body: 'not json' })).toMatchObject({
      task: null,
      order_id: null,
      payload: null,
    });
  });
});

describe('sqsDeadLetters', () => {
  // SQS itself stands in here by its answers: one queue with a message, one not created yet.
  const client = {
    async send(command: { input: { QueueUrl?: string }; constructor: { name: string } }) {
      if (command.input.QueueUrl?.endsWith('stream-failures')) {
        throw Object.assign(new Error('The specified queue does not exist.'), { name: 'QueueDoesNotExist' });
      }
      if (command.constructor.name === 'GetQueueAttributesCommand')
        return { Attributes: { ApproximateNumberOfMessages: '1' } };
      return {
        Messages: [{ MessageId: 'm-1', Body: JSON.stringify({ task: 'refund', order_id: 'ord_1' }) }],
      };
    },
  } as unknown as SQSClient;

  it('lists a queue that does not exist yet as empty, and the others as they are', async () => {
    const port = sqsDeadLetters(
      { 'task-failures': 'https://sqs/1/task-failures', 'stream-failures': 'https://sqs/1/stream-failures' },
      client,
    );
    expect(await port.list()).toMatchObject({
      total: 1,
      items: [{ queue: 'task-failures', order_id: 'ord_1' }],
    });
  });

  it('still fails on any other error, so the dashboard says the queues could not be read', async () => {
    const broken = {
      send: async () => {
        throw Object.assign(new Error('Access denied'), { name: 'AccessDenied' });
      },
    } as unknown as SQSClient;
    await expect(sqsDeadLetters({ 'task-failures': 'u' }, broken).list()).rejects.toThrow('Access denied');
  });
});
