import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

/** The store port: the DynamoDB document client for the one table (DynamoDB Local, LocalStack or AWS). */
let client: DynamoDBDocumentClient | null = null;

export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: config.region, endpoint: config.endpoint('DYNAMODB'), maxAttempts: 3 }),
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

/** Opaque, tamper-evident-enough cursor: base64url JSON of a DynamoDB key. */
export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 || entries.length > 8) return null;
    if (
      !entries.every(([k, v]) => /^[A-Za-z0-9_]{1,16}$/.test(k) && typeof v === 'string' && v.length <= 512)
    )
      return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
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
