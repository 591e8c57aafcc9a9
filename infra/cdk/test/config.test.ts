import { App, Stack, Token } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { PRODUCTION_REQUIREMENTS, readConfig, requirementsOf } from '../lib/config.ts';
import { DEPLOY_TARGET, STAGES, STAGING_REQUIREMENTS, TO_FILL } from '../lib/stages.ts';
import { CDK_JSON_CONTEXT, serviceFunction, synth } from './synth.ts';

/**
 * Configuration that cannot half-work (issue 41): a production synth is refused, in one message that
 * names everything missing, unless it has the site's URL and certificate, Stripe's keys, the Google
 * and Apple secrets and someone to hear the alarms. A dev synth needs none of them.
 */
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };

const PRODUCTION = {
  stage: 'prod',
  account: '123456789012',
  region: 'eu-north-1',
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
    const required = requirementsOf('prod', true)
      .flatMap((r) => [...r.keys])
      .sort();
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
    // A stage outside stages.ts, so that nothing comes from the file.
    const missing = ['certificateArn', 'stripePublishableKey', 'stripeWebhookSecretName', 'appleKeyId'];
    const message = refusal({ ...without(...missing), stage: 'live', production: 'true' });
    expect(message).toMatch(/^A production stack \(stage "live"\) is missing settings/);
    for (const key of missing) expect(message).toContain(`-c ${key}=`);
    for (const key of Object.keys(without('stage', ...missing))) expect(message).not.toContain(`-c ${key}=`);
    // One line per missing requirement, saying what it is for.
    expect(message).toContain("the domain's ACM certificate, in us-east-1");
    expect(message).toContain('Sign in with Apple');
  });

  it('with nothing at all names every requirement, the alarm email with them', () => {
    const message = refusal({ stage: 'live', production: 'true' });
    for (const { keys } of PRODUCTION_REQUIREMENTS)
      for (const key of keys) expect(message).toContain(`-c ${key}=`);
    expect(message.split('\n').slice(1)).toHaveLength(PRODUCTION_REQUIREMENTS.length);
  });

  it('is any stage with production=true, and not prod with production=false', () => {
    expect(refusal({ stage: 'staging', production: 'true' })).toMatch(/production stack \(stage "staging"\)/);
    expect(refusal({ stage: 'live', production: 'false' })).toBe('');
    expect(refusal({ stage: 'prod', production: 'false' })).not.toContain('-c googleClientId=');
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
    expect(config.env).toBeUndefined();
    const { stacks } = synth({ stage: 'dev' }, code);
    // Environment-agnostic: the account is CloudFormation's AWS::AccountId, not a literal.
    expect(Token.isUnresolved(stacks.api.account)).toBe(true);
    expect(Token.isUnresolved(stacks.api.region)).toBe(true);
  });
});

/**
 * The stages in one typed file (issue 42 §3): `-c stage=<name>` picks its values, `-c key=value`
 * overrides one, and a stage with a required value left TO_FILL fails the synth with the whole list.
 */
const STAGING_FILLED = {
  stage: 'staging',
  account: '210987654321',
  certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/staging',
  stripePublishableKey: 'pk_test_staging',
  alarmEmail: 'staging-alarms@konstvagg.example',
};

/** The `-c key=...` lines of a refusal, as key names. */
const missingKeys = (message: string) => [...message.matchAll(/-c (\w+)=/g)].map((m) => m[1]).sort();

/** The keys a stage's requirements name that stages.ts leaves TO_FILL for it. */
const unfilled = (stage: 'staging' | 'prod') =>
  requirementsOf(stage, STAGES[stage].production)
    .flatMap((r) => [...r.keys])
    .filter((key) => STAGES[stage][key] === TO_FILL)
    .sort();

describe('the stage file (infra/cdk/lib/stages.ts)', () => {
  it.each(['staging', 'prod'] as const)(
    '%s: a synth with only -c stage fails once, listing every required value still TO_FILL and none it has',
    (stage) => {
      const message = refusal({ stage });
      expect(message).toMatch(
        new RegExp(`^A (production|staging) stack \\(stage "${stage}"\\) is missing settings`),
      );
      expect(message).toContain('infra/cdk/lib/stages.ts');
      expect(unfilled(stage)).toContain('account');
      expect(missingKeys(message)).toEqual(unfilled(stage));
      // The file's values count: the domain and the secrets' names are not asked for.
      for (const given of ['domain', 'stripeSecretName', 'region'])
        expect(missingKeys(message), given).not.toContain(given);
    },
  );

  it('staging asks for what its smoke test and alarms need, and not for Google or Apple', () => {
    expect(requirementsOf('staging', false)).toEqual(STAGING_REQUIREMENTS);
    expect(requirementsOf('staging', false)[0]).toBe(DEPLOY_TARGET);
    const keys = STAGING_REQUIREMENTS.flatMap((r) => [...r.keys]);
    expect(keys).toEqual(
      expect.arrayContaining(['account', 'region', 'domain', 'stripePublishableKey', 'alarmEmail']),
    );
    expect(keys.some((k) => k.startsWith('google') || k.startsWith('apple'))).toBe(false);
    expect(requirementsOf('dev', false)).toEqual([]);
  });

  it("staging's values reach the config, and -c still overrides one", () => {
    expect(configOf(STAGING_FILLED)).toMatchObject({
      stage: 'staging',
      isProduction: false,
      env: { account: '210987654321', region: 'eu-north-1' },
      domain: 'staging.konstvagg.se',
      publicBaseUrl: 'https://staging.konstvagg.se',
      stripeSecretName: '/konstvagg/staging/stripe/secret-key',
      alarmEmail: 'staging-alarms@konstvagg.example',
      ordersReservedConcurrency: undefined,
    });
    expect(configOf({ ...STAGING_FILLED, domain: 'test.konstvagg.example' }).publicBaseUrl).toBe(
      'https://test.konstvagg.example',
    );
    expect(configOf({ ...STAGING_FILLED, region: 'eu-west-1' }).env).toEqual({
      account: '210987654321',
      region: 'eu-west-1',
    });
  });

  it("puts every stack in the stage's account and region (the WAF in us-east-1), with its settings in the functions", () => {
    const { app, stacks, templates } = synth(STAGING_FILLED, code);
    const all = app.node.children.filter((c): c is Stack => Stack.isStack(c));
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const stack of all) {
      expect(stack.account, stack.stackName).toBe('210987654321');
      expect(stack.region, stack.stackName).toBe(
        stack.stackName === 'Konstvagg-staging-Edge' ? 'us-east-1' : 'eu-north-1',
      );
    }
    expect(stacks.api.stackName).toBe('Konstvagg-staging-Api');
    const env = serviceFunction(templates.api, 'orders').fn.Properties.Environment.Variables;
    expect(env).toMatchObject({
      PUBLIC_BASE_URL: 'https://staging.konstvagg.se',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_staging',
      STRIPE_SECRET_NAME: '/konstvagg/staging/stripe/secret-key',
    });
  });

  it('prod is production, with the production list; a filled prod synthesizes', () => {
    expect(STAGES.prod.production).toBe(true);
    expect(requirementsOf('prod', true)).toEqual([DEPLOY_TARGET, ...PRODUCTION_REQUIREMENTS]);
    const filled = Object.fromEntries(
      unfilled('prod').map((key) => [key, (PRODUCTION as Record<string, string>)[key]]),
    );
    const config = configOf({ stage: 'prod', ...filled });
    expect(config).toMatchObject({
      isProduction: true,
      domain: 'konstvagg.se',
      ordersReservedConcurrency: 50,
    });
  });
});
