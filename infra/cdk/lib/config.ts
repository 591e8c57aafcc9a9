import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import {
  DEPLOY_TARGET,
  isStageName,
  serviceFunctionName,
  STAGES,
  STAGING_REQUIREMENTS,
  TO_FILL,
  type Requirement,
  type StageSettings,
} from './stages.ts';

export { serviceFunctionName } from './stages.ts';

/**
 * Deployment settings: the stage's values in stages.ts, each overridden by CDK context
 * (`-c key=value` or cdk.json). The dev stage needs none, so a plain `npx cdk synth` works offline
 * with no AWS account: its stacks are environment-agnostic.
 * Secrets never come through here; only the *names* of the SSM parameters / Secrets Manager secrets
 * that hold them, which the Lambdas and CloudFormation resolve at run/deploy time.
 */
export interface AppConfig {
  /** Short stage name: prefixes stack names and names the schedule group (`konstvagg-<stage>`). */
  stage: string;
  /** Whether this is production: data and log groups are retained, deletion protection is on. */
  isProduction: boolean;
  /** The stage's account and region (stages.ts), when set; else the stacks are environment-agnostic. */
  env: { account?: string; region?: string } | undefined;
  /** Custom site domain (e.g. konstvagg.se). Needs `certificateArn` to be served by CloudFront. */
  domain: string | undefined;
  /** ACM certificate in us-east-1 for `domain` (CloudFront requirement). */
  certificateArn: string | undefined;
  /**
   * The site's public origin, used in links, QR codes and CORS. Defaults to https://<domain>; without
   * a domain it cannot be known before the distribution exists: deploy once, then pass the CloudFront
   * URL from the `SiteUrl` output with `-c publicBaseUrl=...`.
   */
  publicBaseUrl: string | undefined;
  mailFrom: string;
  /** Email address subscribed to the alarm topic; required in production (readConfig refuses to synth without it). */
  alarmEmail: string | undefined;
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  logRetentionDays: RetentionDays;
  /** SSM SecureString parameter holding the Stripe secret key. */
  stripeSecretName: string;
  /** SSM SecureString parameter holding the Stripe webhook signing secret. */
  stripeWebhookSecretName: string;
  /** Stripe's publishable key (pk_live_… or pk_test_…): not a secret, the browser's payment form uses it. */
  stripePublishableKey?: string;
  google: { clientId: string; clientSecretName: string } | undefined;
  apple: { clientId: string; teamId: string; keyId: string; privateKeySecretName: string } | undefined;
  /** Prefix of the Cognito hosted domain, needed only for Google/Apple federation. */
  authDomainPrefix: string;
  /**
   * The HTTP API stage's throttle, applied to each route on its own (API Gateway's default route
   * settings): a flood on one route is refused with 429 before it reaches a Lambda, and leaves the
   * other routes' allowance alone.
   */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * Concurrency kept for the orders function (checkout, the Stripe webhook, refunds, payouts), so a
   * flood of catalog reads cannot take every execution of the account from the payments. Unset
   * outside production: see readConfig.
   */
  ordersReservedConcurrency: number | undefined;
}

/**
 * What a production stack cannot half-work without, each with the context keys that give it. A
 * production synth lists every one that is missing in one error (readConfig), so one run tells the
 * operator all there is to pass. The secret *names* are asked for too: in production nobody should
 * find out at checkout that the stage-derived default pointed at a parameter that was never made.
 */
export const PRODUCTION_REQUIREMENTS: readonly Requirement[] = [
  { keys: ['domain'], what: "the site's domain (the public base URL is https://<domain>)" },
  { keys: ['certificateArn'], what: "the domain's ACM certificate, in us-east-1" },
  { keys: ['stripePublishableKey'], what: "Stripe's publishable key, for the payment form" },
  {
    keys: ['stripeSecretName', 'stripeWebhookSecretName'],
    what: 'the SSM SecureString parameters with the Stripe secret key and webhook signing secret',
  },
  {
    keys: ['googleClientId', 'googleClientSecretName'],
    what: 'Google sign-in: the client id and the Secrets Manager secret with its client secret',
  },
  {
    keys: ['appleClientId', 'appleTeamId', 'appleKeyId', 'applePrivateKeySecretName'],
    what: 'Sign in with Apple: the service id, team, key id and the Secrets Manager secret with its private key',
  },
  {
    keys: ['alarmEmail'],
    what: 'who hears the alarms (a failed refund or payout, a message in a dead-letter queue)',
  },
];

type Context = IConstruct['node'];
type Lookup = (key: string) => string | undefined;

const fileValue = (file: Partial<StageSettings>, key: string): string | undefined => {
  const value = (file as Record<string, unknown>)[key];
  return value === undefined || value === TO_FILL || typeof value === 'boolean' ? undefined : String(value);
};

/**
 * What a stage must have to synthesize: production's list for a production stack; staging's
 * (stages.ts) for staging; and the account and region for the stages the pipeline deploys, so a
 * deploy with the wrong credentials is refused by CDK instead of building a second marketplace.
 */
export function requirementsOf(stage: string, isProduction: boolean): readonly Requirement[] {
  const list: Requirement[] = isProduction
    ? [...PRODUCTION_REQUIREMENTS]
    : stage === 'staging'
      ? STAGING_REQUIREMENTS.filter((r) => r !== DEPLOY_TARGET)
      : [];
  return stage === 'staging' || stage === 'prod' ? [DEPLOY_TARGET, ...list] : list;
}

const str = (ctx: Context, key: string): string | undefined => {
  const v = ctx.tryGetContext(key);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
    throw new Error(`Context "${key}" must be a string`);
  }
  return String(v);
};

const oneOf = <T extends string>(key: string, value: string, allowed: readonly T[]): T => {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`Context "${key}" must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
};

/** Reads the settings from the app's context (`new App({ context })` in tests). */
export function readConfig(scope: IConstruct): AppConfig {
  const c = scope.node;
  const stage = str(c, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(
      `Context "stage" must be lower-case letters, digits and dashes, at most 20 (got "${stage}")`,
    );
  }
  // `-c key=value` first, then the stage's own value in stages.ts (TO_FILL counts as missing).
  const file: Partial<StageSettings> = isStageName(stage) ? STAGES[stage] : {};
  const get: Lookup = (key) => str(c, key) ?? fileValue(file, key);
  const domain = get('domain');
  const publicBaseUrl = (get('publicBaseUrl') ?? (domain ? `https://${domain}` : undefined))?.replace(
    /\/+$/,
    '',
  );
  const retention = Number(get('logRetentionDays') ?? '30');
  if (
    !(Object.values(RetentionDays) as unknown[]).includes(retention) ||
    retention === RetentionDays.INFINITE
  ) {
    throw new Error(
      `Context "logRetentionDays" must be a CloudWatch retention (1, 3, 5, 7, 14, 30, 60, 90, ...), got ${retention}`,
    );
  }

  const isProduction = (str(c, 'production') ?? String(file.production ?? stage === 'prod')) === 'true';
  // One message with everything missing: a stack without any of these takes real users' money
  // half-way (no receipt link, no payment form, no alarm), so it is not synthesized at all.
  const missing = requirementsOf(stage, isProduction).flatMap(({ keys, what }) => {
    const absent = keys.filter((key) => !get(key));
    return absent.length > 0 ? [`  ${absent.map((k) => `-c ${k}=...`).join(' ')}  (${what})`] : [];
  });
  if (missing.length > 0) {
    throw new Error(
      `A ${isProduction ? 'production' : stage} stack (stage "${stage}") is missing settings: fill them ` +
        `in infra/cdk/lib/stages.ts or pass them with -c (infra/cdk/README.md, "Context keys"). ` +
        `Missing:\n${missing.join('\n')}`,
    );
  }
  const account = get('account');
  const region = get('region');
  const alarmEmail = get('alarmEmail');

  const googleClientId = get('googleClientId');
  const appleClientId = get('appleClientId');
  const secretPrefix = `/konstvagg/${stage}`;

  return {
    stage,
    isProduction,
    env: account || region ? { account, region } : undefined,
    domain,
    certificateArn: get('certificateArn'),
    publicBaseUrl,
    mailFrom: get('mailFrom') ?? `Konstvägg <no-reply@${domain ?? 'konstvagg.se'}>`,
    alarmEmail,
    logLevel: oneOf('logLevel', (get('logLevel') ?? 'INFO').toUpperCase(), [
      'DEBUG',
      'INFO',
      'WARN',
      'ERROR',
    ] as const),
    logRetentionDays: retention as RetentionDays,
    stripeSecretName: get('stripeSecretName') ?? `${secretPrefix}/stripe/secret-key`,
    stripeWebhookSecretName: get('stripeWebhookSecretName') ?? `${secretPrefix}/stripe/webhook-secret`,
    stripePublishableKey: get('stripePublishableKey'),
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecretName: get('googleClientSecretName') ?? `konstvagg/${stage}/google-client-secret`,
        }
      : undefined,
    apple: appleClientId
      ? {
          clientId: appleClientId,
          teamId: required(get, 'appleTeamId', 'appleClientId'),
          keyId: required(get, 'appleKeyId', 'appleClientId'),
          privateKeySecretName: get('applePrivateKeySecretName') ?? `konstvagg/${stage}/apple-private-key`,
        }
      : undefined,
    authDomainPrefix: get('authDomainPrefix') ?? `konstvagg-${stage}`,
    // 100 requests a second per route, bursts of 200: ten times what a busy evening of a small
    // marketplace asks of any one route, far under the account's 10,000 (so one route cannot spend it).
    apiThrottle: {
      rateLimit: positiveInt(get, 'apiRateLimit') ?? 100,
      burstLimit: positiveInt(get, 'apiBurstLimit') ?? 200,
    },
    // 50 in production. Unset elsewhere: a new account's concurrency quota can be as low as 10, and
    // Lambda refuses a reservation that leaves under 10 unreserved, so a dev deploy would fail on it.
    // `-c ordersReservedConcurrency=none` turns it off; 0 would stop the payments, so it is refused.
    ordersReservedConcurrency:
      get('ordersReservedConcurrency') === 'none'
        ? undefined
        : (positiveInt(get, 'ordersReservedConcurrency') ?? (isProduction ? 50 : undefined)),
  };
}

function positiveInt(get: Lookup, key: string): number | undefined {
  const v = get(key);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`Context "${key}" must be a whole number from 1 (got "${v}")`);
  return n;
}

function required(get: Lookup, key: string, because: string): string {
  const v = get(key);
  if (!v) throw new Error(`Context "${key}" is required when "${because}" is set`);
  return v;
}

/**
 * The identity Lambda's fixed name: the Auth stack names it (its `live` alias) as the user pool's
 * custom-auth triggers before the Api stack (which depends on the Auth stack) creates it.
 */
export const identityFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  serviceFunctionName(config, 'identity');

/**
 * The Frontends stack's functions' fixed names: the money dashboard (in the Api stack, which the
 * Frontends stack depends on) shows their health by name, without a reference back.
 */
export const landingFunctionName = (config: Pick<AppConfig, 'stage'>) => `konstvagg-${config.stage}-landing`;
export const edgeInvalidationFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  `konstvagg-${config.stage}-edge-invalidation`;

/** The EventBridge Scheduler group holding the one-time refund and payout schedules. */
export const scheduleGroupName = (config: Pick<AppConfig, 'stage'>) => `konstvagg-${config.stage}`;
