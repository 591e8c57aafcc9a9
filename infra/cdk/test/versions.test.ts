import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';
import { deployedServices } from '../../route-table.ts';
import { LIVE_ALIAS, ServiceFunction } from '../lib/constructs/service-function.ts';
import { liveAlias, PRODUCTION_CONTEXT, serviceFunction, synth } from './synth.ts';

/**
 * Each service deploys alone (issue 42 §2): every service function publishes a version and has a
 * `live` alias, and everything that invokes a function invokes the alias. A deploy that changes one
 * service publishes a version of that function only, and old versions are kept for a rollback.
 */
const inline = (text: string) => lambda.Code.fromInline(`export const handler = async () => (${text});`);
const codeFor = (changed?: ServiceName) => (service: ServiceName) =>
  inline(service === changed ? `'${service}, changed'` : `'${service}'`);

const { templates } = synth({}, { codeFor: codeFor() });
const api = templates.api;
const resourcesOf = (type: string) => Object.entries(api.findResources(type));
const ref = (id: string) => JSON.stringify({ Ref: id });

describe('versions and the live alias', () => {
  it.each(deployedServices)('%s: one retained version, and the live alias on it', (service) => {
    const { functionId, alias, versionId } = liveAlias(api, service);
    expect(alias.Properties.Name).toBe(LIVE_ALIAS);
    const version = api.toJSON().Resources[versionId];
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(version.Properties.FunctionName).toEqual({ Ref: functionId });
    // A later deploy leaves the version behind: it is what a rollback goes back to.
    expect(version.DeletionPolicy).toBe('Retain');
    expect(version.UpdateReplacePolicy).toBe('Retain');
  });

  it('has one version and one alias per service function, no other', () => {
    api.resourceCountIs('AWS::Lambda::Version', deployedServices.length);
    api.resourceCountIs('AWS::Lambda::Alias', deployedServices.length);
  });

  it.each(deployedServices)('%s: has the fixed name the deploy script rolls back by', (service) => {
    expect(serviceFunction(api, service).fn.Properties.FunctionName).toBe(`konstvagg-test-${service}`);
  });
});

describe('everything that invokes a service invokes its live alias', () => {
  const aliasOf = new Map(deployedServices.map((s) => [s, liveAlias(api, s)]));

  it("API Gateway: each integration's URI is its service's alias, and the permission is the alias's", () => {
    const integrations = resourcesOf('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(deployedServices.length);
    const targets = integrations.map(([, i]) => JSON.stringify(i.Properties.IntegrationUri));
    for (const { aliasId } of aliasOf.values())
      expect(targets.filter((t) => t.includes(ref(aliasId)))).toHaveLength(1);
    const permissions = resourcesOf('AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(
      permissions.map(([, p]) => p.Properties.FunctionName).sort((a, b) => a.Ref.localeCompare(b.Ref)),
    ).toEqual(
      [...aliasOf.values()]
        .map(({ aliasId }) => ({ Ref: aliasId }))
        .sort((a, b) => a.Ref.localeCompare(b.Ref)),
    );
  });

  it("the scheduler's fixed schedules (payout sweep, ECB rates) target the orders alias", () => {
    const schedules = resourcesOf('AWS::Scheduler::Schedule');
    expect(schedules.length).toBeGreaterThan(0);
    for (const [id, s] of schedules)
      expect(s.Properties.Target.Arn, id).toEqual({ Ref: aliasOf.get('orders')!.aliasId });
  });

  it("the table stream's outbox mapping invokes the orders alias", () => {
    const [mapping] = resourcesOf('AWS::Lambda::EventSourceMapping').map(([, m]) => m);
    expect(JSON.stringify(mapping!.Properties.FunctionName)).toContain(ref(aliasOf.get('orders')!.aliasId));
    expect(JSON.stringify(mapping!.Properties.FunctionName)).toContain(`:${LIVE_ALIAS}`);
  });

  it('the async retries and failure queues are set on the alias, which is what Scheduler and SNS call', () => {
    const configs = resourcesOf('AWS::Lambda::EventInvokeConfig');
    expect(configs.length).toBeGreaterThan(0);
    for (const [id, c] of configs) expect(JSON.stringify(c.Properties.Qualifier), id).toMatch(/FunctionLive/);
  });

  it("SNS's bounce and complaint notices go to the admin alias", () => {
    const [subscription] = resourcesOf('AWS::SNS::Subscription').filter(
      ([, s]) => s.Properties.Protocol === 'lambda',
    );
    expect(subscription![1].Properties.Endpoint).toEqual({ Ref: aliasOf.get('admin')!.aliasId });
  });

  it("Cognito's custom-auth triggers name the identity alias, and may invoke only it", () => {
    const pool = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'))[0]!;
    for (const trigger of Object.values(pool.Properties.LambdaConfig as Record<string, unknown>))
      expect(JSON.stringify(trigger)).toMatch(/:function:konstvagg-test-identity:live"/);
    const fromCognito = resourcesOf('AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'cognito-idp.amazonaws.com',
    );
    expect(fromCognito.map(([, p]) => p.Properties.FunctionName)).toEqual([
      { Ref: aliasOf.get('identity')!.aliasId },
    ]);
  });

  it('nothing names a function unqualified ($LATEST) as what it invokes', () => {
    const invokers = [
      'AWS::Lambda::Permission',
      'AWS::Lambda::EventSourceMapping',
      'AWS::ApiGatewayV2::Integration',
      'AWS::Scheduler::Schedule',
      'AWS::SNS::Subscription',
    ].flatMap(resourcesOf);
    expect(invokers.length).toBeGreaterThan(deployedServices.length);
    for (const { functionId } of aliasOf.values()) {
      for (const [id, resource] of invokers) {
        const text = JSON.stringify(resource.Properties);
        expect(text, id).not.toContain(ref(functionId));
        expect(text, id).not.toContain(JSON.stringify({ 'Fn::GetAtt': [functionId, 'Arn'] }));
      }
    }
  });
});

describe('a deploy of one service', () => {
  const versionIds = (code: (s: ServiceName) => lambda.Code) => {
    const { api: template } = synth({}, { codeFor: code }).templates;
    return new Map(deployedServices.map((s) => [s, liveAlias(template, s).versionId]));
  };
  const before = versionIds(codeFor());

  it('is stable: the same code gives the same versions', () => {
    expect(versionIds(codeFor())).toEqual(before);
  });

  it.each(['orders', 'catalog'] as const)('publishes a new version of %s only', (changed) => {
    const after = versionIds(codeFor(changed));
    for (const service of deployedServices) {
      if (service === changed) expect(after.get(service), service).not.toBe(before.get(service));
      else expect(after.get(service), service).toBe(before.get(service));
    }
  });
});

describe('concurrency with the alias', () => {
  it("keeps the orders function's reserved concurrency on the function (every version and the alias share it)", () => {
    const production = synth(PRODUCTION_CONTEXT, { codeFor: codeFor() }).templates.api;
    const orders = serviceFunction(production, 'orders');
    expect(orders.fn.Properties.ReservedConcurrentExecutions).toBe(50);
    expect(liveAlias(production, 'orders').alias.Properties.ProvisionedConcurrencyConfig).toBeUndefined();
  });

  it('puts provisioned concurrency on the live alias, which is what is invoked', () => {
    const stack = new Stack(new App(), 'Provisioned');
    new ServiceFunction(stack, 'Fn', {
      entry: 'unused',
      code: inline('1'),
      metricsNamespace: 'Konstvagg/test',
      provisionedConcurrency: 2,
    });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Alias', {
      Name: LIVE_ALIAS,
      ProvisionedConcurrencyConfig: { ProvisionedConcurrentExecutions: 2 },
    });
  });
});

describe('alarms with versions', () => {
  it("watch each function by its name alone, so every version's errors and throttles count", () => {
    const alarms = resourcesOf('AWS::CloudWatch::Alarm').filter(
      ([, a]) => a.Properties.Namespace === 'AWS/Lambda',
    );
    expect(alarms.length).toBe(deployedServices.length * 2);
    const functionIds = new Set(deployedServices.map((s) => serviceFunction(api, s).logicalId));
    for (const [id, alarm] of alarms) {
      const dimensions = alarm.Properties.Dimensions as { Name: string; Value: { Ref: string } }[];
      expect(dimensions, id).toHaveLength(1);
      expect(dimensions[0]!.Name, id).toBe('FunctionName');
      expect(functionIds.has(dimensions[0]!.Value.Ref), id).toBe(true);
    }
  });
});
