import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { markEmailVerified } from '../accounts/cognito.ts';
import { consumeLinkToken, restoreLinkToken } from '../accounts/mail-links.ts';
import { setRecordEmailVerified, toAuthUser } from '../accounts/users.ts';
import { verifyEmailBody } from './schemas.ts';
import { verifyEmailResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/verify-email {token} -> {message, user}: uses the link (single use), marks the email
 * verified in Cognito and on the user record (conditional update); the publish and payout
 * restrictions of an artist or venue end here.
 */
export const verifyEmail = defineOperation({
  response: verifyEmailResponseSchema,
  body: verifyEmailBody,
  async run({ body, lang }) {
    const link = await consumeLinkToken('verify_email', body.token);
    let record;
    try {
      await markEmailVerified(link.email);
      record = await setRecordEmailVerified(link.user_id);
    } catch (err) {
      await restoreLinkToken(body.token, link).catch(() => {});
      throw err;
    }
    return { body: { message: apiMessage(lang, 'auth.email_verified'), user: await toAuthUser(record) } };
  },
});
