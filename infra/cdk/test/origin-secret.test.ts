import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { ORIGIN_SECRET_HEADER } from '@konstvagg/lambda-kit/origin';
import { deployedServices } from '../../route-table.ts';
import { serviceFunction, synth } from './synth.ts';

// Issue 9: only CloudFront may call the HTTP API. Inline code: this file checks wiring, not handlers.
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };
const { templates } = synth({}, code);
const NAME = 'konstvagg/test/origin-secret';

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
