import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SERVICE_NAMES, routeKeyOf, type ServiceName } from '@konstvagg/lambda-kit/routes';
import type { RouteEntry } from '../../route-table.ts';
import { TABLE_DEFINITION } from '@konstvagg/domain';
import { SERVICE_ACCESS } from '../lib/service-access.ts';
import { actionsOf, roleStatements, serviceFunction, synth } from './synth.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Every service deployed (most have no routes yet), with a protected, an optional and a public route
// each, and inline code instead of bundles: this file checks wiring and IAM, not handlers.
const routes: RouteEntry[] = SERVICE_NAMES.flatMap((service) => [
  { service, method: 'GET', path: `/${service}-probe/public`, access: 'public', operation: 'probe' },
  { service, method: 'GET', path: `/${service}-probe/optional/{id}`, access: 'optional', operation: 'probe' },
  { service, method: 'POST', path: `/${service}-probe/admin`, access: ['admin'], operation: 'probe' },
]);
const { templates } = synth(
  {
    domain: 'konstvagg.example',
    alarmEmail: 'ops@konstvagg.example',
    googleClientId: 'google-client.apps.googleusercontent.com',
    appleClientId: 'se.konstvagg.web',
    appleTeamId: 'TEAM123456',
    appleKeyId: 'KEY1234567',
  },
  {
    routes,
    services: SERVICE_NAMES,
    codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});'),
  },
);
const api = templates.api;
const actionsFor = (service: ServiceName) =>
  roleStatements(api, serviceFunction(api, service).roleId).flatMap(actionsOf);

const WRITE = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/;

describe('grants follow SERVICE_ACCESS', () => {
  it.each(SERVICE_NAMES)('%s: table access as declared', (service) => {
    const actions = actionsFor(service);
    expect(actions).toContain('dynamodb:Query');
    expect(actions.some((a) => WRITE.test(a))).toBe(SERVICE_ACCESS[service].table === 'readWrite');
  });

  it.each(SERVICE_NAMES)('%s: the table and each of its indexes by name, never index/*', (service) => {
    const statements = roleStatements(api, serviceFunction(api, service).roleId).filter((s) =>
      actionsOf(s).includes('dynamodb:Query'),
    );
    expect(statements).toHaveLength(1);
    const resources = JSON.stringify(statements.map((s) => s.Resource));
    expect(resources).not.toContain('*');
    for (const index of TABLE_DEFINITION.indexes) expect(resources).toContain(`/index/${index.name}`);
  });

  it("names the media bucket by its fixed name in every service's MEDIA_BUCKET and in the grants", () => {
    const data = Object.values(templates.data.findResources('AWS::S3::Bucket'));
    const named = data.map((b) => JSON.stringify(b.Properties.BucketName)).filter((n) => n.includes('media'));
    expect(named).toEqual([
      JSON.stringify({
        'Fn::Join': ['', ['konstvagg-test-media-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
      }),
    ]);
    for (const service of SERVICE_NAMES) {
      const env = serviceFunction(api, service).fn.Properties.Environment.Variables;
      expect(JSON.stringify(env.MEDIA_BUCKET), service).toBe(named[0]);
    }
    const media = roleStatements(api, serviceFunction(api, 'media').roleId).find((s) =>
      actionsOf(s).includes('s3:PutObject'),
    );
    expect(JSON.stringify(media?.Resource)).toContain('konstvagg-test-media-');
    expect(JSON.stringify(media?.Resource)).not.toContain('ImportValue');
  });

  it('stats has no write action on the table', () => {
    expect(actionsFor('stats').filter((a) => WRITE.test(a))).toEqual([]);
  });

  it.each(SERVICE_NAMES)('%s: media bucket only if declared', (service) => {
    const s3 = actionsFor(service).filter((a) => a.startsWith('s3:'));
    if (SERVICE_ACCESS[service].media === 'readWrite')
      expect(s3).toEqual(expect.arrayContaining(['s3:PutObject', 's3:GetObject*']));
    else expect(s3).toEqual([]);
  });

  it('only identity has Cognito admin actions, and admin only those of a suspension, on the pool only', () => {
    for (const service of SERVICE_NAMES) {
      const cognito = actionsFor(service).filter((a) => a.startsWith('cognito-idp:'));
      if (service === 'identity')
        expect(cognito).toEqual(
          expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup']),
        );
      else if (service === 'admin')
        expect([...cognito].sort(), service).toEqual([
          'cognito-idp:AdminDisableUser',
          'cognito-idp:AdminEnableUser',
          'cognito-idp:AdminUserGlobalSignOut',
        ]);
      else expect(cognito, service).toEqual([]);
    }
    const statement = roleStatements(api, serviceFunction(api, 'identity').roleId).find((s) =>
      actionsOf(s).includes('cognito-idp:AdminCreateUser'),
    );
    expect(JSON.stringify(statement?.Resource)).toMatch(/Auth:ExportsOutputFnGetAttUsers[A-Z0-9]+Arn/);
  });

  it('identity may make every Cognito admin call its code makes, and send mail', () => {
    // The admin commands the identity service's source uses (src/**): each must be granted.
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
          for (const m of readFileSync(file, 'utf8').matchAll(/\b(Admin\w+|ListUsers)Command\b/g))
            used.add(m[1]!);
      }
    };
    walk(path.join(REPO_ROOT, 'services/identity/src'));
    expect([...used]).toEqual(
      expect.arrayContaining(['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser']),
    );
    const actions = actionsFor('identity');
    for (const command of used) expect(actions, command).toContain(`cognito-idp:${command}`);
    expect(actions).toContain('ses:SendEmail');
  });

  it('only orders may create and delete schedules, in its group, and pass the scheduler role', () => {
    for (const service of SERVICE_NAMES) {
      const actions = actionsFor(service).filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole');
      if (service === 'orders')
        expect(actions.sort()).toEqual([
          'iam:PassRole',
          'scheduler:CreateSchedule',
          'scheduler:DeleteSchedule',
        ]);
      else expect(actions, service).toEqual([]);
    }
    const statements = roleStatements(api, serviceFunction(api, 'orders').roleId);
    expect(
      JSON.stringify(statements.find((s) => actionsOf(s).includes('scheduler:CreateSchedule'))?.Resource),
    ).toContain(':schedule/konstvagg-test/*');
    expect(statements.find((s) => actionsOf(s).includes('iam:PassRole'))?.Condition).toEqual({
      StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
    });
  });

  it('lets the scheduler role invoke the orders Lambda and nothing else', () => {
    const policies = Object.values(api.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes('Konstvagg-test-Scheduler'),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties.PolicyDocument.Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toBe('lambda:InvokeFunction');
    expect(JSON.stringify(statements[0].Resource)).toContain(serviceFunction(api, 'orders').logicalId);
  });

  it('only orders reads the Stripe secrets, by parameter name', () => {
    for (const service of SERVICE_NAMES) {
      const ssm = actionsFor(service).filter((a) => a.startsWith('ssm:'));
      expect(ssm, service).toEqual(service === 'orders' ? ['ssm:GetParameter'] : []);
    }
    const statement = roleStatements(api, serviceFunction(api, 'orders').roleId).find((s) =>
      actionsOf(s).includes('ssm:GetParameter'),
    );
    expect(JSON.stringify(statement?.Resource)).toContain(':parameter/konstvagg/test/stripe/secret-key');
  });

  it('lets the admin service mail artists about moderation decisions, as the MAIL_FROM domain', () => {
    const statement = roleStatements(api, serviceFunction(api, 'admin').roleId).find((s) =>
      actionsOf(s).includes('ses:SendEmail'),
    );
    expect(JSON.stringify(statement?.Resource)).toContain(':identity/konstvagg.example');
  });

  it('sends mail only as the MAIL_FROM domain', () => {
    const statement = roleStatements(api, serviceFunction(api, 'orders').roleId).find((s) =>
      actionsOf(s).includes('ses:SendEmail'),
    );
    expect(JSON.stringify(statement?.Resource)).toContain(':identity/konstvagg.example');
  });
});

describe('routes and authorizer', () => {
  it('puts the JWT authorizer (issuer = the pool, audience = the client) on role routes only', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.anyValue() })],
        Issuer: Match.anyValue(),
      },
    });
    const authorizer = Object.values(api.findResources('AWS::ApiGatewayV2::Authorizer'))[0]!;
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toContain('https://cognito-idp.');
    const byKey = new Map(
      Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map((r) => [
        r.Properties.RouteKey,
        r.Properties,
      ]),
    );
    for (const r of routes) {
      const props = byKey.get(routeKeyOf(r));
      expect(props?.AuthorizationType ?? 'NONE', routeKeyOf(r)).toBe(
        Array.isArray(r.access) ? 'JWT' : 'NONE',
      );
    }
  });

  it('rejects a route whose service is not deployed', async () => {
    const { synth: again } = await import('./synth.ts');
    expect(() =>
      again({}, { routes: routes.slice(0, 1), services: [], codeFor: () => lambda.Code.fromInline('') }),
    ).toThrow(/not deployed/);
  });
});

describe('context settings', () => {
  it('passes the public URL from context, and no currency: a buyer pays in the currency of their market (shared/domain markets.ts)', () => {
    const env = serviceFunction(api, 'orders').fn.Properties.Environment.Variables;
    expect(env.CURRENCY).toBeUndefined();
    expect(env.PUBLIC_BASE_URL).toBe('https://konstvagg.example');
    expect(env.MAIL_FROM).toBe('Konstvägg <no-reply@konstvagg.example>');
  });

  it('adds Google and Apple with their secrets from Secrets Manager, and the hosted domain', () => {
    const auth = templates.auth;
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'SignInWithApple',
      ProviderType: 'SignInWithApple',
    });
    const json = JSON.stringify(auth.toJSON());
    expect(json).toContain('{{resolve:secretsmanager:konstvagg/test/google-client-secret');
    expect(json).toContain('{{resolve:secretsmanager:konstvagg/test/apple-private-key');
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'konstvagg-test' });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: [
        'COGNITO',
        { Ref: Match.stringLikeRegexp('^Google') },
        { Ref: Match.stringLikeRegexp('^Apple') },
      ],
      CallbackURLs: ['https://konstvagg.example/auth/callback'],
      AllowedOAuthFlows: ['code'],
    });
  });

  it('mails alarms to alarmEmail', () => {
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@konstvagg.example',
    });
  });
});
