import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { PRODUCTION_REQUIREMENTS, readConfig } from '../lib/config.ts';
import { CDK_JSON_CONTEXT, synth } from './synth.ts';

/**
 * Configuration that cannot half-work (issue 41): a production synth is refused, in one message that
 * names everything missing, unless it has the site's URL and certificate, Stripe's keys, the Google
 * and Apple secrets and someone to hear the alarms. A dev synth needs none of them.
 */
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };

const PRODUCTION = {
  stage: 'prod',
  domain: 'konstvagg.example',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  stripePublishableKey: 'pk_live_abc',
  stripeSecretName: '/konstvagg/prod/stripe/secret-key',
  stripeWebhookSecretName: '/konstvagg/prod/stripe/webhook-secret',
  googleClientId: 'google-client.apps.googleusercontent.com',
  googleClientSecretName: 'konstvagg/prod/google-client-secret',
  appleClientId: 'se.konstvagg.web',
  appleTeamId: 'TEAM123456',
  appleKeyId: 'KEY1234567',
  applePrivateKeySecretName: 'konstvagg/prod/apple-private-key',
  alarmEmail: 'ops@konstvagg.example',
};

const configOf = (context: Record<string, unknown>) =>
  readConfig(new App({ context: { ...CDK_JSON_CONTEXT, ...context } }));

/** The error readConfig throws, as text ('' when it does not throw). */
const refusal = (context: Record<string, unknown>): string => {
  try {
    configOf(context);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

const without = (...keys: string[]) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => !keys.includes(key)));

describe('a production synth', () => {
  it('asks for exactly what the test gives (the list and this file agree)', () => {
    const required = PRODUCTION_REQUIREMENTS.flatMap((r) => [...r.keys]).sort();
    expect(required).toEqual(Object.keys(without('stage')).sort());
  });

  it('with everything synthesizes every stack, with the settings in them', () => {
    const config = configOf(PRODUCTION);
    expect(config).toMatchObject({
      isProduction: true,
      publicBaseUrl: 'https://konstvagg.example',
      certificateArn: PRODUCTION.certificateArn,
      stripePublishableKey: 'pk_live_abc',
      alarmEmail: 'ops@konstvagg.example',
      google: { clientSecretName: 'konstvagg/prod/google-client-secret' },
      apple: { teamId: 'TEAM123456', privateKeySecretName: 'konstvagg/prod/apple-private-key' },
    });
    const { templates } = synth(PRODUCTION, code);
    const env = Object.values(templates.api.findResources('AWS::Lambda::Function'))[0]!.Properties.Environment
      .Variables;
    expect(env).toMatchObject({
      PUBLIC_BASE_URL: 'https://konstvagg.example',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_SECRET_NAME: '/konstvagg/prod/stripe/secret-key',
    });
  });

  it('with several missing throws once, naming each missing setting and none that was given', () => {
    const missing = ['certificateArn', 'stripePublishableKey', 'stripeWebhookSecretName', 'appleKeyId'];
    const message = refusal(without(...missing));
    expect(message).toMatch(/^A production stack \(stage "prod"\) needs context/);
    for (const key of missing) expect(message).toContain(`-c ${key}=`);
    for (const key of Object.keys(without('stage', ...missing))) expect(message).not.toContain(`-c ${key}=`);
    // One line per missing requirement, saying what it is for.
    expect(message).toContain("the domain's ACM certificate, in us-east-1");
    expect(message).toContain('Sign in with Apple');
  });

  it('with nothing at all names every requirement, the alarm email with them', () => {
    const message = refusal({ stage: 'prod' });
    for (const { keys } of PRODUCTION_REQUIREMENTS)
      for (const key of keys) expect(message).toContain(`-c ${key}=`);
    expect(message.split('\n').slice(1)).toHaveLength(PRODUCTION_REQUIREMENTS.length);
  });

  it('is any stage with production=true, and not prod with production=false', () => {
    expect(refusal({ stage: 'staging', production: 'true' })).toMatch(/stage "staging"/);
    expect(refusal({ stage: 'prod', production: 'false' })).toBe('');
    expect(configOf({ ...PRODUCTION, stage: 'staging', production: true }).isProduction).toBe(true);
  });
});

describe('a dev synth', () => {
  it('needs none of them: plain `cdk synth` works offline with no context', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      stage: 'dev',
      isProduction: false,
      publicBaseUrl: undefined,
      certificateArn: undefined,
      stripePublishableKey: undefined,
      alarmEmail: undefined,
      google: undefined,
      apple: undefined,
      ordersReservedConcurrency: undefined,
    });
    expect(() => synth({ stage: 'dev' }, code)).not.toThrow();
  });
});
