import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { synth } from './synth.ts';

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
