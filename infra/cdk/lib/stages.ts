/**
 * The three stages and every setting each needs, in one typed file (issue 42 §3). `-c stage=<name>`
 * picks one; `-c key=value` still overrides any single value for one synth or deploy. readConfig
 * (config.ts) refuses a synth of a stage with a required value missing, listing every one.
 *
 * A value not known yet is TO_FILL (an empty string): fill it in here and commit it. None of these
 * is a secret: the secrets themselves live in SSM and Secrets Manager, and only their *names* are here.
 */

/** A value someone has to fill in before the stage deploys. Search for it. */
export const TO_FILL = '';

export const STAGE_NAMES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export interface StageSettings {
  /** The AWS account the stage deploys to; TO_FILL leaves it to the credentials the CLI runs with. */
  account: string;
  /** Its region; TO_FILL leaves it to the CLI's credentials too. The WAF is always in us-east-1. */
  region: string;
  /** Production: data and logs retained, deletion protection, threat protection, reserved concurrency. */
  production: boolean;
  /** The site's domain; the public base URL is https://<domain>. */
  domain: string;
  /** The domain's ACM certificate, in us-east-1 (CloudFront's requirement). */
  certificateArn: string;
  /** Sender of every mail; default `Konstvägg <no-reply@<domain>>`. */
  mailFrom?: string;
  /** Who hears the alarms (SNS email subscription). */
  alarmEmail: string;
  /** Stripe's publishable key (pk_live_… in production, pk_test_… elsewhere); not a secret. */
  stripePublishableKey: string;
  /** SSM SecureString parameter names holding Stripe's secret key and webhook signing secret. */
  stripeSecretName: string;
  stripeWebhookSecretName: string;
  /** Google sign-in: the OAuth client id and the Secrets Manager secret with its client secret. */
  googleClientId: string;
  googleClientSecretName: string;
  /** Sign in with Apple: service id, team, key id and the Secrets Manager secret with the private key. */
  appleClientId: string;
  appleTeamId: string;
  appleKeyId: string;
  applePrivateKeySecretName: string;
  /** Prefix of the Cognito hosted domain (Google/Apple federation); default konstvagg-<stage>. */
  authDomainPrefix?: string;
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** CloudWatch retention in days; default 30. */
  logRetentionDays?: number;
  /** The API's per-route throttle (requests a second, burst); default 100 / 200. */
  apiRateLimit?: number;
  apiBurstLimit?: number;
  /** Executions kept for the orders function; default 50 in production, none elsewhere. */
  ordersReservedConcurrency?: number | 'none';
}

/** A context key that a stage's file value can give (every StageSettings key but `production`). */
type StageKey = Exclude<keyof StageSettings, 'production'>;

/** Where each stage's secrets' names start (the SSM parameters and secrets are made by hand once). */
const secretNames = (stage: StageName) => ({
  stripeSecretName: `/konstvagg/${stage}/stripe/secret-key`,
  stripeWebhookSecretName: `/konstvagg/${stage}/stripe/webhook-secret`,
  googleClientSecretName: `konstvagg/${stage}/google-client-secret`,
  applePrivateKeySecretName: `konstvagg/${stage}/apple-private-key`,
});

export const STAGES: Record<StageName, StageSettings> = {
  // A developer's own stage: deploys wherever the CLI's credentials point, with no domain (the
  // CloudFront URL), no Google/Apple and no alarm mail. `npx cdk synth` with no context is this
  // stage, offline; nothing here is required.
  dev: {
    account: TO_FILL,
    region: TO_FILL,
    production: false,
    domain: TO_FILL,
    certificateArn: TO_FILL,
    alarmEmail: TO_FILL,
    stripePublishableKey: TO_FILL,
    ...secretNames('dev'),
    googleClientId: TO_FILL,
    appleClientId: TO_FILL,
    appleTeamId: TO_FILL,
    appleKeyId: TO_FILL,
  },
  // What the pipeline deploys first and smoke-tests: Stripe in test mode, its own domain, alarms.
  staging: {
    account: TO_FILL,
    region: 'eu-north-1',
    production: false,
    domain: 'staging.konstvagg.se',
    certificateArn: TO_FILL,
    alarmEmail: TO_FILL,
    stripePublishableKey: TO_FILL,
    ...secretNames('staging'),
    googleClientId: TO_FILL,
    appleClientId: TO_FILL,
    appleTeamId: TO_FILL,
    appleKeyId: TO_FILL,
  },
  prod: {
    account: TO_FILL,
    region: 'eu-north-1',
    production: true,
    domain: 'konstvagg.se',
    certificateArn: TO_FILL,
    alarmEmail: TO_FILL,
    stripePublishableKey: TO_FILL,
    ...secretNames('prod'),
    googleClientId: TO_FILL,
    appleClientId: TO_FILL,
    appleTeamId: TO_FILL,
    appleKeyId: TO_FILL,
  },
};

/**
 * A service Lambda's fixed name, `konstvagg-<stage>-<service>`: `npm run deploy -- --rollback <service>`
 * and `npm run redrive` find the function (and its `live` alias) by it.
 */
export const serviceFunctionName = (stage: { stage: string }, service: string) =>
  `konstvagg-${stage.stage}-${service}`;

export const isStageName = (name: string): name is StageName =>
  (STAGE_NAMES as readonly string[]).includes(name);

/**
 * What a staging stack cannot half-work without: the pipeline deploys it to the right account and
 * region, and smoke-tests it at its own address with a sign-in and a checkout with Stripe's test card,
 * and someone hears its alarms. Google and Apple are optional there (their buttons are hidden).
 */
export interface Requirement {
  keys: readonly StageKey[];
  what: string;
}

/** The account and region: required of every stage the pipeline deploys (staging, prod). */
export const DEPLOY_TARGET: Requirement = {
  keys: ['account', 'region'],
  what: 'the AWS account and region the stage deploys to',
};

export const STAGING_REQUIREMENTS: readonly Requirement[] = [
  DEPLOY_TARGET,
  { keys: ['domain'], what: "the site's domain (the public base URL is https://<domain>)" },
  { keys: ['certificateArn'], what: "the domain's ACM certificate, in us-east-1" },
  { keys: ['stripePublishableKey'], what: "Stripe's publishable key (test mode), for the payment form" },
  {
    keys: ['stripeSecretName', 'stripeWebhookSecretName'],
    what: 'the SSM SecureString parameters with the Stripe secret key and webhook signing secret',
  },
  {
    keys: ['alarmEmail'],
    what: 'who hears the alarms (a failed refund or payout, a message in a dead-letter queue)',
  },
];
