import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { TABLE_DEFINITION, TTL_ATTRIBUTE } from '@konstvagg/domain';
import { isProtected, routeKeyOf } from '@konstvagg/lambda-kit/routes';
import { deployedServices, routeTable } from '../../route-table.ts';
import { AWS_LIMITS } from '../../aws-limits.ts';
import { REMOTES, REPO_ROOT } from '../lib/paths.ts';
import { SHARP_LAYER_SCRIPT, SHARP_SERVICES, SHARP_VERSION } from '../lib/constructs/sharp-layer.ts';
import {
  actionsOf,
  bundleText,
  liveAlias,
  roleStatements,
  serviceFunction,
  synth,
  type Statement,
} from './synth.ts';

// The real app, as `cdk synth` builds it: the route table, the deployed services, esbuild bundles,
// and CloudFormation's own rule check (synthesis fails on a finding).
const { app, stacks, templates } = synth({}, {}, true);
const api = templates.api;

describe('API routes', () => {
  const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route'));
  const routeByKey = new Map(routes.map((r) => [r.Properties.RouteKey as string, r.Properties]));
  const integrations = api.findResources('AWS::ApiGatewayV2::Integration');

  it("gives every integration HTTP API's timeout, the one the local gateway keeps (infra/aws-limits.ts)", () => {
    const all = Object.values(integrations);
    expect(all.length).toBeGreaterThan(0);
    for (const integration of all)
      expect(integration.Properties.TimeoutInMillis).toBe(AWS_LIMITS.integrationTimeoutMs);
  });

  it('has one route per route-table entry and no other', () => {
    expect(routeTable.length).toBeGreaterThan(0);
    expect(routes).toHaveLength(routeTable.length);
  });

  it.each(routeTable.map((r) => [routeKeyOf(r), r] as const))(
    '%s goes to its service Lambda',
    (key, route) => {
      const props = routeByKey.get(key);
      expect(props, `no API Gateway route for ${key}`).toBeDefined();
      const integrationId = JSON.stringify(props!.Target).match(/"Ref":"([^"]+)"/)?.[1];
      const uri = JSON.stringify(integrations[integrationId!]?.Properties.IntegrationUri);
      // Its live alias (versions.test.ts), which resolves to the function's ARN with `:live`.
      expect(uri).toContain(liveAlias(api, route.service).aliasId);
    },
  );

  it.each(routeTable.map((r) => [routeKeyOf(r), r] as const))(
    '%s uses the JWT authorizer only when it needs a role',
    (key, route) => {
      const props = routeByKey.get(key)!;
      if (isProtected(route.access)) {
        expect(props.AuthorizationType).toBe('JWT');
        expect(props.AuthorizerId).toBeDefined();
      } else {
        expect(props.AuthorizationType ?? 'NONE').toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      }
    },
  );

  it('has the JWT authorizer exactly when some route needs a role', () => {
    const protectedRoutes = routeTable.filter((r) => isProtected(r.access));
    api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', protectedRoutes.length > 0 ? 1 : 0);
  });

  it('sends API Gateway payload format 2.0 events to the Lambdas', () => {
    for (const i of Object.values(integrations)) {
      expect(i.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });

  it('grants API Gateway one invoke permission per function, not one per route', () => {
    const fromApiGateway = api.findResources('AWS::Lambda::Permission', {
      Properties: { Principal: 'apigateway.amazonaws.com' },
    });
    expect(Object.keys(fromApiGateway)).toHaveLength(deployedServices.length);
  });
});

describe('service Lambdas', () => {
  const functions = Object.values(api.findResources('AWS::Lambda::Function'));

  it('is one Lambda per deployed service', () => {
    expect(functions).toHaveLength(deployedServices.length);
    for (const s of deployedServices) serviceFunction(api, s);
  });

  it.each(deployedServices)('%s: nodejs22.x on arm64 with the safe defaults', (service) => {
    const { fn } = serviceFunction(api, service);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      // media decodes and resizes uploaded artwork images (ApiStack's SERVICE_SIZING); the rest,
      // the catalog's reads included, run small.
      MemorySize: service === 'media' ? 1536 : 512,
      Timeout: service === 'media' ? 29 : service === 'orders' ? 60 : 10,
    });
    expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    // X-Ray active tracing on every function (docs/operations.md "Dashboard"; observability.test.ts).
    expect(fn.Properties.TracingConfig?.Mode).toBe('Active');
    expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
    const env = fn.Properties.Environment.Variables;
    for (const key of [
      'TABLE_NAME',
      'MEDIA_BUCKET',
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'COGNITO_ISSUER',
      'COGNITO_JWKS_URL',
      'SCHEDULER_GROUP_NAME',
      'SCHEDULER_ROLE_ARN',
      'MAIL_FROM',
      'STRIPE_SECRET_NAME',
      'LOG_LEVEL',
    ]) {
      expect(env, key).toHaveProperty(key);
    }
    expect(env.POWERTOOLS_SERVICE_NAME).toBe(service);
    expect(env.SCHEDULER_GROUP_NAME).toBe('konstvagg-test');
  });

  it('bundles each service separately (no shared asset between functions)', () => {
    const keys = functions.map((f) => JSON.stringify(f.Properties.Code.S3Key));
    expect(new Set(keys).size).toBe(deployedServices.length);
  });

  it('puts no secret in any template', () => {
    for (const t of Object.values(templates)) {
      const json = JSON.stringify(t.toJSON());
      expect(json).not.toMatch(/STRIPE_SECRET_KEY|sk_(test|live)_|whsec_/);
    }
  });

  it('gives every function a log group with a retention', () => {
    const groups = Object.values(api.findResources('AWS::Logs::LogGroup'));
    // One per function, and the HTTP API's access logs (api-edge.test.ts).
    expect(groups).toHaveLength(deployedServices.length + 1);
    for (const g of groups) expect(g.Properties.RetentionInDays).toBe(30);
  });
});

describe('least privilege', () => {
  const allStatements: Statement[] = Object.values(templates).flatMap((t) =>
    Object.values(t.findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as Statement[],
    ),
  );

  it('never allows dynamodb or s3 actions on "*" (but ListStreams, which has no resource to name)', () => {
    // dynamodb:ListStreams takes no resource-level permission (IAM's service authorization
    // reference): the stream reader of the edge-invalidation Lambda gets it on "*", as CDK grants it.
    const broad = allStatements.filter(
      (s) =>
        s.Effect === 'Allow' &&
        actionsOf(s).some((a) => /^(dynamodb|s3):/.test(a) && a !== 'dynamodb:ListStreams') &&
        (s.Resource === '*' || (Array.isArray(s.Resource) && s.Resource.includes('*'))),
    );
    expect(broad).toEqual([]);
  });

  it('never allows a "*" action', () => {
    expect(
      allStatements.filter(
        (s) => s.Effect === 'Allow' && actionsOf(s).some((a) => a === '*' || a.endsWith(':*')),
      ),
    ).toEqual([]);
  });

  if (deployedServices.includes('stats')) {
    it('stats reads the table and writes nothing', () => {
      const actions = roleStatements(api, serviceFunction(api, 'stats').roleId).flatMap(actionsOf);
      expect(actions).toContain('dynamodb:Query');
      // xray:Put* sends its traces (active tracing), not data.
      expect(
        actions.filter(
          (a) => /Put|Update|Delete|Write|^s3:|cognito|scheduler/.test(a) && !a.startsWith('xray:'),
        ),
      ).toEqual([]);
    });
  }

  if (deployedServices.includes('media')) {
    it('media reads the table and writes the media bucket', () => {
      const actions = roleStatements(api, serviceFunction(api, 'media').roleId).flatMap(actionsOf);
      expect(actions).toEqual(
        expect.arrayContaining(['dynamodb:Query', 's3:PutObject', 's3:GetObject*', 's3:DeleteObject*']),
      );
      expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
      expect(actions.filter((a) => /cognito|scheduler|ssm|ses/.test(a))).toEqual([]);
    });
  }

  if (deployedServices.includes('catalog')) {
    it('catalog reads and writes the table, and touches no bucket', () => {
      const actions = roleStatements(api, serviceFunction(api, 'catalog').roleId).flatMap(actionsOf);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
      expect(actions.filter((a) => /^s3:|cognito|scheduler|ssm|ses/.test(a))).toEqual([]);
    });
  }
});

describe('sharp on Lambda (artwork image uploads)', () => {
  const layers = api.findResources('AWS::Lambda::LayerVersion');
  const assembly = app.synth();

  it('gives the services that use sharp, and only them, one arm64 layer', () => {
    expect(Object.keys(layers)).toHaveLength(1);
    const [layerId, layer] = Object.entries(layers)[0]!;
    expect(layer.Properties).toMatchObject({
      CompatibleArchitectures: ['arm64'],
      CompatibleRuntimes: ['nodejs22.x'],
      Description: `sharp ${SHARP_VERSION} for Node.js on linux-arm64 (glibc), with DejaVu Sans`,
    });
    for (const service of deployedServices) {
      const { fn } = serviceFunction(api, service);
      const layersOf = (fn.Properties.Layers ?? []) as unknown[];
      const fontconfig = (fn.Properties.Environment?.Variables ?? {}).FONTCONFIG_PATH;
      if (SHARP_SERVICES.includes(service)) {
        expect(layersOf, service).toContainEqual({ Ref: layerId });
        expect(fontconfig, service).toBe('/opt/fonts'); // the layer's fonts, for text in images
      } else {
        expect(layersOf, service).not.toContainEqual({ Ref: layerId });
        expect(fontconfig, service).toBeUndefined();
      }
    }
  });

  it('builds the layer only when the asset is published (deploy), from the pinned sharp version', () => {
    const manifest = assembly
      .getStackArtifact(stacks.api.artifactId)
      .dependencies.find((d): d is cxapi.AssetManifestArtifact => d instanceof cxapi.AssetManifestArtifact)!;
    const files = Object.values(
      (
        JSON.parse(readFileSync(manifest.file, 'utf8')) as {
          files: Record<string, { source: { executable?: string[]; path?: string } }>;
        }
      ).files,
    );
    const built = files.filter((f) => f.source.executable);
    expect(built.map((f) => f.source.executable)).toEqual([['node', SHARP_LAYER_SCRIPT, SHARP_VERSION]]);
    expect(existsSync(join(REPO_ROOT, SHARP_LAYER_SCRIPT))).toBe(true);
    expect(SHARP_VERSION).toBe(
      (
        JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/sharp/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
    );
  });

  const bundleOf = (service: string) => {
    const { fn } = serviceFunction(api, service);
    const key = JSON.stringify(fn.Properties.Code.S3Key).match(/([0-9a-f]{64})\.zip/)![1]!;
    return bundleText(join(assembly.directory, `asset.${key}`));
  };

  it('leaves sharp out of the media bundle, loading it only when an image is uploaded', () => {
    const code = bundleOf('media');
    expect(code).toMatch(/import\(\s*["']sharp["']\s*\)/);
    expect(code).not.toContain('libvips');
    expect(Buffer.byteLength(code)).toBeLessThan(1024 * 1024);
  });

  it('keeps image work out of the catalog bundle', () => {
    const code = bundleOf('catalog');
    expect(code).not.toMatch(/["']sharp["']/);
    expect(code).not.toContain('busboy');
  });
});

describe('data', () => {
  it('is one on-demand table with PITR, streams and the GSIs of TABLE_DEFINITION, retained', () => {
    const data = templates.data;
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        KeySchema: [
          { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_DEFINITION.indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });

  it('expires mail-link tokens and rate-limit counters by TTL', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('keeps the media bucket private, encrypted, TLS-only and retained, with CORS for uploads', () => {
    templates.data.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: {
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['PUT', 'POST']) })],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
          ]),
        },
      },
    });
    templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('no public bucket', () => {
  const all = Object.values(templates);

  it('blocks all public access on every bucket', () => {
    const buckets = all.flatMap((t) => Object.values(t.findResources('AWS::S3::Bucket')));
    expect(buckets.length).toBe(1 + 5 + 1); // media + shell + 4 remotes + CloudFront logs
    for (const b of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('has no bucket policy that allows everyone', () => {
    const statements = all.flatMap((t) =>
      Object.values(t.findResources('AWS::S3::BucketPolicy')).flatMap(
        (p) => p.Properties.PolicyDocument.Statement as Statement[],
      ),
    );
    const isEveryone = (p: unknown) => p === '*' || JSON.stringify(p) === '{"AWS":"*"}';
    expect(statements.filter((s) => s.Effect === 'Allow' && isEveryone(s.Principal))).toEqual([]);
    // CloudFront reads only under a source condition.
    for (const s of statements.filter((s) => JSON.stringify(s.Principal).includes('cloudfront'))) {
      expect(JSON.stringify(s.Condition)).toContain('AWS:SourceArn');
    }
  });
});

describe('CloudFront', () => {
  const distribution = Object.values(templates.frontends.findResources('AWS::CloudFront::Distribution'));
  const config = distribution[0]!.Properties.DistributionConfig;
  const behaviour = (path: string) =>
    config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);

  it('is one distribution', () => expect(distribution).toHaveLength(1));

  it('sends /api/* to the HTTP API uncached, with every method and all viewer headers but Host', () => {
    const api = behaviour('/api/*');
    expect(api).toBeDefined();
    expect(api.AllowedMethods).toHaveLength(7);
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });

  it('sends /media/* to the media bucket through Origin Access Control, cached long', () => {
    const media = behaviour('/media/*');
    expect(media).toBeDefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === media.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('Media');
    expect(origin.OriginAccessControlId).toBeDefined();
    templates.frontends.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 365 * 24 * 3600 }),
    });
  });

  it.each(REMOTES)('serves /remotes/%s/* from that remote bucket', (name) => {
    const b = behaviour(`/remotes/${name}/*`);
    expect(b).toBeDefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === b.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(`${name}Bucket`);
  });

  it("serves /remotes/manifest.json from the shell's bucket (the default behaviour), revalidated on every request", () => {
    // No behaviour's pattern takes it: each remote's is /remotes/<name>/*.
    const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
    expect(
      config.CacheBehaviors.filter((b: { PathPattern: string }) =>
        glob(b.PathPattern).test('/remotes/manifest.json'),
      ),
    ).toEqual([]);
    const origin = config.Origins.find(
      (o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId,
    );
    expect(JSON.stringify(origin.DomainName)).toContain('shellBucket');
    // Its object says no-cache (infra/remotes.ts); the default behaviour's policy lets that through.
    templates.frontends.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ Comment: Match.stringLikeRegexp('^Site files'), MinTTL: 0 }),
    });
  });

  it('serves the shell by default with the SPA fallback function and security headers everywhere', () => {
    const d = config.DefaultCacheBehavior;
    expect(
      JSON.stringify(config.Origins.find((o: { Id: string }) => o.Id === d.TargetOriginId).DomainName),
    ).toContain('shellBucket');
    expect(d.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^SpaFallback/), 'FunctionARN'] },
      },
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    for (const b of [d, ...config.CacheBehaviors]) expect(b.ResponseHeadersPolicyId).toBeDefined();
    templates.frontends.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });
});

describe('auth', () => {
  const auth = templates.auth;

  it('is a pool with email usernames, no self sign-up, the password policy and custom:role', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
        }),
      },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'role', AttributeDataType: 'String' })]),
    });
  });

  it('has the four role groups', () => {
    const groups = Object.values(auth.findResources('AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['admin', 'artist', 'buyer', 'venue']);
  });

  it('has an app client with USER_PASSWORD_AUTH, refresh tokens and revocation, that cannot write custom:role', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      EnableTokenRevocation: true,
      GenerateSecret: false,
    });
    const client = Object.values(auth.findResources('AWS::Cognito::UserPoolClient'))[0]!;
    expect(client.Properties.WriteAttributes).not.toContain('custom:role');
    expect(client.Properties.ReadAttributes).toContain('custom:role');
  });

  it('has no identity provider unless their client ids are given', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});

describe('scheduler', () => {
  it('has the konstvagg-<stage> schedule group and a role only EventBridge Scheduler can assume', () => {
    templates.scheduler.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'konstvagg-test' });
    templates.scheduler.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: Match.anyValue(),
          }),
        ],
      },
    });
  });
});

describe('the payout sweep (issue 12)', () => {
  it('runs the orders Lambda every quarter of an hour in the stage group, in Stockholm time, as the scheduler role', () => {
    const schedules = Object.values(api.findResources('AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(2);
    const p = schedules.find((s) => s.Properties.Name === 'payout-sweep-test')!.Properties;
    expect(p).toMatchObject({
      Name: 'payout-sweep-test',
      GroupName: 'konstvagg-test',
      ScheduleExpression: 'rate(15 minutes)',
      ScheduleExpressionTimezone: 'Europe/Stockholm',
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    expect(JSON.parse(p.Target.Input as string)).toEqual({ task: 'payout-sweep' });
    expect(JSON.stringify(p.Target.Arn)).toContain('OrdersFunction');
  });
});

describe('the ECB rates fetch (issue 40)', () => {
  it('runs the orders Lambda at 16:30 and 18:30 Stockholm time every day, after the ECB publishes', () => {
    const schedule = Object.values(api.findResources('AWS::Scheduler::Schedule')).find(
      (s) => s.Properties.Name === 'fx-rates-test',
    );
    expect(schedule, 'fx-rates-test').toBeDefined();
    const p = schedule!.Properties;
    expect(p).toMatchObject({
      GroupName: 'konstvagg-test',
      ScheduleExpression: 'cron(30 16,18 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Stockholm',
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
    expect(JSON.parse(p.Target.Input as string)).toEqual({ task: 'fx-rates' });
    expect(JSON.stringify(p.Target.Arn)).toContain('OrdersFunction');
  });
});
