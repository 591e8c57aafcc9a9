import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { setPermanentPassword, signOutEverywhere } from '../accounts/cognito.ts';
import { accountLoginLimit } from '../accounts/limits.ts';
import { consumeLinkToken, restoreLinkToken } from '../accounts/mail-links.ts';
import { resetCounter } from '@konstvagg/lambda-kit/rate-limit';
import { resetPasswordBody } from './schemas.ts';
import { messageResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/reset-password {token, password}: the password rules are checked first (a bad
 * password does not use up the link); then the link is used (single use) and the new password set
 * permanently. Other sessions are signed out where the pool supports it, and the account's
 * sign-in lock (if any) is lifted.
 */
export const resetPassword = defineOperation({
  errors: ['link_invalid', 'link_expired'],
  response: messageResponseSchema,
  body: resetPasswordBody,
  async run({ body, lang }) {
    const link = await consumeLinkToken('reset_password', body.token);
    try {
      await setPermanentPassword(link.email, body.password);
    } catch (err) {
      await restoreLinkToken(body.token, link).catch(() => {});
      throw err;
    }
    await signOutEverywhere(link.email);
    await resetCounter(accountLoginLimit(link.email));
    return { body: { message: apiMessage(lang, 'auth.reset_success') } };
  },
});
