/**
 * Cognito's custom authentication flow for cognito-local, which lacks it (loaded by
 * cognito-launcher.mjs, in cognito-local's own process):
 *
 * - AdminInitiateAuth / InitiateAuth with AuthFlow CUSTOM_AUTH,
 * - AdminRespondToAuthChallenge (which cognito-local does not have at all) and
 *   RespondToAuthChallenge with ChallengeName CUSTOM_CHALLENGE.
 *
 * As on AWS, the pool's three Lambda triggers decide: DefineAuthChallenge (issue tokens, fail, or
 * ask a CUSTOM_CHALLENGE), CreateAuthChallenge (public + private challenge parameters) and
 * VerifyAuthChallengeResponse (answerCorrect). They are invoked through cognito-local's configured
 * Lambda client (TriggerFunctions + LambdaClient in its config), with the events Cognito sends.
 * Tokens come from cognito-local's token generator exactly as in its password flow (refresh
 * token stored, PreTokenGeneration and PostAuthentication triggers honoured).
 *
 * Sessions live in this process's memory: single use, valid 3 minutes (Cognito's default).
 */
import { randomBytes } from 'node:crypto';
// CommonJS inside: the default import is module.exports, the same instances cognito-local's server uses.
import errorsModule from 'cognito-local/lib/errors.js';
import lambdaModule from 'cognito-local/lib/services/lambda.js';
import userPoolModule from 'cognito-local/lib/services/userPoolService.js';
import targetsModule from 'cognito-local/lib/targets/targets.js';

const {
  InvalidParameterError,
  NotAuthorizedError,
  UnsupportedError,
  UserNotFoundError,
  UserNotConfirmedException,
} = errorsModule;
const { LambdaService } = lambdaModule;
const { attributesToRecord } = userPoolModule;
const { Targets } = targetsModule;

export const SESSION_TTL_MS = 3 * 60 * 1000;
const TRIGGERS = ['DefineAuthChallenge', 'CreateAuthChallenge', 'VerifyAuthChallengeResponse'];
const SOURCES = new Set(TRIGGERS.map((t) => `${t}_Authentication`));

/** session id -> { clientId, userPoolId, username, session[], privateChallengeParameters, challengeMetadata, expiresAt } */
const sessions = new Map();

// cognito-local builds each trigger's event from a fixed list of sources; ours pass through as built here.
const originalCreateLambdaEvent = LambdaService.prototype.createLambdaEvent;
LambdaService.prototype.createLambdaEvent = function createLambdaEvent(event) {
  if (!SOURCES.has(event.triggerSource)) return originalCreateLambdaEvent.call(this, event);
  return {
    version: '1',
    region: 'local',
    userPoolId: event.userPoolId,
    userName: event.username,
    callerContext: { awsSdkVersion: 'cognito-local', clientId: event.clientId },
    triggerSource: event.triggerSource,
    request: event.request,
    response: event.response,
  };
};

function newSessionId() {
  return randomBytes(48).toString('base64url');
}

function dropExpired(now) {
  for (const [id, s] of sessions) if (s.expiresAt <= now) sessions.delete(id);
}

async function invoke(ctx, services, trigger, base, request, response) {
  const result = await services.triggers.lambda.invoke(ctx, trigger, {
    ...base,
    triggerSource: `${trigger}_Authentication`,
    request,
    response,
  });
  return result ?? {};
}

async function loadUser(ctx, services, clientId, username) {
  if (!TRIGGERS.every((t) => services.triggers.enabled(t))) {
    throw new InvalidParameterError('Custom auth lambda trigger is not configured for the user pool.');
  }
  const userPool = await services.cognito.getUserPoolForClientId(ctx, clientId);
  const userPoolClient = await services.cognito.getAppClient(ctx, clientId);
  if (!userPoolClient) throw new NotAuthorizedError();
  const user = await userPool.getUserByUsername(ctx, username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  if (user.UserStatus === 'UNCONFIRMED') throw new UserNotConfirmedException();
  return { userPool, userPoolClient, user };
}

/** Asks DefineAuthChallenge what comes next and answers the caller accordingly. */
async function nextStep(ctx, services, req, found, history) {
  const { userPool, userPoolClient, user } = found;
  const base = { clientId: req.ClientId, userPoolId: userPool.options.Id, username: user.Username };
  const userAttributes = attributesToRecord(user.Attributes);
  const clientMetadata = req.ClientMetadata ?? {};
  const decision = await invoke(
    ctx,
    services,
    'DefineAuthChallenge',
    base,
    { userAttributes, session: history, clientMetadata, userNotFound: false },
    { challengeName: null, issueTokens: false, failAuthentication: false },
  );
  if (decision.failAuthentication) throw new NotAuthorizedError('Incorrect username or password.');
  if (decision.issueTokens) {
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(
      ctx,
      user,
      groups,
      userPoolClient,
      req.ClientMetadata,
      'Authentication',
    );
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    if (services.triggers.enabled('PostAuthentication')) {
      await services.triggers.postAuthentication(ctx, {
        clientId: req.ClientId,
        clientMetadata: req.ClientMetadata,
        source: 'PostAuthentication_Authentication',
        userAttributes: user.Attributes,
        username: user.Username,
        userPoolId: userPool.options.Id,
      });
    }
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: tokens.AccessToken,
        RefreshToken: tokens.RefreshToken,
        IdToken: tokens.IdToken,
        TokenType: 'Bearer',
        ExpiresIn: 3600,
      },
    };
  }
  if (decision.challengeName !== 'CUSTOM_CHALLENGE') {
    throw new UnsupportedError(`CUSTOM_AUTH with challengeName=${decision.challengeName}`);
  }
  const created = await invoke(
    ctx,
    services,
    'CreateAuthChallenge',
    base,
    {
      userAttributes,
      challengeName: 'CUSTOM_CHALLENGE',
      session: history,
      clientMetadata,
      userNotFound: false,
    },
    { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: undefined },
  );
  const now = Date.now();
  dropExpired(now);
  const id = newSessionId();
  sessions.set(id, {
    clientId: req.ClientId,
    userPoolId: userPool.options.Id,
    username: user.Username,
    history,
    privateChallengeParameters: created.privateChallengeParameters ?? {},
    challengeMetadata: created.challengeMetadata,
    expiresAt: now + SESSION_TTL_MS,
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: id,
    ChallengeParameters: { ...(created.publicChallengeParameters ?? {}), USERNAME: user.Username },
  };
}

async function startCustomAuth(ctx, services, req) {
  const username = req.AuthParameters?.USERNAME;
  if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
  const found = await loadUser(ctx, services, req.ClientId, username);
  return nextStep(ctx, services, req, found, []);
}

async function answerCustomChallenge(ctx, services, req) {
  const username = req.ChallengeResponses?.USERNAME;
  if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
  if (!req.Session) throw new InvalidParameterError('Missing required parameter Session');
  const state = sessions.get(req.Session);
  sessions.delete(req.Session); // single use, right or wrong
  if (!state || state.expiresAt <= Date.now() || state.clientId !== req.ClientId) {
    throw new NotAuthorizedError('Invalid session for the user, session is expired.');
  }
  const found = await loadUser(ctx, services, req.ClientId, username);
  if (found.user.Username !== state.username) throw new NotAuthorizedError('Invalid session for the user.');
  const verdict = await invoke(
    ctx,
    services,
    'VerifyAuthChallengeResponse',
    { clientId: req.ClientId, userPoolId: state.userPoolId, username: state.username },
    {
      userAttributes: attributesToRecord(found.user.Attributes),
      privateChallengeParameters: state.privateChallengeParameters,
      challengeAnswer: req.ChallengeResponses.ANSWER ?? '',
      clientMetadata: req.ClientMetadata ?? {},
      userNotFound: false,
    },
    { answerCorrect: false },
  );
  const history = [
    ...state.history,
    {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: verdict.answerCorrect === true,
      ...(state.challengeMetadata ? { challengeMetadata: state.challengeMetadata } : {}),
    },
  ];
  return nextStep(ctx, services, req, found, history);
}

const originalAdminInitiateAuth = Targets.AdminInitiateAuth;
Targets.AdminInitiateAuth = (services) => {
  const original = originalAdminInitiateAuth(services);
  return (ctx, req) =>
    req.AuthFlow === 'CUSTOM_AUTH' ? startCustomAuth(ctx, services, req) : original(ctx, req);
};

const originalInitiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const original = originalInitiateAuth(services);
  return (ctx, req) =>
    req.AuthFlow === 'CUSTOM_AUTH' ? startCustomAuth(ctx, services, req) : original(ctx, req);
};

const originalRespondToAuthChallenge = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const original = originalRespondToAuthChallenge(services);
  return (ctx, req) =>
    req.ChallengeName === 'CUSTOM_CHALLENGE' ? answerCustomChallenge(ctx, services, req) : original(ctx, req);
};

// cognito-local has no admin variant at all; the other challenges are the public call's.
Targets.AdminRespondToAuthChallenge = (services) => {
  const original = originalRespondToAuthChallenge(services);
  return (ctx, req) =>
    req.ChallengeName === 'CUSTOM_CHALLENGE' ? answerCustomChallenge(ctx, services, req) : original(ctx, req);
};
