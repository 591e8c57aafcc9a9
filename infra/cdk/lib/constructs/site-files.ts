import { Aws, Duration, type Stack } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import type { FrontendName } from '../paths.ts';
import { acknowledgeFindings, LAMBDA_BASIC_EXECUTION_FINDING } from '../security-audit.ts';
import { siteBucketNameIn } from '../../../remotes.ts';

/**
 * A site bucket's name: fixed per stage, frontend, account and region (bucket names are global). The
 * Frontends stack makes the buckets; each remote's stack and the ship step (infra/remotes.ts) find
 * them by this name, so no stack exports anything another imports and a remote's stack deploys
 * alone (issue 42 §1).
 */
export const siteBucketName = (config: AppConfig, name: FrontendName) =>
  siteBucketNameIn(config.stage, name, Aws.ACCOUNT_ID, Aws.REGION);

/** Vite's hashed files: uploaded immutable; everything else no-cache (revalidated with ETags). */
const HASHED_ASSETS = ['assets/*'];
const IMMUTABLE = [
  s3deploy.CacheControl.setPublic(),
  s3deploy.CacheControl.maxAge(Duration.days(365)),
  s3deploy.CacheControl.immutable(),
];
const NO_CACHE = [s3deploy.CacheControl.noCache()];

/**
 * Uploads a build folder under a key prefix. Two passes over the same asset: hashed assets first
 * (immutable), then everything else with no-cache, so an entry file never points at a chunk that
 * is not there yet. Nothing is pruned: a browser still running the previous release can load its
 * files, and a remote's earlier versions stay for a rollback.
 */
export function uploadSiteFiles(
  scope: Construct,
  id: string,
  props: { bucket: s3.IBucket; dir: string; prefix?: string; logGroup: logs.ILogGroup },
): void {
  const common = {
    destinationBucket: props.bucket,
    destinationKeyPrefix: props.prefix,
    sources: [s3deploy.Source.asset(props.dir)],
    prune: false,
    memoryLimit: 512,
    logGroup: props.logGroup,
  };
  const assets = new s3deploy.BucketDeployment(scope, `${id}Assets`, {
    ...common,
    include: HASHED_ASSETS,
    exclude: ['*'],
    cacheControl: IMMUTABLE,
  });
  const entries = new s3deploy.BucketDeployment(scope, `${id}Entries`, {
    ...common,
    exclude: HASHED_ASSETS,
    cacheControl: NO_CACHE,
  });
  entries.node.addDependency(assets);
}

/**
 * The security audit's findings on CDK's own upload function (aws-s3-deployment's singleton) in a
 * stack, each with its reason: it reads the build's zip from the bootstrap asset bucket and writes
 * the files of the site buckets named (as cdk-nag writes their object ARNs).
 */
export function explainSiteUploads(stack: Stack, bucketObjectsAsAudited: readonly string[]): void {
  const uploads = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  const qualifier =
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? 'hnb659fds';
  const groups =
    "CDK's S3 grant action groups of the upload (aws-s3-deployment): read the build, replace the site's files";
  const files =
    "The site's files: the upload writes whatever names the build made, into this frontend's own bucket";
  for (const upload of uploads)
    acknowledgeFindings(upload, {
      'AwsSolutions-L1':
        "CDK's own upload function (aws-s3-deployment); its runtime is aws-cdk-lib's choice and moves with it",
      [LAMBDA_BASIC_EXECUTION_FINDING]:
        "CDK's own upload function: AWSLambdaBasicExecutionRole is its log writes only",
      'AwsSolutions-IAM5[Action::s3:GetObject*]': groups,
      'AwsSolutions-IAM5[Action::s3:GetBucket*]': groups,
      'AwsSolutions-IAM5[Action::s3:List*]': groups,
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]': groups,
      'AwsSolutions-IAM5[Action::s3:Abort*]': groups,
      [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`]:
        "The CDK bootstrap asset bucket's objects: the build's zip is one of them, under a name the deploy makes",
      ...Object.fromEntries(
        bucketObjectsAsAudited.map((arn) => [`AwsSolutions-IAM5[Resource::${arn}]`, files]),
      ),
    });
}

/** A site bucket's objects' ARN as cdk-nag writes it in a finding. */
export const siteObjectsAsAudited = (config: AppConfig, name: FrontendName) =>
  `arn:<AWS::Partition>:s3:::konstvagg-${config.stage}-site-${name}-<AWS::AccountId>-<AWS::Region>/*`;
