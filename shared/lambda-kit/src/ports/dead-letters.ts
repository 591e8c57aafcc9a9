import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { traced } from '../tracing.ts';
/**
 * The dead-letter port (issue 39 §3): what failed every retry on a money path, for the admin
 * dashboard's "needs attention" and for `npm run redrive`.
 *
 * On AWS the four queues of docs/operations.md hold it (DEAD_LETTER_QUEUES, a JSON object of queue
 * name to URL, which the CDK app sets on the admin function): they are read without taking anything
 * (a receive with no visibility timeout). Locally the scheduler stand-in keeps its own list of the
 * schedules whose target failed every try (GET /_local/dead-letters on the scheduler's endpoint),
 * which stands for the schedule-dead-letters and task-failures queues.
 */

/** One message that failed every retry, in words an admin can act on. */
export interface DeadLetter {
  /** The queue it is in: schedule-dead-letters, task-failures, outbox-failures, stream-failures. */
  queue: string;
  id: string;
  /** The task it was: refund, payout-sweep; outbox or stream for an event source's batch. */
  task: string | null;
  /** The order it is about, when it names one. */
  order_id: string | null;
  /** Why its last try failed, as the platform reported it. */
  error: string | null;
  /** When it failed (ISO), if known. */
  at: string | null;
  /** What to run again, and where: the function's input and ARN, when the message carries them. */
  payload: unknown;
  target_arn: string | null;
}

export interface DeadLetterList {
  /** Every message waiting, across the queues (SQS's approximate count on AWS). */
  total: number;
  /** The first ones of each queue (at most 10 a queue on AWS), newest first. */
  items: DeadLetter[];
}

export interface DeadLetterPort {
  list(): Promise<DeadLetterList>;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}

/**
 * Reads one SQS message of a dead-letter queue. Three shapes reach them:
 * - Scheduler's dead letter: the body is the schedule's input (`{task, order_id}`); the message
 *   attributes say why (ERROR_CODE, ERROR_MESSAGE) and where to (TARGET_ARN);
 * - Lambda's on-failure record of an asynchronous invocation (task-failures): `requestPayload` is
 *   the event, `responsePayload` the error, `requestContext.functionArn` the function;
 * - an event source mapping's on-failure record (outbox-failures, stream-failures): the batch's
 *   place in the stream (`DDBStreamBatchInfo`), not its records, and no order; its `error` says why
 *   and which records (streamFailure). An outbox batch is replayed by the sweep; a stream-failures
 *   batch cannot be (the runbook says what to do instead).
 * - SES's bounce and complaint notices (mail-feedback-failures): the admin function's on-failure
 *   record of the SNS event it failed on (the first shape), or the notice itself when SNS could not
 *   deliver it at all (its JSON envelope, `Type: Notification`), given back as the SNS event the
 *   function takes, to be replayed to it.
 */
/** The task a bounce or complaint notice stands for in a dead letter. */
export const MAIL_FEEDBACK_TASK = 'mail-feedback';

export function readDeadLetter(queue: string, message: Message): DeadLetter {
  const body = obj(parseJson(message.Body));
  const attr = (name: string) => str(message.MessageAttributes?.[name]?.StringValue);
  const sent = Number(message.Attributes?.SentTimestamp);
  const at = Number.isFinite(sent) && sent > 0 ? new Date(sent).toISOString() : null;
  const base = { queue, id: message.MessageId ?? '', at };
  if (body.Type === 'Notification' && typeof body.Message === 'string') {
    return {
      ...base,
      task: MAIL_FEEDBACK_TASK,
      order_id: null,
      error: attr('ErrorMessage') ?? 'SNS could not deliver the notice to the function',
      at: str(body.Timestamp) ?? at,
      payload: { Records: [{ EventSource: 'aws:sns', EventVersion: '1.0', Sns: body }] },
      target_arn: null,
    };
  }
  if ('requestPayload' in body) {
    const payload = obj(body.requestPayload);
    const response = obj(body.responsePayload);
    const records = Array.isArray(payload.Records) ? payload.Records : null;
    const fromSns = records !== null && obj(records[0]).EventSource === 'aws:sns';
    return {
      ...base,
      task: str(payload.task) ?? (fromSns ? MAIL_FEEDBACK_TASK : records ? 'outbox' : null),
      order_id: str(payload.order_id),
      error: str(response.errorMessage) ?? str(obj(body.requestContext).condition),
      at: str(body.timestamp) ?? at,
      payload: body.requestPayload,
      target_arn: str(obj(body.requestContext).functionArn),
    };
  }
  if ('DDBStreamBatchInfo' in body) {
    const context = obj(body.requestContext);
    return {
      ...base,
      task: queue.includes('outbox') ? 'outbox' : 'stream',
      order_id: null,
      error: streamFailure(context, obj(body.responseContext), obj(body.DDBStreamBatchInfo)),
      at: str(body.timestamp) ?? at,
      // Nothing to re-invoke with: the records are not in the message, and the stream keeps them 24 h.
      payload: null,
      target_arn: str(context.functionArn),
    };
  }
  const error = [attr('ERROR_CODE'), attr('ERROR_MESSAGE')].filter(Boolean).join(': ') || null;
  return {
    ...base,
    task: str(body.task),
    order_id: str(body.order_id),
    error,
    payload: message.Body ? parseJson(message.Body) : null,
    target_arn: attr('TARGET_ARN'),
  };
}

/**
 * What failed, for a batch of a table stream that failed every retry: why Lambda gave up (the
 * condition, the function's error), how many records, when they were written, and their place in the
 * stream (shard, sequence numbers) for the logs. `RetryAttemptsExhausted (Unhandled): 1 record
 * written 2026-12-09T17:01:19Z; shard shardId-1, sequence 100 to 100`.
 */
function streamFailure(context: Json, response: Json, batch: Json): string {
  const why = [str(context.condition), str(response.functionError)].filter(Boolean);
  const reason = why.length === 2 ? `${why[0]} (${why[1]})` : (why[0] ?? 'Failed');
  const size = typeof batch.batchSize === 'number' ? batch.batchSize : null;
  const first = str(batch.approximateArrivalOfFirstRecord);
  const last = str(batch.approximateArrivalOfLastRecord);
  const written = first ? ` written ${first}${last && last !== first ? ` to ${last}` : ''}` : '';
  const records = size === null ? 'a batch' : `${size} record${size === 1 ? '' : 's'}`;
  const start = str(batch.startSequenceNumber);
  const end = str(batch.endSequenceNumber);
  const place = [
    str(batch.shardId) && `shard ${str(batch.shardId)}`,
    start && `sequence ${start}${end && end !== start ? ` to ${end}` : ''}`,
  ].filter(Boolean);
  return `${reason}: ${records}${written}${place.length ? `; ${place.join(', ')}` : ''}`;
}

/** The SQS adapter: each queue's count, and its first ten messages, left where they are. */
export function sqsDeadLetters(
  queues: Record<string, string>,
  client = traced(new SQSClient({})),
): DeadLetterPort {
  return {
    async list() {
      const perQueue = await Promise.all(
        Object.entries(queues).map(async ([name, url]) => {
          const read = Promise.all([
            client.send(
              new GetQueueAttributesCommand({
                QueueUrl: url,
                AttributeNames: ['ApproximateNumberOfMessages'],
              }),
            ),
            client.send(
              new ReceiveMessageCommand({
                QueueUrl: url,
                MaxNumberOfMessages: 10,
                VisibilityTimeout: 0, // a look, not a take: the message stays for the redrive
                WaitTimeSeconds: 0,
                MessageAttributeNames: ['All'],
                MessageSystemAttributeNames: ['SentTimestamp'],
              }),
            ),
          ]);
          // A queue that does not exist (yet) has nothing waiting: stream-failures is created by the
          // Frontends stack, deployed after the admin function that names it.
          const answer = await read.catch((err: unknown) => {
            if (isMissingQueue(err)) return null;
            throw err;
          });
          if (!answer) return { count: 0, items: [] };
          const [attrs, received] = answer;
          return {
            count: Number(attrs.Attributes?.ApproximateNumberOfMessages ?? 0),
            items: (received.Messages ?? []).map((m) => readDeadLetter(name, m)),
          };
        }),
      );
      return {
        total: perQueue.reduce((n, q) => n + q.count, 0),
        items: perQueue.flatMap((q) => q.items).sort((a, b) => (b.at ?? '').localeCompare(a.at ?? '')),
      };
    },
  };
}

/** SQS's answer for a queue that is not there (QueueDoesNotExist; the query API's older name). */
export function isMissingQueue(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return name === 'QueueDoesNotExist' || name === 'AWS.SimpleQueueService.NonExistentQueue';
}

/** The local adapter: the scheduler stand-in's dead-letter list. */
export function localDeadLetters(schedulerEndpoint: string): DeadLetterPort {
  return {
    async list() {
      const res = await fetch(`${schedulerEndpoint}/_local/dead-letters`);
      if (!res.ok) throw new Error(`scheduler stand-in answered ${res.status} for its dead letters`);
      const { deadLetters } = (await res.json()) as {
        deadLetters: { id: string; schedule: string; payload: unknown; error: string; at: number }[];
      };
      const items = deadLetters
        .map((d): DeadLetter => ({
          queue: 'task-failures',
          id: d.id,
          task: str(obj(d.payload).task),
          order_id: str(obj(d.payload).order_id),
          error: d.error,
          at: new Date(d.at).toISOString(),
          payload: d.payload,
          target_arn: null,
        }))
        .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
      return { total: items.length, items };
    },
  };
}

let port: DeadLetterPort | null = null;

/**
 * The port from the environment: the stand-in's list on the local stack (KONSTVAGG_LOCAL, the
 * scheduler's endpoint), the SQS queues of DEAD_LETTER_QUEUES on AWS; none configured, an empty list.
 */
export function deadLetters(): DeadLetterPort {
  if (port) return port;
  const queues = process.env.DEAD_LETTER_QUEUES;
  const local = process.env.KONSTVAGG_LOCAL === '1' ? process.env.AWS_ENDPOINT_URL_SCHEDULER : undefined;
  port = local
    ? localDeadLetters(local)
    : queues
      ? sqsDeadLetters(JSON.parse(queues) as Record<string, string>)
      : { list: async () => ({ total: 0, items: [] }) };
  return port;
}
