import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SERVICE_NAMES } from '@konstvagg/lambda-kit/routes';
import { actionsOf, liveAlias, roleStatements, serviceFunction, synth } from './synth.ts';

// Google/Apple sign-in: the identity Lambda as the pool's custom-auth triggers, the HMAC secret, the
// client ids. Inline code instead of bundles: this file checks wiring, not handlers.
const code = { codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});') };
const withProviders = synth(
  {
    domain: 'konstvagg.example',
    googleClientId: 'google-client.apps.googleusercontent.com',
    appleClientId: 'se.konstvagg.web',
    appleTeamId: 'TEAM123456',
    appleKeyId: 'KEY1234567',
  },
  { ...code, services: SERVICE_NAMES },
).templates;
// What `npx cdk synth` gives offline with no context at all.
const plain = synth({}, code).templates;

const TRIGGERS = ['DefineAuthChallenge', 'CreateAuthChallenge', 'VerifyAuthChallengeResponse'];

describe('custom auth for Google and Apple sign-in', () => {
  it.each([
    ['with provider ids', withProviders],
    ['without any context', plain],
  ])('makes the identity Lambda the three custom-auth triggers (%s)', (_, templates) => {
    const pool = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'))[0]!;
    const config = pool.Properties.LambdaConfig as Record<string, unknown>;
    for (const trigger of TRIGGERS) {
      expect(JSON.stringify(config[trigger]), trigger).toContain(':function:konstvagg-test-identity');
    }
    const identity = serviceFunction(templates.api, 'identity');
    expect(identity.fn.Properties.FunctionName).toBe('konstvagg-test-identity');
  });

  it('lets Cognito (this pool only) invoke the identity Lambda, and no other', () => {
    const permissions = Object.values(withProviders.api.findResources('AWS::Lambda::Permission')).filter(
      (p) => p.Properties.Principal === 'cognito-idp.amazonaws.com',
    );
    expect(permissions).toHaveLength(1);
    const [permission] = permissions;
    expect(permission!.Properties.Action).toBe('lambda:InvokeFunction');
    // On the live alias, which the triggers name.
    expect(permission!.Properties.FunctionName).toEqual({
      Ref: liveAlias(withProviders.api, 'identity').aliasId,
    });
    expect(JSON.stringify(permission!.Properties.SourceArn)).toMatch(
      /Auth:ExportsOutputFnGetAttUsers[A-Z0-9]+Arn/,
    );
  });

  it('allows CUSTOM_AUTH (and still the password flow) on the web client', () => {
    withProviders.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH']),
    });
  });

  it('lets only identity answer challenges and read the generated HMAC secret, kept out of the template', () => {
    const api = withProviders.api;
    const secrets = api.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(1);
    const [secretId, secret] = Object.entries(secrets)[0]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    expect(secret.Properties.SecretString).toBeUndefined();

    for (const service of SERVICE_NAMES) {
      const { roleId, fn } = serviceFunction(api, service);
      const statements = roleStatements(api, roleId);
      // Every function may read the rotating origin secret (origin-secret.test.ts); nothing else.
      const reads = statements
        .filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))
        .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
        .filter((r) => !JSON.stringify(r).includes('origin-secret'))
        .map((Resource) => ({ Resource }));
      const env = fn.Properties.Environment.Variables;
      if (service === 'identity') {
        expect(JSON.stringify(reads.map((s) => s.Resource))).toContain(secretId);
        expect(statements.flatMap(actionsOf)).toContain('cognito-idp:AdminRespondToAuthChallenge');
        expect(env.OAUTH_CUSTOM_AUTH_SECRET_ARN).toEqual({ Ref: secretId });
        // The secret is read at run time through the Parameters and Secrets extension.
        const [layer] = fn.Properties.Layers as { 'Fn::FindInMap': [string, unknown, string] }[];
        const [map, , key] = layer!['Fn::FindInMap'];
        const arn = (api.toJSON().Mappings[map] as Record<string, Record<string, string>>)['eu-north-1']![
          key
        ];
        expect(arn).toMatch(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:/);
      } else {
        expect(reads, service).toEqual([]);
        expect(env.OAUTH_CUSTOM_AUTH_SECRET_ARN, service).toBeUndefined();
      }
    }
  });

  it("gives identity the providers' client ids from context, and none when they are not set", () => {
    const env = serviceFunction(withProviders.api, 'identity').fn.Properties.Environment.Variables;
    expect(env.OAUTH_GOOGLE_CLIENT_ID).toBe('google-client.apps.googleusercontent.com');
    expect(env.OAUTH_APPLE_CLIENT_ID).toBe('se.konstvagg.web');
    expect(
      serviceFunction(withProviders.api, 'catalog').fn.Properties.Environment.Variables,
    ).not.toHaveProperty('OAUTH_GOOGLE_CLIENT_ID');

    const bare = serviceFunction(plain.api, 'identity').fn.Properties.Environment.Variables;
    expect(bare).not.toHaveProperty('OAUTH_GOOGLE_CLIENT_ID');
    expect(bare).not.toHaveProperty('OAUTH_APPLE_CLIENT_ID');
    plain.auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    withProviders.auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
  });

  it('sets no triggers when the identity service is not deployed', () => {
    const { templates } = synth({}, { ...code, routes: [], services: ['stats'] });
    const pool = Object.values(templates.auth.findResources('AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.LambdaConfig).toBeUndefined();
  });
});

describe("Apple's form_post callback", () => {
  const PATH = '/api/v1/auth/oauth/apple/callback';

  it('is a public POST route of the identity Lambda (Apple posts it, nobody is signed in yet)', () => {
    const routes = Object.values(withProviders.api.findResources('AWS::ApiGatewayV2::Route'));
    const route = routes.find((r) => r.Properties.RouteKey === `POST ${PATH}`);
    expect(route).toBeDefined();
    expect(route!.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const integrations = withProviders.api.findResources('AWS::ApiGatewayV2::Integration');
    const target = JSON.stringify(route!.Properties.Target);
    const integration = Object.entries(integrations).find(([id]) => target.includes(id))![1];
    expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(
      liveAlias(withProviders.api, 'identity').aliasId,
    );
  });

  it('reaches the API through the distribution with POST, its form body and its cookie', () => {
    const dist = Object.values(withProviders.frontends.findResources('AWS::CloudFront::Distribution'))[0]!;
    const behaviours = dist.Properties.DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      AllowedMethods: string[];
      OriginRequestPolicyId?: string;
      TargetOriginId: string;
    }[];
    // CloudFront takes the first pattern that matches, in order.
    const glob = (pattern: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    const first = behaviours.find((b) => glob(b.PathPattern).test(PATH))!;
    expect(first.PathPattern).toBe('/api/*');
    expect(first.AllowedMethods).toContain('POST');
    // Managed-AllViewerExceptHostHeader: every viewer header, cookie and query string reaches the API.
    expect(first.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    const origin = dist.Properties.DistributionConfig.Origins.find(
      (o: { Id: string }) => o.Id === first.TargetOriginId,
    );
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });
});
