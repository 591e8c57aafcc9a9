/**
 * `npm run redrive -- <queue>`: runs again what failed every retry on a money path, once its cause
 * is fixed (docs/operations.md, "Dead letters"). Safe to run twice: every task it replays is
 * idempotent (fixed Stripe keys, conditional writes), and a message leaves its queue only after its
 * replay succeeded.
 *
 * Queues: schedule-dead-letters, task-failures, outbox-failures, mail-feedback-failures (SES's bounce
 * and complaint notices the admin function could not take: replayed to it, which suppresses the
 * address; a notice already taken changes nothing). stream-failures cannot be replayed
 * (a page cache, not money, and its stream records are gone after 24 h): for it this lists what waits
 * and prints what to do instead (streamFailures below; the runbook's step 6).
 *
 * - On AWS (`--stage <stage>`, with the operator's AWS credentials and AWS_REGION): reads the
 *   queue `konstvagg-<stage>-<queue>`, invokes each message's target synchronously (the schedule's
 *   input or the failed invocation's event, to the function named in the message), and deletes the
 *   message when the invocation returned without an error. An outbox-failures message holds only the
 *   batch's place in the stream, so it is replayed by running the sweep, which carries out every
 *   outbox item older than ten minutes.
 * - Locally (the default: the running `npm start` stack, or AWS_ENDPOINT_URL_SCHEDULER with
 *   KONSTVAGG_LOCAL=1): the scheduler stand-in's dead-letter list stands for both schedule queues;
 *   `POST /_local/dead-letters/redrive` runs each again and keeps the ones that fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { isMissingQueue, readDeadLetter, sqsDeadLetters } from '@konstvagg/lambda-kit/ports/dead-letters';

const QUEUES = [
  'schedule-dead-letters',
  'task-failures',
  'outbox-failures',
  'mail-feedback-failures',
  'stream-failures',
] as const;
type Queue = (typeof QUEUES)[number];

function usage(message: string): never {
  console.error(`${message}\n\nUsage: npm run redrive -- <${QUEUES.join('|')}> [--stage <stage>]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const queue = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--stage') as
  Queue | undefined;
const stageAt = args.indexOf('--stage');
const stage = stageAt >= 0 ? args[stageAt + 1] : undefined;
if (!queue || !QUEUES.includes(queue)) usage(queue ? `Unknown queue "${queue}".` : 'Name the queue.');
if (queue === 'stream-failures') {
  await streamFailures(stage);
  process.exit(0);
}

if (stage) await redriveAws(queue, stage);
else await redriveLocal(queue);

/**
 * stream-failures cannot be replayed: a message names a batch of the table's stream (shard and
 * sequence numbers), not its records, and the stream keeps records for 24 hours only. What the
 * batch failed to do was drop the edge's copies of some artwork pages, which expire by themselves
 * within a minute; the cure is to invalidate them. This lists what is waiting and prints the two
 * commands (invalidate, then purge); it changes nothing itself.
 */
async function streamFailures(stageName: string | undefined): Promise<void> {
  const say = (...lines: string[]) => console.log(lines.join('\n'));
  say(
    'stream-failures cannot be replayed: each message names a failed batch of the table stream (its shard',
    'and sequence numbers), not the changes themselves, and the stream keeps those for 24 hours only.',
    "The batch was to drop the edge's copies of artwork pages; a copy expires within a minute anyway.",
  );
  if (!stageName) {
    say(
      '',
      'Locally there is no such queue: the stream stand-in retries a failed batch, then logs and skips it',
      '("stream batch of … records skipped" in the npm start output).',
    );
    return;
  }
  const sqs = new SQSClient({});
  const queueName = `konstvagg-${stageName}-stream-failures`;
  const { QueueUrl } = await sqs
    .send(new GetQueueUrlCommand({ QueueName: queueName }))
    .catch((err: unknown) => (isMissingQueue(err) ? { QueueUrl: undefined } : Promise.reject(err)));
  if (!QueueUrl) {
    say('', `${queueName} does not exist (no landing build deployed): nothing to do.`);
    return;
  }
  const { total, items } = await sqsDeadLetters({ 'stream-failures': QueueUrl }, sqs).list();
  say('', `${queueName}: ${total} message(s) waiting.`);
  for (const letter of items) say(`  ${letter.at ?? '?'}  ${letter.error ?? letter.id}`);
  if (!total) return;
  say(
    '',
    "Once the cause is fixed (the edge-invalidation function's logs, /aws/lambda/" +
      `konstvagg-${stageName}-edge-invalidation, at those times):`,
    '  1. Drop every artwork page at the edge (the DistributionId output of the Frontends stack):',
    "     aws cloudfront create-invalidation --distribution-id <DistributionId> --paths '/artworks*'",
    '  2. Then empty the queue:',
    `     aws sqs purge-queue --queue-url ${QueueUrl}`,
    'docs/operations.md, "Dead letters", step 6.',
  );
}

async function redriveLocal(name: Queue): Promise<void> {
  const endpoint =
    process.env.KONSTVAGG_LOCAL === '1' && process.env.AWS_ENDPOINT_URL_SCHEDULER
      ? process.env.AWS_ENDPOINT_URL_SCHEDULER
      : localSchedulerFromDataDir();
  if (name === 'outbox-failures') {
    console.log('Locally the outbox is carried out by the stream stand-in and the sweep; nothing is queued.');
    return;
  }
  if (name === 'mail-feedback-failures') {
    console.log('Locally a bounce (POST /_dev/mail/bounce) is taken at once; nothing is queued.');
    return;
  }
  const res = await fetch(`${endpoint}/_local/dead-letters/redrive`, { method: 'POST' });
  if (!res.ok) throw new Error(`the scheduler stand-in answered ${res.status}`);
  const { redriven, failed } = (await res.json()) as { redriven: number; failed: number };
  console.log(`${name} (local): ${redriven} replayed, ${failed} failed again and kept.`);
  if (failed) process.exitCode = 1;
}

function localSchedulerFromDataDir(): string {
  const dataDir = path.resolve(process.env.KONSTVAGG_DATA_DIR || '.data');
  const file = path.join(dataDir, 'local-config.json');
  if (!existsSync(file))
    usage(`No local stack found (${file} is missing): start it with npm start, or give --stage for AWS.`);
  const port = (JSON.parse(readFileSync(file, 'utf8')) as { ports?: { scheduler?: number } }).ports
    ?.scheduler;
  if (!port) usage(`${file} names no scheduler port: is the local stack running?`);
  return `http://127.0.0.1:${port}`;
}

async function redriveAws(name: Queue, stageName: string): Promise<void> {
  const sqs = new SQSClient({});
  const lambda = new LambdaClient({});
  const { QueueUrl } = await sqs.send(
    new GetQueueUrlCommand({ QueueName: `konstvagg-${stageName}-${name}` }),
  );
  let replayed = 0;
  let failed = 0;
  let sweptOutbox = false;
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl,
        MaxNumberOfMessages: 10,
        VisibilityTimeout: 300, // hidden while replayed; a failure shows it again after
        WaitTimeSeconds: 1,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['SentTimestamp'],
      }),
    );
    if (!Messages.length) break;
    for (const message of Messages) {
      const letter = readDeadLetter(name, message);
      const payload = name === 'outbox-failures' ? { task: 'payout-sweep' } : letter.payload;
      // A notice SNS could not deliver names no function: it was on its way to the admin function's
      // live alias (what SNS invokes; infra/cdk ServiceFunction).
      const target =
        letter.target_arn ?? (name === 'mail-feedback-failures' ? `konstvagg-${stageName}-admin:live` : null);
      if (!target || !payload) {
        console.error(`${letter.id}: names no target or input; left in the queue`);
        failed++;
        continue;
      }
      // One sweep carries out every outbox item at once: the other outbox messages need no run.
      if (!(name === 'outbox-failures' && sweptOutbox)) {
        const out = await lambda.send(
          new InvokeCommand({
            FunctionName: target,
            InvocationType: 'RequestResponse',
            Payload: Buffer.from(JSON.stringify(payload)),
          }),
        );
        if (out.FunctionError) {
          console.error(
            `${letter.id} (${letter.task ?? '?'} ${letter.order_id ?? ''}): failed again: ${Buffer.from(out.Payload ?? []).toString()}`,
          );
          failed++;
          continue;
        }
        sweptOutbox = name === 'outbox-failures';
      }
      await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: message.ReceiptHandle }));
      console.log(`${letter.id} (${letter.task ?? '?'} ${letter.order_id ?? ''}): replayed`);
      replayed++;
    }
  }
  console.log(`${name} (${stageName}): ${replayed} replayed, ${failed} failed again and kept.`);
  if (failed) process.exitCode = 1;
}
