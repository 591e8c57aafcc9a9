import { Stack, Tags, type App, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { ServiceName } from '@konstvagg/lambda-kit/routes';
import { deployedServices, routeTable, type RouteEntry } from '../../route-table.ts';
import { deadLetterQueueName } from './constructs/dead-letters.ts';
import { EDGE_REGION, EdgeWebAcl } from './constructs/edge-web-acl.ts';
import { originSecretRotationFunctionName } from './constructs/origin-secret.ts';
import {
  edgeInvalidationFunctionName,
  identityFunctionName,
  landingFunctionName,
  type AppConfig,
} from './config.ts';
import { frontendDist, hasBuild, landingDist, REMOTES, type FrontendName, type RemoteName } from './paths.ts';
import { readBuildRecord } from '@konstvagg/ui/remote-version';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { FrontendsStack } from './stacks/frontends-stack.ts';
import { RemoteStack } from './stacks/remote-stack.ts';
import { SchedulerStack } from './stacks/scheduler-stack.ts';

export interface KonstvaggStacks {
  data: DataStack;
  auth: AuthStack;
  scheduler: SchedulerStack;
  api: ApiStack;
  frontends: FrontendsStack;
  edge: Stack;
  /** Konstvagg-<stage>-Remote-<name>: one per built remote (remote-stack.ts). */
  remotes: Partial<Record<RemoteName, RemoteStack>>;
}

export interface BuildOptions {
  /** Default: infra/route-table.ts. */
  routes?: readonly RouteEntry[];
  /** Default: every service with at least one route. */
  services?: readonly ServiceName[];
  /** Test hooks: skip bundling, or point at other frontend builds. */
  codeFor?: (service: ServiceName) => lambda.Code;
  distOf?: (name: FrontendName) => string;
  /** Where the landing renderer's build is (default frontends/shell/dist-ssr). */
  landingDist?: string;
}

/**
 * Each built remote's stack, Konstvagg-<stage>-Remote-<name>: it uploads the version just built
 * into the bucket the Frontends stack made, found by name, so it deploys alone and changes no other
 * stack (its dependency on Frontends is one of order, not a reference). An unbuilt remote has none.
 */
function remoteStacks(
  app: App,
  prefix: string,
  config: AppConfig,
  common: StackProps,
  frontends: FrontendsStack,
  distOf: (name: FrontendName) => string,
): Partial<Record<RemoteName, RemoteStack>> {
  const stacks: Partial<Record<RemoteName, RemoteStack>> = {};
  for (const name of REMOTES) {
    if (!readBuildRecord(distOf(name))) continue;
    const stack = new RemoteStack(app, `${prefix}-Remote-${name}`, {
      ...common,
      description: `Konstvägg (${config.stage}): the ${name} remote's files`,
      config,
      name,
      dist: distOf(name),
    });
    stack.addStackDependency(frontends, 'uploads into the site bucket the Frontends stack makes');
    stacks[name] = stack;
  }
  return stacks;
}

/**
 * All stacks of one stage: Konstvagg-<stage>-Data, -Auth, -Scheduler, -Api, -Frontends, -Edge.
 * In the stage's account and region when stages.ts gives them; otherwise environment-agnostic (deploy
 * picks them from the CLI's credentials). The Edge stack is always in us-east-1 (CloudFront's WAF).
 * Dependencies run one way: Data, Auth, Scheduler <- Api <- Frontends, and Edge <- Frontends.
 */
export function buildApp(app: App, config: AppConfig, options: BuildOptions = {}): KonstvaggStacks {
  const prefix = `Konstvagg-${config.stage}`;
  // The stage's account and region (stages.ts), when it has them: CDK then refuses to deploy with
  // credentials for another account.
  const common: StackProps = { description: `Konstvägg (${config.stage})`, env: config.env };
  Tags.of(app).add('project', 'konstvagg');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, `${prefix}-Data`, { ...common, config });
  const services = options.services ?? deployedServices;
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    ...common,
    config,
    customAuthFunctionName: services.includes('identity') ? identityFunctionName(config) : undefined,
  });
  const scheduler = new SchedulerStack(app, `${prefix}-Scheduler`, { ...common, config });
  // The Frontends stack has its landing and edge-invalidation functions (and the stream-failures
  // queue) only with a landing build; the Api stack's dashboard names them, with the rotation's.
  const landing = options.landingDist ?? landingDist;
  const frontendFunctions = hasBuild(landing)
    ? {
        functions: [
          { label: 'landing', functionName: landingFunctionName(config) },
          { label: 'edge-invalidation', functionName: edgeInvalidationFunctionName(config) },
          { label: 'origin-secret-rotation', functionName: originSecretRotationFunctionName(config) },
        ],
        streamFailuresQueueName: deadLetterQueueName(config, 'stream-failures'),
      }
    : undefined;
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    config,
    routes: options.routes ?? routeTable,
    services,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.client,
    issuer: auth.issuer,
    schedulerRole: scheduler.role,
    scheduleDeadLetters: scheduler.deadLetters,
    codeFor: options.codeFor,
    frontends: frontendFunctions,
  });
  const frontends = new FrontendsStack(app, `${prefix}-Frontends`, {
    ...common,
    config,
    httpApi: api.httpApi,
    alarmTopic: api.alarmTopic,
    mediaBucket: data.mediaBucket,
    table: data.table,
    distOf: options.distOf,
    landingDist: landing,
    invalidationCode: options.codeFor?.('catalog'),
  });
  // The WebACL is CLOUDFRONT-scoped, so it is made in us-east-1 whatever region the rest is in; the
  // Frontends stack reads its ARN from an SSM parameter there (constructs/edge-web-acl.ts says why
  // not crossRegionReferences), so the Edge stack deploys first.
  const edge = new Stack(app, `${prefix}-Edge`, {
    ...common,
    description: `Konstvägg (${config.stage}): the WAF in front of CloudFront (us-east-1)`,
    env: { account: config.env?.account, region: EDGE_REGION },
  });
  new EdgeWebAcl(edge, 'Waf', { config });
  frontends.addStackDependency(edge, 'reads the WebACL ARN from its SSM parameter');
  const remotes = remoteStacks(app, prefix, config, common, frontends, options.distOf ?? frontendDist);
  return { data, auth, scheduler, api, frontends, edge, remotes };
}
