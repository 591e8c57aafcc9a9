import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTWORK_LIFECYCLE,
  artworkIndexKeys,
  keys,
  TransitionConflict,
  type TransitionRequest,
} from '@konstvagg/domain';
import type { ArtworkStatus } from '@konstvagg/contracts';
import { stackEnv } from '@konstvagg/test-kit';
import { documentClient, tableName } from './store.ts';
import { applyTransition } from './transition.ts';

/** Status changes through the store port against DynamoDB Local: the conditional write decides races. */
const created: { PK: string; SK: string }[] = [];

beforeAll(() => {
  // The store port reads its table and endpoint from the environment the stack's handlers get.
  Object.assign(process.env, stackEnv());
});

afterAll(async () => {
  for (const key of created)
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
});

async function putWork(status: ArtworkStatus): Promise<string> {
  const id = `transition-test-${randomUUID()}`;
  const at = '2026-11-01T10:00:00.000Z';
  const record = {
    entity: 'artwork',
    id,
    title: 'Race',
    price_cents: 10_000,
    artist_id: 'transition-test-artist',
    venue_id: null,
    status,
    created_at: at,
    updated_at: at,
    version: 1,
  };
  const key = keys.artwork(id);
  created.push(key);
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, ...artworkIndexKeys({ ...record, isPublic: false }), ...record },
    }),
  );
  return id;
}

const read = async (id: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.artwork(id), ConsistentRead: true }),
    )
  ).Item as Record<string, unknown>;

const move = (id: string, to: ArtworkStatus, expectedVersion: number, set?: Record<string, unknown>) =>
  ({
    lifecycle: ARTWORK_LIFECYCLE,
    key: keys.artwork(id),
    to,
    expectedVersion,
    at: new Date().toISOString(),
    ...(set ? { set } : {}),
  }) satisfies TransitionRequest<ArtworkStatus>;

describe('applyTransition', () => {
  it('lets exactly one of two concurrent decisions on one work win; the other gets the conflict', async () => {
    const id = await putWork('pending_review');
    const results = await Promise.allSettled([
      applyTransition(move(id, 'available', 1, { rejection_reason: null })),
      applyTransition(move(id, 'draft', 1, { rejection_reason: 'Blurry photos' })),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(TransitionConflict);
    expect(lost[0]!.reason).toMatchObject({ reason: 'stale', current: { version: 2 } });

    const item = await read(id);
    const winner = (won[0] as PromiseFulfilledResult<Record<string, unknown>>).value;
    expect(item).toMatchObject({ status: winner.status, version: 2 });
    // The loser's extra fields were not written either.
    expect(item.rejection_reason).toBe(winner.status === 'draft' ? 'Blurry photos' : null);
  });

  it('lets one of ten identical concurrent moves win', async () => {
    const id = await putWork('pending_review');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => applyTransition(move(id, 'available', 1))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await read(id)).toMatchObject({ status: 'available', version: 2 });
  });

  it('refuses a move from a status the table does not allow, and writes nothing', async () => {
    const id = await putWork('draft');
    const before = await read(id);
    // draft -> available skips the review: not an arrow of the table.
    await expect(applyTransition({ ...move(id, 'available', 1), from: undefined })).rejects.toMatchObject({
      name: 'TransitionConflict',
      reason: 'not_allowed',
      current: { status: 'draft', version: 1 },
    });
    expect(await read(id)).toEqual(before);
  });

  it('answers a missing item as missing', async () => {
    await expect(
      applyTransition(move(`transition-test-${randomUUID()}`, 'available', 1)),
    ).rejects.toMatchObject({
      reason: 'missing',
    });
  });
});
