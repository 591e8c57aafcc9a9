import { apiMessage } from '@konstvagg/i18n';
import { badRequest, defineOperation, verifyAccessToken, type Caller } from '@konstvagg/lambda-kit';
import { mailLimits, tooManyMails } from '../accounts/limits.ts';
import { clientIp, takeAttempts } from '@konstvagg/lambda-kit/rate-limit';
import { ensureUserRecord, findAccountByEmail } from '../accounts/users.ts';
import { sendVerificationMail } from '../accounts/verification.ts';
import { resendVerificationBody } from './schemas.ts';
import { messageResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/resend-verification: a new verification link for the signed-in caller (bearer token,
 * or an access token in `token`), or for `{ email }`. For an email the answer is always the same
 * (no account enumeration); a signed-in caller whose address is verified is told so.
 */
export const resendVerification = defineOperation({
  errors: ['rate_limited'],
  response: messageResponseSchema,
  body: resendVerificationBody,
  async run({ body, caller, lang, event }) {
    let who: Caller | null = caller;
    if (!who && body.token) who = await verifyAccessToken(body.token);
    const email = who ? null : body.email;
    if (!who && !email) throw badRequest({ email: 'auth.email_invalid' });

    const user = who
      ? await ensureUserRecord(who.userId, who.username, who.role, lang)
      : await findAccountByEmail(email!, lang);
    if (who && user?.email_verified) return { body: { message: apiMessage(lang, 'auth.already_verified') } };

    const attempt = await takeAttempts(mailLimits(user?.email ?? email!, clientIp(event)));
    if (!attempt.ok) throw tooManyMails(attempt.retryAfterSeconds);
    if (user && !user.email_verified) await sendVerificationMail(user);
    return { body: { message: apiMessage(lang, 'auth.verification_sent') } };
  },
});
