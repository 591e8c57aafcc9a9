import { apiMessage } from '@konstvagg/i18n';
import { defineOperation, now } from '@konstvagg/lambda-kit';
import { markEmailVerified } from '../accounts/cognito.ts';
import { consumeLinkToken, readLinkToken, restoreLinkToken } from '../accounts/mail-links.ts';
import { getUserRecord, setRecordEmailVerified, toAuthUser } from '../accounts/users.ts';
import { verifyEmailBody } from './schemas.ts';
import { verifyEmailResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/verify-email {token} -> {message, user}: uses the link (single use), marks the email
 * verified in Cognito and on the user record (conditional update); the publish and payout
 * restrictions of an artist or venue end here. A used or expired link of an account that is
 * verified already answers 200 with "Your email address is already verified" (and the user, as
 * the first use did), so the page does not ask a verified person to request a new link (issue 38).
 */
export const verifyEmail = defineOperation({
  errors: ['link_invalid', 'link_expired'],
  response: verifyEmailResponseSchema,
  body: verifyEmailBody,
  async run({ body, lang }) {
    const seen = await readLinkToken(body.token);
    if (seen?.kind === 'verify_email' && (seen.used_at || seen.expires_at <= now().toISOString())) {
      // Verifying is idempotent: the link's own account, verified already, is told so.
      const verified = await getUserRecord(seen.user_id);
      if (verified?.email_verified)
        return {
          body: { message: apiMessage(lang, 'auth.already_verified'), user: await toAuthUser(verified) },
        };
    }
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
