import { acknowledgeFindings } from '../security-audit.ts';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION, TTL_ATTRIBUTE } from '@konstvagg/domain';
import type { AppConfig } from '../config.ts';
import { CursorKey, OriginSecret } from '../constructs/origin-secret.ts';

/**
 * The media bucket's name: fixed per stage, account and region (bucket names are global), so the
 * stacks that use it name it, and the grants on its objects are an ARN one can read and acknowledge
 * (cdk-nag IAM5), not a CDK export name.
 */
export const mediaBucketName = (config: AppConfig) =>
  `konstvagg-${config.stage}-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The media objects' ARN as cdk-nag writes it in a finding (pseudo parameters in angle brackets). */
export const mediaObjectsAsAudited = (config: AppConfig) =>
  `arn:<AWS::Partition>:s3:::konstvagg-${config.stage}-media-<AWS::AccountId>-<AWS::Region>/*`;

/**
 * The table's actions, by what a service may do (SERVICE_ACCESS). Granted on the table and on each
 * of its indexes by name (tableResources), never on `index/*`.
 */
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
] as const;

/** The table and every index of TABLE_DEFINITION, each by its ARN. */
export const tableResources = (tableArn: string): string[] => [
  tableArn,
  ...TABLE_DEFINITION.indexes.map((index) => `${tableArn}/index/${index.name}`),
];

export interface DataStackProps extends StackProps {
  config: AppConfig;
}

/** The single table (keys from shared/domain, the same definition the local stack creates) and the media bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly mediaBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    // Made here, before the Api and Frontends stacks that read it by name (constructs/origin-secret.ts).
    new OriginSecret(this, 'OriginSecret', { config });
    new CursorKey(this, 'CursorKey', { config });
    const str = dynamodb.AttributeType.STRING;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_DEFINITION.partitionKey, type: str },
      sortKey: { name: TABLE_DEFINITION.sortKey, type: str },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      // Mail-link tokens and rate-limit counters expire by themselves (identity service).
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: config.isProduction,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_DEFINITION.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: str },
        sortKey: { name: index.sortKey, type: str },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.mediaBucket = new s3.Bucket(this, 'Media', {
      bucketName: mediaBucketName(config),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(30) },
        // Artwork images uploaded with a presigned POST wait here until the media service converts (and
        // deletes) them; whatever an abandoned upload leaves is removed after a day.
        { prefix: 'incoming/', expiration: Duration.days(1) },
      ],
      cors: [
        {
          allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.PUT, s3.HttpMethods.POST],
          allowedOrigins: siteOrigins(config),
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });

    acknowledgeFindings(this.mediaBucket, {
      'AwsSolutions-S1':
        "Every read of media goes through CloudFront (Origin Access Control; the bucket blocks public access), whose standard logs are kept (Frontends stack, EdgeLogs); every write is a presigned upload the media service issued and logs, or the service's own",
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });

    // CloudFront (Frontends stack) reads media through Origin Access Control. The distribution's id is
    // not known here without a dependency cycle (the distribution depends on this stack), so the grant
    // is scoped to distributions of this account, by service principal and source ARN: never public.
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}

/** Origins allowed to upload to the media bucket directly (presigned requests from the site). */
function siteOrigins(config: AppConfig): string[] {
  if (config.publicBaseUrl) return [config.publicBaseUrl];
  // No known origin yet (first deploy without a domain): the distribution's default domain.
  return ['https://*.cloudfront.net'];
}
