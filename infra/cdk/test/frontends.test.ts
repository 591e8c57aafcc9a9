import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import { readConfig } from '../lib/config.ts';
import { FRONTENDS, type FrontendName } from '../lib/paths.ts';
import { routeTable } from '../../route-table.ts';
import {
  FrontendsStack,
  ROOT_API_PATHS,
  ROOT_TO_API_CODE,
  SPA_FALLBACK_CODE,
  spaFallbackCode,
  STRIP_MEDIA_CODE,
  VIEWER_ADDRESS_CODE,
  VIEWER_ADDRESS_HEADER,
  LANDING_LANGUAGE_HEADER,
  LANDING_VIEWER_CODE,
  contentSecurityPolicy,
  inlineScriptHashes,
} from '../lib/stacks/frontends-stack.ts';
import { CDK_JSON_CONTEXT } from './synth.ts';

// Builds of two frontends (shell and marketplace) in a temp folder; the others have none, as on a fresh clone.
const root = mkdtempSync(join(tmpdir(), 'konstvagg-dist-'));
const built: FrontendName[] = ['shell', 'marketplace'];
for (const name of built) {
  mkdirSync(join(root, name, 'assets'), { recursive: true });
  writeFileSync(join(root, name, 'index.html'), '<!doctype html><script>window.x = 1;</script>');
  writeFileSync(join(root, name, 'remoteEntry.js'), 'export {}');
  writeFileSync(join(root, name, 'mf-manifest.json'), '{}');
  writeFileSync(join(root, name, 'assets', 'index-Ab12Cd34.js'), 'export {}');
}
// The home page, prerendered per language and headline (frontends/shell/dist/_home).
mkdirSync(join(root, 'shell', '_home'));
writeFileSync(join(root, 'shell', '_home', 'sv-A.html'), '<!doctype html>');
// The landing renderer's build (frontends/shell/dist-ssr).
const landingDir = join(root, 'dist-ssr');
mkdirSync(landingDir);
writeFileSync(join(landingDir, 'landing.mjs'), 'export const handler = () => ({});');
writeFileSync(join(landingDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(landingDir, 'landing-assets.json'), '{"stylesheets":[]}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new App({
  context: { ...CDK_JSON_CONTEXT, stage: 'test' },
  builtinCloudFormationValidation: false,
});
const deps = new Stack(app, 'Deps');
const stack = new FrontendsStack(app, 'Frontends', {
  config: readConfig(app),
  httpApi: new apigw.HttpApi(deps, 'Api'),
  mediaBucket: new s3.Bucket(deps, 'Media'),
  table: new dynamodb.Table(deps, 'Table', {
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
    sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
    stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
  }),
  distOf: (name) => join(root, name),
  landingDist: landingDir,
  invalidationCode: lambda.Code.fromInline('export const handler = async () => ({});'),
  alarmTopic: new sns.Topic(deps, 'Alarms'),
});
const template = Template.fromStack(stack);
const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));

describe('frontend uploads', () => {
  it('has a private bucket for the shell and each remote, even without a build, each under its fixed name', () => {
    // and one more: CloudFront's logs (edge.test.ts)
    template.resourceCountIs('AWS::S3::Bucket', FRONTENDS.length + 1);
    for (const name of FRONTENDS)
      template.hasResourceProperties('AWS::S3::Bucket', {
        BucketName: {
          'Fn::Join': [
            '',
            [`konstvagg-test-site-${name}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }],
          ],
        },
      });
  });

  it("uploads the shell's build only, in two passes: each remote's comes with its own stack (remotes.test.ts)", () => {
    expect(deployments).toHaveLength(2);
    for (const d of deployments) expect(d.Properties.DestinationBucketKeyPrefix ?? '').toBe('');
  });

  it('uploads hashed assets as immutable and everything else (index.html, the remote manifest) as no-cache', () => {
    const immutable = deployments.filter((d) =>
      JSON.stringify(d.Properties.SystemMetadata).includes('immutable'),
    );
    const noCache = deployments.filter((d) => d.Properties.SystemMetadata?.['cache-control'] === 'no-cache');
    expect(immutable).toHaveLength(1);
    expect(noCache).toHaveLength(1);
    for (const d of immutable) {
      expect(d.Properties.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(d.Properties.Exclude).toEqual(['*']);
      expect(d.Properties.Include).toEqual(['assets/*']);
    }
    for (const d of noCache) expect(d.Properties.Exclude).toEqual(['assets/*']);
    for (const d of deployments) expect(d.Properties.Prune).toBe(false);
  });
});

/** Runs a CloudFront Function's source as the cloudfront-js runtime would. */
const run = (code: string, uri: string) =>
  (new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string })({
    request: { uri, headers: {} },
  }).uri;

describe('CloudFront Functions', () => {
  it.each([
    ['/', '/index.html'],
    ['/artworks', '/index.html'],
    ['/artworks/01HX2/edit', '/index.html'],
    ['/verify-email/abc.def', '/index.html'],
    ['/remotes', '/index.html'],
    ['/favicon.svg', '/favicon.svg'],
    ['/assets/index-Ab12Cd34.js', '/assets/index-Ab12Cd34.js'],
  ])('SPA fallback: %s -> %s', (uri, expected) => {
    expect(run(SPA_FALLBACK_CODE, uri)).toBe(expected);
  });

  /** The default behaviour's function with the home page prerendered: the page it picks. */
  const homeRequest = (
    uri: string,
    querystring: Record<string, string> = {},
    cookies: Record<string, string> = {},
    accept?: string,
  ) =>
    (new Function(`${spaFallbackCode(true)}; return handler;`)() as (e: unknown) => { uri: string })({
      request: {
        uri,
        querystring: Object.fromEntries(Object.entries(querystring).map(([k, v]) => [k, { value: v }])),
        cookies: Object.fromEntries(Object.entries(cookies).map(([k, v]) => [k, { value: v }])),
        headers: accept ? { 'accept-language': { value: accept } } : {},
      },
    }).uri;

  it("answers / with the prerendered home page in the viewer's language and headline", () => {
    expect(homeRequest('/', {}, { hero: 'C' }, 'sv-SE,sv;q=0.9')).toBe('/_home/sv-C.html');
    expect(homeRequest('/', { lang: 'en', hero: 'b' }, { hero: 'C', language: 'sv' })).toBe(
      '/_home/en-B.html',
    );
    expect(homeRequest('/', {}, { language: 'sv', hero: 'A' }, 'en')).toBe('/_home/sv-A.html');
    // No headline yet: one of the three at random (the page then stores it in the cookie).
    const picked = new Set(Array.from({ length: 60 }, () => homeRequest('/', {}, {}, 'en')));
    expect([...picked].sort()).toEqual(['/_home/en-A.html', '/_home/en-B.html', '/_home/en-C.html']);
    // Everything else as before.
    expect(homeRequest('/artworks/01HX2/edit')).toBe('/index.html');
    expect(homeRequest('/assets/index-Ab12Cd34.js')).toBe('/assets/index-Ab12Cd34.js');
  });

  it('runs the home-page picker on the default behaviour when the shell build has the prerendered pages, with no default root object', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    expect(config.DefaultRootObject).toBeUndefined();
    const fn = Object.entries(template.findResources('AWS::CloudFront::Function')).find(([id]) =>
      id.startsWith('SpaFallback'),
    )![1];
    expect(fn.Properties.FunctionCode).toBe(spaFallbackCode(true));
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]).toMatch(
      /^SpaFallback/,
    );
  });

  it('sends /sitemap.xml and /robots.txt to their API routes under /api/v1', () => {
    expect(run(ROOT_TO_API_CODE, '/sitemap.xml')).toBe('/api/v1/sitemap.xml');
    expect(run(ROOT_TO_API_CODE, '/robots.txt')).toBe('/api/v1/robots.txt');
  });

  it("sets the viewer's address on API requests, over any value the client sent", () => {
    const handler = new Function(`${VIEWER_ADDRESS_CODE}; return handler;`)() as (e: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      viewer: { ip: '198.51.100.23' },
      request: { uri: '/api/v1/auth/login', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } },
    });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '198.51.100.23' });
  });

  it('runs the viewer-address function on the API behaviour', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^ViewerAddress/), 'FunctionARN'] },
      },
    ]);
  });

  it('strips /media from media requests', () => {
    expect(run(STRIP_MEDIA_CODE, '/media/artworks/a1/main.webp')).toBe('/artworks/a1/main.webp');
  });
});

describe('Content-Security-Policy', () => {
  it('allows the inline scripts of the built shell by hash, not unsafe-inline', () => {
    const html =
      '<script>document.documentElement.lang = "sv";</script><script type="module" src="/assets/a.js"></script>';
    writeFileSync(join(root, 'csp.html'), html);
    const hashes = inlineScriptHashes(join(root, 'csp.html'));
    expect(hashes).toEqual([
      `sha256-${createHash('sha256').update('document.documentElement.lang = "sv";').digest('base64')}`,
    ]);
    const csp = contentSecurityPolicy(hashes);
    expect(csp).toContain(`script-src 'self' '${hashes[0]}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('is the policy CloudFront sends with the shell build hashes', () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const expected = contentSecurityPolicy(inlineScriptHashes(join(root, 'shell', 'index.html')));
    for (const p of policies) {
      expect(
        p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy,
      ).toBe(expected);
    }
  });
});

describe('site-root files answered by the API', () => {
  const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
    .DistributionConfig;
  const behaviour = (path: string) =>
    config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);

  it.each(ROOT_API_PATHS)('%s is an API route of the route table', (path) => {
    expect(routeTable.some((r) => r.method === 'GET' && r.path === path)).toBe(true);
  });

  it.each(ROOT_API_PATHS)(
    '%s goes to the HTTP API through the /api/v1 rewrite, cached as the API says',
    (path) => {
      const b = behaviour(path);
      expect(b).toBeDefined();
      const origin = config.Origins.find((o: { Id: string }) => o.Id === b.TargetOriginId);
      expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(b.CachePolicyId).not.toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // not CachingDisabled
      expect(b.FunctionAssociations).toEqual([
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^RootFileToApi/), 'FunctionARN'] },
        },
      ]);
      expect(b.ResponseHeadersPolicyId).toBeDefined();
    },
  );
});

/** A cache policy's config, by the start of its logical id. */
interface CachePolicyConfig {
  DefaultTTL: number;
  ParametersInCacheKeyAndForwardedToOrigin: {
    QueryStringsConfig: unknown;
    HeadersConfig: { Headers?: string[] };
    CookiesConfig: unknown;
  };
}
function cachePolicy(idStart: string): CachePolicyConfig {
  const [, policy] = Object.entries(template.findResources('AWS::CloudFront::CachePolicy')).find(([id]) =>
    id.startsWith(idStart),
  )!;
  return (policy as { Properties: { CachePolicyConfig: CachePolicyConfig } }).Properties.CachePolicyConfig;
}

describe('the QR landing page', () => {
  const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
    .DistributionConfig;
  const behaviour = config.CacheBehaviors.find(
    (b: { PathPattern: string }) => b.PathPattern === '/artworks/*',
  );

  it('is rendered by the landing Lambda through a function URL only CloudFront may call', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'landing.handler',
      Runtime: 'nodejs22.x',
      Environment: {
        Variables: {
          API_ORIGIN: Match.anyValue(),
          ORIGIN_SECRET: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:konstvagg/test/origin-secret'),
        },
      },
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 'lambda' },
    });
    expect(behaviour).toBeDefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('LandingFunctionUrl');
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('also renders the artworks list, keyed on its whole query', () => {
    const browse = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/artworks');
    expect(browse.TargetOriginId).toBe(behaviour.TargetOriginId);
    const c = cachePolicy('BrowseCache');
    expect(c.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({
      QueryStringBehavior: 'all',
    });
    expect(c.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual([
      LANDING_LANGUAGE_HEADER,
    ]);
  });

  it('is cached a minute per language and ?lang= (a QR scan marker makes the same page)', () => {
    const c = cachePolicy('LandingCache');
    expect(c.DefaultTTL).toBe(60);
    expect(c.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: ['lang'],
    });
    expect(c.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [LANDING_LANGUAGE_HEADER],
    });
    expect(c.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  });

  const language = (
    querystring: Record<string, string>,
    cookies: Record<string, string>,
    accept?: string,
  ) => {
    const handler = new Function(`${LANDING_VIEWER_CODE}; return handler;`)() as (e: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      request: {
        uri: '/artworks/aw-1',
        querystring: Object.fromEntries(Object.entries(querystring).map(([k, v]) => [k, { value: v }])),
        cookies: Object.fromEntries(Object.entries(cookies).map(([k, v]) => [k, { value: v }])),
        headers: {
          host: { value: 'konstvagg.se' },
          ...(accept ? { 'accept-language': { value: accept } } : {}),
        },
      },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'konstvagg.se' });
    return request.headers[LANDING_LANGUAGE_HEADER]!.value;
  };

  it('works out the language at the edge as the renderer does: ?lang=, the cookie, Accept-Language, English', () => {
    expect(language({ lang: 'sv' }, { language: 'en' }, 'en')).toBe('sv');
    expect(language({ lang: 'de' }, { language: 'sv' }, 'en')).toBe('sv');
    expect(language({}, {}, 'sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(language({}, {}, 'de-DE,en;q=0.5,sv;q=0.7')).toBe('sv');
    expect(language({}, {}, 'fi, en-GB;q=0.9')).toBe('en');
    expect(language({}, {}, 'sv;q=0, en;q=0.1')).toBe('en');
    expect(language({}, {})).toBe('en');
  });
});

describe('invalidating the edge when a work changes', () => {
  const functions = template.findResources('AWS::Lambda::Function', {
    Properties: {
      Environment: {
        Variables: { DISTRIBUTION_ID: Match.anyValue(), POWERTOOLS_SERVICE_NAME: 'edge-invalidation' },
      },
    },
  });
  const [fnId] = Object.keys(functions);

  it('gives the edge-invalidation Lambda the distribution it invalidates', () => {
    expect(Object.keys(functions)).toHaveLength(1);
    expect(functions[fnId!]!.Properties.Environment.Variables.DISTRIBUTION_ID).toEqual({
      Ref: Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0],
    });
  });

  it("reads the table's stream from its end, artwork items only, a second's writes per batch, retried", () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId },
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: 10,
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ dynamodb: { Keys: { PK: { S: [{ prefix: 'ARTWORK#' }] } } } }) },
        ],
      },
    });
  });

  const queues = template.findResources('AWS::SQS::Queue');
  const failureQueueId = Object.keys(queues).find((id) => id.startsWith('StreamFailures'))!;

  it('halves a failing batch down to the bad record and keeps that record in a queue, never dropping it', () => {
    expect(queues[failureQueueId]?.Properties).toMatchObject({
      QueueName: 'konstvagg-test-stream-failures',
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId },
      BisectBatchOnFunctionError: true,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failureQueueId, 'Arn'] } } },
    });
  });

  it('alarms on a record in that queue, and on errors and throttles of the edge and landing functions', () => {
    const alarms = template.findResources('AWS::CloudWatch::Alarm');
    const byMetric = (metric: string, dimension: string) =>
      Object.values(alarms).filter(
        (a) =>
          a.Properties.MetricName === metric &&
          JSON.stringify(a.Properties.Dimensions).includes(dimension) &&
          (a.Properties.AlarmActions as unknown[]).length === 1,
      );
    expect(byMetric('ApproximateNumberOfMessagesVisible', failureQueueId)).toHaveLength(1);
    const landingId = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) =>
      id.startsWith('Landing'),
    )!;
    for (const fn of [fnId!, landingId]) {
      expect(byMetric('Errors', fn), `${fn} errors`).toHaveLength(1);
      expect(byMetric('Throttles', fn), `${fn} throttles`).toHaveLength(1);
    }
  });

  it('may invalidate this distribution and read the stream, nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(fnId!.replace(/[0-9A-F]{8}$/, '')),
    );
    const statements = policies.flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const actions = statements.flatMap((s) => [s.Action].flat()).sort();
    expect(actions).toEqual(
      [
        'cloudfront:CreateInvalidation',
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        // the failure queue: where a record that failed every retry is told of
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
        'sqs:SendMessage',
        // its X-Ray traces (active tracing)
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
    const send = statements.find((s) => [s.Action].flat().includes('sqs:SendMessage'))!;
    expect(JSON.stringify(send.Resource)).toContain(failureQueueId);
    const invalidate = statements.find((s) => s.Action === 'cloudfront:CreateInvalidation')!;
    expect(JSON.stringify(invalidate.Resource)).toContain(
      Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0],
    );
  });
});
