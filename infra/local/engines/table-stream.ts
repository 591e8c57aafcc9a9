import { DescribeTableCommand, DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../bootstrap.ts';

/**
 * What Lambda's DynamoDB event source mapping does on AWS, for DynamoDB Local: reads the table's
 * stream through the real DynamoDB Streams API, keeps the records the mapping's filter keeps, and
 * hands each poll's records to the target as one `{ Records }` batch. A batch whose target fails
 * is delivered again on the next poll (the same records, as the mapping retries), up to
 * `maxAttempts`, then logged and skipped.
 *
 * Reading starts at the stream's end when the stack starts (LATEST: what was written before is
 * not news), and from the start of any shard that opens later.
 */

export type StreamRecord = _Record;

export interface TableStreamOptions {
  endpoint: string;
  tableName: string;
  /** The event source's filter: which records reach the target. */
  filter: (record: StreamRecord) => boolean;
  deliver: (event: { Records: StreamRecord[] }) => Promise<unknown>;
  /** The wait after a poll that found records, or after a nudge (default 100 ms). */
  pollMs?: number;
  /**
   * The longest wait while nothing changes (default 1000 ms): each empty poll doubles the wait up
   * to it. An idle stack then asks DynamoDB Local twice a second, not twenty times.
   */
  idlePollMs?: number;
  maxAttempts?: number;
  /**
   * Where reading starts: LATEST (default: what was written before is not news) or TRIM_HORIZON
   * (the oldest record kept, 24 hours: a mapping that must not miss what was written while the
   * stack was down, as an AWS mapping goes on where it stopped).
   */
  from?: 'LATEST' | 'TRIM_HORIZON';
  log?: (line: string) => void;
}

export interface TableStream {
  /** Resolves once every change written before the call has been read and delivered (tests). */
  settled(): Promise<void>;
  /** Something may have been written (an API call that changes data): poll now, and soon again. */
  nudge(): void;
  stop(): Promise<void>;
}

export interface StreamReader {
  /** Every record written since the last read (or since the reader opened), oldest first per shard. */
  read(): Promise<StreamRecord[]>;
  stop(): void;
}

/**
 * Reads a table's stream through the DynamoDB Streams API from its end now on: each `read()`
 * returns what was written since the one before. The stream mapping below polls with it; a test
 * asks it directly what a request changed (infra/fuzz), without scanning the table.
 */
export async function openStreamReader(
  endpoint: string,
  tableName: string,
  from: 'LATEST' | 'TRIM_HORIZON' = 'LATEST',
): Promise<StreamReader> {
  const config = { endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const ddb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);

  let streamArn = (await ddb.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
  if (!streamArn) {
    // A table made before the local stack turned its stream on (ensureTable does for new ones).
    const updated = await ddb.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    streamArn = updated.TableDescription?.LatestStreamArn;
  }
  ddb.destroy();
  if (!streamArn) throw new Error(`table ${tableName} has no stream`);
  const arn = streamArn;

  /** Open shards and where reading goes on; a closed shard leaves once read to its end. */
  const iterators = new Map<string, string>();
  const done = new Set<string>();

  async function shards(): Promise<string[]> {
    const ids: string[] = [];
    let ExclusiveStartShardId: string | undefined;
    do {
      const page = await streams.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId }));
      for (const shard of page.StreamDescription?.Shards ?? []) if (shard.ShardId) ids.push(shard.ShardId);
      ExclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
    return ids;
  }

  async function iteratorFor(shardId: string, type: 'LATEST' | 'TRIM_HORIZON'): Promise<string | undefined> {
    const answer = await streams.send(
      new GetShardIteratorCommand({ StreamArn: arn, ShardId: shardId, ShardIteratorType: type }),
    );
    return answer.ShardIterator;
  }

  // Start at the end of every shard there is now (or at its oldest record kept).
  for (const id of await shards()) {
    const it = await iteratorFor(id, from);
    if (it) iterators.set(id, it);
  }

  async function read(): Promise<StreamRecord[]> {
    for (const id of await shards()) {
      if (iterators.has(id) || done.has(id)) continue;
      const it = await iteratorFor(id, 'TRIM_HORIZON');
      if (it) iterators.set(id, it);
    }
    const out: StreamRecord[] = [];
    for (const [id, iterator] of [...iterators]) {
      let answer;
      try {
        answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      } catch (error) {
        if (error instanceof ExpiredIteratorException) {
          // Only after a long pause (the machine slept): go on from the shard's end.
          const fresh = await iteratorFor(id, 'LATEST');
          if (fresh) iterators.set(id, fresh);
          continue;
        }
        if (error instanceof TrimmedDataAccessException) {
          // DynamoDB Local answers this to a LATEST iterator taken while the shard held no record
          // (a stack started on an empty table): read the shard from its start instead.
          const start = await iteratorFor(id, 'TRIM_HORIZON');
          if (start) iterators.set(id, start);
          continue;
        }
        throw error;
      }
      out.push(...(answer.Records ?? []));
      if (answer.NextShardIterator) iterators.set(id, answer.NextShardIterator);
      else {
        iterators.delete(id);
        done.add(id);
      }
    }
    return out;
  }

  return { read, stop: () => streams.destroy() };
}

export async function startTableStream(opts: TableStreamOptions): Promise<TableStream> {
  const reader = await openStreamReader(opts.endpoint, opts.tableName, opts.from);
  const readAll = reader.read;
  const pollMs = opts.pollMs ?? 100;
  const idlePollMs = Math.max(pollMs, opts.idlePollMs ?? 1000);
  const maxAttempts = opts.maxAttempts ?? 5;
  let pending: { records: StreamRecord[]; attempts: number } | null = null;

  /** Whether the poll found anything (records, or a failed batch still to deliver). */
  async function pollOnce(): Promise<boolean> {
    if (!pending) {
      const read = await readAll();
      const records = read.filter(opts.filter);
      if (!records.length) return read.length > 0;
      pending = { records, attempts: 0 };
    }
    const batch = pending;
    batch.attempts += 1;
    try {
      await opts.deliver({ Records: batch.records });
      pending = null;
    } catch (error) {
      opts.log?.(`stream batch failed (attempt ${batch.attempts}): ${(error as Error).message}`);
      if (batch.attempts >= maxAttempts) {
        opts.log?.(`stream batch of ${batch.records.length} records skipped after ${maxAttempts} attempts`);
        pending = null;
      }
    }
    return true;
  }

  let stopped = false;
  let rounds = 0;
  const waiters: { after: number; resolve: () => void }[] = [];
  let delay = pollMs;
  let wake: (() => void) | null = null;
  /** Ends the current wait, and the next waits start short again. */
  const hurry = () => {
    delay = pollMs;
    wake?.();
  };
  const loop = (async () => {
    while (!stopped) {
      // A poll that fails is retried at the idle pace, not every pollMs.
      let busy = false;
      try {
        busy = await pollOnce();
      } catch (error) {
        if (!stopped) opts.log?.(`stream poll failed: ${(error as Error).message}`);
      }
      rounds += 1;
      for (const w of waiters.splice(0)) {
        if (rounds > w.after && !pending) w.resolve();
        else waiters.push(w);
      }
      delay = busy || waiters.length ? pollMs : Math.min(delay * 2, idlePollMs);
      const wait = delay;
      if (!stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            wake = null;
            resolve();
          }, wait);
          wake = () => {
            clearTimeout(timer);
            wake = null;
            resolve();
          };
        });
    }
  })();

  return {
    settled: () =>
      // A round that starts after this call has read everything written before it.
      new Promise<void>((resolve) => {
        waiters.push({ after: rounds + 1, resolve });
        hurry();
      }),
    nudge: hurry,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      for (const w of waiters.splice(0)) w.resolve();
      reader.stop();
    },
  };
}
