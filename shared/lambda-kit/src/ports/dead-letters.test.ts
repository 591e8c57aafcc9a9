import { describe, expect, it } from 'vitest';
import { readDeadLetter } from './dead-letters.ts';

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
    expect(letter).toMatchObject({ task: 'outbox', order_id: null, error: 'Unhandled', payload: null });
  });

  it('keeps a body it cannot read as an unknown task rather than failing the dashboard', () => {
    expect(readDeadLetter('task-failures', { MessageId: 'm-4', Body: 'not json' })).toMatchObject({
      task: null,
      order_id: null,
      payload: null,
    });
  });
});
