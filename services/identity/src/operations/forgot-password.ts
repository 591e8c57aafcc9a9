import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { mailLimits, tooManyMails } from '../accounts/limits.ts';
import { clientIp, takeAttempts } from '@konstvagg/lambda-kit/rate-limit';
import { findAccountByEmail } from '../accounts/users.ts';
import { sendResetMail } from '../accounts/verification.ts';
import { emailBody } from './schemas.ts';
import { messageResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/forgot-password {email}: always the same 200 answer, whether the address has an
 * account or not (no account enumeration); the reset mail goes out only to an existing account,
 * in its language. Mails per address and per IP are limited (the same 429 for any address).
 */
export const forgotPassword = defineOperation({
  errors: ['rate_limited'],
  response: messageResponseSchema,
  body: emailBody,
  async run({ body, lang, event }) {
    const attempt = await takeAttempts(mailLimits(body.email, clientIp(event)));
    if (!attempt.ok) throw tooManyMails(attempt.retryAfterSeconds);
    const user = await findAccountByEmail(body.email, lang);
    if (user) await sendResetMail(user);
    return { body: { message: apiMessage(lang, 'auth.forgot_success') } };
  },
});
