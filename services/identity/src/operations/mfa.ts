import { AppError, bearerToken, defineOperation, mfaIsRequired, unauthorized } from '@konstvagg/lambda-kit';
import { apiMessage } from '@konstvagg/i18n';
import { clientIp, takeAttempts } from '@konstvagg/lambda-kit/rate-limit';
import {
  mfaSetupResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyResponseSchema,
  loginResponseSchema,
} from '@konstvagg/contracts';
import {
  answerMfaChallenge,
  associateSoftwareToken,
  mfaOf,
  otpauthUri,
  setRecordMfaEnabled,
  verifySoftwareToken,
} from '../accounts/mfa.ts';
import { loginLimits, tooManyAttempts } from '../accounts/limits.ts';
import { getUserRecord } from '../accounts/users.ts';
import { signedIn } from './login.ts';
import { loginMfaBody, mfaVerifyBody } from './schemas.ts';

/** 400 naming the `code` field: the app's code was not the right one. */
const wrongCode = () =>
  new AppError(400, 'mfa_code_invalid', 'auth.mfa_code_invalid', { code: 'auth.mfa_code_invalid' });
/** 401: the challenge's session is unknown, used or older than Cognito's 3 minutes. */
const sessionExpired = () => new AppError(401, 'mfa_session_expired', 'auth.mfa_session_expired');

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST /auth/login/mfa {email, session, code} -> {user, accessToken, refreshToken}: the second step
 * of a sign-in whose password was right. Every try takes an attempt from the same counters as the
 * password (so 6-digit guesses meet the same 429); a right code gives it back.
 */
export const loginMfa = defineOperation({
  errors: ['mfa_code_invalid', 'mfa_session_expired', 'too_many_attempts'],
  response: loginResponseSchema,
  body: loginMfaBody,
  async run({ body, lang, event }) {
    const attempt = await takeAttempts(loginLimits(body.email, clientIp(event)));
    if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterSeconds);
    const outcome = await answerMfaChallenge(body.email, body.session, body.code);
    if (outcome === 'wrong_code') throw wrongCode();
    if (outcome === 'session_expired') throw sessionExpired();
    await attempt.release();
    return signedIn(body.email, outcome, lang);
  },
});

/** GET /auth/mfa -> {enabled, required}: what the set-up page and the shell's admin guard ask. */
export const mfaStatus = defineOperation({
  response: mfaStatusResponseSchema,
  async run({ caller }) {
    if (!caller) throw unauthorized();
    const mfa = mfaOf(await getUserRecord(caller.userId));
    return {
      body: { enabled: Boolean(mfa.mfa_enabled_at), required: mfaIsRequired(caller, mfa) },
      headers: noStore,
    };
  },
});

/**
 * POST /auth/mfa/setup -> {secret, otpauth_uri}: a new TOTP secret for the caller (the QR code's
 * URI and the same secret as text to type). Nothing changes at sign-in until /auth/mfa/verify.
 */
export const mfaSetup = defineOperation({
  errors: ['mfa_already_enabled'],
  response: mfaSetupResponseSchema,
  async run({ caller, event }) {
    const token = bearerToken(event.headers ?? {});
    if (!caller || !token) throw unauthorized();
    const record = await getUserRecord(caller.userId);
    // A second secret would replace the working one before it is proven (recovery is a reset, below).
    if (mfaOf(record).mfa_enabled_at)
      throw new AppError(409, 'mfa_already_enabled', 'auth.mfa_already_enabled');
    const secret = await associateSoftwareToken(token);
    return {
      body: { secret, otpauth_uri: otpauthUri(record?.email ?? caller.username, secret) },
      headers: noStore,
    };
  },
});

/** POST /auth/mfa/verify {code} -> {message, enabled: true}: the first code turns TOTP on. */
export const mfaVerify = defineOperation({
  errors: ['mfa_code_invalid', 'mfa_not_started'],
  response: mfaVerifyResponseSchema,
  body: mfaVerifyBody,
  async run({ caller, event, body, lang }) {
    const token = bearerToken(event.headers ?? {});
    if (!caller || !token) throw unauthorized();
    const outcome = await verifySoftwareToken(token, body.code);
    if (outcome === 'wrong_code') throw wrongCode();
    if (outcome === 'not_started') throw new AppError(409, 'mfa_not_started', 'auth.mfa_not_started');
    await setRecordMfaEnabled(caller.userId);
    return {
      body: { message: apiMessage(lang, 'auth.mfa_enabled'), enabled: true as const },
      headers: noStore,
    };
  },
});
