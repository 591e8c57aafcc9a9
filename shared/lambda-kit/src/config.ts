/**
 * Runtime configuration, read from the environment on first use. The same keys on AWS (set by the
 * CDK app) and locally (set by infra/local before the handlers load); every AWS client takes its
 * endpoint from here, so the code runs unchanged against the local engines, LocalStack or AWS.
 */
function read(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing configuration: ${name}`);
}
const optional = (name: string): string | undefined => process.env[name] || undefined;

/**
 * Settings whose names the CDK app writes and the services read: declared here once, imported by
 * both (infra/cdk/lib/stacks/api-stack.ts). On AWS the Stripe keys live in Secrets Manager under
 * the names these settings hold.
 */
export const STRIPE_SETTINGS = {
  secretName: 'STRIPE_SECRET_NAME',
  webhookSecretName: 'STRIPE_WEBHOOK_SECRET_NAME',
} as const;

export const config = {
  get region() {
    return read('AWS_REGION', 'eu-north-1');
  },
  get tableName() {
    return read('TABLE_NAME');
  },
  get mediaBucket() {
    return read('MEDIA_BUCKET');
  },
  /** True on one machine (embedded local stack): emulator-specific client settings apply. */
  get isLocal() {
    return process.env.KONSTVAGG_LOCAL === '1';
  },
  endpoint(service: 'DYNAMODB' | 'S3' | 'COGNITO_IDENTITY_PROVIDER' | 'SCHEDULER'): string | undefined {
    return optional(`AWS_ENDPOINT_URL_${service}`) ?? optional('AWS_ENDPOINT_URL');
  },
  get cognito() {
    return {
      userPoolId: read('COGNITO_USER_POOL_ID'),
      clientId: read('COGNITO_CLIENT_ID'),
      issuer: read('COGNITO_ISSUER'),
      jwksUrl: read('COGNITO_JWKS_URL', `${read('COGNITO_ISSUER')}/.well-known/jwks.json`),
    };
  },
  /** The site's own origin for links in mail and QR codes. Never derived from request headers (Host can be forged). */
  get publicBaseUrl() {
    return read('PUBLIC_BASE_URL', process.env.KONSTVAGG_LOCAL === '1' ? 'http://localhost:8080' : undefined);
  },
  get stripe() {
    return {
      /** The SSM SecureString parameter that holds the secret key (AWS; loaded by secret-settings.ts). */
      secretName: optional(STRIPE_SETTINGS.secretName),
      webhookSecretName: optional(STRIPE_SETTINGS.webhookSecretName),
      /** The key itself, only where there is no secret store (the local Stripe stand-in). */
      get secretKey() {
        return read('STRIPE_SECRET_KEY');
      },
      apiBase: optional('STRIPE_API_BASE'),
      webhookSecret: optional('STRIPE_WEBHOOK_SECRET'),
    };
  },
  get mail() {
    return {
      from: read('MAIL_FROM', 'Konstvägg <no-reply@konstvagg.se>'),
      outboxDir: optional('MAIL_OUTBOX_DIR'),
    };
  },
  /**
   * The secret CloudFront adds to every API request (shared/lambda-kit/src/origin.ts); unset locally,
   * where the gateway is the only way in and no check is made.
   */
  get originSecret() {
    return optional('ORIGIN_SECRET');
  },
  /**
   * The key that signs pagination cursors (cursor.ts). Defaults to the origin secret; locally a fixed
   * key will do: the signature's job is to refuse edited cursors, and the exact key-set check keeps
   * the store safe even from a forged one.
   */
  get cursorSecret() {
    return optional('CURSOR_SECRET') ?? optional('ORIGIN_SECRET') ?? 'konstvagg-local-cursor-key';
  },
  get scheduler() {
    return {
      groupName: read('SCHEDULER_GROUP_NAME', 'konstvagg'),
      roleArn: optional('SCHEDULER_ROLE_ARN'),
      /** SQS queue that catches a schedule Scheduler could not deliver (set on AWS by the CDK app). */
      deadLetterArn: optional('SCHEDULER_DEAD_LETTER_ARN'),
    };
  },
};
