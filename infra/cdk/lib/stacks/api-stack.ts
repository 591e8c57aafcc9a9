import { MailFeedback, mailConfigurationSetName } from '../constructs/mail-feedback.ts';
import { acknowledgeFindings } from '../security-audit.ts';
import {
  ArnFormat,
  type CfnElement,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { OUTBOX_PK } from '@konstvagg/domain';
import { STRIPE_SETTINGS } from '@konstvagg/lambda-kit/config';
import {
  FX_RATES_SCHEDULE,
  PAYOUT_SWEEP_SCHEDULE,
  SCHEDULE_RETRY_POLICY,
  SCHEDULE_TIME_ZONE,
} from '@konstvagg/lambda-kit/ports/scheduler';
import { API_BASE_PATH, isProtected, routeKeyOf, type ServiceName } from '@konstvagg/lambda-kit/routes';
import type { RouteEntry } from '../../../route-table.ts';
import { AWS_LIMITS } from '../../../aws-limits.ts';
import { scheduleGroupName, serviceFunctionName, type AppConfig } from '../config.ts';
import { alarmOnBusinessMetrics, alarmOnDeadLetters, alarmOnFunction } from '../constructs/alarms.ts';
import { metricsNamespace } from '../constructs/business-metrics.ts';
import { deadLetterQueue } from '../constructs/dead-letters.ts';
import { IdentityOAuth } from '../constructs/identity-oauth.ts';
import { MoneyDashboard } from '../constructs/money-dashboard.ts';
import { cursorKeyValue, grantOriginSecretRead, originSecretValue } from '../constructs/origin-secret.ts';
import { ServiceFunction } from '../constructs/service-function.ts';
import {
  mediaBucketName,
  mediaObjectsAsAudited,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  tableResources,
} from './data-stack.ts';
import { SHARP_FONTS_DIR, SHARP_SERVICES, SharpLayer } from '../constructs/sharp-layer.ts';
import { serviceEntry } from '../paths.ts';
import { COGNITO_ADMIN_ACTIONS, COGNITO_SUSPEND_ACTIONS, SERVICE_ACCESS } from '../service-access.ts';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  /** The route table (infra/route-table.ts): one API Gateway route per entry. */
  routes: readonly RouteEntry[];
  /** Services that get a Lambda: those with at least one route. */
  services: readonly ServiceName[];
  table: dynamodb.ITable;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  issuer: string;
  schedulerRole: iam.IRole;
  /** Where Scheduler puts a schedule it could not deliver (the Scheduler stack's queue). */
  scheduleDeadLetters: sqs.IQueue;
  /** Replaces the bundled code of every service (tests that inspect wiring and IAM only). */
  codeFor?: (service: ServiceName) => lambda.Code;
  /** Replaces the deploy-time build of the sharp layer (tests). */
  sharpLayerCode?: lambda.Code;
  /**
   * The Frontends stack's functions and its stream-failures queue, by their fixed names, for the
   * money dashboard and the admins' dead letters (that stack depends on this one, so no reference
   * can come back). Unset when the Frontends stack has none (no landing build).
   */
  frontends?: {
    functions: readonly { label: string; functionName: string }[];
    streamFailuresQueueName: string;
  };
}

/**
 * Services that need more than the defaults (512 MB, 10 s), with the reason. media: an artwork
 * image upload decodes a photo of up to 15 MB (100 MP at most) and encodes five sizes; 1536 MB gives
 * the memory for that and close to a full vCPU, and 29 s is API Gateway's integration timeout. Every
 * other service, the catalog's reads included, runs on the defaults.
 */
const SERVICE_SIZING: Partial<Record<ServiceName, { memorySize: number; timeout: Duration }>> = {
  media: { memorySize: 1536, timeout: Duration.seconds(29) },
  // The quarter-hourly sweep runs here: its payouts stop 20 s before this (a backlog waits for the
  // next run, never for a timeout). HTTP calls are cut at API Gateway's 29 s whatever this says.
  orders: { memorySize: 512, timeout: Duration.seconds(60) },
};

/**
 * The HTTP API: one Lambda per deployed service, one route per route-table entry at /api/v1<path>,
 * and a Cognito JWT authorizer on the routes that need a role. 'optional' routes have no authorizer:
 * the Lambda verifies a token if one is sent. Every route still checks role and ownership in code.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly functions: ReadonlyMap<ServiceName, ServiceFunction>;
  /** Every alarm of the app notifies this topic (docs/operations.md). */
  readonly alarmTopic: sns.Topic;
  /**
   * Scheduled tasks (a refund, the payout sweep) whose run failed after Lambda's own two retries.
   * EventBridge Scheduler invokes the function asynchronously, so without this the event is gone.
   */
  readonly taskFailures: sqs.Queue;
  /** The Data stack's media bucket, by its fixed name (mediaBucketName). */
  private readonly mediaByName: s3.IBucket;
  /** SES's configuration set, its bounce and complaint topic, and the domain identity (with a domain). */
  mailFeedback?: MailFeedback;
  /** Bounce and complaint notices the admin function could not take (with the admin service only). */
  private mailFeedbackFailures?: sqs.Queue;
  /** Outbox stream batches that failed every retry (with the orders service only). */
  outboxFailures?: sqs.Queue;
  /** `Konstvagg-<stage>-Money` (docs/operations.md "Dashboard"). */
  readonly dashboard: MoneyDashboard;
  /** One JSON line per API request (ACCESS_LOG_FORMAT). */
  readonly accessLogs: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.mediaByName = s3.Bucket.fromBucketName(this, 'Media', mediaBucketName(config));

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `konstvagg-${config.stage}`,
      description: `Konstvägg API (${config.stage}), served to browsers under ${API_BASE_PATH} by CloudFront`,
      createDefaultStage: true,
    });
    this.accessLogs = this.stageSettings(config);

    const authorizer = new HttpJwtAuthorizer('Cognito', props.issuer, {
      authorizerName: 'cognito',
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    const environment: Record<string, string> = {
      // Only requests that came through CloudFront are served (shared/lambda-kit/src/origin.ts): the
      // deploy's value here, the rotating current and previous ones read at run time
      // (ORIGIN_SECRET_ID, grantOriginSecretRead below).
      ORIGIN_SECRET: originSecretValue(config),
      // Cursors are signed with a key of their own, which does not rotate.
      CURSOR_SECRET: cursorKeyValue(config),
      TABLE_NAME: props.table.tableName,
      MEDIA_BUCKET: mediaBucketName(config),
      COGNITO_USER_POOL_ID: props.userPool.userPoolId,
      COGNITO_CLIENT_ID: props.userPoolClient.userPoolClientId,
      COGNITO_ISSUER: props.issuer,
      COGNITO_JWKS_URL: `${props.issuer}/.well-known/jwks.json`,
      SCHEDULER_GROUP_NAME: scheduleGroupName(config),
      SCHEDULER_ROLE_ARN: props.schedulerRole.roleArn,
      SCHEDULER_DEAD_LETTER_ARN: props.scheduleDeadLetters.queueArn,
      MAIL_FROM: config.mailFrom,
      [STRIPE_SETTINGS.secretName]: config.stripeSecretName,
      [STRIPE_SETTINGS.webhookSecretName]: config.stripeWebhookSecretName,
      ...(config.stripePublishableKey ? { STRIPE_PUBLISHABLE_KEY: config.stripePublishableKey } : {}),
      LOG_LEVEL: config.logLevel,
      ...(config.publicBaseUrl ? { PUBLIC_BASE_URL: config.publicBaseUrl } : {}),
    };

    const sharp = props.services.some((s) => SHARP_SERVICES.includes(s))
      ? new SharpLayer(this, 'Sharp', { code: props.sharpLayerCode }).layer
      : undefined;

    // Google/Apple sign-in: the identity Lambda is also the pool's custom-auth trigger.
    const identityOAuth = props.services.includes('identity')
      ? new IdentityOAuth(this, 'IdentityOAuth', { config })
      : undefined;

    this.alarmTopic = new sns.Topic(this, 'Alarms', {
      displayName: `Konstvägg ${config.stage} alarms`,
      enforceSSL: true,
    });
    if (config.alarmEmail) {
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    }
    this.taskFailures = deadLetterQueue(this, 'TaskFailures', { config, name: 'task-failures' });

    const functions = new Map<ServiceName, ServiceFunction>();
    for (const service of props.services) {
      const fn = new ServiceFunction(this, `${pascal(service)}Function`, {
        entry: serviceEntry(service),
        code: props.codeFor?.(service),
        description: `Konstvägg ${service} service (${config.stage})`,
        functionName: serviceFunctionName(config, service),
        metricsNamespace: metricsNamespace(config),
        environment: {
          ...environment,
          POWERTOOLS_SERVICE_NAME: service,
          // The sharp layer's fonts (text in Open Graph images).
          ...(sharp && SHARP_SERVICES.includes(service) ? { FONTCONFIG_PATH: SHARP_FONTS_DIR } : {}),
        },
        ...(service === 'identity' ? identityOAuth?.functionProps : {}),
        logRetention: config.logRetentionDays,
        logRemovalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        ...SERVICE_SIZING[service],
        // Payments keep their own executions: a flood on another route cannot starve them (config.ts).
        ...(service === 'orders' && config.ordersReservedConcurrency !== undefined
          ? { reservedConcurrentExecutions: config.ordersReservedConcurrency }
          : {}),
        ...(sharp && SHARP_SERVICES.includes(service) ? { layers: [sharp] } : {}),
      });
      this.grant(service, fn, props);
      grantOriginSecretRead(fn, config);
      if (service === 'identity') identityOAuth?.attach(fn, props.userPool);
      functions.set(service, fn);
    }
    this.functions = functions;

    // Bounces and complaints (issue 41): SES -> SNS -> the admin function, which suppresses the
    // address. A notice SNS cannot deliver, or one the function fails on after Lambda's two retries,
    // is kept in its own queue, which alarms (the admin function reads the money paths' dead letters
    // but never writes to them, so it gets a queue of its own).
    const admin = functions.get('admin');
    if (admin) {
      const failures = deadLetterQueue(this, 'MailFeedbackFailures', {
        config,
        name: 'mail-feedback-failures',
      });
      this.mailFeedback = new MailFeedback(this, 'MailFeedback', {
        config,
        mailDomain: mailDomain(config.mailFrom),
        reader: admin.live,
        failures,
      });
      admin.live.configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(failures),
      });
      alarmOnDeadLetters(this, 'MailFeedbackFailures', failures, this.alarmTopic);
      this.mailFeedbackFailures = failures;
    }

    // One integration per service, to its `live` alias; one invoke permission per alias (not per
    // route, which would outgrow the 20 KB Lambda policy limit as the route table grows).
    const integrations = new Map(
      [...functions].map(([service, fn]) => [
        service,
        new HttpLambdaIntegration(`${pascal(service)}Integration`, fn.live, {
          scopePermissionToRoute: false,
          // HTTP API's maximum, which the local gateway keeps too (infra/aws-limits.ts).
          timeout: Duration.millis(AWS_LIMITS.integrationTimeoutMs),
        }),
      ]),
    );

    const seen = new Set<string>();
    for (const route of props.routes) {
      const routeKey = routeKeyOf(route);
      if (seen.has(routeKey)) throw new Error(`Duplicate route in the route table: ${routeKey}`);
      seen.add(routeKey);
      const integration = integrations.get(route.service);
      if (!integration)
        throw new Error(`Route ${routeKey} belongs to ${route.service}, which is not deployed`);
      const httpRoute = new apigw.HttpRoute(
        this,
        `Route ${route.method} ${route.path.replaceAll('/', ':')}`,
        {
          httpApi: this.httpApi,
          routeKey: apigw.HttpRouteKey.with(`${API_BASE_PATH}${route.path}`, apigw.HttpMethod[route.method]),
          integration,
          ...(isProtected(route.access) ? { authorizer } : {}),
        },
      );
      if (!isProtected(route.access))
        acknowledgeFindings(httpRoute, {
          'AwsSolutions-APIG4':
            route.access === 'public'
              ? 'Public by design (the spec): browsing, a guest checkout, sign-in and sign-up, the QR pages, and the Stripe webhook (which verifies its signature); only CloudFront may call it (origin secret), behind the WAF'
              : 'A token is optional here (a guest may use it): the function verifies any token it is sent (lambda-kit auth) and answers by role; only CloudFront may call it, behind the WAF',
        });
    }

    this.alarms(functions, props);
    this.deadLettersForAdmins(functions, props);
    this.dashboard = new MoneyDashboard(this, 'MoneyDashboard', {
      config,
      httpApi: this.httpApi,
      functions: [
        ...[...functions].map(([service, fn]) => ({
          label: service,
          functionName: fn.functionName,
          api: true,
        })),
        ...(props.frontends?.functions ?? []).map((fn) => ({ ...fn, api: false })),
      ],
      deadLetters: [
        { label: 'schedule-dead-letters', queue: props.scheduleDeadLetters },
        { label: 'task-failures', queue: this.taskFailures },
        ...(this.outboxFailures ? [{ label: 'outbox-failures', queue: this.outboxFailures }] : []),
        ...(props.frontends
          ? [{ label: 'stream-failures', queue: props.frontends.streamFailuresQueueName }]
          : []),
      ],
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  /**
   * The default stage's throttle and access logs. HTTP API (v2): the `$context` variables are the
   * HTTP API's (`routeKey`, `identity.sourceIp`), and API Gateway writes through its service-linked
   * role, so no account-wide CloudWatch role is needed. Set on the stage HttpApi already made (an
   * escape hatch: a stage of our own would be a second `$default`, which CloudFormation cannot swap).
   */
  private stageSettings(config: AppConfig): logs.LogGroup {
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetentionDays,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const stage = this.httpApi.defaultStage?.node.defaultChild as apigw.CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: config.apiThrottle.rateLimit,
      throttlingBurstLimit: config.apiThrottle.burstLimit,
    };
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify(ACCESS_LOG_FORMAT),
    };
    return accessLogs;
  }

  /**
   * The admin dashboard's "needs attention" (services/admin dashboard, lambda-kit ports/dead-letters):
   * the admin function reads the money paths' dead-letter queues (and the mail feedback's, whose
   * notices it failed on: an address not suppressed keeps being mailed) without taking their messages
   * (ReceiveMessage with no visibility timeout, GetQueueAttributes), named to it in
   * DEAD_LETTER_QUEUES. Replaying them is the operator's `npm run redrive`, with their own rights.
   * The stream-failures queue (a stale page at the edge, not money) belongs to the Frontends stack,
   * which depends on this one, so it is named here by its fixed name (`konstvagg-<stage>-stream-failures`,
   * its ARN and URL built from this stack's account and region): a reference to the Frontends stack
   * would be a cycle. On a first deploy it does not exist yet while this stack is up; the reader skips
   * a queue that is not there (ports/dead-letters.ts).
   */
  private deadLettersForAdmins(functions: Map<ServiceName, ServiceFunction>, props: ApiStackProps): void {
    const admin = functions.get('admin');
    if (!admin) return;
    const queues: Record<string, sqs.IQueue> = {
      'schedule-dead-letters': props.scheduleDeadLetters,
      'task-failures': this.taskFailures,
      ...(this.outboxFailures ? { 'outbox-failures': this.outboxFailures } : {}),
      ...(this.mailFeedbackFailures ? { 'mail-feedback-failures': this.mailFeedbackFailures } : {}),
      ...(props.frontends
        ? { 'stream-failures': this.queueByName('StreamFailures', props.frontends.streamFailuresQueueName) }
        : {}),
    };
    admin.addEnvironment(
      'DEAD_LETTER_QUEUES',
      Stack.of(this).toJsonString(
        Object.fromEntries(Object.entries(queues).map(([n, q]) => [n, q.queueUrl])),
      ),
    );
    for (const queue of Object.values(queues))
      queue.grant(admin, 'sqs:ReceiveMessage', 'sqs:GetQueueAttributes');
  }

  /** A queue of another stack, by its fixed name in this stack's account and region (no cross-stack reference). */
  private queueByName(id: string, queueName: string): sqs.IQueue {
    return sqs.Queue.fromQueueAttributes(this, id, {
      queueName,
      queueArn: this.formatArn({
        service: 'sqs',
        resource: queueName,
        arnFormat: ArnFormat.NO_RESOURCE_NAME,
      }),
      queueUrl: `https://sqs.${this.region}.${this.urlSuffix}/${this.account}/${queueName}`,
    });
  }

  /**
   * Turns SERVICE_ACCESS (the one place that says who may touch what) into IAM grants. What invokes
   * the function (the schedules, the table stream) invokes its `live` alias.
   */
  private grant(service: ServiceName, fn: ServiceFunction, props: ApiStackProps): void {
    const access = SERVICE_ACCESS[service];
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...TABLE_READ_ACTIONS, ...(access.table === 'readWrite' ? TABLE_WRITE_ACTIONS : [])],
        resources: tableResources(props.table.tableArn),
      }),
    );

    // By name (mediaBucketName), so the object grant reads as the bucket's ARN and `/*`.
    const media = this.mediaByName;
    if (access.media === 'read') media.grantRead(fn);
    else if (access.media === 'readWrite') media.grantReadWrite(fn);
    if (access.media) {
      const why =
        "CDK's S3 grant action groups, on the objects of the one media bucket only (SERVICE_ACCESS names who reads and who writes)";
      acknowledgeFindings(fn, {
        [`AwsSolutions-IAM5[Resource::${mediaObjectsAsAudited(props.config)}]`]:
          "The media bucket's objects: artwork and venue images and labels under keys made at run time (random ids), which no narrower resource can name; the bucket is this stage's own and blocks public access",
        'AwsSolutions-IAM5[Action::s3:GetObject*]': why,
        'AwsSolutions-IAM5[Action::s3:GetBucket*]': why,
        'AwsSolutions-IAM5[Action::s3:List*]': why,
        ...(access.media === 'readWrite'
          ? {
              'AwsSolutions-IAM5[Action::s3:DeleteObject*]': why,
              'AwsSolutions-IAM5[Action::s3:Abort*]': why,
            }
          : {}),
      });
    }

    if (access.cognitoAdmin) props.userPool.grant(fn, ...COGNITO_ADMIN_ACTIONS);
    if (access.cognitoSuspend) props.userPool.grant(fn, ...COGNITO_SUSPEND_ACTIONS);

    if (access.scheduler) {
      const group = scheduleGroupName(props.config);
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
          resources: [
            this.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${group}/*` }),
          ],
        }),
      );
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['iam:PassRole'],
          resources: [props.schedulerRole.roleArn],
          conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        }),
      );
      // The scheduler role may invoke exactly this function. The policy lives here, attached to the
      // role from the Scheduler stack, so that stack need not depend on this one.
      const invokes = new iam.Policy(this, `SchedulerInvokes${pascal(service)}`, {
        roles: [props.schedulerRole],
        statements: [
          new iam.PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [fn.functionArn, `${fn.functionArn}:*`],
          }),
        ],
      });
      const fnLogicalId = this.getLogicalId(fn.node.defaultChild as CfnElement);
      acknowledgeFindings(invokes, {
        [`AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`]:
          'The versions and aliases of this one function (a schedule may name a qualified ARN); nothing else',
      });
      acknowledgeFindings(fn, {
        [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${group}/*]`]:
          "The schedules of this stage's own schedule group only: the function makes one per order (its refund deadline) and per dispute, named at run time",
      });
      if (service === 'orders') {
        // The payout sweep (docs/decisions.md): sends the payouts that are due (T+1 after pickup)
        // and retries failed transfers. The refund schedules are one-time ones the service makes.
        new scheduler.CfnSchedule(this, 'PayoutSweep', {
          name: `${PAYOUT_SWEEP_SCHEDULE.name}-${props.config.stage}`,
          groupName: group,
          scheduleExpression: PAYOUT_SWEEP_SCHEDULE.expression,
          scheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
          flexibleTimeWindow: { mode: 'OFF' },
          target: {
            arn: fn.live.functionArn,
            roleArn: props.schedulerRole.roleArn,
            input: JSON.stringify(PAYOUT_SWEEP_SCHEDULE.payload),
            retryPolicy: { ...SCHEDULE_RETRY_POLICY },
            deadLetterConfig: { arn: props.scheduleDeadLetters.queueArn },
          },
        });
        // The ECB's euro reference rates (issue 40, docs/decisions.md "Currency"): fetched after the
        // ECB publishes (around 16:00 CET), stored for checkout; the same retries and dead letters.
        new scheduler.CfnSchedule(this, 'FxRates', {
          name: `${FX_RATES_SCHEDULE.name}-${props.config.stage}`,
          groupName: group,
          scheduleExpression: FX_RATES_SCHEDULE.expression,
          scheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
          flexibleTimeWindow: { mode: 'OFF' },
          target: {
            arn: fn.live.functionArn,
            roleArn: props.schedulerRole.roleArn,
            input: JSON.stringify(FX_RATES_SCHEDULE.payload),
            retryPolicy: { ...SCHEDULE_RETRY_POLICY },
            deadLetterConfig: { arn: props.scheduleDeadLetters.queueArn },
          },
        });
        this.outbox(fn, props);
      }
      // Scheduler invokes asynchronously: a run that throws is retried twice by Lambda, then kept
      // in the task-failures queue (never dropped), where an alarm and `npm run redrive` find it.
      fn.live.configureAsyncInvoke({
        retryAttempts: 2,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(this.taskFailures),
      });
    }

    if (access.stripe) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [props.config.stripeSecretName, props.config.stripeWebhookSecretName].map((name) =>
            this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') }),
          ),
        }),
      );
    }

    if (access.mail) {
      // SES v2 checks the identity and, once a configuration set is named, the set too.
      fn.addEnvironment('SES_CONFIGURATION_SET', mailConfigurationSetName(props.config));
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: [
            this.formatArn({
              service: 'ses',
              resource: 'identity',
              resourceName: mailDomain(props.config.mailFrom),
            }),
            this.formatArn({
              service: 'ses',
              resource: 'configuration-set',
              resourceName: mailConfigurationSetName(props.config),
            }),
          ],
        }),
      );
    }
  }

  /**
   * The outbox's worker (services/orders/src/tasks/outbox.ts): each outbox item the table's stream
   * shows being written invokes the orders function, which carries out the item's effects (a
   * refund schedule, mails). A batch that throws is retried, halved until the failing item is
   * alone, and that item's place in the stream then goes to a queue with an alarm; the sweep's
   * backstop carries out any item left behind. Nothing a payment must cause is silently lost.
   */
  private outbox(fn: ServiceFunction, props: ApiStackProps): void {
    this.outboxFailures = deadLetterQueue(this, 'OutboxFailures', {
      config: props.config,
      name: 'outbox-failures',
    });
    fn.live.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        retryAttempts: 10,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.outboxFailures),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { PK: { S: lambda.FilterRule.isEqual(OUTBOX_PK) } } },
          }),
        ],
      }),
    );
  }

  /**
   * Errors and throttles of every function, 5xx on the API, any message in a dead-letter queue, and
   * the business alarms (a failed refund or payout, webhook signature failures, a dispute), all to
   * the alarm topic. The functions that move money (Stripe or Scheduler access) alarm on their
   * first error: one lost refund is one too many. The others on 5 in 5 minutes.
   */
  private alarms(functions: Map<ServiceName, ServiceFunction>, props: ApiStackProps): void {
    for (const [service, fn] of functions) {
      const access = SERVICE_ACCESS[service];
      alarmOnFunction(this, fn, this.alarmTopic, {
        errorThreshold: access.stripe || access.scheduler ? 1 : 5,
      });
    }
    const action = new actions.SnsAction(this.alarmTopic);
    const api5xx = new cloudwatch.Alarm(this, 'Api5xx', {
      metric: this.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'API: 5+ server errors in 5 minutes (docs/operations.md, "Api5xx")',
    });
    api5xx.addAlarmAction(action);
    api5xx.addOkAction(action);
    alarmOnDeadLetters(this, 'ScheduleDeadLetters', props.scheduleDeadLetters, this.alarmTopic);
    alarmOnDeadLetters(this, 'TaskFailures', this.taskFailures, this.alarmTopic);
    if (this.outboxFailures) alarmOnDeadLetters(this, 'OutboxFailures', this.outboxFailures, this.alarmTopic);
    // Refunds, payouts, webhook signatures and disputes: the orders service's business metrics.
    if (functions.has('orders')) alarmOnBusinessMetrics(this, props.config, this.alarmTopic);
  }
}

/**
 * One JSON object per request. Every value is quoted: API Gateway writes `-` for a value it does not
 * have, which would break a bare number. `sourceIp` is the caller as API Gateway sees it, i.e. the
 * CloudFront edge for browser traffic (the viewer's address is in X-Forwarded-For, which the services
 * read: lambda-kit rate-limit.ts); the path has ids but no query string and no header with a token.
 */
export const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  timeEpochMs: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
  authorizerError: '$context.authorizer.error',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  protocol: '$context.protocol',
} as const;

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The SES identity to send as: the domain of MAIL_FROM ("Name <a@b.se>" or "a@b.se"). */
function mailDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim();
  if (!domain) throw new Error(`Context "mailFrom" is not an email address: ${mailFrom}`);
  return domain;
}
