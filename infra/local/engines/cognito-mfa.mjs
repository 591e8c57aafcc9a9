/**
 * What cognito-local 5.3 lacks for TOTP multi-factor sign-in (issue 41), loaded by
 * cognito-launcher.mjs in cognito-local's own process. It has AssociateSoftwareToken,
 * VerifySoftwareToken, SetUserMFAPreference and the SOFTWARE_TOKEN_MFA challenge; here:
 *
 * - the pool's MFA setting of the CDK pool (`mfa: OPTIONAL`): cognito-local's default is OFF,
 *   under which it never asks for a code, and pools made before issue 41 were saved with it;
 * - the challenge's Session bound to its user and app client, single use once answered right,
 *   valid 3 minutes (cognito-local takes any Session string, so a code alone would sign in);
 * - AdminSetUserMFAPreference (the recovery reset, services/identity accounts/mfa.ts).
 */
import { randomBytes } from 'node:crypto';
// CommonJS inside: the default import is module.exports, the same instances cognito-local's server uses.
import errorsModule from 'cognito-local/lib/errors.js';
import cognitoServiceModule from 'cognito-local/lib/services/cognitoService.js';
import targetsModule from 'cognito-local/lib/targets/targets.js';

const { InvalidParameterError, NotAuthorizedError, UserNotFoundError } = errorsModule;
const { CognitoServiceImpl } = cognitoServiceModule;
const { Targets } = targetsModule;

export const MFA_SESSION_TTL_MS = 3 * 60 * 1000;

/** session id -> { clientId, username, expiresAt } */
const sessions = new Map();

function dropExpired(now) {
  for (const [id, s] of sessions) if (s.expiresAt <= now) sessions.delete(id);
}

const originalGetUserPoolForClientId = CognitoServiceImpl.prototype.getUserPoolForClientId;
CognitoServiceImpl.prototype.getUserPoolForClientId = async function getUserPoolForClientId(ctx, clientId) {
  const pool = await originalGetUserPoolForClientId.call(this, ctx, clientId);
  if (!pool.options.MfaConfiguration || pool.options.MfaConfiguration === 'OFF')
    pool.options.MfaConfiguration = 'OPTIONAL';
  return pool;
};

/** Replaces cognito-local's throwaway Session of a SOFTWARE_TOKEN_MFA challenge with one we check. */
function bindSession(result, clientId) {
  if (result?.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return result;
  const now = Date.now();
  dropExpired(now);
  const id = randomBytes(48).toString('base64url');
  sessions.set(id, {
    clientId,
    username: result.ChallengeParameters?.USER_ID_FOR_SRP,
    expiresAt: now + MFA_SESSION_TTL_MS,
  });
  return { ...result, Session: id };
}

const originalInitiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const original = originalInitiateAuth(services);
  return async (ctx, req) => bindSession(await original(ctx, req), req.ClientId);
};

const originalAdminInitiateAuth = Targets.AdminInitiateAuth;
Targets.AdminInitiateAuth = (services) => {
  const original = originalAdminInitiateAuth(services);
  return async (ctx, req) => bindSession(await original(ctx, req), req.ClientId);
};

/** Wraps a RespondToAuthChallenge-like target: a SOFTWARE_TOKEN_MFA answer needs a live session of its user. */
function checkedRespond(previous) {
  return (services) => {
    const original = previous(services);
    return async (ctx, req) => {
      if (req.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return original(ctx, req);
      const state = req.Session ? sessions.get(req.Session) : undefined;
      if (!state || state.expiresAt <= Date.now() || state.clientId !== req.ClientId) {
        if (req.Session) sessions.delete(req.Session);
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.ChallengeResponses?.USERNAME ?? '');
      if (!user || user.Username !== state.username)
        throw new NotAuthorizedError('Invalid session for the user.');
      // A wrong code keeps the session (the caller may type again within its 3 minutes).
      const result = await original(ctx, req);
      sessions.delete(req.Session);
      return result;
    };
  };
}

// After cognito-custom-auth.mjs (imported first), so CUSTOM_CHALLENGE still reaches its handler.
Targets.RespondToAuthChallenge = checkedRespond(Targets.RespondToAuthChallenge);
if (Targets.AdminRespondToAuthChallenge)
  Targets.AdminRespondToAuthChallenge = checkedRespond(Targets.AdminRespondToAuthChallenge);

/** AdminSetUserMFAPreference: as SetUserMFAPreference, for a user named by the pool's admin. */
Targets.AdminSetUserMFAPreference = (services) => async (ctx, req) => {
  if (!req.UserPoolId || !req.Username) throw new InvalidParameterError('Missing UserPoolId or Username');
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  const methods = new Set(user.UserMFASettingList ?? []);
  const software = req.SoftwareTokenMfaSettings;
  if (software) {
    if (software.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified)
      throw new InvalidParameterError('User has not verified software token MFA');
    if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else methods.delete('SOFTWARE_TOKEN_MFA');
  }
  const sms = req.SMSMfaSettings;
  if (sms) {
    if (sms.Enabled) methods.add('SMS_MFA');
    else methods.delete('SMS_MFA');
  }
  const preferred =
    sms?.PreferredMfa && methods.has('SMS_MFA')
      ? 'SMS_MFA'
      : software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA')
        ? 'SOFTWARE_TOKEN_MFA'
        : undefined;
  await userPool.saveUser(ctx, {
    ...user,
    UserMFASettingList: [...methods],
    PreferredMfaSetting: preferred,
    // Turned off: the old secret goes, so a set-up starts from a new one.
    ...(methods.has('SOFTWARE_TOKEN_MFA') ? {} : { SoftwareTokenMfaConfiguration: undefined }),
  });
  return {};
};
