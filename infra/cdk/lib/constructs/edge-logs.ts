import { acknowledgeFindings } from '../security-audit.ts';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';

/** Where in the log bucket CloudFront writes its standard logs (one gzip file per edge and hour). */
export const CLOUDFRONT_LOG_PREFIX = 'cloudfront/';
/** How long the access logs are kept: a quarter is enough to look back at an incident or an attack. */
export const EDGE_LOG_DAYS = 90;

/**
 * The bucket of CloudFront's standard (v1) logs: private, encrypted with S3-managed keys (CloudFront
 * cannot write to a KMS-encrypted one without a key policy), TLS only, emptied after EDGE_LOG_DAYS.
 * Standard logging v1 writes through an ACL grant to its log-delivery account, so ACLs stay enabled
 * (BucketOwnerPreferred: the bucket owner still owns every object); public ACLs stay blocked.
 * Kept when a production stack is deleted, removed with any other stage.
 */
export function edgeLogBucket(scope: Construct, config: AppConfig): s3.Bucket {
  const bucket = new s3.Bucket(scope, 'EdgeLogs', {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [
      {
        id: 'expire-access-logs',
        expiration: Duration.days(EDGE_LOG_DAYS),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
    ],
    removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !config.isProduction,
  });
  acknowledgeFindings(bucket, {
    'AwsSolutions-S1':
      'The log bucket itself: logging its access would need another log bucket, and so on; only the log delivery account writes here',
  });
  return bucket;
}
