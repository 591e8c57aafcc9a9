import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { deployedServices } from '../../route-table.ts';
import { readConfig } from '../lib/config.ts';
import { ACCESS_LOG_FORMAT } from '../lib/stacks/api-stack.ts';
import { CDK_JSON_CONTEXT, PRODUCTION_CONTEXT, serviceFunction, synth, type Templates } from './synth.ts';

/**
 * The API's edge for real users (issue 41): the stage's throttle and JSON access logs, concurrency
 * kept for the payments, and every service function's logs kept in production. Inline code instead
 * of bundles: this file checks wiring, not handlers.
 */
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };

const PRODUCTION = PRODUCTION_CONTEXT;

const dev = synth({}, code).templates;
const prod = synth(PRODUCTION, code).templates;

// Template JSON, read as the tests need it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const stageOf = (templates: Templates): Json => {
  const stages = Object.values(templates.api.findResources('AWS::ApiGatewayV2::Stage'));
  expect(stages).toHaveLength(1);
  return stages[0]!.Properties;
};

describe('the HTTP API stage', () => {
  it('throttles every route: 100 requests a second, bursts of 200, by default', () => {
    expect(stageOf(dev)).toMatchObject({
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });

  it('takes the throttle from context, and refuses a limit under 1', () => {
    const tuned = synth({ apiRateLimit: 20, apiBurstLimit: '40' }, code).templates;
    expect(stageOf(tuned).DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 20,
      ThrottlingBurstLimit: 40,
    });
    for (const bad of [0, -5, 2.5, 'lots']) {
      const app = new App({ context: { ...CDK_JSON_CONTEXT, apiRateLimit: bad } });
      expect(() => readConfig(app)).toThrow(/apiRateLimit.*whole number/);
    }
  });

  it.each([
    ['dev', dev, 'Delete'],
    ['production', prod, 'Retain'],
  ])('writes access logs to its own log group with a retention (%s)', (_, templates, deletion) => {
    const destination = stageOf(templates).AccessLogSettings.DestinationArn;
    expect(destination).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'Arn'] });
    const group = templates.api.toJSON().Resources[destination['Fn::GetAtt'][0]];
    expect(group.Type).toBe('AWS::Logs::LogGroup');
    expect(group.Properties.RetentionInDays).toBe(30);
    expect(group.DeletionPolicy).toBe(deletion);
    expect(group.UpdateReplacePolicy).toBe(deletion);
  });

  it('logs one JSON object per request with the HTTP API (v2) variables', () => {
    const format = JSON.parse(stageOf(dev).AccessLogSettings.Format);
    expect(format).toEqual(ACCESS_LOG_FORMAT);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      time: '$context.requestTime',
      routeKey: '$context.routeKey',
      status: '$context.status',
      integrationLatencyMs: '$context.integrationLatency',
      responseLatencyMs: '$context.responseLatency',
      sourceIp: '$context.identity.sourceIp',
      userAgent: '$context.identity.userAgent',
    });
    // Every value a variable, quoted (a `-` for a missing number would not be JSON otherwise); none of
    // REST's (v1) names, which an HTTP API would leave empty.
    for (const value of Object.values(format)) expect(value).toMatch(/^\$context\.[a-zA-Z.]+$/);
    expect(JSON.stringify(format)).not.toMatch(/resourcePath|\$context\.identity\.caller|requestOverride/);
  });

  it('lets the retention follow logRetentionDays', () => {
    const week = synth({ logRetentionDays: 7 }, code).templates;
    const id = stageOf(week).AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(week.api.toJSON().Resources[id].Properties.RetentionInDays).toBe(7);
  });
});

const reserved = (templates: Templates) =>
  Object.fromEntries(
    deployedServices.map((service) => [
      service,
      serviceFunction(templates.api, service).fn.Properties.ReservedConcurrentExecutions,
    ]),
  );

describe('concurrency kept for the payments', () => {
  it('reserves 50 executions for orders in production, and none for any other function', () => {
    expect(deployedServices).toContain('orders');
    const byService = reserved(prod);
    expect(byService.orders).toBe(50);
    for (const [service, value] of Object.entries(byService))
      if (service !== 'orders') expect(value, service).toBeUndefined();
    for (const t of Object.values(prod))
      for (const [id, fn] of Object.entries(t.findResources('AWS::Lambda::Function')))
        if (id !== serviceFunction(prod.api, 'orders').logicalId)
          expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
  });

  it('reserves none outside production (a new account may have too little concurrency to give)', () => {
    expect(Object.values(reserved(dev)).every((v) => v === undefined)).toBe(true);
  });

  it('takes the number from context, `none` turns it off, and 0 (no payments at all) is refused', () => {
    expect(reserved(synth({ ordersReservedConcurrency: 5 }, code).templates).orders).toBe(5);
    expect(
      reserved(synth({ ...PRODUCTION, ordersReservedConcurrency: 'none' }, code).templates).orders,
    ).toBeUndefined();
    const app = new App({ context: { ...CDK_JSON_CONTEXT, ordersReservedConcurrency: 0 } });
    expect(() => readConfig(app)).toThrow(/ordersReservedConcurrency.*whole number from 1/);
  });
});

describe('log groups of the functions', () => {
  // The stacks this part of the app owns; the Frontends stack's functions are held by frontends.test.ts.
  const owned = ['api', 'data', 'scheduler'] as const;

  it.each([
    ['dev', dev, 'Delete'],
    ['production', prod, 'Retain'],
  ])('each function has its own log group with a retention (%s: %s)', (_, templates, deletion) => {
    let count = 0;
    for (const name of owned) {
      const resources = templates[name].toJSON().Resources ?? {};
      for (const [id, fn] of Object.entries(templates[name].findResources('AWS::Lambda::Function'))) {
        const ref = fn.Properties.LoggingConfig?.LogGroup?.Ref;
        expect(ref, `${name}/${id} has an explicit log group`).toBeDefined();
        const group = resources[ref];
        expect(group.Type).toBe('AWS::Logs::LogGroup');
        expect(group.Properties.RetentionInDays).toBe(30);
        expect(group.DeletionPolicy, `${name}/${ref}`).toBe(deletion);
        expect(group.UpdateReplacePolicy, `${name}/${ref}`).toBe(deletion);
        count += 1;
      }
    }
    expect(count).toBe(deployedServices.length);
  });

  it('keeps every log group of those stacks in production, the access logs with them', () => {
    for (const name of owned)
      for (const [id, group] of Object.entries(prod[name].findResources('AWS::Logs::LogGroup')))
        expect(group.DeletionPolicy, `${name}/${id}`).toBe('Retain');
    expect(Object.keys(prod.api.findResources('AWS::Logs::LogGroup'))).toHaveLength(
      deployedServices.length + 1,
    );
  });

  it('sets no environment variable nothing reads (COGNITO_OAUTH_DOMAIN is gone)', () => {
    for (const service of deployedServices)
      expect(
        serviceFunction(prod.api, service).fn.Properties.Environment.Variables,
        service,
      ).not.toHaveProperty('COGNITO_OAUTH_DOMAIN');
  });
});
