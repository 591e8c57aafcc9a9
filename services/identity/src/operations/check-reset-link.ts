import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { messageResponseSchema } from '@konstvagg/contracts';
import { checkLinkToken } from '../accounts/mail-links.ts';
import { verifyEmailBody } from './schemas.ts';

/**
 * POST /auth/reset-password/check {token} -> {message}: whether a reset link can still be used,
 * without using it. The page asks before it shows the new-password form, so a used or expired link
 * says so (400 `link_invalid` / `link_expired`) before anyone types a password (issue 38).
 */
export const checkResetLink = defineOperation({
  errors: ['link_invalid', 'link_expired'],
  response: messageResponseSchema,
  // The same one field as the verification link's body: the token, checked for its shape.
  body: verifyEmailBody,
  async run({ body, lang }) {
    await checkLinkToken('reset_password', body.token);
    return { body: { message: apiMessage(lang, 'auth.reset_link_valid') } };
  },
});
