import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type BatchGetCommandOutput,
  TransactWriteCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { traced } from '../tracing.ts';

/** The store port: the DynamoDB document client for the one table (DynamoDB Local, LocalStack or AWS). */
let client: DynamoDBDocumentClient | null = null;

export function documentClient(): DynamoDBDocumentClient {
  // Traced below the document client, which shares its middleware stack (tracing.ts).
  client ??= DynamoDBDocumentClient.from(
    traced(
      new DynamoDBClient({ region: config.region, endpoint: config.endpoint('DYNAMODB'), maxAttempts: 3 }),
    ),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export function tableName(): string {
  return config.tableName;
}

/** A conditional write lost a race or met an unexpected state (every transition is a conditional write). */
export function isConditionalCheckFailed(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
  }
  return false;
}

/**
 * A transaction DynamoDB cancelled only because another transaction held one of its items at that
 * moment (every reason `None` or `TransactionConflict`, no failed condition): nothing was written,
 * and trying again is safe. Shared counter items (stats.ts) make this likelier on AWS.
 */
export function isTransactionConflictOnly(err: unknown): boolean {
  if ((err as { name?: string } | null)?.name !== 'TransactionCanceledException') return false;
  const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return (
    reasons.some((r) => r.Code === 'TransactionConflict') &&
    reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'TransactionConflict')
  );
}

/**
 * TransactWriteItems, tried again (up to `attempts` times, with a short random pause) when it was
 * cancelled by a conflict alone; a failed condition or any other error is thrown at once.
 */
export async function transactWrite(
  items: TransactWriteCommandInput['TransactItems'] | readonly Record<string, unknown>[],
  attempts = 4,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
      return;
    } catch (err) {
      if (attempt >= attempts || !isTransactionConflictOnly(err)) throw err;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 40));
    }
  }
}

/** A table item's key. */
export type TableKey = { PK: string; SK: string };

const keyId = (k: { PK?: unknown; SK?: unknown }) => `${String(k.PK)}\u0000${String(k.SK)}`;

/**
 * Several items by key in one BatchGetItem per 100 keys (DynamoDB's limit), in the order asked
 * (undefined where there is none, and for a null key, which reads nothing). Keys DynamoDB leaves unprocessed under load are asked again,
 * up to 5 times; any still missing after that is an error, never a silent gap. `consistent` reads
 * the latest write (what money decisions need); `projection` names the attributes to return (it
 * must include PK and SK).
 */
export async function getMany<T>(
  wanted: readonly (TableKey | null)[],
  options: { consistent?: boolean; projection?: string } = {},
): Promise<(T | undefined)[]> {
  const found = new Map<string, T>();
  const unique = [
    ...new Map(wanted.flatMap((k) => (k ? [[keyId(k), { PK: k.PK, SK: k.SK }] as const] : []))).values(),
  ];
  for (let i = 0; i < unique.length; i += 100) {
    let request: BatchGetCommandOutput['UnprocessedKeys'] = {
      [tableName()]: {
        Keys: unique.slice(i, i + 100),
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ...(options.projection ? { ProjectionExpression: options.projection } : {}),
      },
    };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt === 5) throw new Error('BatchGetItem: keys still unprocessed after 5 tries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 40));
      const out: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: request }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(keyId(item), item as T);
      request = out.UnprocessedKeys;
    }
  }
  return wanted.map((k) => (k ? found.get(keyId(k)) : undefined));
}

/** Counts every item a query matches, across DynamoDB's 1 MB pages. */
export async function countQuery(
  input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>,
): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Reads every item a query matches (for small, bounded partitions only). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export interface ExactPage<T> {
  items: T[];
  hasMore: boolean;
  nextCursor: string | null;
  /** The read reached the end of the list (from the cursor on). */
  reachedEnd: boolean;
  /** Matches seen by this read: with reachedEnd and no cursor, the list's total. */
  seen: number;
}

/**
 * One page of a query on a list index, exact: it reads until it has one item more than the page
 * (or the list ends), so `hasMore` is never a guess, and the cursor is the key of the last item
 * returned. `keep` filters in code what an expression cannot (free text). A cursor that is not a
 * key of this index and partition is refused as `invalid`.
 */
export async function queryExactPage<T extends Record<string, unknown>>(options: {
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select' | 'Limit'>;
  index: string;
  partition: string;
  limit: number;
  cursor?: string;
  keep?: (item: T) => boolean;
}): Promise<ExactPage<T> | 'invalid'> {
  const { index, partition, limit } = options;
  let start: Record<string, unknown> | undefined;
  if (options.cursor) {
    // Exactly the table's and this index's key attributes, signed by us, in this partition.
    const key = decodeCursor(options.cursor, {
      PK: 'string',
      SK: 'string',
      [`${index}PK`]: 'string',
      [`${index}SK`]: 'string',
    });
    if (!key || key[`${index}PK`] !== partition) return 'invalid';
    start = key;
  }
  const found: T[] = [];
  let reachedEnd = false;
  while (found.length <= limit) {
    const page = await documentClient().send(
      new QueryCommand({ ...options.input, IndexName: index, Limit: 100, ExclusiveStartKey: start }),
    );
    for (const item of (page.Items ?? []) as T[]) if (!options.keep || options.keep(item)) found.push(item);
    start = page.LastEvaluatedKey;
    if (!start) {
      reachedEnd = true;
      break;
    }
  }
  const items = found.slice(0, limit);
  const hasMore = found.length > limit;
  const last = items[items.length - 1];
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          PK: String(last.PK),
          SK: String(last.SK),
          [`${index}PK`]: String(last[`${index}PK`]),
          [`${index}SK`]: String(last[`${index}SK`]),
        })
      : null;
  return { items, hasMore, nextCursor, reachedEnd, seen: found.length };
}
