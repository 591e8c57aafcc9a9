import { accountSuspended, AppError, defineOperation, verifyAccessToken } from '@konstvagg/lambda-kit';
import type { Language } from '@konstvagg/contracts';
import { passwordSignIn, revokeRefreshToken, type SessionTokens } from '../accounts/cognito.ts';
import { accountLoginLimit, loginLimits, tooManyAttempts } from '../accounts/limits.ts';
import { clientIp, resetCounter, takeAttempts } from '@konstvagg/lambda-kit/rate-limit';
import { ensureUserRecord, findUserRecordByEmail, toAuthUser } from '../accounts/users.ts';
import { loginBody } from './schemas.ts';
import { loginOrChallengeResponseSchema } from '@konstvagg/contracts';

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'auth.invalid_credentials');

/**
 * POST /auth/login {email, password} -> {user, accessToken, refreshToken}, or {challenge: 'mfa',
 * session} when the account has TOTP (then POST /auth/login/mfa finishes it, operations/mfa.ts).
 * Each try first takes one attempt from the email's and the IP's counters (a full counter is a 429
 * with Retry-After, even for the right password); a successful sign-in gives its attempts back, so
 * only failures count. A right password with MFA still to come is not a success yet: its attempt
 * stays taken until the code is right.
 */
export const login = defineOperation({
  errors: ['invalid_credentials', 'too_many_attempts', 'account_suspended'],
  response: loginOrChallengeResponseSchema,
  body: loginBody,
  async run({ body, lang, event }) {
    const attempt = await takeAttempts(loginLimits(body.email, clientIp(event)));
    if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterSeconds);
    const tokens = await passwordSignIn(body.email, body.password);
    if (!tokens) {
      // Cognito refuses a disabled (suspended) user like a wrong password; the owner must learn why
      // (docs/decisions.md, Suspension).
      if ((await findUserRecordByEmail(body.email))?.suspended_at) throw accountSuspended();
      throw invalidCredentials();
    }
    if ('challenge' in tokens) {
      if ((await findUserRecordByEmail(body.email))?.suspended_at) throw accountSuspended();
      return {
        body: { challenge: 'mfa' as const, session: tokens.session },
        headers: { 'Cache-Control': 'no-store' },
      };
    }
    // Only failures count: this attempt is given back, and the account's earlier failures are
    // forgiven (the IP's are not: one good login must not clear the way for guesses at others).
    await attempt.release();
    return signedIn(body.email, tokens, lang);
  },
});

/** The answer of a finished sign-in (password alone, or password and code). */
export async function signedIn(email: string, tokens: SessionTokens, lang: Language) {
  await resetCounter(accountLoginLimit(email));
  const caller = await verifyAccessToken(tokens.accessToken);
  const record = await ensureUserRecord(caller.userId, email, caller.role, lang);
  // The local Cognito stand-in does not refuse disabled users: our record is the rule everywhere.
  if (record.suspended_at) {
    await revokeRefreshToken(tokens.refreshToken);
    throw accountSuspended();
  }
  return {
    body: {
      user: await toAuthUser(record, caller.role),
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
    headers: { 'Cache-Control': 'no-store' },
  };
}
