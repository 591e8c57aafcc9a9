import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { TABLE_DEFINITION } from '@konstvagg/domain';

/**
 * Creates, idempotently, what the handlers expect to exist: the one table (from the same
 * TABLE_DEFINITION the CDK stack uses), the media bucket and the Cognito pool/client/groups.
 */
// s3rver accepts only this key pair (it checks the key id, not the signature); the other engines accept any.
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_REGION = 'eu-north-1';
export const ROLE_GROUPS = ['artist', 'venue', 'buyer', 'admin'] as const;

export function dynamoClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

export function s3Client(endpoint: string) {
  // s3rver needs path-style URLs, and corrupts streamed bodies carrying flexible checksums.
  return new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
}

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const ddb = dynamoClient(endpoint);
  try {
    await ddb.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  } finally {
    ddb.destroy();
  }
  const client = dynamoClient(endpoint);
  const d = TABLE_DEFINITION;
  const attrNames = [d.partitionKey, d.sortKey, ...d.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attrNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: d.partitionKey, KeyType: 'HASH' },
          { AttributeName: d.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: d.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // As on AWS (the CDK table has a stream), so stream-reading code can be tried locally.
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
  } finally {
    client.destroy();
  }
}

const CORS_FOR_BROWSER_UPLOADS = {
  CORSRules: [
    {
      AllowedOrigins: ['*'],
      AllowedMethods: ['GET', 'HEAD', 'PUT', 'POST'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3000,
    },
  ],
};

export async function ensureBucket(endpoint: string, bucket: string): Promise<void> {
  const s3 = s3Client(endpoint);
  try {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    }
    // Browsers upload straight to the bucket with presigned URLs, from another origin.
    await s3.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: CORS_FOR_BROWSER_UPLOADS }));
  } finally {
    s3.destroy();
  }
}

export interface CognitoIds {
  userPoolId: string;
  clientId: string;
}

/** Reuses the saved pool/client when they still exist in cognito-local's data; else creates them. */
export async function ensureCognito(endpoint: string, saved: CognitoIds | undefined): Promise<CognitoIds> {
  const c = cognitoClient(endpoint);
  try {
    let userPoolId = saved?.userPoolId;
    if (userPoolId && !(await exists(() => c.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId })))))
      userPoolId = undefined;
    if (!userPoolId) {
      const pool = await c.send(
        new CreateUserPoolCommand({
          PoolName: 'konstvagg-local',
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: [],
          Policies: {
            PasswordPolicy: {
              MinimumLength: 8,
              RequireUppercase: true,
              RequireLowercase: true,
              RequireNumbers: true,
              RequireSymbols: false,
            },
          },
          Schema: [{ Name: 'role', AttributeDataType: 'String', Mutable: true }],
        }),
      );
      userPoolId = pool.UserPool?.Id;
      if (!userPoolId) throw new Error('cognito-local returned no user pool id');
    }
    let clientId = saved?.userPoolId === userPoolId ? saved.clientId : undefined;
    if (
      clientId &&
      !(await exists(() =>
        c.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId })),
      ))
    ) {
      clientId = undefined;
    }
    if (!clientId) {
      const client = await c.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: 'konstvagg-web',
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          EnableTokenRevocation: true,
          AccessTokenValidity: 60,
          IdTokenValidity: 60,
          RefreshTokenValidity: 30,
          TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        }),
      );
      clientId = client.UserPoolClient?.ClientId;
      if (!clientId) throw new Error('cognito-local returned no client id');
    }
    const groups = await c.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
    const have = new Set((groups.Groups ?? []).map((g) => g.GroupName));
    for (const [i, GroupName] of ROLE_GROUPS.entries()) {
      if (!have.has(GroupName))
        await c.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName, Precedence: i }));
    }
    return { userPoolId, clientId };
  } finally {
    c.destroy();
  }
}

async function exists(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'ResourceNotFoundException' || name === 'UserPoolNotFoundException') return false;
    throw err;
  }
}
