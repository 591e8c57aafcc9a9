import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { PRODUCTION_CONTEXT, synth } from './synth.ts';

// Admin MFA (issue 41): the pool offers TOTP (authenticator apps) and nothing else as a second
// factor; OPTIONAL, because the API, not the pool, requires it of admins (docs/decisions.md).
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };
const { templates } = synth({}, code);

describe('the user pool MFA', () => {
  it('is optional, with TOTP as the only second factor', () => {
    const pools = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(1);
    const props = pools[0]!.Properties as Record<string, unknown>;
    expect(props.MfaConfiguration).toBe('OPTIONAL');
    expect(props.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    // No SMS: no SNS role for sending codes.
    expect(props.SmsConfiguration).toBeUndefined();
  });
});

describe('the user pool threat protection', () => {
  const pool = (t: typeof templates) =>
    Object.values(t.auth.findResources('AWS::Cognito::UserPool'))[0]!.Properties as Record<string, unknown>;

  it('is the Plus plan with full protection of password and Google/Apple sign-in in production', () => {
    const prod = pool(synth(PRODUCTION_CONTEXT, code).templates);
    expect(prod.UserPoolTier).toBe('PLUS');
    expect(prod.UserPoolAddOns).toMatchObject({
      AdvancedSecurityMode: 'ENFORCED',
      AdvancedSecurityAdditionalFlows: { CustomAuthMode: 'ENFORCED' },
    });
  });

  it('stays on Essentials with no add-on in a test stage (billed per active user; there are none)', () => {
    const test = pool(templates);
    expect(test.UserPoolTier).toBe('ESSENTIALS');
    expect(test.UserPoolAddOns).toBeUndefined();
  });
});
