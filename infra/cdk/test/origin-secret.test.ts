import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { ORIGIN_SECRET_HEADER } from '@konstvagg/lambda-kit/origin';
import { deployedServices } from '../../route-table.ts';
import {
  ORIGIN_PROBE_PATH,
  ORIGIN_SECRET_ID_ENV,
  ORIGIN_SECRET_ROTATION_CODE,
} from '../lib/constructs/origin-secret.ts';
import { actionsOf, PRODUCTION_CONTEXT, roleStatements, serviceFunction, synth } from './synth.ts';

// Issue 9: only CloudFront may call the HTTP API. Inline code: this file checks wiring, not handlers.
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };
const { templates } = synth({}, code);
const NAME = 'konstvagg/test/origin-secret';
const landingDir = mkdtempSync(join(tmpdir(), 'konstvagg-secret-ssr-'));
writeFileSync(join(landingDir, 'landing.mjs'), 'export const handler = () => ({});');
mkdirSync(join(landingDir, 'assets'));
afterAll(() => rmSync(landingDir, { recursive: true, force: true }));

describe('origin secret', () => {
  it('is generated in Secrets Manager at deploy time (Data stack, deployed first), never written into a template', () => {
    const secrets = Object.values(templates.data.findResources('AWS::SecretsManager::Secret')).filter(
      (r) => r.Properties.Name === NAME,
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    expect(secrets[0]!.Properties.SecretString).toBeUndefined();
  });

  it('is given to every service function as ORIGIN_SECRET, by dynamic reference', () => {
    for (const service of deployedServices) {
      const fn = serviceFunction(templates.api, service);
      const value = JSON.stringify(fn.fn.Properties.Environment.Variables.ORIGIN_SECRET);
      expect(value, service).toBe(JSON.stringify(`{{resolve:secretsmanager:${NAME}:SecretString:::}}`));
    }
  });

  it('may be read at run time by every service function, which accepts the current and the previous value (it rotates)', () => {
    for (const service of deployedServices) {
      const fn = serviceFunction(templates.api, service);
      expect(fn.fn.Properties.Environment.Variables[ORIGIN_SECRET_ID_ENV], service).toBe(NAME);
      const reads = roleStatements(templates.api, fn.roleId).filter((st) =>
        actionsOf(st).includes('secretsmanager:GetSecretValue'),
      );
      expect(JSON.stringify(reads), service).toContain(`secret:${NAME}`);
    }
  });

  it('is not the cursor key: cursors are signed with a secret of their own, which does not rotate', () => {
    const cursorKeys = Object.values(templates.data.findResources('AWS::SecretsManager::Secret')).filter(
      (r) => r.Properties.Name === 'konstvagg/test/cursor-key',
    );
    expect(cursorKeys).toHaveLength(1);
    expect(cursorKeys[0]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    for (const service of deployedServices) {
      const vars = serviceFunction(templates.api, service).fn.Properties.Environment.Variables;
      expect(JSON.stringify(vars.CURSOR_SECRET), service).toBe(
        JSON.stringify('{{resolve:secretsmanager:konstvagg/test/cursor-key:SecretString:::}}'),
      );
    }
  });

  it('is sent by CloudFront to the API origin, and only there', () => {
    const dist = Object.values(templates.frontends.findResources('AWS::CloudFront::Distribution'))[0]!;
    const origins = dist.Properties.DistributionConfig.Origins as {
      DomainName: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[];
    }[];
    const api = origins.filter((o) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(api).toHaveLength(1);
    expect(api[0]!.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: `{{resolve:secretsmanager:${NAME}:SecretString:::}}` },
    ]);
    for (const other of origins.filter((o) => !api.includes(o)))
      expect(other.OriginCustomHeaders).toBeUndefined();
  });
});

// Issue 41: the secret is replaced every 30 days; the API takes AWSCURRENT and AWSPREVIOUS, so
// CloudFront's copy may lag the switch.
describe('origin secret rotation', () => {
  const rotationFn = () => {
    const fns = Object.entries(templates.frontends.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties.FunctionName === 'konstvagg-test-origin-secret-rotation',
    );
    expect(fns).toHaveLength(1);
    return { id: fns[0]![0], fn: fns[0]![1] };
  };

  it('runs every 30 days by a rotation Lambda, first a month after deploy', () => {
    const { id } = rotationFn();
    templates.frontends.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: NAME,
      RotationLambdaARN: { 'Fn::GetAtt': [id, 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: false,
    });
    templates.frontends.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
      Principal: 'secretsmanager.amazonaws.com',
    });
  });

  it('knows the distribution it updates and the API it asks first', () => {
    const { fn } = rotationFn();
    const env = fn.Properties.Environment.Variables;
    const dist = Object.keys(templates.frontends.findResources('AWS::CloudFront::Distribution'))[0];
    expect(env.DISTRIBUTION_ID).toEqual({ Ref: dist });
    expect(env.HEADER).toBe(ORIGIN_SECRET_HEADER);
    expect(env.PROBE_PATH).toBe(ORIGIN_PROBE_PATH);
    expect(JSON.stringify(env.API_ORIGIN)).toContain('execute-api');
    expect(fn.Properties.Code.ZipFile).toBe(ORIGIN_SECRET_ROTATION_CODE);
  });

  it('may change this secret and this distribution, nothing more', () => {
    const { fn } = rotationFn();
    const statements = roleStatements(templates.frontends, fn.Properties.Role['Fn::GetAtt'][0]);
    const on = (action: string) =>
      statements.filter((s) => actionsOf(s).includes(action)).map((s) => JSON.stringify(s.Resource));
    for (const action of [
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]) {
      expect(on(action), action).toEqual([expect.stringContaining(`:secret:${NAME}-??????`)]);
    }
    expect(on('cloudfront:UpdateDistribution')).toEqual([expect.stringContaining(':distribution/')]);
    expect(on('secretsmanager:GetRandomPassword')).toEqual(['"*"']);
    const all = statements.flatMap(actionsOf).filter((a) => !a.startsWith('xray:'));
    expect(new Set(all)).toEqual(
      new Set([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
        'secretsmanager:PutSecretValue',
        'secretsmanager:UpdateSecretVersionStage',
        'secretsmanager:GetRandomPassword',
        'cloudfront:GetDistributionConfig',
        'cloudfront:UpdateDistribution',
      ]),
    );
  });

  it('alarms on its first error', () => {
    const { id } = rotationFn();
    templates.frontends.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Threshold: 1,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: id } }],
    });
  });

  it('lets the landing function read the current value at run time', () => {
    const { templates: built } = synth({}, { ...code, landingDist: landingDir });
    const landing = Object.entries(built.frontends.findResources('AWS::Lambda::Function')).find(
      ([, fn]) => fn.Properties.FunctionName === 'konstvagg-test-landing',
    )!;
    expect(landing[1].Properties.Environment.Variables[ORIGIN_SECRET_ID_ENV]).toBe(NAME);
    const reads = roleStatements(built.frontends, landing[1].Properties.Role['Fn::GetAtt'][0]).filter((s) =>
      actionsOf(s).includes('secretsmanager:GetSecretValue'),
    );
    expect(reads.map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining(`:secret:${NAME}-??????`),
    ]);
  });

  it('is kept when a production stack is deleted, and goes with any other stage', () => {
    const secretIn = (t: typeof templates.data, name: string) =>
      Object.values(t.findResources('AWS::SecretsManager::Secret')).find((r) => r.Properties.Name === name)!;
    expect(secretIn(templates.data, NAME).DeletionPolicy).toBe('Delete');
    const prod = synth(PRODUCTION_CONTEXT, code).templates;
    const kept = secretIn(prod.data, 'konstvagg/prod/origin-secret');
    expect(kept.DeletionPolicy).toBe('Retain');
    expect(kept.UpdateReplacePolicy).toBe('Retain');
  });
});

/** Runs the rotation Lambda's code against fake AWS clients and a fake API. */
function rotationRig(options: { apiAccepts: boolean; pending?: boolean }) {
  const versions: Record<string, string[]> = { old: ['AWSCURRENT'], prev: ['AWSPREVIOUS'], new: [] };
  const values: Record<string, string> = { old: 'old-value', prev: 'prev-value' };
  if (options.pending) {
    versions.new = ['AWSPENDING'];
    values.new = 'pending-value';
  }
  const headers = [{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: 'old-value' }];
  const calls: string[] = [];
  const byStage = (stage: string) => Object.keys(versions).find((v) => versions[v]!.includes(stage))!;
  const secretsManager = {
    DescribeSecretCommand: (i: object) => ({ name: 'DescribeSecret', ...i }),
    GetSecretValueCommand: (i: object) => ({ name: 'GetSecretValue', ...i }),
    GetRandomPasswordCommand: (i: object) => ({ name: 'GetRandomPassword', ...i }),
    PutSecretValueCommand: (i: object) => ({ name: 'PutSecretValue', ...i }),
    UpdateSecretVersionStageCommand: (i: object) => ({ name: 'UpdateSecretVersionStage', ...i }),
    SecretsManagerClient: class {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async send(c: any) {
        calls.push(c.name);
        if (c.name === 'DescribeSecret') return { VersionIdsToStages: structuredClone(versions) };
        if (c.name === 'GetSecretValue') {
          const id = c.VersionId ?? byStage(c.VersionStage);
          if (!values[id] || (c.VersionId && !versions[id]!.includes(c.VersionStage)))
            throw Object.assign(new Error('none'), { name: 'ResourceNotFoundException' });
          return { SecretString: values[id] };
        }
        if (c.name === 'GetRandomPassword') return { RandomPassword: 'random-value' };
        if (c.name === 'PutSecretValue') {
          values[c.ClientRequestToken] = c.SecretString;
          versions[c.ClientRequestToken] = c.VersionStages;
        }
        if (c.name === 'UpdateSecretVersionStage') {
          versions[c.RemoveFromVersionId] = ['AWSPREVIOUS'];
          versions.prev = [];
          versions[c.MoveToVersionId] = ['AWSCURRENT'];
        }
        return {};
      }
    },
  };
  const cloudFront = {
    GetDistributionConfigCommand: (i: object) => ({ name: 'GetDistributionConfig', ...i }),
    UpdateDistributionCommand: (i: object) => ({ name: 'UpdateDistribution', ...i }),
    CloudFrontClient: class {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      async send(c: any) {
        calls.push(c.name);
        if (c.name === 'GetDistributionConfig')
          return {
            ETag: 'E1',
            DistributionConfig: {
              Origins: {
                Items: [{ Id: 'api', CustomHeaders: { Items: structuredClone(headers) } }, { Id: 's3' }],
              },
            },
          };
        expect(c.IfMatch).toBe('E1');
        headers.splice(0, 1, ...c.DistributionConfig.Origins.Items[0].CustomHeaders.Items);
        return {};
      }
    },
  };
  const probes: string[] = [];
  const fakeFetch = async (url: string, init: { headers: Record<string, string> }) => {
    probes.push(`${url} ${init.headers[ORIGIN_SECRET_HEADER]}`);
    return { ok: options.apiAccepts, status: options.apiAccepts ? 200 : 403 };
  };
  const module = { exports: {} as { handler: (e: object) => Promise<void> } };
  const fakeRequire = (name: string) =>
    ({ '@aws-sdk/client-secrets-manager': secretsManager, '@aws-sdk/client-cloudfront': cloudFront })[name];
  // Commands are constructed with `new`: a class-like wrapper over the fakes above.
  for (const sdk of [secretsManager, cloudFront] as Record<string, unknown>[]) {
    for (const [key, make] of Object.entries(sdk)) {
      if (key.endsWith('Command')) {
        const build = make as (i: object) => object;
        sdk[key] = function Command(this: object, input: object) {
          Object.assign(this, build(input));
        };
      }
    }
  }
  const env = {
    DISTRIBUTION_ID: 'D1',
    API_ORIGIN: 'https://api',
    PROBE_PATH: ORIGIN_PROBE_PATH,
    HEADER: ORIGIN_SECRET_HEADER,
  };
  new Function('require', 'exports', 'process', 'fetch', ORIGIN_SECRET_ROTATION_CODE)(
    fakeRequire,
    module.exports,
    { env },
    fakeFetch,
  );
  const step = (Step: string) => module.exports.handler({ SecretId: NAME, ClientRequestToken: 'new', Step });
  return { step, versions, values, headers, calls, probes };
}

describe('the rotation code', () => {
  it('makes a pending value, then makes it current and sends it from CloudFront once the API takes it', async () => {
    const rig = rotationRig({ apiAccepts: true });
    await rig.step('createSecret');
    expect(rig.versions.new).toEqual(['AWSPENDING']);
    expect(rig.values.new).toBe('random-value');
    await rig.step('setSecret');
    await rig.step('testSecret');
    expect(rig.headers[0]!.HeaderValue).toBe('old-value');
    await rig.step('finishSecret');
    expect(rig.versions).toMatchObject({ new: ['AWSCURRENT'], old: ['AWSPREVIOUS'] });
    expect(rig.probes).toEqual([`https://api${ORIGIN_PROBE_PATH} random-value`]);
    expect(rig.headers).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: 'random-value' }]);
  });

  it('keeps a pending value made by an earlier try (every step can run twice)', async () => {
    const rig = rotationRig({ apiAccepts: true, pending: true });
    await rig.step('createSecret');
    expect(rig.values.new).toBe('pending-value');
    expect(rig.calls).not.toContain('PutSecretValue');
    await rig.step('finishSecret');
    await rig.step('finishSecret');
    expect(rig.calls.filter((c) => c === 'UpdateSecretVersionStage')).toHaveLength(1);
    expect(rig.calls.filter((c) => c === 'UpdateDistribution')).toHaveLength(1);
  });

  it('fails, and leaves CloudFront sending the previous value, when the API refuses the new one', async () => {
    const rig = rotationRig({ apiAccepts: false, pending: true });
    await expect(rig.step('finishSecret')).rejects.toThrow(/answers 403/);
    expect(rig.headers[0]!.HeaderValue).toBe('old-value');
    expect(rig.versions.old).toEqual(['AWSPREVIOUS']);
    expect(rig.calls).not.toContain('UpdateDistribution');
  });
});
