import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * cognito-launcher.mjs, cognito-custom-auth.mjs and cognito-mfa.mjs reach into cognito-local's
 * internals (its compiled lib/, not a public API): they replace prototype methods and targets,
 * and call its services with the arguments 5.3.0 takes. An upgrade that moves or reshapes any of
 * that would break sign-in only at run time, deep in a child process. So the version is pinned
 * exactly (infra/package.json), and this test names each piece the patches rely on: when it
 * fails, its message says what changed and which patch to read again.
 * It loads the modules only; it never imports the patches, which would change the shared instances.
 */

/** The version the patches were written and measured against. */
const PATCHED_VERSION = '5.3.0';
const PATCHES = 'infra/local/engines/cognito-{launcher,custom-auth,mfa}.mjs';

const require = createRequire(import.meta.url);
type Fn = (...args: unknown[]) => unknown;
type Module = Record<string, unknown>;

/** A module the patches import, or a failure that names it. */
function internal(path: string, usedBy: string): Module {
  try {
    return require(`cognito-local/${path}`) as Module;
  } catch (err) {
    throw new Error(
      `cognito-local no longer has ${path} (${(err as Error).message.split('\n')[0]}); ${usedBy} imports it: read the new version's lib/ and move the patch.`,
      { cause: err },
    );
  }
}

/** The exported class or function `name` of a module, or a failure that says it is gone. */
function exported(mod: Module, name: string, path: string): Fn & { prototype: Record<string, unknown> } {
  const value = mod[name];
  if (typeof value !== 'function')
    throw new Error(
      `cognito-local's ${path} no longer exports ${name} as a function or class (got ${typeof value}).`,
    );
  return value as Fn & { prototype: Record<string, unknown> };
}

const quietLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child() {
    return quietLogger;
  },
};
const ctx = { logger: quietLogger };

/**
 * Every prototype method the patches call or replace, by module and class, with how many
 * parameters they pass it.
 */
const PROTOTYPE_METHODS: Record<string, Record<string, Record<string, number>>> = {
  // cognito-launcher.mjs wraps it.
  'lib/services/messageDelivery/consoleMessageSender.js': { ConsoleMessageSender: { sendEmail: 4 } },
  // cognito-custom-auth.mjs replaces createLambdaEvent and invokes the triggers.
  'lib/services/lambda.js': { LambdaService: { createLambdaEvent: 1, invoke: 3, enabled: 1 } },
  'lib/services/triggers/triggers.js': { TriggersService: { enabled: 1 } },
  // Both read users; cognito-mfa.mjs saves the MFA preference.
  'lib/services/userPoolService.js': {
    UserPoolServiceImpl: {
      getUserByUsername: 2,
      listUserGroupMembership: 2,
      storeRefreshToken: 3,
      saveUser: 2,
    },
  },
  // cognito-mfa.mjs wraps getUserPoolForClientId.
  'lib/services/cognitoService.js': {
    CognitoServiceImpl: { getUserPoolForClientId: 2, getAppClient: 2, getUserPool: 2 },
  },
  // (ctx, user, groups, client, clientMetadata, source), as cognito-custom-auth.mjs issues tokens.
  'lib/services/tokenGenerator.js': { JwtTokenGenerator: { generate: 6 } },
};
const prototypeMethods = Object.entries(PROTOTYPE_METHODS).flatMap(([path, classes]) =>
  Object.entries(classes).flatMap(([cls, methods]) =>
    Object.entries(methods).map(([method, params]) => ({ path, cls, method, params })),
  ),
);

describe('the cognito-local internals our patches rely on', () => {
  it(`is cognito-local ${PATCHED_VERSION} exactly, pinned without a range`, () => {
    const installed = (require('cognito-local/package.json') as { version: string }).version;
    expect(
      installed,
      `cognito-local ${installed} is installed, but ${PATCHES} were written against ${PATCHED_VERSION}: read each patch against the new lib/, run the cognito integration tests, then update PATCHED_VERSION here`,
    ).toBe(PATCHED_VERSION);
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(
      manifest.dependencies['cognito-local'],
      'infra/package.json must pin cognito-local exactly: a range lets npm bring a version the patches were not checked against',
    ).toBe(PATCHED_VERSION);
  });

  it.each(prototypeMethods)(
    'has $cls.prototype.$method, taking $params parameters',
    ({ path, cls, method, params }) => {
      const fn = exported(internal(path, PATCHES), cls, path).prototype[method];
      expect(typeof fn, `${cls}.prototype.${method} (${path}) is gone; ${PATCHES} call or replace it`).toBe(
        'function',
      );
      expect(
        (fn as Fn).length,
        `${cls}.prototype.${method} (${path}) now takes ${(fn as Fn).length} parameters, not the ${params} ${PATCHES} pass it`,
      ).toBe(params);
    },
  );

  it('has the bin script the launcher starts', () => {
    // Resolved, not loaded: loading it starts a server.
    expect(
      () => require.resolve('cognito-local/lib/bin/start.js'),
      'cognito-local no longer has lib/bin/start.js, which cognito-launcher.mjs imports last and cognito.ts resolves',
    ).not.toThrow();
  });

  it('delivers an email through sender.sendEmail(ctx, user, destination, message), the code in message.__code', async () => {
    const services = internal('lib/services/index.js', 'the launcher (through the messages service)');
    const delivery = internal('lib/services/messageDelivery/messageDelivery.js', 'the launcher');
    const Messages = exported(services, 'MessagesService', 'lib/services/index.js') as unknown as new (
      ...a: unknown[]
    ) => { create: Fn };
    const triggers = {
      enabled: (name: string) => name === 'CustomMessage',
      customMessage: async () => ({ emailSubject: 'Subject', emailMessage: 'Code {####}' }),
    };
    const message = await new Messages(triggers, null).create(
      ctx,
      'SignUp',
      'client',
      'pool',
      { Username: 'u' },
      '123456',
      {},
    );
    expect(
      message,
      'MessagesService.create no longer returns { __code, emailSubject, emailMessage }: the launcher reads message.__code, .emailMessage and .emailSubject',
    ).toEqual({ __code: '123456', emailSubject: 'Subject', emailMessage: 'Code {####}' });

    const Delivery = exported(delivery, 'MessageDeliveryService', 'messageDelivery.js') as unknown as new (
      sender: unknown,
    ) => { deliver: Fn };
    const calls: unknown[][] = [];
    const sender = { sendEmail: async (...a: unknown[]) => void calls.push(a), sendSms: async () => {} };
    const user = { Username: 'u' };
    await new Delivery(sender).deliver(
      ctx,
      user,
      { DeliveryMedium: 'EMAIL', Destination: 'a@example.com' },
      message,
    );
    expect(
      calls,
      "MessageDeliveryService no longer calls sendEmail(ctx, user, destination, message): the launcher's wrapper would write wrong outbox mail",
    ).toEqual([[ctx, user, 'a@example.com', message]]);
  });

  it('has the error classes the patches throw', () => {
    const errors = internal('lib/errors.js', 'cognito-custom-auth.mjs and cognito-mfa.mjs');
    for (const name of [
      'InvalidParameterError',
      'NotAuthorizedError',
      'UnsupportedError',
      'UserNotFoundError',
      'UserNotConfirmedException',
    ]) {
      const Cls = exported(errors, name, 'lib/errors.js') as unknown as new (m?: string) => Error;
      expect(new Cls('probe'), `cognito-local's ${name} is no longer an Error`).toBeInstanceOf(Error);
    }
  });

  it('routes every target through the Targets object at request time, so targets we replace or add are served', () => {
    const targetsPath = 'lib/targets/targets.js';
    const { Targets } = internal(targetsPath, 'cognito-custom-auth.mjs and cognito-mfa.mjs') as {
      Targets: Record<string, unknown>;
    };
    for (const name of [
      'InitiateAuth',
      'AdminInitiateAuth',
      'RespondToAuthChallenge',
      'SetUserMFAPreference',
    ])
      expect(typeof Targets[name], `cognito-local's Targets.${name} is gone; the patches wrap it`).toBe(
        'function',
      );
    for (const name of ['AdminRespondToAuthChallenge', 'AdminSetUserMFAPreference'])
      expect(
        Targets[name],
        `cognito-local now has Targets.${name} of its own, which cognito-custom-auth.mjs / cognito-mfa.mjs replace: compare the two and drop ours if theirs is right`,
      ).toBeUndefined();
    const descriptor = Object.getOwnPropertyDescriptor(Targets, 'InitiateAuth');
    expect(
      descriptor?.writable && !Object.isFrozen(Targets),
      'Targets can no longer be assigned to: the patches replace its entries',
    ).toBe(true);

    // The router looks targets up when a request comes (a probe entry, removed again).
    const { isSupportedTarget } = internal('lib/targets/Target.js', 'the router') as {
      isSupportedTarget: (name: string) => boolean;
    };
    const { Router } = internal('lib/server/Router.js', 'the server') as {
      Router: (services: unknown) => (target: string) => unknown;
    };
    const services = { probe: true };
    let builtWith: unknown;
    Targets.KonstvaggProbe = (s: unknown) => {
      builtWith = s;
      return async () => ({});
    };
    try {
      expect(
        isSupportedTarget('KonstvaggProbe'),
        'isSupportedTarget no longer reads Targets when asked',
      ).toBe(true);
      Router(services)('KonstvaggProbe');
      expect(builtWith, 'Router no longer builds the target from Targets[name](services) per request').toBe(
        services,
      );
    } finally {
      delete Targets.KonstvaggProbe;
    }
  });

  it("invokes a trigger with this.createLambdaEvent(event) and answers the payload's response (cognito-custom-auth.mjs)", async () => {
    const path = 'lib/services/lambda.js';
    const Lambda = exported(internal(path, 'cognito-custom-auth.mjs'), 'LambdaService', path);
    const sent: { Payload: string }[] = [];
    const client = {
      invoke: (req: { Payload: string }) => ({
        promise: async () => {
          sent.push(req);
          return { StatusCode: 200, Payload: JSON.stringify({ response: { issueTokens: true } }) };
        },
      }),
    };
    const lambda = new (Lambda as unknown as new (c: unknown, l: unknown) => Record<string, Fn>)(
      { DefineAuthChallenge: 'konstvagg-identity' },
      client,
    );
    // Without our patch cognito-local refuses the custom-auth sources.
    expect(
      () => lambda.createLambdaEvent!({ triggerSource: 'DefineAuthChallenge_Authentication' }),
      "cognito-local now builds DefineAuthChallenge events itself: compare with cognito-custom-auth.mjs's createLambdaEvent and drop ours if theirs is right",
    ).toThrow('Unsupported Trigger Source');
    lambda.createLambdaEvent = (event: unknown) => ({ built: event }); // on the instance: the prototype stays
    const answer = await lambda.invoke!(ctx, 'DefineAuthChallenge', { triggerSource: 'x' });
    expect(
      JSON.parse(sent[0]!.Payload),
      'LambdaService.invoke no longer sends this.createLambdaEvent(event) as the payload',
    ).toEqual({ built: { triggerSource: 'x' } });
    expect(answer, "LambdaService.invoke no longer answers the payload's `response`").toEqual({
      issueTokens: true,
    });
  });

  it("keeps the trigger service's lambda and postAuthentication, attributesToRecord and a pool's options", () => {
    const triggersPath = 'lib/services/triggers/triggers.js';
    const Triggers = exported(
      internal(triggersPath, 'cognito-custom-auth.mjs'),
      'TriggersService',
      triggersPath,
    );
    const lambdaStub = { enabled: () => false };
    const triggers = new (Triggers as unknown as new (...a: unknown[]) => Record<string, unknown>)(
      {},
      {},
      lambdaStub,
      {},
    );
    expect(
      triggers.lambda,
      'TriggersService no longer keeps its LambdaService as .lambda (services.triggers.lambda.invoke)',
    ).toBe(lambdaStub);
    expect(typeof triggers.postAuthentication, 'TriggersService.postAuthentication is gone').toBe('function');

    const poolsPath = 'lib/services/userPoolService.js';
    const pools = internal(poolsPath, 'cognito-custom-auth.mjs');
    const attributesToRecord = exported(pools, 'attributesToRecord', poolsPath);
    expect(
      attributesToRecord([{ Name: 'email', Value: 'a@example.com' }]),
      'attributesToRecord no longer turns [{ Name, Value }] into { Name: Value }',
    ).toEqual({ email: 'a@example.com' });
    const UserPool = exported(pools, 'UserPoolServiceImpl', poolsPath);
    const pool = new (UserPool as unknown as new (...a: unknown[]) => { options: unknown })(
      {},
      {},
      {},
      { Id: 'pool', MfaConfiguration: 'OFF' },
    );
    expect(
      pool.options,
      'UserPoolServiceImpl.options is no longer the pool config (options.Id, options.MfaConfiguration)',
    ).toEqual({ Id: 'pool', MfaConfiguration: 'OFF' });
  });

  it("wires the server's services as the patches read them (cognito, triggers, tokenGenerator)", () => {
    // createDefaultServer starts a data store; its source is read instead.
    const source = readFileSync(require.resolve('cognito-local/lib/server/defaults.js'), 'utf8');
    for (const key of ['cognito: cognitoClient', 'tokenGenerator: new', 'triggers'])
      expect(
        source,
        `cognito-local's services object no longer has \`${key}\`: the patches call services.${key.split(':')[0]}`,
      ).toContain(key);
  });

  it('asks for a TOTP code with ChallengeParameters.USER_ID_FOR_SRP, which cognito-mfa.mjs binds its session to', () => {
    const source = readFileSync(require.resolve('cognito-local/lib/targets/initiateAuth.js'), 'utf8');
    expect(source, 'InitiateAuth no longer answers SOFTWARE_TOKEN_MFA').toContain(
      'ChallengeName: "SOFTWARE_TOKEN_MFA"',
    );
    expect(source, "InitiateAuth's MFA challenge no longer names its user in USER_ID_FOR_SRP").toContain(
      'USER_ID_FOR_SRP: user.Username',
    );
    expect(source, 'InitiateAuth no longer decides MFA from userPool.options.MfaConfiguration').toContain(
      'userPool.options.MfaConfiguration',
    );
  });
});
