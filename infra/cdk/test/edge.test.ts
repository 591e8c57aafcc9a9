import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Template } from 'aws-cdk-lib/assertions';
import { CLOUDFRONT_LOG_PREFIX, EDGE_LOG_DAYS } from '../lib/constructs/edge-logs.ts';
import {
  COUNTED_COMMON_RULES,
  EDGE_RATE_LIMITS,
  MANAGED_RULE_GROUPS,
  RATE_LIMITED_BODY,
  rateLimitedPaths,
} from '../lib/constructs/edge-web-acl.ts';
import { PRODUCTION_CONTEXT, synth } from './synth.ts';

// Issue 41, the edge: the WAF in front of CloudFront, CloudFront's logs, the functions' log groups.
// Both a default synth and a production-like one, with a landing build so every function is there.
// Template JSON, read as the tests need it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const landingDir = mkdtempSync(join(tmpdir(), 'konstvagg-edge-ssr-'));
writeFileSync(join(landingDir, 'landing.mjs'), 'export const handler = () => ({});');
mkdirSync(join(landingDir, 'assets'));
afterAll(() => rmSync(landingDir, { recursive: true, force: true }));
const options = {
  codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});'),
  landingDist: landingDir,
};
const synths = {
  default: synth({}, options),
  production: synth(PRODUCTION_CONTEXT, options),
};

const only = (template: Template, type: string) => {
  const found = Object.entries(template.findResources(type));
  expect(found, type).toHaveLength(1);
  return { id: found[0]![0], resource: found[0]![1] as Json };
};

describe.each(Object.entries(synths))('the edge (%s synth)', (kind, { stacks, templates }) => {
  const prod = kind === 'production';
  const stage = prod ? 'prod' : 'test';
  const acl = only(templates.edge, 'AWS::WAFv2::WebACL').resource.Properties;
  const rules = acl.Rules as Json[];
  const rule = (name: string) => {
    const found = rules.find((r) => r.Name === name);
    expect(found, name).toBeDefined();
    return found;
  };

  describe('WAF', () => {
    it('is a CLOUDFRONT WebACL in a stack of its own in us-east-1, allowing what no rule blocks', () => {
      expect(stacks.edge.region).toBe('us-east-1');
      expect(stacks.edge.stackName).toBe(`Konstvagg-${stage}-Edge`);
      expect(acl.Scope).toBe('CLOUDFRONT');
      expect(acl.DefaultAction).toEqual({ Allow: {} });
    });

    it('writes CloudWatch metrics and keeps sampled requests, for itself and every rule', () => {
      for (const v of [acl.VisibilityConfig, ...rules.map((r) => r.VisibilityConfig)]) {
        expect(v).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
      }
    });

    it.each(MANAGED_RULE_GROUPS)('runs the AWS managed rule group %s', (group) => {
      const r = rule(group);
      expect(r.OverrideAction).toEqual({ None: {} });
      expect(r.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: group });
    });

    it("counts only the common rule set's body-size rule (Stripe's webhook bodies), blocking the rest", () => {
      const statement = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement;
      expect(statement.RuleActionOverrides).toEqual(
        COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
      );
      for (const group of ['AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesAmazonIpReputationList'])
        expect(rule(group).Statement.ManagedRuleGroupStatement.RuleActionOverrides).toBeUndefined();
    });

    const expectedPaths: Record<string, { paths: string[]; limit: number }> = {
      SignInRate: {
        paths: ['/api/v1/auth/login', '/api/v1/auth/oauth/google', '/api/v1/auth/oauth/apple'],
        limit: 100,
      },
      SignUpRate: { paths: ['/api/v1/auth/register', '/api/v1/auth/resend-verification'], limit: 30 },
      PasswordResetRate: {
        paths: ['/api/v1/auth/forgot-password', '/api/v1/auth/reset-password'],
        limit: 30,
      },
      CheckoutRate: { paths: ['/api/v1/checkout/'], limit: 60 },
    };

    it.each(Object.entries(expectedPaths))(
      '%s: per IP over 5 minutes, on its paths only, answered 429',
      (name, { paths, limit }) => {
        const r = rule(name);
        const rate = r.Statement.RateBasedStatement;
        expect(rate).toMatchObject({ AggregateKeyType: 'IP', Limit: limit, EvaluationWindowSec: 300 });
        const scope = rate.ScopeDownStatement;
        const matches = (scope.OrStatement ? scope.OrStatement.Statements : [scope]) as Json[];
        expect(matches.map((m) => m.ByteMatchStatement.SearchString)).toEqual(paths);
        for (const m of matches) {
          expect(m.ByteMatchStatement).toMatchObject({
            FieldToMatch: { UriPath: {} },
            PositionalConstraint: 'STARTS_WITH',
          });
          expect(m.ByteMatchStatement.TextTransformations.map((t: Json) => t.Type)).toEqual([
            'URL_DECODE',
            'NORMALIZE_PATH',
            'LOWERCASE',
          ]);
        }
        expect(r.Action.Block.CustomResponse).toEqual({
          ResponseCode: 429,
          CustomResponseBodyKey: 'rate-limited',
          ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
        });
        // Before the managed groups, so every request to these paths counts.
        const managed = rules.filter((x) => x.Statement.ManagedRuleGroupStatement).map((x) => x.Priority);
        expect(r.Priority).toBeLessThan(Math.min(...managed));
      },
    );

    it("answers a rate-limited request in the API's error shape", () => {
      expect(acl.CustomResponseBodies['rate-limited']).toEqual({
        ContentType: 'APPLICATION_JSON',
        Content: RATE_LIMITED_BODY,
      });
      expect(JSON.parse(RATE_LIMITED_BODY).error.code).toBe('rate_limited');
    });

    it('is attached to the distribution, by the ARN the Edge stack leaves in SSM in us-east-1', () => {
      const webAcl = only(templates.edge, 'AWS::WAFv2::WebACL').id;
      templates.edge.hasResourceProperties('AWS::SSM::Parameter', {
        Name: `/konstvagg/${stage}/edge/web-acl-arn`,
        Value: { 'Fn::GetAtt': [webAcl, 'Arn'] },
      });
      const read = only(templates.frontends, 'Custom::AWS').resource.Properties;
      const call = JSON.parse(JSON.stringify(read.Create));
      expect(JSON.stringify(call)).toContain('\\"region\\":\\"us-east-1\\"');
      expect(JSON.stringify(call)).toContain(`/konstvagg/${stage}/edge/web-acl-arn`);
      expect(JSON.stringify(call)).toContain('GetParameter');
      const readId = only(templates.frontends, 'Custom::AWS').id;
      const dist = only(templates.frontends, 'AWS::CloudFront::Distribution').resource;
      expect(dist.Properties.DistributionConfig.WebACLId).toEqual({
        'Fn::GetAtt': [readId, 'Parameter.Value'],
      });
      // Deployed after the Edge stack, whose parameter it reads.
      expect(stacks.frontends.dependencies).toContain(stacks.edge);
    });

    it('names only real routes of the route table in its rate rules', () => {
      for (const r of EDGE_RATE_LIMITS) expect(rateLimitedPaths(r.operations).length).toBeGreaterThan(0);
      expect(() => rateLimitedPaths(['noSuchOperation'])).toThrow(/No route/);
    });
  });

  describe("CloudFront's standard logs", () => {
    const dist = only(templates.frontends, 'AWS::CloudFront::Distribution').resource;
    const buckets = Object.entries(templates.frontends.findResources('AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('EdgeLogs'),
    );

    it('go to a private, encrypted bucket that keeps ACLs for the log delivery, for 90 days', () => {
      expect(buckets).toHaveLength(1);
      const [, bucket] = buckets[0]!;
      expect(bucket.Properties).toMatchObject({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      });
      expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
        expect.objectContaining({ Status: 'Enabled', ExpirationInDays: EDGE_LOG_DAYS }),
      ]);
    });

    it('refuse plain HTTP', () => {
      const [id] = buckets[0]!;
      const policies = Object.values(templates.frontends.findResources('AWS::S3::BucketPolicy')).filter(
        (p: Json) => JSON.stringify(p.Properties.Bucket).includes(id),
      );
      const statements = policies.flatMap((p: Json) => p.Properties.PolicyDocument.Statement);
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    });

    it('are what the distribution writes, under cloudfront/, without cookies', () => {
      const [id] = buckets[0]!;
      expect(dist.Properties.DistributionConfig.Logging).toEqual({
        Bucket: { 'Fn::GetAtt': [id, 'RegionalDomainName'] },
        Prefix: CLOUDFRONT_LOG_PREFIX,
        IncludeCookies: false,
      });
    });

    it(prod ? 'are kept when the production stack is deleted' : 'go with a deleted test stage', () => {
      const [, bucket] = buckets[0]!;
      expect(bucket.DeletionPolicy).toBe(prod ? 'Retain' : 'Delete');
    });
  });

  describe('log groups of the Frontends stack', () => {
    const functions = Object.entries(templates.frontends.findResources('AWS::Lambda::Function')) as [
      string,
      Json,
    ][];
    const groups = templates.frontends.findResources('AWS::Logs::LogGroup');

    it('every function but the S3 auto-delete handler writes to an explicit group with a retention', () => {
      const own = functions.filter(([id]) => !id.startsWith('CustomS3AutoDeleteObjects'));
      const names = own.map(([, fn]) => fn.Properties.FunctionName).filter(Boolean);
      expect(names).toEqual(
        expect.arrayContaining([
          `konstvagg-${stage}-landing`,
          `konstvagg-${stage}-edge-invalidation`,
          `konstvagg-${stage}-origin-secret-rotation`,
        ]),
      );
      // The landing, edge-invalidation and rotation functions, and CDK's SDK-call handler.
      expect(own.length).toBeGreaterThanOrEqual(4);
      for (const [id, fn] of own) {
        const group = fn.Properties.LoggingConfig?.LogGroup;
        expect(group, id).toEqual({ Ref: expect.any(String) });
        const logGroup = groups[group.Ref]!;
        expect(logGroup, id).toBeDefined();
        expect(logGroup.Properties.RetentionInDays, id).toBe(30);
        expect(logGroup.DeletionPolicy, id).toBe(prod ? 'Retain' : 'Delete');
      }
    });
  });
});
