import { acknowledgeFindings, LAMBDA_BASIC_EXECUTION_FINDING } from '../security-audit.ts';
import { Aws, Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { API_BASE_PATH } from '@konstvagg/lambda-kit/routes';
import { ORIGIN_SECRET_HEADER } from '@konstvagg/lambda-kit/origin';
import type { AppConfig } from '../config.ts';
import { alarmOnFunction } from './alarms.ts';
import { metricsNamespace } from './business-metrics.ts';
import { TRACER_ENVIRONMENT } from './service-function.ts';

/**
 * The origin secret (issue 9, docs/decisions.md "Hostile input"): a random value in Secrets Manager,
 * generated at deploy time and never in the template. CloudFront sends it to the HTTP API in
 * ORIGIN_SECRET_HEADER on every request; the functions get it as ORIGIN_SECRET and answer 403 to
 * anything without it, so the execute-api URL cannot be called directly (which would skip the
 * viewer-address header the per-IP limits rely on). The Data stack makes it (deployed first); the Api
 * and Frontends stacks name it rather than take a token across stacks, so each of their templates
 * holds only a dynamic reference that CloudFormation resolves.
 */
const originSecretName = (config: AppConfig) => `konstvagg/${config.stage}/origin-secret`;
export { ORIGIN_SECRET_HEADER };

/** The secret's value as a CloudFormation dynamic reference (never the value itself). */
export const originSecretValue = (config: AppConfig): string =>
  SecretValue.secretsManager(originSecretName(config)).unsafeUnwrap();

export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: { config: AppConfig }) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      secretName: originSecretName(props.config),
      description: `Konstvägg ${props.config.stage}: the header CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // A deleted production stack must not take the value CloudFront still sends with it.
      removalPolicy: props.config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeFindings(this.secret, {
      'AwsSolutions-SMG4':
        'It rotates every 30 days: the rotation schedule lives in the Frontends stack beside the distribution whose header it updates (OriginSecretRotation), which cdk-nag cannot see from this stack',
    });
  }
}

/**
 * The key that signs pagination cursors (shared/lambda-kit cursor.ts, CURSOR_SECRET): its own
 * secret, never rotated, because the origin secret now rotates and a cursor signed before a
 * rotation must still read after it (issue 41). Made in the Data stack beside the origin secret.
 */
const cursorKeyName = (config: AppConfig) => `konstvagg/${config.stage}/cursor-key`;

/** The cursor key as a CloudFormation dynamic reference. */
export const cursorKeyValue = (config: AppConfig): string =>
  SecretValue.secretsManager(cursorKeyName(config)).unsafeUnwrap();

export class CursorKey extends Construct {
  constructor(scope: Construct, id: string, props: { config: AppConfig }) {
    super(scope, id);
    const secret = new secretsmanager.Secret(this, 'Secret', {
      secretName: cursorKeyName(props.config),
      description: `Konstvägg ${props.config.stage}: signs the API's pagination cursors`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeFindings(secret, {
      'AwsSolutions-SMG4':
        'An HMAC key for pagination cursors only (they carry a list position, nothing secret, and are refused when tampered with): rotating it would break every cursor in flight for no gain; it is replaced by hand if ever exposed',
    });
  }
}

/** How often the origin secret is replaced (issue 41). */
const ORIGIN_SECRET_ROTATION_DAYS = 30;
/** The public route the rotation asks with the new value before CloudFront sends it. */
export const ORIGIN_PROBE_PATH = `${API_BASE_PATH}/auth/providers`;
/** The env var naming the secret, for code that reads its AWSCURRENT and AWSPREVIOUS at run time. */
export const ORIGIN_SECRET_ID_ENV = 'ORIGIN_SECRET_ID';
export const originSecretRotationFunctionName = (config: Pick<AppConfig, 'stage'>) =>
  `konstvagg-${config.stage}-origin-secret-rotation`;

/** ARN pattern of the secret by name (Secrets Manager appends six random characters). */
const originSecretArn = (config: AppConfig) =>
  `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${originSecretName(config)}-??????`;

/**
 * Lets a function read the secret's current and previous values at run time (GetSecretValue with
 * VersionStage AWSCURRENT / AWSPREVIOUS), naming it in ORIGIN_SECRET_ID. Rotation changes the value
 * CloudFront sends without a deploy, so the deploy-time ORIGIN_SECRET goes stale after two rotations.
 */
export function grantOriginSecretRead(fn: lambda.Function, config: AppConfig): void {
  fn.addEnvironment(ORIGIN_SECRET_ID_ENV, originSecretName(config));
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
      resources: [originSecretArn(config)],
    }),
  );
}

/**
 * The rotation Lambda (Secrets Manager's four steps; CommonJS, the AWS SDK v3 of the nodejs22.x
 * runtime). createSecret puts a random AWSPENDING value. setSecret and testSecret do nothing: the API
 * accepts AWSCURRENT and AWSPREVIOUS, so the new value needs no preparation before it is current.
 * finishSecret makes it AWSCURRENT (the old one becomes AWSPREVIOUS, still accepted), asks the API
 * with it, and only when the API answers puts it in the distribution's origin header. Until then
 * CloudFront keeps sending the old value, so a failure on the way (an error, and its alarm) never
 * locks CloudFront out. Every step can run twice.
 */
export const ORIGIN_SECRET_ROTATION_CODE = `const sm = require('@aws-sdk/client-secrets-manager');
const cf = require('@aws-sdk/client-cloudfront');
const secrets = new sm.SecretsManagerClient({});
const cloudfront = new cf.CloudFrontClient({});
const env = process.env;

exports.handler = async (event) => {
  const id = event.SecretId;
  const token = event.ClientRequestToken;
  const meta = await secrets.send(new sm.DescribeSecretCommand({ SecretId: id }));
  const versions = meta.VersionIdsToStages || {};
  if (!versions[token]) throw new Error('Version ' + token + ' is not a version of ' + id);
  if (event.Step === 'createSecret') return createSecret(id, token);
  if (event.Step === 'finishSecret') return finishSecret(id, token, versions);
};

async function createSecret(id, token) {
  try {
    await secrets.send(new sm.GetSecretValueCommand({ SecretId: id, VersionId: token, VersionStage: 'AWSPENDING' }));
    return;
  } catch (e) {
    if (e.name !== 'ResourceNotFoundException') throw e;
  }
  const random = await secrets.send(new sm.GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true }));
  await secrets.send(new sm.PutSecretValueCommand({
    SecretId: id, ClientRequestToken: token, SecretString: random.RandomPassword, VersionStages: ['AWSPENDING'],
  }));
}

async function finishSecret(id, token, versions) {
  const current = Object.keys(versions).find((v) => versions[v].includes('AWSCURRENT'));
  if (current !== token) {
    await secrets.send(new sm.UpdateSecretVersionStageCommand({
      SecretId: id, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: current,
    }));
  }
  const value = (await secrets.send(new sm.GetSecretValueCommand({ SecretId: id, VersionStage: 'AWSCURRENT' }))).SecretString;
  const probe = await fetch(env.API_ORIGIN + env.PROBE_PATH, { headers: { [env.HEADER]: value } });
  if (!probe.ok) throw new Error('The API answers ' + probe.status + ' to the new origin secret; CloudFront keeps the previous one');
  const { DistributionConfig: config, ETag } = await cloudfront.send(new cf.GetDistributionConfigCommand({ Id: env.DISTRIBUTION_ID }));
  let changed = false;
  for (const origin of config.Origins.Items || []) {
    for (const header of (origin.CustomHeaders && origin.CustomHeaders.Items) || []) {
      if (header.HeaderName.toLowerCase() === env.HEADER && header.HeaderValue !== value) {
        header.HeaderValue = value;
        changed = true;
      }
    }
  }
  if (changed) {
    await cloudfront.send(new cf.UpdateDistributionCommand({ Id: env.DISTRIBUTION_ID, IfMatch: ETag, DistributionConfig: config }));
  }
}
`;

export interface OriginSecretRotationProps {
  config: AppConfig;
  /** The distribution whose API origin sends the secret. */
  distribution: cloudfront.IDistribution;
  /** https://<api id>.execute-api.<region>.<suffix>: where the new value is tried first. */
  apiOrigin: string;
  alarmTopic: sns.ITopic;
  logGroup: logs.LogGroupProps;
}

/**
 * Rotates the origin secret every ORIGIN_SECRET_ROTATION_DAYS days (issue 41). It lives beside the
 * distribution it updates (the Frontends stack) and names the Data stack's secret, as the other
 * readers do. The schedule does not rotate on creation: the first rotation is a month after deploy.
 */
export class OriginSecretRotation extends Construct {
  readonly function: lambda.Function;
  readonly schedule: secretsmanager.RotationSchedule;

  constructor(scope: Construct, id: string, props: OriginSecretRotationProps) {
    super(scope, id);
    const { config } = props;
    const fn = new lambda.Function(this, 'RotationFunction', {
      description: `Konstvägg ${config.stage}: rotates the origin secret CloudFront sends to the API`,
      functionName: originSecretRotationFunctionName(config),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromInline(ORIGIN_SECRET_ROTATION_CODE),
      memorySize: 256,
      timeout: Duration.minutes(1),
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        DISTRIBUTION_ID: props.distribution.distributionId,
        API_ORIGIN: props.apiOrigin,
        PROBE_PATH: ORIGIN_PROBE_PATH,
        HEADER: ORIGIN_SECRET_HEADER,
        POWERTOOLS_SERVICE_NAME: 'origin-secret-rotation',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config),
        ...TRACER_ENVIRONMENT,
      },
      logGroup: new logs.LogGroup(this, 'Logs', props.logGroup),
    });
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
          'secretsmanager:PutSecretValue',
          'secretsmanager:UpdateSecretVersionStage',
        ],
        resources: [originSecretArn(config)],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetRandomPassword'], resources: ['*'] }),
    );
    props.distribution.grant(fn, 'cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution');
    acknowledgeFindings(fn, {
      'AwsSolutions-L1':
        'nodejs22.x, the runtime of every function of the app, whose SDK v3 the inline code uses; moved with the others',
      [LAMBDA_BASIC_EXECUTION_FINDING]:
        'AWSLambdaBasicExecutionRole grants only the log writes every function needs, to its own log group',
      'AwsSolutions-IAM5[Resource::*]':
        'secretsmanager:GetRandomPassword and the X-Ray trace writes take no resource (*); every other action names the origin secret or the distribution',
    });
    this.function = fn;
    this.schedule = new secretsmanager.RotationSchedule(this, 'Schedule', {
      secret: secretsmanager.Secret.fromSecretNameV2(this, 'Secret', originSecretName(config)),
      rotationLambda: fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
      rotateImmediatelyOnUpdate: false,
    });
    // By name: the imported secret's ARN is partial, and a partial ARN whose name ends in a dash
    // and six characters ("-secret") is read as a full one, naming another secret.
    (this.schedule.node.defaultChild as secretsmanager.CfnRotationSchedule).secretId =
      originSecretName(config);
    // A failed rotation is one error: CloudFront still sends a value the API takes, but look now.
    alarmOnFunction(this, fn, props.alarmTopic, { errorThreshold: 1 });
  }
}
