import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryCommand, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { OUTBOX_PK, queries, queryInput } from '@konstvagg/domain';
import { deployedServices, routeTable } from '../route-table.ts';
import {
  dynamoClient,
  ensureBucket,
  ensureCognito,
  ensureTable,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  s3Client,
} from './bootstrap.ts';
import { clock, onClockChange, persistClock, type Clock } from './clock.ts';
import { ARTWORK_KEY_PREFIX } from '@konstvagg/service-catalog/page-invalidation';
import { startCloudFrontStandin, type CloudFrontStandin } from './engines/cloudfront.ts';
import { startCognito } from './engines/cognito.ts';
import { startDynamo } from './engines/dynamodb.ts';
import { startS3 } from './engines/s3.ts';
import { startScheduler, type SchedulerEngine } from './engines/scheduler.ts';
import { FX_RATES_SCHEDULE, PAYOUT_SWEEP_SCHEDULE } from '@konstvagg/lambda-kit/ports/scheduler';
import { createEcbStandin, ECB_STANDIN_FILE } from './engines/ecb-rates.ts';
import { startStripeStandin, type StripeStandin } from './engines/stripe/standin.ts';
import { startLambdaInvoke } from './engines/lambda-invoke.ts';
import { createOAuthStandin } from './engines/oauth-standin.ts';
import { startGateway, type Gateway } from './gateway.ts';
import { startTableStream, type TableStream } from './engines/table-stream.ts';
import { createEdgeCache, type EdgeCache } from './edge-cache.ts';
import { invokeEdgeInvalidation, invokeService } from './lambda-runtime.ts';
import { readLocalConfig, writeLocalConfig } from './local-config.ts';
import { freePort } from './ports.ts';
import { shipLatestLocally } from '../remotes.ts';

/**
 * The whole product on one machine: DynamoDB Local, s3rver, cognito-local, the Stripe stand-in,
 * the scheduler, the mail outbox and the gateway, wired by environment variables exactly as the
 * CDK app wires the Lambdas on AWS. Used by `npm start`, `npm run dev`, the integration tests'
 * global setup and the benchmark.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LocalStackOptions {
  /** Gateway port; 0 asks the OS for a free one. Default: env PORT or 8080. */
  port?: number;
  /** Default `<repo>/.data`. */
  dataDir?: string;
  /**
   * A throwaway stack (tests, benchmarks): DynamoDB Local in memory, and the Stripe stand-in, the
   * scheduler and the rates keep their state in memory too, as nothing they hold could outlive the
   * table. Cognito and S3 still keep their files under dataDir, so give such a stack its own folder.
   */
  inMemory?: boolean;
  /** 'if-empty' seeds only when the table has no artworks (npm start twice keeps your data). */
  seed?: 'demo' | 'none' | 'if-empty';
  serveFrontends?: boolean;
  quiet?: boolean;
  /** Where to write log lines (default console.log). */
  log?: (line: string) => void;
  /** Origins besides the stack's own that the Google/Apple stand-in may redirect to (the vite dev shell). */
  oauthRedirectOrigins?: string[];
  /** Also serve the gateway over HTTPS and HTTP/2 with this key and certificate (gateway.ts). */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** An engine died and could not be started again (`npm start` stops with the message). */
  onEngineLost?: (message: string) => void;
}

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export interface LocalStack {
  /** http://127.0.0.1:<port>: for programmatic callers. Browsers use `publicUrl`. */
  baseUrl: string;
  /** http://localhost:<port> (PUBLIC_BASE_URL). */
  publicUrl: string;
  /** https://localhost:<port>, the same gateway over HTTP/2, when `tls` was given. */
  tlsUrl?: string;
  port: number;
  env: Record<string, string>;
  dataDir: string;
  clock: Clock;
  demoLogins: DemoLogin[];
  /** Engine handles, for tests that look behind the API (webhook deliveries, schedules). */
  engines: {
    stripe: StripeStandin;
    scheduler: SchedulerEngine;
    cloudfront: CloudFrontStandin;
    /** The table's stream as the edge-invalidation Lambda's event source reads it. */
    tableStream: TableStream;
    edgeCache: EdgeCache;
    dynamodbPid: number;
    cognitoPid: number;
  };
  stop(): Promise<void>;
}

export const TABLE_NAME = 'konstvagg';
export const MEDIA_BUCKET = 'konstvagg-media';
export const SCHEDULER_GROUP = 'konstvagg';
/** The local distribution's id: the CloudFront stand-in answers for it, DISTRIBUTION_ID names it. */
export const LOCAL_DISTRIBUTION_ID = 'ELOCALKONSTVAGG';
// Local-only secrets: they protect nothing and are fixed so that a restart keeps signatures valid.
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_konstvagg_local_standin',
  publishableKey: 'pk_test_konstvagg_local_standin',
  webhookSecret: 'whsec_konstvagg_local_standin',
};
/** The key of the HMAC that answers Cognito's custom challenge for Google/Apple sign-in (local only). */
export const LOCAL_OAUTH_CUSTOM_AUTH_SECRET = 'konstvagg-local-custom-auth-secret';
/** The Cognito triggers the identity Lambda answers, as on AWS (the CDK Auth stack sets the same). */
export const IDENTITY_TRIGGERS = [
  'DefineAuthChallenge',
  'CreateAuthChallenge',
  'VerifyAuthChallengeResponse',
] as const;

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  // The AWS SDK warns that its 2027 releases need Node 22. The Lambdas run on nodejs22.x; this
  // machine's local runtime runs on Node 20, which the pinned SDK supports, so the warning is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = path.resolve(options.dataDir ?? path.join(REPO_ROOT, '.data'));
  mkdirSync(dataDir, { recursive: true });
  const print = options.log ?? ((line: string) => console.log(line));
  const log = options.quiet ? () => {} : print;
  const engineLog = (name: string) =>
    options.quiet ? undefined : (line: string) => print(`[${name}] ${line}`);
  const saved = readLocalConfig(dataDir);
  // A persistent stack reuses last run's engine ports (cognito's is part of the token issuer).
  const prefer = options.inMemory ? {} : (saved.ports ?? {});

  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => {});
  };

  try {
    const requestedPort = options.port ?? Number(process.env.PORT ?? 8080);
    // Known before anything starts, so the environment is complete before a handler loads.
    const port = requestedPort === 0 ? await freePort() : requestedPort;
    const publicUrl = `http://localhost:${port}`;
    const baseUrl = `http://127.0.0.1:${port}`;

    const outboxDir = path.join(dataDir, 'outbox');
    const mailFrom = 'Konstvägg <no-reply@konstvagg.se>';
    // Cognito's triggers reach our handlers through a local Lambda Invoke endpoint.
    const lambda = await track(startLambdaInvoke({ invoke: invokeService, log: engineLog('lambda') }));
    const [dynamo, s3, cognito] = await Promise.all([
      track(
        startDynamo({
          dataDir: path.join(dataDir, 'dynamodb'),
          inMemory: options.inMemory,
          preferredPort: prefer.dynamodb,
          log: quietJava(engineLog('dynamodb')),
          // A persistent stack's database comes back by itself after a crash (an in-memory one
          // would come back empty, so a test stack lets the failure show).
          ...(options.inMemory
            ? {}
            : {
                supervise: {
                  restarted: (line: string) => print(`[dynamodb] ${line}`),
                  lost: (message: string) => (options.onEngineLost ?? ((m) => print(m)))(message),
                },
              }),
        }),
      ),
      track(
        startS3({ dataDir: path.join(dataDir, 's3'), buckets: [MEDIA_BUCKET], preferredPort: prefer.s3 }),
      ),
      track(
        startCognito({
          dataDir: path.join(dataDir, 'cognito'),
          outboxDir,
          mailFrom,
          lambdaEndpoint: lambda.endpoint,
          // As on AWS, the identity Lambda is the pool's three custom-auth triggers (Google/Apple
          // sign-in without a password). Account mail is sent by the service itself, not by Cognito.
          triggers: Object.fromEntries(IDENTITY_TRIGGERS.map((t) => [t, 'konstvagg-identity'])),
          preferredPort: prefer.cognito,
          log: engineLog('cognito'),
        }),
      ),
    ]);
    if (!options.inMemory) {
      // A persistent stack keeps its clock with its data: a restart never moves time back.
      const forget = await persistClock(path.join(dataDir, 'clock.json'));
      stoppers.push(async () => forget());
    }
    const stripe = await track(
      startStripeStandin({
        // Written on every event, the whole state (about 2 MB after a few hundred payments) blocked
        // the one process every Lambda runs in: an in-memory stack has nothing to come back to.
        stateFile: options.inMemory ? undefined : path.join(dataDir, 'stripe.json'),
        secretKey: LOCAL_STRIPE.secretKey,
        publishableKey: LOCAL_STRIPE.publishableKey,
        webhookSecret: LOCAL_STRIPE.webhookSecret,
        webhookUrl: `${baseUrl}/api/v1/webhooks/stripe`,
        // Released once the gateway listens: the seed's payments send their events before that.
        holdWebhooks: true,
        now: clock.now,
        preferredPort: prefer.stripe,
        log: engineLog('stripe'),
      }),
    );
    // A schedule's Lambda or an API write may change artworks: the table stream (started after the
    // seed) then looks at once.
    let nudgeStream = () => {};
    const scheduler = await track(
      startScheduler({
        stateFile: options.inMemory ? undefined : path.join(dataDir, 'schedules.json'),
        invoke: (...args: Parameters<typeof invokeService>) =>
          invokeService(...args).finally(() => nudgeStream()),
        now: clock.now,
        advanceClock: clock.advance,
        // Started with the gateway (below): a due schedule's target needs what is set up between.
        paused: true,
        recurring: [
          { ...PAYOUT_SWEEP_SCHEDULE, service: 'orders' },
          { ...FX_RATES_SCHEDULE, service: 'orders' },
        ],
        preferredPort: prefer.scheduler,
        log: engineLog('scheduler'),
      }),
    );
    // CloudFront's cache of the server-rendered pages, and its invalidation API (edge-cache.ts).
    const edgeCache = createEdgeCache();
    const cloudfront = await track(
      startCloudFrontStandin({
        distributionIds: [LOCAL_DISTRIBUTION_ID],
        onInvalidate: (paths) => edgeCache.invalidate(paths),
        now: clock.now,
        log: engineLog('cloudfront'),
      }),
    );
    const unsubscribe = onClockChange(async () => {
      await scheduler.fireDue();
    });
    stoppers.push(async () => unsubscribe());

    await Promise.all([ensureTable(dynamo.endpoint, TABLE_NAME), ensureBucket(s3.endpoint, MEDIA_BUCKET)]);
    const ids = await ensureCognito(cognito.endpoint, saved.cognito);
    const issuer = `${cognito.endpoint}/${ids.userPoolId}`;
    // Google and Apple sign-in offline: a labelled stand-in page on this origin signs the ID tokens.
    const oauthStandin = await createOAuthStandin({
      publicUrl,
      internalUrl: baseUrl,
      extraRedirectOrigins: options.oauthRedirectOrigins,
      now: clock.now,
    });

    const env: Record<string, string> = {
      KONSTVAGG_LOCAL: '1',
      TABLE_NAME,
      MEDIA_BUCKET,
      AWS_REGION: LOCAL_REGION,
      AWS_DEFAULT_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_SCHEDULER: scheduler.endpoint,
      AWS_ENDPOINT_URL_CLOUDFRONT: cloudfront.endpoint,
      DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
      COGNITO_USER_POOL_ID: ids.userPoolId,
      COGNITO_CLIENT_ID: ids.clientId,
      COGNITO_ISSUER: issuer,
      COGNITO_JWKS_URL: `${issuer}/.well-known/jwks.json`,
      STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE.publishableKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
      PUBLIC_BASE_URL: publicUrl,
      // The ECB rates stand-in, served by the gateway: the fetch task reads it over HTTP as it reads the ECB.
      ECB_RATES_URL: `${baseUrl}${ECB_STANDIN_FILE}`,
      MAIL_OUTBOX_DIR: outboxDir,
      MAIL_FROM: mailFrom,
      SCHEDULER_GROUP_NAME: SCHEDULER_GROUP,
      SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/konstvagg-scheduler',
      ...oauthStandin.env(),
      OAUTH_CUSTOM_AUTH_SECRET: LOCAL_OAUTH_CUSTOM_AUTH_SECRET,
    };
    mkdirSync(env.MAIL_OUTBOX_DIR!, { recursive: true });
    Object.assign(process.env, env);

    writeLocalConfig(dataDir, {
      ...saved,
      cognito: ids,
      ports: {
        dynamodb: dynamo.port,
        s3: s3.port,
        cognito: cognito.port,
        stripe: stripe.port,
        scheduler: scheduler.port,
      },
    });

    let demoLogins = saved.demoLogins ?? [];
    if (options.seed === 'demo' || (options.seed === 'if-empty' && !(await hasArtworks(dynamo.endpoint)))) {
      demoLogins = await runSeed(env, log);
      writeLocalConfig(dataDir, { ...readLocalConfig(dataDir), demoLogins });
    }

    // After the seed: the edge-invalidation Lambda's event source (artwork items only, as on AWS).
    const tableStream = await track(
      startTableStream({
        endpoint: dynamo.endpoint,
        tableName: TABLE_NAME,
        filter: (record) => record.dynamodb?.Keys?.PK?.S?.startsWith(ARTWORK_KEY_PREFIX) ?? false,
        deliver: invokeEdgeInvalidation,
        log: engineLog('stream'),
      }),
    );
    // The outbox's worker (services/orders/src/tasks/outbox.ts), as the orders function's event
    // source on AWS: new outbox items only, from the oldest record kept, so an item written just
    // before a crash is carried out when the stack is back.
    const outboxStream = deployedServices.includes('orders')
      ? await track(
          startTableStream({
            endpoint: dynamo.endpoint,
            tableName: TABLE_NAME,
            from: 'TRIM_HORIZON',
            filter: (record) => record.eventName === 'INSERT' && record.dynamodb?.Keys?.PK?.S === OUTBOX_PK,
            deliver: (event) => invokeService('orders', event),
            log: engineLog('outbox'),
          }),
        )
      : null;
    nudgeStream = () => {
      tableStream.nudge();
      outboxStream?.nudge();
    };

    // The ECB's daily rates (engines/ecb-rates.ts): POST /_local/fx sets a rate and runs the fetch.
    const fetchRates = () => invokeService('orders', FX_RATES_SCHEDULE.payload).finally(() => nudgeStream());
    const fxStandin = createEcbStandin({
      now: clock.now,
      refresh: fetchRates,
      stateFile: options.inMemory ? undefined : path.join(dataDir, 'fx.json'),
    });

    const s3c = s3Client(s3.endpoint);
    stoppers.push(async () => s3c.destroy());
    // What was just built goes live, as a deploy ships it: /remotes/manifest.json names it (infra/remotes.ts).
    if (options.serveFrontends ?? true)
      for (const s of await shipLatestLocally(path.join(REPO_ROOT, 'frontends'), print))
        if (s.from !== s.to) print(`remote ${s.name}: ${s.from ?? 'none'} -> ${s.to}`);
    const gateway: Gateway = await track(
      startGateway({
        port,
        extraHosts: ['::1'],
        routes: routeTable,
        deployedServices,
        s3: s3c,
        mediaBucket: MEDIA_BUCKET,
        outboxDir: env.MAIL_OUTBOX_DIR!,
        frontendsDir: path.join(REPO_ROOT, 'frontends'),
        serveFrontends: options.serveFrontends ?? true,
        devRoutes: true,
        clock,
        oauthStandin,
        // The browser posts photos straight to the bucket (presigned uploads), as it does to S3 on AWS.
        cspConnect: [stripe.url, new URL(s3.endpoint).origin],
        stripeApi: stripe.url,
        fxStandin,
        edgeCache,
        onWrite: () => nudgeStream(),
        quiet: options.quiet,
        log: print,
        ...(options.tls ? { tls: { ...options.tls, port: 0 } } : {}),
      }),
    );
    stripe.releaseWebhooks();
    void scheduler.start().catch((err: unknown) => log(`scheduler: ${(err as Error).message}`));
    // A rate from the start, as on AWS after the first scheduled fetch: checkout never meets an empty table.
    if (deployedServices.includes('orders'))
      await fetchRates().catch((err: unknown) =>
        print(`fx rates: first fetch failed: ${(err as Error).message}`),
      );
    log(
      `gateway listening on ${publicUrl} (${deployedServices.length} services: ${deployedServices.join(', ') || 'none yet'})`,
    );

    return {
      baseUrl,
      publicUrl,
      ...(gateway.tlsUrl ? { tlsUrl: gateway.tlsUrl } : {}),
      port: gateway.port,
      env,
      dataDir,
      clock,
      demoLogins,
      engines: {
        stripe,
        scheduler,
        cloudfront,
        tableStream,
        edgeCache,
        get dynamodbPid() {
          return dynamo.pid;
        },
        cognitoPid: cognito.pid,
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }

  async function track<T extends { stop(): Promise<void> }>(p: Promise<T>): Promise<T> {
    const engine = await p;
    stoppers.push(() => engine.stop());
    return engine;
  }
}

/** DynamoDB Local prints a banner on start; keep only lines that look like trouble. */
function quietJava(log: ((line: string) => void) | undefined) {
  if (!log) return undefined;
  return (line: string) => {
    if (/error|exception|warn/i.test(line)) log(line);
  };
}

async function hasArtworks(endpoint: string): Promise<boolean> {
  const ddb = dynamoClient(endpoint);
  try {
    const publicList = queryInput(queries.publicArtworks());
    const listed = await ddb.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: publicList.IndexName,
        KeyConditionExpression: publicList.KeyConditionExpression,
        ExpressionAttributeNames: publicList.ExpressionAttributeNames,
        ExpressionAttributeValues: { ':pk': { S: String(publicList.ExpressionAttributeValues[':pk']) } },
        Limit: 1,
      }),
    );
    if ((listed.Count ?? 0) > 0) return true;
    // Drafts and withdrawn items are not in the public index: look at the base table too.
    let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await ddb.send(
        new ScanCommand({
          TableName: TABLE_NAME,
          ProjectionExpression: 'PK',
          FilterExpression: '#entity = :artwork',
          ExpressionAttributeNames: { '#entity': 'entity' },
          ExpressionAttributeValues: { ':artwork': { S: 'artwork' } },
          ExclusiveStartKey,
        }),
      );
      if ((page.Count ?? 0) > 0) return true;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return false;
  } finally {
    ddb.destroy();
  }
}

async function runSeed(env: Record<string, string>, log: (line: string) => void): Promise<DemoLogin[]> {
  const { seedDemoData } = await import('./seed/index.ts');
  const started = Date.now();
  // Rendered demo images are kept under node_modules/.cache, so every later seed on this machine
  // (tests, e2e, bench, a reset) only uploads them.
  const cacheDir =
    process.env.SEED_IMAGE_CACHE_DIR ??
    path.join(REPO_ROOT, 'node_modules', '.cache', 'konstvagg-seed-images');
  const result = await seedDemoData({ env: { ...env, SEED_IMAGE_CACHE_DIR: cacheDir }, log });
  log(`demo data seeded in ${Date.now() - started} ms`);
  return result.logins;
}
