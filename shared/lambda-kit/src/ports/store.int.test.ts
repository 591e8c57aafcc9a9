import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '@konstvagg/test-kit';
import { documentClient, getMany, tableName } from './store.ts';

/** getMany against DynamoDB Local: the one batched read the buyer's paths use (issue 43). */
const run = randomUUID().slice(0, 8);
const key = (i: number) => ({ PK: `GETMANY#${run}`, SK: `ITEM#${String(i).padStart(4, '0')}` });
const written: { PK: string; SK: string }[] = [];

beforeAll(async () => {
  Object.assign(process.env, stackEnv());
  // 130 items: more than one BatchGetItem holds (100 keys).
  for (let from = 0; from < 130; from += 25) {
    const batch = Array.from({ length: Math.min(25, 130 - from) }, (_, j) => ({
      ...key(from + j),
      n: from + j,
    }));
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
    written.push(...batch.map(({ PK, SK }) => ({ PK, SK })));
  }
});

afterAll(async () => {
  for (let i = 0; i < written.length; i += 25)
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: written.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
});

describe('getMany', () => {
  it('answers in the order asked, undefined for a missing item and for a null key, a repeated key twice', async () => {
    const items = await getMany<{ n: number }>([key(7), null, key(999), key(3), key(7)], {
      consistent: true,
    });
    expect(items.map((i) => i?.n)).toEqual([7, undefined, undefined, 3, 7]);
  });

  it('reads more keys than one batch holds', async () => {
    const wanted = Array.from({ length: 130 }, (_, i) => key(129 - i));
    const items = await getMany<{ n: number }>(wanted);
    expect(items.map((i) => i?.n)).toEqual(Array.from({ length: 130 }, (_, i) => 129 - i));
  });

  it('returns only the attributes projected', async () => {
    const [item] = await getMany<Record<string, unknown>>([key(1)], { projection: 'PK, SK' });
    expect(item).toEqual(key(1));
  });

  it('with consistent, reads a write made a moment before', async () => {
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: { ...key(5), n: 5, changed: true } }),
    );
    const [item] = await getMany<{ changed?: boolean }>([key(5)], { consistent: true });
    expect(item?.changed).toBe(true);
  });

  it('reads nothing for no keys', async () => {
    expect(await getMany([null, null])).toEqual([undefined, undefined]);
  });
});
