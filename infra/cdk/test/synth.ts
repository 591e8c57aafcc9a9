import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type BuildOptions, type KonstvaggStacks } from '../lib/app.ts';
import { readConfig } from '../lib/config.ts';
import { FRONTENDS, REPO_ROOT, type FrontendName } from '../lib/paths.ts';

/** The context of cdk.json (feature flags included), so tests synthesize what the CLI does. */
export const CDK_JSON_CONTEXT: Record<string, unknown> = JSON.parse(
  readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'),
).context;

export type Templates = Record<Exclude<keyof KonstvaggStacks, 'remotes'>, Template>;

/** Every key a production synth of the prod stage needs (config.ts requirementsOf), made up. */
export const PRODUCTION_CONTEXT = {
  stage: 'prod',
  production: 'true',
  account: '111111111111',
  region: 'eu-north-1',
  domain: 'konstvagg.example',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
  stripePublishableKey: 'pk_test_x',
  stripeSecretName: '/konstvagg/prod/stripe/secret-key',
  stripeWebhookSecretName: '/konstvagg/prod/stripe/webhook-secret',
  googleClientId: 'google-client',
  googleClientSecretName: 'konstvagg/prod/google-client-secret',
  appleClientId: 'se.konstvagg.web',
  appleTeamId: 'TEAM',
  appleKeyId: 'KEY',
  applePrivateKeySecretName: 'konstvagg/prod/apple-private-key',
  alarmEmail: 'ops@konstvagg.example',
};

/**
 * Synthesizes every stack of one stage once; a test file calls this in its module scope. Frontend
 * builds (the landing renderer's too) are ignored unless `distOf` / `landingDist` say otherwise (the result must not depend on whether someone
 * ran `npm run build:frontends`; frontends.test.ts covers uploads). CloudFormation's rule check runs
 * only where asked (it costs seconds per synth; `cdk synth` always runs it).
 */
export function synth(context: Record<string, unknown> = {}, options: BuildOptions = {}, validate = false) {
  const app = new App({
    context: { ...CDK_JSON_CONTEXT, stage: 'test', ...context },
    builtinCloudFormationValidation: validate,
  });
  const stacks = buildApp(app, readConfig(app), {
    distOf: () => '/nonexistent/dist',
    landingDist: '/nonexistent/dist-ssr',
    ...options,
  });
  const { remotes, ...fixed } = stacks;
  const templates = Object.fromEntries(
    Object.entries(fixed).map(([name, stack]) => [name, Template.fromStack(stack)]),
  ) as Templates;
  /** Each built remote's stack (Konstvagg-<stage>-Remote-<name>). */
  const remoteTemplates = Object.fromEntries(
    Object.entries(remotes).map(([name, stack]) => [name, Template.fromStack(stack)]),
  ) as Partial<Record<keyof typeof remotes, Template>>;
  return { app, stacks, templates, remoteTemplates };
}

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
  Condition?: unknown;
}

export const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** Allow statements of the IAM policies attached to a role (by the role's logical id). */
export function roleStatements(template: Template, roleLogicalId: string): Statement[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleLogicalId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

/** Logical id of the execution role of the service's Lambda (found by POWERTOOLS_SERVICE_NAME). */
export function serviceFunction(template: Template, service: string) {
  const fns = template.findResources('AWS::Lambda::Function', {
    Properties: { Environment: { Variables: { POWERTOOLS_SERVICE_NAME: service } } },
  });
  const entries = Object.entries(fns);
  if (entries.length !== 1) throw new Error(`expected one function for ${service}, found ${entries.length}`);
  const [logicalId, fn] = entries[0]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return { logicalId, fn, roleId };
}

/**
 * A build of every frontend and of the landing renderer, made up in a temp folder: what a synth
 * after `npm run build:frontends` has (the uploads, the landing function), without building.
 */
/** The version every made-up remote build has. */
export const FAKE_VERSION = 'fake-v1';

export function fakeBuilds(): {
  distOf: (name: FrontendName) => string;
  landingDist: string;
  remove: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'konstvagg-builds-'));
  for (const name of FRONTENDS) {
    // A remote's build is a version folder and its record (remote-version.js); the shell's is flat.
    const dir = name === 'shell' ? join(root, name) : join(root, name, FAKE_VERSION);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script>window.x = 1;</script>');
    writeFileSync(join(dir, 'remoteEntry.js'), 'export {}');
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {}');
    if (name !== 'shell')
      writeFileSync(
        join(root, name, 'latest.json'),
        JSON.stringify({
          name,
          version: FAKE_VERSION,
          entry: `/remotes/${name}/${FAKE_VERSION}/remoteEntry.js`,
          builtAt: '2026-12-03T00:00:00.000Z',
          contract: { needs: {}, versions: {} },
        }),
      );
  }
  const landingDist = join(root, 'dist-ssr');
  mkdirSync(landingDist);
  writeFileSync(join(landingDist, 'landing.mjs'), 'export const handler = () => ({});');
  writeFileSync(join(landingDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(landingDist, 'landing-assets.json'), '{"stylesheets":[]}');
  return {
    distOf: (name) => join(root, name),
    landingDist,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Logical ids of a service's function, its `live` alias and the version the alias points at. */
export function liveAlias(template: Template, service: string) {
  const { logicalId: functionId } = serviceFunction(template, service);
  const aliases = Object.entries(
    template.findResources('AWS::Lambda::Alias', { Properties: { FunctionName: { Ref: functionId } } }),
  );
  if (aliases.length !== 1) throw new Error(`expected one alias for ${service}, found ${aliases.length}`);
  const [aliasId, alias] = aliases[0]!;
  const versionId = (alias.Properties.FunctionVersion as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return { functionId, aliasId, alias, versionId };
}

/** A Lambda bundle's code as one text: index.mjs and the chunks it loads on demand (infra/lambda-bundle.ts). */
export function bundleText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mjs'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}
