import { Aws, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { API_BASE_PATH } from '@konstvagg/lambda-kit/routes';
import { routeTable, type RouteEntry } from '../../../route-table.ts';
import type { AppConfig } from '../config.ts';

/** CloudFront's WebACLs live in us-east-1 whatever region the distribution's stack is in. */
export const EDGE_REGION = 'us-east-1';

/** AWS managed rule groups in front of everything (issue 41, docs/decisions.md "The edge"). */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * Rules of the common rule set counted instead of blocked: Stripe's webhook events (POST
 * /api/v1/webhooks/stripe) are often larger than the rule's 8 KB; the API checks every body itself.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'] as const;

/** The rate-based rules' window: requests per viewer IP over the last 5 minutes. */
const RATE_WINDOW_SECONDS = 300;

/**
 * Per-IP limits on the paths a bot hammers (credential stuffing, sign-up and reset-mail spam, card
 * testing), named by the operations of the route table so a renamed path moves the rule with it.
 * Generous on purpose: a hotel's or a mobile network's shared address is many people, and the
 * identity service keeps its own tighter per-IP and per-account limits behind this one.
 */
export const EDGE_RATE_LIMITS = [
  { name: 'SignInRate', operations: ['login', 'oauthGoogle', 'oauthApple'], limit: 100 },
  { name: 'SignUpRate', operations: ['register', 'resendVerification'], limit: 30 },
  { name: 'PasswordResetRate', operations: ['forgotPassword', 'resetPassword'], limit: 30 },
  { name: 'CheckoutRate', operations: ['checkout'], limit: 60 },
] as const;

/** The body of the 429 a rate rule answers, in the API's error shape. */
export const RATE_LIMITED_BODY = JSON.stringify({
  error: {
    code: 'rate_limited',
    message: 'Too many requests from your network. Try again in a few minutes.',
  },
});

/**
 * The URI prefixes a rate rule counts: each operation's path under /api/v1 up to its first path
 * parameter (`/checkout/{artworkId}` -> `/api/v1/checkout/`), lower-cased like the request is.
 */
export function rateLimitedPaths(operations: readonly string[], routes: readonly RouteEntry[] = routeTable) {
  const paths = operations.map((operation) => {
    const route = routes.find((r) => r.operation === operation);
    if (!route) throw new Error(`No route for operation "${operation}" (a WAF rate rule names it)`);
    return `${API_BASE_PATH}${route.path.split('{')[0]}`.toLowerCase();
  });
  return [...new Set(paths)];
}

/** SSM parameter (in us-east-1) holding the WebACL's ARN for the Frontends stack to read. */
const webAclArnParameterName = (config: Pick<AppConfig, 'stage'>) =>
  `/konstvagg/${config.stage}/edge/web-acl-arn`;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const pathStartsWith = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    // `%2F`, `//` and `/./` and upper case must not walk around the rule.
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'NORMALIZE_PATH' },
      { priority: 2, type: 'LOWERCASE' },
    ],
  },
});

/**
 * The site's WAF: a CLOUDFRONT-scope WebACL, so it must be made in us-east-1 (app.ts puts it in a
 * stack of its own there, Konstvagg-<stage>-Edge). Its ARN is written to an SSM parameter in that
 * region, which the Frontends stack reads (readEdgeWebAclArn below).
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: { config: AppConfig }) {
    super(scope, id);
    const { config } = props;
    const name = `konstvagg-${config.stage}-edge`;
    const managed = MANAGED_RULE_GROUPS.map((group, i): wafv2.CfnWebACL.RuleProperty => ({
      name: group,
      priority: 10 + i,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group,
          ...(group === 'AWSManagedRulesCommonRuleSet'
            ? {
                ruleActionOverrides: COUNTED_COMMON_RULES.map((rule) => ({
                  name: rule,
                  actionToUse: { count: {} },
                })),
              }
            : {}),
        },
      },
      visibilityConfig: visibility(`${name}-${group}`),
    }));
    const rates = EDGE_RATE_LIMITS.map((rule, i): wafv2.CfnWebACL.RuleProperty => {
      const paths = rateLimitedPaths(rule.operations).map(pathStartsWith);
      return {
        name: rule.name,
        // First: a request only counts towards a limit if it reaches the rule, and every one should.
        priority: i,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: 'rate-limited',
              responseHeaders: [{ name: 'retry-after', value: String(RATE_WINDOW_SECONDS) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: rule.limit,
            evaluationWindowSec: RATE_WINDOW_SECONDS,
            scopeDownStatement: paths.length === 1 ? paths[0] : { orStatement: { statements: paths } },
          },
        },
        visibilityConfig: visibility(`${name}-${rule.name}`),
      };
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      // ASCII only: a WebACL's description may not hold the ä.
      description: `Konstvagg ${config.stage}: managed rules and per-IP limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      customResponseBodies: {
        'rate-limited': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
      },
      rules: [...managed, ...rates],
    });
    new ssm.StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameterName(config),
      description: `Konstvägg ${config.stage}: the WebACL the CloudFront distribution uses`,
      stringValue: this.webAcl.attrArn,
    });
  }
}

/**
 * The WebACL's ARN, read in the distribution's stack from the SSM parameter in us-east-1 (an SDK
 * call at deploy time). CDK's own `crossRegionReferences` does the same thing underneath, but only
 * between stacks with an explicit region, and every stack of this app is environment-agnostic (the
 * CLI's credentials pick the region), so it would pin the whole app; this read pins nothing. The
 * parameter is read again only when its name changes: the WebACL's ARN changes only with its name,
 * which holds the stage.
 */
export function readEdgeWebAclArn(scope: Construct, config: AppConfig, logGroup: logs.ILogGroup): string {
  const name = webAclArnParameterName(config);
  const read = new cr.AwsCustomResource(scope, 'EdgeWebAclArn', {
    onUpdate: {
      service: 'SSM',
      action: 'GetParameter',
      parameters: { Name: name },
      region: EDGE_REGION,
      physicalResourceId: cr.PhysicalResourceId.of(name),
    },
    policy: cr.AwsCustomResourcePolicy.fromSdkCalls({
      resources: [`arn:${Aws.PARTITION}:ssm:${EDGE_REGION}:${Stack.of(scope).account}:parameter${name}`],
    }),
    installLatestAwsSdk: false,
    logGroup,
  });
  return read.getResponseField('Parameter.Value');
}

/** Log group settings of the edge's functions: a retention always, kept in production. */
export const edgeLogGroupProps = (config: AppConfig): logs.LogGroupProps => ({
  retention: config.logRetentionDays,
  removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
});
