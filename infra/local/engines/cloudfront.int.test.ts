import {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetInvalidationCommand,
  ListInvalidationsCommand,
} from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../bootstrap.ts';
import { pathMatches, startCloudFrontStandin, type CloudFrontStandin } from './cloudfront.ts';

const DISTRIBUTION = 'EDISTTEST';

describe('the CloudFront stand-in, driven by @aws-sdk/client-cloudfront', () => {
  let standin: CloudFrontStandin;
  let client: CloudFrontClient;
  const invalidated: string[][] = [];

  beforeAll(async () => {
    standin = await startCloudFrontStandin({
      distributionIds: [DISTRIBUTION],
      onInvalidate: (paths) => invalidated.push([...paths]),
    });
    client = new CloudFrontClient({
      region: 'us-east-1',
      endpoint: standin.endpoint,
      credentials: LOCAL_CREDENTIALS,
    });
  });
  afterAll(async () => {
    client.destroy();
    await standin.stop();
  });

  const create = (callerReference: string, paths: string[], distributionId = DISTRIBUTION) =>
    client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: callerReference,
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );

  it('invalidates the paths once per caller reference, and answers the first invalidation to a repeat', async () => {
    const first = await create('batch-1', ['/artworks*', '/artworks/art-1?lang=sv']);
    expect(first.Invalidation).toMatchObject({
      Status: 'Completed',
      InvalidationBatch: {
        CallerReference: 'batch-1',
        Paths: { Quantity: 2, Items: ['/artworks*', '/artworks/art-1?lang=sv'] },
      },
    });
    expect(first.Invalidation?.CreateTime).toBeInstanceOf(Date);
    expect(first.Location).toContain(`/distribution/${DISTRIBUTION}/invalidation/${first.Invalidation!.Id}`);
    expect(invalidated).toEqual([['/artworks*', '/artworks/art-1?lang=sv']]);

    const again = await create('batch-1', ['/artworks*', '/artworks/art-1?lang=sv']);
    expect(again.Invalidation?.Id).toBe(first.Invalidation?.Id);
    expect(invalidated).toHaveLength(1);

    const got = await client.send(
      new GetInvalidationCommand({ DistributionId: DISTRIBUTION, Id: first.Invalidation!.Id }),
    );
    expect(got.Invalidation?.InvalidationBatch?.Paths?.Items).toEqual([
      '/artworks*',
      '/artworks/art-1?lang=sv',
    ]);
    const listed = await client.send(new ListInvalidationsCommand({ DistributionId: DISTRIBUTION }));
    expect(listed.InvalidationList?.Items?.map((i) => i.Id)).toContain(first.Invalidation!.Id);
  });

  it('refuses what CloudFront refuses, with its error codes', async () => {
    await expect(create('batch-1', ['/other'])).rejects.toMatchObject({
      name: 'InvalidationBatchAlreadyExists',
    });
    await expect(create('batch-2', ['artworks'])).rejects.toMatchObject({ name: 'InvalidArgument' });
    await expect(create('batch-3', ['/art*works'])).rejects.toMatchObject({ name: 'InvalidArgument' });
    await expect(create('batch-4', ['/x'], 'ENOSUCH')).rejects.toMatchObject({ name: 'NoSuchDistribution' });
    await expect(
      client.send(new GetInvalidationCommand({ DistributionId: DISTRIBUTION, Id: 'INOSUCH' })),
    ).rejects.toMatchObject({ name: 'NoSuchInvalidation' });
    expect(invalidated).toHaveLength(1);
  });

  it('matches a path as CloudFront does: exactly, or by the prefix before a final *', () => {
    expect(pathMatches('/artworks*', '/artworks')).toBe(true);
    expect(pathMatches('/artworks*', '/artworks/art-1?lang=en')).toBe(true);
    expect(pathMatches('/artworks*', '/artists/a-1')).toBe(false);
    expect(pathMatches('/artworks/art-1', '/artworks/art-1')).toBe(true);
    expect(pathMatches('/artworks/art-1', '/artworks/art-1?lang=sv')).toBe(false);
  });
});
