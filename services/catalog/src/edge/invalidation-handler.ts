import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { createLogger } from '@konstvagg/lambda-kit';
import { traced, tracedHandler } from '@konstvagg/lambda-kit/tracing';
import { invalidationFor, type TableChange } from './page-invalidation.ts';

/**
 * The edge-invalidation Lambda: the table's stream (artwork items only, by the event source's
 * filter) in, one CloudFront invalidation per batch out when a work's public page changed. Deployed
 * with the distribution it invalidates (the Frontends stack), which sets DISTRIBUTION_ID. Locally
 * the stream poller (infra/local/engines/table-stream.ts) calls it, and AWS_ENDPOINT_URL_CLOUDFRONT
 * points the real SDK at the CloudFront stand-in, which empties the gateway's edge cache.
 *
 * A failure throws: the event source then retries the whole batch, which asks again with the same
 * caller reference (page-invalidation.ts), so a batch never invalidates twice.
 */

const log = createLogger('konstvagg-edge-invalidation');
let client: CloudFrontClient | undefined;

/** Traced like the HTTP handlers: one X-Ray handler segment per batch, the CloudFront call in it. */
export const handler = tracedHandler('edge-invalidation', invalidate);

async function invalidate(event: { Records?: TableChange[] }): Promise<{ invalidated: string[] }> {
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) throw new Error('DISTRIBUTION_ID is not set');
  const invalidation = invalidationFor(event.Records ?? []);
  if (!invalidation) return { invalidated: [] };
  // CloudFront's API is global; its endpoint (or the stand-in's, AWS_ENDPOINT_URL_CLOUDFRONT) is the SDK's to find.
  client ??= traced(new CloudFrontClient({ region: 'us-east-1' }));
  const answer = await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: invalidation.callerReference,
        Paths: { Quantity: invalidation.paths.length, Items: invalidation.paths },
      },
    }),
  );
  log.info('edge pages invalidated', {
    invalidationId: answer.Invalidation?.Id,
    paths: invalidation.paths,
    artworkIds: invalidation.artworkIds,
  });
  return { invalidated: invalidation.paths };
}
