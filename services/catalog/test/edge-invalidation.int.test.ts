import { randomUUID } from 'node:crypto';
import {
  CloudFrontClient,
  GetInvalidationCommand,
  ListInvalidationsCommand,
} from '@aws-sdk/client-cloudfront';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { keys, type ArtworkRecord } from '@konstvagg/domain';
import { stackEnv, tableClient } from '@konstvagg/test-kit';

/**
 * The whole chain on the local stack, as on AWS: a write to an artwork item reaches the table's
 * stream, the stream poller hands it to the edge-invalidation Lambda, and the Lambda asks the
 * CloudFront stand-in (the real @aws-sdk/client-cloudfront) to drop that work's pages and the list.
 * The work is made here, outside every list, so no other test sees it.
 */

const env = stackEnv();
const cloudfront = new CloudFrontClient({
  region: 'us-east-1',
  endpoint: env.AWS_ENDPOINT_URL_CLOUDFRONT,
  credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
});
const { doc, table } = tableClient();
const id = `edge-${randomUUID()}`;

afterAll(async () => {
  await doc.send(new DeleteCommand({ TableName: table, Key: keys.artwork(id) }));
  cloudfront.destroy();
  doc.destroy();
});

/** Every invalidation's paths, newest first. */
async function invalidatedPaths(): Promise<string[][]> {
  const list = await cloudfront.send(new ListInvalidationsCommand({ DistributionId: env.DISTRIBUTION_ID }));
  return Promise.all(
    (list.InvalidationList?.Items ?? []).map(async (item) => {
      const one = await cloudfront.send(
        new GetInvalidationCommand({ DistributionId: env.DISTRIBUTION_ID, Id: item.Id }),
      );
      return one.Invalidation?.InvalidationBatch?.Paths?.Items ?? [];
    }),
  );
}

const mentions = (paths: string[][]) => paths.filter((p) => p.includes(`/artworks/${id}*`)).length;

const work: ArtworkRecord = {
  entity: 'artwork',
  id,
  title: 'Kantinen vid kajen',
  description: 'Olja på duk.',
  category: 'painting',
  style: 'landscape',
  price_cents: 250_000,
  width_cm: 40,
  height_cm: 50,
  size_category: 'M',
  status: 'available',
  venue_commission: 10,
  artist_id: 'edge-artist',
  artist_name: 'Edge Artist',
  images: [],
  venue_id: null,
  venue_name: null,
  city: null,
  year: 2025,
  medium: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  version: 1,
};

describe('a change to a public work invalidates its pages at the edge', () => {
  it('for a new public work, a new price and a deletion, once each; not for a change nobody sees', async () => {
    expect(env.DISTRIBUTION_ID).toBeTruthy();
    await doc.send(new PutCommand({ TableName: table, Item: { ...keys.artwork(id), ...work } }));
    await expect.poll(async () => mentions(await invalidatedPaths()), { timeout: 10_000 }).toBe(1);
    const [newest] = (await invalidatedPaths()).filter((p) => p.includes(`/artworks/${id}*`));
    expect(newest).toEqual([`/artworks/${id}*`, '/artworks', '/artworks?*']);

    // Nothing shown changes: no invalidation. (A later visible change proves the stream read past it.)
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.artwork(id),
        UpdateExpression: 'SET version = :v, updated_at = :t',
        ExpressionAttributeValues: { ':v': 2, ':t': '2026-11-02T10:00:00.000Z' },
      }),
    );
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.artwork(id),
        UpdateExpression: 'SET price_cents = :p, version = :v',
        ExpressionAttributeValues: { ':p': 275_000, ':v': 3 },
      }),
    );
    await expect.poll(async () => mentions(await invalidatedPaths()), { timeout: 10_000 }).toBe(2);

    await doc.send(new DeleteCommand({ TableName: table, Key: keys.artwork(id) }));
    await expect.poll(async () => mentions(await invalidatedPaths()), { timeout: 10_000 }).toBe(3);
  });
});
