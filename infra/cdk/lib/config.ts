import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * Deployment settings, read from CDK context (`-c key=value` or cdk.json). Every key has a default,
 * so a plain `npx cdk synth` works offline with no AWS account: the stacks are environment-agnostic.
 * Secrets never come through here; only the *names* of the SSM parameters / Secrets Manager secrets
 * that hold them, which the Lambdas and CloudFormation resolve at run/deploy time.
 */
export interface AppConfig {
  /** Short stage name: prefixes stack names and names the schedule group (`konstvagg-<stage>`). */
  stage: string;
  /** Whether this is production: data and log groups are retained, deletion protection is on. */
  isProduction: boolean;
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
}

type Context = IConstruct['node'];

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
  const domain = str(c, 'domain');
  const publicBaseUrl = (str(c, 'publicBaseUrl') ?? (domain ? `https://${domain}` : undefined))?.replace(
    /\/+$/,
    '',
  );
  const retention = Number(str(c, 'logRetentionDays') ?? '30');
  if (
    !(Object.values(RetentionDays) as unknown[]).includes(retention) ||
    retention === RetentionDays.INFINITE
  ) {
    throw new Error(
      `Context "logRetentionDays" must be a CloudWatch retention (1, 3, 5, 7, 14, 30, 60, 90, ...), got ${retention}`,
    );
  }

  const isProduction = (str(c, 'production') ?? String(stage === 'prod')) === 'true';
  const alarmEmail = str(c, 'alarmEmail');
  if (isProduction && !alarmEmail) {
    // An alarm nobody receives is a refund lost in silence (docs/operations.md).
    throw new Error(
      'Context "alarmEmail" is required for a production stack: every alarm (a failed refund or payout, a message in a dead-letter queue) goes to it. Pass -c alarmEmail=ops@example.se',
    );
  }

  const googleClientId = str(c, 'googleClientId');
  const appleClientId = str(c, 'appleClientId');
  const secretPrefix = `/konstvagg/${stage}`;

  return {
    stage,
    isProduction,
    domain,
    certificateArn: str(c, 'certificateArn'),
    publicBaseUrl,
    mailFrom: str(c, 'mailFrom') ?? `Konstvägg <no-reply@${domain ?? 'konstvagg.se'}>`,
    alarmEmail,
    logLevel: oneOf('logLevel', (str(c, 'logLevel') ?? 'INFO').toUpperCase(), [
      'DEBUG',
      'INFO',
      'WARN',
      'ERROR',
    ] as const),
    logRetentionDays: retention as RetentionDays,
    stripeSecretName: str(c, 'stripeSecretName') ?? `${secretPrefix}/stripe/secret-key`,
    stripeWebhookSecretName: str(c, 'stripeWebhookSecretName') ?? `${secretPrefix}/stripe/webhook-secret`,
    stripePublishableKey: str(c, 'stripePublishableKey'),
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecretName: str(c, 'googleClientSecretName') ?? `konstvagg/${stage}/google-client-secret`,
        }
      : undefined,
    apple: appleClientId
      ? {
          clientId: appleClientId,
          teamId: required(c, 'appleTeamId', 'appleClientId'),
          keyId: required(c, 'appleKeyId', 'appleClientId'),
          privateKeySecretName: str(c, 'applePrivateKeySecretName') ?? `konstvagg/${stage}/apple-private-key`,
        }
      : undefined,
    authDomainPrefix: str(c, 'authDomainPrefix') ?? `konstvagg-${stage}`,
  };
}

function required(c: Context, key: string, because: string): string {
  const v = str(c, key);
  if (!v) throw new Error(`Context "${key}" is required when "${because}" is set`);
  return v;
}

/**
 * The identity Lambda's fixed name: the Auth stack names it as the user pool's custom-auth triggers
 * before the Api stack (which depends on the Auth stack) creates it.
 */
export const identityFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  `konstvagg-${config.stage}-identity`;

/**
 * The Frontends stack's functions' fixed names: the money dashboard (in the Api stack, which the
 * Frontends stack depends on) shows their health by name, without a reference back.
 */
export const landingFunctionName = (config: Pick<AppConfig, 'stage'>) => `konstvagg-${config.stage}-landing`;
export const edgeInvalidationFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  `konstvagg-${config.stage}-edge-invalidation`;

/** The EventBridge Scheduler group holding the one-time refund and payout schedules. */
export const scheduleGroupName = (config: Pick<AppConfig, 'stage'>) => `konstvagg-${config.stage}`;
