import { acknowledgeFindings, LAMBDA_BASIC_EXECUTION_FINDING } from '../security-audit.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { edgeInvalidationFunctionName, landingFunctionName, type AppConfig } from '../config.ts';
import { alarmOnDeadLetters, alarmOnFunction, alarmOnFunctionUrl5xx } from '../constructs/alarms.ts';
import { metricsNamespace } from '../constructs/business-metrics.ts';
import { deadLetterQueue } from '../constructs/dead-letters.ts';
import { edgeLogBucket, CLOUDFRONT_LOG_PREFIX } from '../constructs/edge-logs.ts';
import { edgeLogGroupProps, readEdgeWebAclArn } from '../constructs/edge-web-acl.ts';
import {
  ORIGIN_SECRET_HEADER,
  OriginSecretRotation,
  grantOriginSecretRead,
  originSecretValue,
} from '../constructs/origin-secret.ts';
import { ServiceFunction, TRACER_ENVIRONMENT } from '../constructs/service-function.ts';
import { explainSiteUploads, siteBucketName, uploadSiteFiles } from '../constructs/site-files.ts';
import {
  FRONTENDS,
  REMOTES,
  REPO_ROOT,
  frontendDist,
  hasBuild,
  landingDist,
  type FrontendName,
} from '../paths.ts';
import { ARTWORK_KEY_PREFIX } from '@konstvagg/service-catalog/page-invalidation';
import {
  EDGE_LANGUAGE_CODE,
  HOME_PAGE_CODE,
  HOME_PAGES_DIR,
} from '../../../../frontends/shell/src/ssr/home-edge.ts';

export interface FrontendsStackProps extends StackProps {
  config: AppConfig;
  httpApi: apigw.IHttpApi;
  mediaBucket: s3.IBucket;
  /** Where each frontend's build is (default frontends/<name>/dist); tests point it elsewhere. */
  distOf?: (name: FrontendName) => string;
  /** Where the landing renderer's build is (default frontends/shell/dist-ssr); tests point it elsewhere. */
  landingDist?: string;
  /** The table whose stream tells the edge-invalidation Lambda that a work changed. */
  table: dynamodb.ITable;
  /** Replaces the bundled code of the edge-invalidation Lambda (tests that inspect wiring only). */
  invalidationCode?: lambda.Code;
  /** The app's alarm topic (the Api stack's): the landing and edge-invalidation functions alarm there. */
  alarmTopic: sns.ITopic;
}

/** The edge-invalidation Lambda's entry (its code is the catalog's: it knows what an artwork page shows). */
const EDGE_INVALIDATION_ENTRY = join(
  REPO_ROOT,
  'services',
  'catalog',
  'src',
  'edge',
  'invalidation-handler.ts',
);

/**
 * Paths the browser reaches: the shell at /, each remote's versions at /remotes/<name>/<version>/,
 * the API, the media. /remotes/manifest.json (which version of each remote is live) is the shell
 * bucket's, through the default behaviour.
 */
const remotePath = (name: string) => `/remotes/${name}/*`;
const API_PATH = '/api/*';
const MEDIA_PATH = '/media/*';
/**
 * Site-root files that the API answers (the catalog's sitemap and robots.txt): a behaviour each,
 * forwarded to the HTTP API as /api/v1<path> by a viewer-request function. The local gateway maps
 * the same paths (infra/local/gateway.ts ROOT_API_PATHS).
 */
export const ROOT_API_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/**
 * The site: a private bucket per frontend (shell + each remote, each deployable alone) behind ONE
 * CloudFront distribution with Origin Access Control, which also fronts the API and the media bucket,
 * so the browser talks to a single origin (no CORS, cookies and tokens stay first-party).
 *
 * Remote layout: a remote's bucket holds its versions under the same prefix as their URL
 * (`remotes/<name>/<version>/...`), so no path rewriting is needed; each remote's own stack uploads
 * them (remote-stack.ts), and this stack only the shell, so the shell and each remote deploy alone. The shell's SPA fallback is a viewer-request CloudFront Function on the
 * default behaviour only, so the API's own 404s reach the browser untouched.
 */
export class FrontendsStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly buckets: ReadonlyMap<FrontendName, s3.Bucket>;
  /** CloudFront's standard logs (constructs/edge-logs.ts). */
  readonly logBucket: s3.Bucket;
  /**
   * The log group settings of every function here (retention; kept in production), and the one
   * group CDK's upload and SDK-call handlers share.
   */
  private readonly functionLogs: logs.LogGroupProps;
  private providerLogs?: logs.LogGroup;

  constructor(scope: Construct, id: string, props: FrontendsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const distOf = props.distOf ?? frontendDist;
    this.functionLogs = edgeLogGroupProps(config);

    const buckets = new Map<FrontendName, s3.Bucket>(
      FRONTENDS.map((name) => [
        name,
        new s3.Bucket(this, `${name}Bucket`, {
          // Fixed: each remote's stack and the ship step find their bucket by name (site-files.ts).
          bucketName: siteBucketName(config, name),
          blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
          enforceSSL: true,
          encryption: s3.BucketEncryption.S3_MANAGED,
          objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
          // Site files are rebuilt from git: a destroyed stage leaves nothing behind.
          removalPolicy: RemovalPolicy.DESTROY,
          autoDeleteObjects: true,
        }),
      ]),
    );
    this.buckets = buckets;
    const bucket = (name: FrontendName) => buckets.get(name)!;
    for (const b of buckets.values())
      acknowledgeFindings(b, {
        'AwsSolutions-S1':
          "Site files, rebuilt from git by each deploy and read only through CloudFront (Origin Access Control), whose standard logs are kept (EdgeLogs): S3's own access logs would repeat them",
      });

    const staticCache = new cloudfront.CachePolicy(this, 'StaticCache', {
      comment:
        'Site files: honour the object Cache-Control (no-cache entries revalidate, hashed assets for a year)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const mediaCache = new cloudfront.CachePolicy(this, 'MediaCache', {
      comment: 'Media: keys are never reused, cache for a year',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const csp = contentSecurityPolicy(inlineScriptHashes(join(distOf('shell'), 'index.html')));
    const securityHeaders = this.securityHeaders('SecurityHeaders', config, csp);
    const mediaHeaders = this.securityHeaders(
      'MediaHeaders',
      config,
      csp,
      'public, max-age=31536000, immutable',
    );

    // The home page prerendered per language and headline (frontends/shell/dist/_home/, docs/
    // decisions.md "Server-rendered home page"): this function picks the file for `/`.
    const homePrerendered = existsSync(join(distOf('shell'), HOME_PAGES_DIR));
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: homePrerendered
        ? 'The site root is its prerendered home page (language, headline); other shell routes /index.html'
        : 'Shell routes (any path that is not a static file) are answered by /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaFallbackCode(homePrerendered)),
    });
    const rootToApi = new cloudfront.Function(this, 'RootFileToApi', {
      comment: 'sitemap.xml and robots.txt at the site root are API routes under /api/v1',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(ROOT_TO_API_CODE),
    });
    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment:
        "Passes the viewer's IP to the API (per-IP sign-in limits); overwrites any copy the client sent",
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });
    const stripMedia = new cloudfront.Function(this, 'StripMediaPrefix', {
      comment: 'Media object keys do not carry the /media URL prefix',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(STRIP_MEDIA_CODE),
    });

    // One Origin Access Control, signing every S3 request CloudFront makes (site buckets and media).
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      description: `Konstvägg ${config.stage}: CloudFront reads the private buckets`,
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const siteOrigin = (name: FrontendName) =>
      origins.S3BucketOrigin.withOriginAccessControl(bucket(name), { originAccessControl });
    const staticBehaviour = (name: FrontendName): cloudfront.BehaviorOptions => ({
      origin: siteOrigin(name),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: staticCache,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    });

    // The media bucket lives in the Data stack; import it so the OAC grant is not written into that
    // stack's bucket policy (a cycle: the Data stack grants CloudFront itself, see DataStack).
    const media = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', {
      bucketName: props.mediaBucket.bucketName,
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The Data stack grants CloudFront read access to the media bucket itself.',
    );

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    // The HTTP API's routes already carry /api/v1, so /api/* requests are forwarded as they are.
    const apiHost = `${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const apiOrigin = new origins.HttpOrigin(apiHost, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proves to the API that the request came through here (constructs/origin-secret.ts).
      customHeaders: { [ORIGIN_SECRET_HEADER]: originSecretValue(config) },
    });

    const landing = this.landingBehaviour(config, props, securityHeaders);
    this.logBucket = edgeLogBucket(this, config);

    // The WAF (constructs/edge-web-acl.ts) is made in us-east-1 by the Edge stack; its ARN comes
    // from there by an SSM read at deploy time.
    const webAclArn = readEdgeWebAclArn(this, config, this.sharedProviderLogs());

    this.distribution = new cloudfront.Distribution(this, 'Site', {
      comment: `Konstvägg ${config.stage}`,
      // No default root object: the viewer function above answers `/` (a default root object would
      // hand it /index.html instead, and the home page would never be the prerendered one).
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: CLOUDFRONT_LOG_PREFIX,
      // Cookies hold session state: they stay out of the logs.
      logIncludesCookies: false,
      ...(certificate && config.domain
        ? {
            certificate,
            domainNames: [config.domain],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        ...staticBehaviour('shell'),
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [API_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            { function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
          compress: true,
        },
        [MEDIA_PATH]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(media, { originAccessControl }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: mediaCache,
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [
            { function: stripMedia, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
          compress: true,
        },
        ...Object.fromEntries(REMOTES.map((name) => [remotePath(name), staticBehaviour(name)])),
        // The QR landing page, rendered per request (docs/decisions.md "Server-rendered QR
        // landing page"); without a renderer build the default behaviour's SPA answers it.
        ...landing,
        // Cached as the API's Cache-Control says (an hour for the sitemap, a day for robots.txt).
        ...Object.fromEntries(
          ROOT_API_PATHS.map((path) => [
            path,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: staticCache,
              originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              responseHeadersPolicy: securityHeaders,
              functionAssociations: [
                { function: rootToApi, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
              ],
              compress: true,
            } satisfies cloudfront.BehaviorOptions,
          ]),
        ),
      },
    });

    // The shell's files only: each remote's come with its own stack (remote-stack.ts).
    if (hasBuild(distOf('shell'))) {
      uploadSiteFiles(this, 'shell', {
        bucket: bucket('shell'),
        dir: distOf('shell'),
        logGroup: this.sharedProviderLogs(),
      });
      explainSiteUploads(this, [
        `<${this.getLogicalId(bucket('shell').node.defaultChild as s3.CfnBucket)}.Arn>/*`,
      ]);
    } else Annotations.of(this).addInfo('No build of the shell: its bucket is created, nothing is uploaded');

    acknowledgeFindings(this.distribution, {
      'AwsSolutions-CFR1':
        'No geo restriction on purpose: the works hang in Sweden but anyone may browse them, and visitors at the wall include tourists on foreign networks; abuse is met by the WAF (IP reputation, known bad inputs, per-IP limits)',
      ...(certificate && config.domain
        ? {}
        : {
            'AwsSolutions-CFR4':
              "Only without a domain (a test stage): the distribution then uses CloudFront's *.cloudfront.net certificate, whose TLS floor cannot be set; a production synth requires the certificate and sets TLSv1.2_2021",
          }),
    });
    // CDK's one SDK-call function per stack (the WebACL ARN read from SSM, AwsCustomResource).
    const sdkCalls = this.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (sdkCalls)
      acknowledgeFindings(sdkCalls, {
        [LAMBDA_BASIC_EXECUTION_FINDING]:
          "CDK's own custom-resource function (the WebACL ARN read from SSM): AWSLambdaBasicExecutionRole is its log writes only",
      });

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.domain && certificate ? config.domain : this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'CloudFrontLogs', {
      value: `s3://${this.logBucket.bucketName}/${CLOUDFRONT_LOG_PREFIX}`,
    });
    new OriginSecretRotation(this, 'OriginSecretRotation', {
      config,
      distribution: this.distribution,
      apiOrigin: `https://${apiHost}`,
      alarmTopic: props.alarmTopic,
      logGroup: this.functionLogs,
    });
    if (landing[LANDING_PATH]) this.edgeInvalidation(config, props);
  }

  /**
   * Drops the edge's copies of the server-rendered artwork pages when a work's public view changes
   * (services/catalog/src/edge): the table's stream, filtered to artwork items, feeds a small Lambda
   * that makes one CloudFront invalidation per batch. A second of batching window gathers the
   * writes of one action (a checkout writes the work and its order); a failed batch is retried, with
   * the same caller reference, so it never invalidates twice. Without a landing build there are no
   * such pages, and no Lambda.
   */
  private edgeInvalidation(config: AppConfig, props: FrontendsStackProps): void {
    const fn = new ServiceFunction(this, 'EdgeInvalidation', {
      entry: EDGE_INVALIDATION_ENTRY,
      code: props.invalidationCode,
      description: `Konstvägg ${config.stage}: drops the edge's copies of an artwork's pages when the work changes`,
      // Named: the money dashboard (Api stack) shows its health by name.
      functionName: edgeInvalidationFunctionName(config),
      metricsNamespace: metricsNamespace(config),
      memorySize: 256,
      timeout: Duration.seconds(30),
      logRetention: this.functionLogs.retention,
      logRemovalPolicy: this.functionLogs.removalPolicy,
      environment: {
        DISTRIBUTION_ID: this.distribution.distributionId,
        POWERTOOLS_SERVICE_NAME: 'edge-invalidation',
      },
    });
    this.distribution.grantCreateInvalidation(fn);
    // A batch that fails every retry is halved until the bad record is alone, and that record's
    // place in the stream goes to a queue (with an alarm), so a stale page is known, never silent.
    const failures = deadLetterQueue(this, 'StreamFailures', { config, name: 'stream-failures' });
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        retryAttempts: 10,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(failures),
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: { Keys: { PK: { S: lambda.FilterRule.beginsWith(ARTWORK_KEY_PREFIX) } } },
          }),
        ],
      }),
    );
    alarmOnFunction(this, fn, props.alarmTopic, { errorThreshold: 5 });
    alarmOnDeadLetters(this, 'StreamFailures', failures, props.alarmTopic);
  }

  /**
   * The landing Lambda (the shell's server renderer, frontends/shell/dist-ssr) behind a function URL
   * that only CloudFront may call (Origin Access Control), and its behaviours: an artwork's page and
   * the artworks list, cached at the edge for as long as the page says (a minute), keyed on the
   * language the viewer function worked out and on `?lang=` only for an artwork (a QR scan's
   * `?src=qr` makes the same page), every query for the list. None without a build.
   */
  private landingBehaviour(
    config: AppConfig,
    props: FrontendsStackProps,
    securityHeaders: cloudfront.IResponseHeadersPolicy,
  ): Record<string, cloudfront.BehaviorOptions> {
    const dist = props.landingDist ?? landingDist;
    if (!hasBuild(dist)) return {};
    const fn = new lambda.Function(this, 'Landing', {
      description: `Konstvägg ${config.stage}: the QR landing page rendered on the server`,
      // Named: the money dashboard (Api stack) shows its health by name.
      functionName: landingFunctionName(config),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'landing.handler',
      code: lambda.Code.fromAsset(dist),
      memorySize: 1024,
      timeout: Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        API_ORIGIN: `https://${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        // The API answers only requests that carry it (constructs/origin-secret.ts).
        ORIGIN_SECRET: originSecretValue(config),
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config),
        POWERTOOLS_SERVICE_NAME: 'landing',
        ...TRACER_ENVIRONMENT,
      },
      logGroup: new logs.LogGroup(this, 'LandingLogs', this.functionLogs),
    });
    // The secret it sends rotates (constructs/origin-secret.ts): it may read the current value.
    grantOriginSecretRead(fn, config);
    acknowledgeFindings(fn, {
      'AwsSolutions-L1':
        'nodejs22.x is the Node LTS the renderer is built for and tested on, as the services; a runtime move is a tested change of its own',
      [LAMBDA_BASIC_EXECUTION_FINDING]:
        'AWSLambdaBasicExecutionRole grants only the log writes the function needs, to its own log group',
      'AwsSolutions-IAM5[Resource::*]':
        "X-Ray's PutTraceSegments and PutTelemetryRecords (active tracing) take no resource",
    });
    alarmOnFunction(this, fn, props.alarmTopic, { errorThreshold: 5 });
    // What CloudFront gets from it; the distribution's own 5xx rate is in us-east-1 only.
    alarmOnFunctionUrl5xx(this, 'Landing', fn, props.alarmTopic);
    const url = fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    const cachePolicy = (id: string, comment: string, queryStrings: cloudfront.CacheQueryStringBehavior) =>
      new cloudfront.CachePolicy(this, id, {
        comment,
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(60),
        maxTtl: Duration.minutes(5),
        queryStringBehavior: queryStrings,
        headerBehavior: cloudfront.CacheHeaderBehavior.allowList(LANDING_LANGUAGE_HEADER),
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      });
    const viewer = new cloudfront.Function(this, 'LandingLanguage', {
      comment:
        "The landing page's language (?lang=, the language cookie, Accept-Language) and the site's host",
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(LANDING_VIEWER_CODE),
    });
    const origin = origins.FunctionUrlOrigin.withOriginAccessControl(url);
    const behaviour = (policy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: policy,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: viewer, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    });
    return {
      [LANDING_PATH]: behaviour(
        cachePolicy(
          'LandingCache',
          'QR landing pages: as long as the page says (a minute), per language and ?lang=',
          cloudfront.CacheQueryStringBehavior.allowList('lang'),
        ),
      ),
      // The list's filters are its query: every one is part of the key.
      [BROWSE_PATH]: behaviour(
        cachePolicy(
          'BrowseCache',
          'The artworks list: as long as the page says (a minute), per language and query',
          cloudfront.CacheQueryStringBehavior.all(),
        ),
      ),
    };
  }

  /** One log group for CDK's singleton handlers here (the uploads, the WebACL ARN read). */
  private sharedProviderLogs(): logs.LogGroup {
    this.providerLogs ??= new logs.LogGroup(this, 'ProviderLogs', this.functionLogs);
    return this.providerLogs;
  }

  private securityHeaders(
    id: string,
    config: AppConfig,
    csp: string,
    cacheControl?: string,
  ): cloudfront.ResponseHeadersPolicy {
    return new cloudfront.ResponseHeadersPolicy(this, id, {
      comment: `Konstvägg ${config.stage} security headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: false },
      },
      customHeadersBehavior: {
        customHeaders: [
          // Venues scan QR codes with the camera; "near me" asks for the location; checkout uses the Payment Request API.
          {
            header: 'Permissions-Policy',
            value: 'camera=(self), geolocation=(self), payment=(self), microphone=()',
            override: true,
          },
          ...(cacheControl ? [{ header: 'Cache-Control', value: cacheControl, override: false }] : []),
        ],
      },
    });
  }
}

/**
 * The Content-Security-Policy. Scripts: the site itself, Stripe (checkout), Google and Apple sign-in,
 * and the shell's own inline scripts by hash (computed from its build, so no 'unsafe-inline').
 * Images, map tiles and fetches may go to any https host (maps and payment widgets need them).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  const hashes = inlineScriptHashes.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': WebAssembly may compile (the venue scanner's QR decoder); no JS eval.
    `script-src 'self'${hashes ? ` ${hashes}` : ''} 'wasm-unsafe-eval' https://js.stripe.com https://accounts.google.com https://appleid.cdn-apple.com`,
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    'frame-src https://js.stripe.com https://hooks.stripe.com https://accounts.google.com https://appleid.apple.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://appleid.apple.com",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** CSP hashes (sha256-...) of the inline <script> elements of a built index.html; none without a build. */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  // Browsers hash the script text after the HTML parser has turned CRLF into LF.
  const html = readFileSync(indexHtml, 'utf8').replace(/\r\n?/g, '\n');
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes ?? '') && (body ?? '').length > 0)
    .map(
      ([, , body]) =>
        `sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}`,
    );
}

/**
 * The default behaviour's viewer function (cloudfront-js-2.0). A request for a static file type is
 * passed through; any other path is a shell route and gets /index.html. Deciding by file type rather
 * than "has a dot" keeps routes such as /verify-email/<token.with.dots> working. With the home page
 * prerendered, `/` gets the file for the viewer's language and headline (home-edge.ts, the same code
 * the local gateway runs).
 */
export function spaFallbackCode(homePrerendered: boolean): string {
  return `${homePrerendered ? `${EDGE_LANGUAGE_CODE}${HOME_PAGE_CODE}` : ''}var STATIC_FILE = /\\.(html|js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|webmanifest|wasm|pdf)$/i;
function handler(event) {
  var request = event.request;
  ${homePrerendered ? "if (request.uri === '/') request.uri = homePageUri(request);\n  else " : ''}if (!STATIC_FILE.test(request.uri)) request.uri = '/index.html';
  return request;
}`;
}
export const SPA_FALLBACK_CODE = spaFallbackCode(false);

export const ROOT_TO_API_CODE = `function handler(event) {
  var request = event.request;
  request.uri = '/api/v1' + request.uri;
  return request;
}`;

/**
 * API Gateway sees CloudFront's edge address, shared by many people; the identity service's per-IP
 * limits need the viewer's own. The header is set on every request, so a client cannot choose it.
 */
export const VIEWER_ADDRESS_HEADER = 'x-konstvagg-viewer-ip';
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/** The server-rendered pages' paths (the local gateway: infra/local/landing.ts): an artwork, the list. */
const LANDING_PATH = '/artworks/*';
const BROWSE_PATH = '/artworks';
/** The language a landing page is rendered in, worked out at the edge: part of the cache key. */
export const LANDING_LANGUAGE_HEADER = 'x-konstvagg-lang';
/** The viewer's Host (CloudFront sends the origin's own to the function URL): og:url and canonical. */
const LANDING_HOST_HEADER = 'x-forwarded-host';

/**
 * The landing page's language, as the renderer picks it (frontends/shell/src/ssr/render.tsx
 * landingLanguage; EDGE_LANGUAGE_CODE): `?lang=`, else the `language` cookie the app writes, else
 * the first of sv or en in Accept-Language by q-value, else English. Also passes the viewer's Host on.
 */
export const LANDING_VIEWER_CODE = `${EDGE_LANGUAGE_CODE}function handler(event) {
  var request = event.request;
  request.headers['${LANDING_LANGUAGE_HEADER}'] = { value: edgeLanguage(request) };
  if (request.headers.host) request.headers['${LANDING_HOST_HEADER}'] = { value: request.headers.host.value };
  return request;
}`;

export const STRIP_MEDIA_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/media'.length);
  return request;
}`;
