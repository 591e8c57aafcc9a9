import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { revokeRefreshToken } from '../accounts/cognito.ts';
import { logoutBody } from './schemas.ts';
import { messageResponseSchema } from '@konstvagg/contracts';

/** POST /auth/logout {refreshToken?}: revokes the refresh token; never fails (the client logs out anyway). */
export const logout = defineOperation({
  response: messageResponseSchema,
  body: logoutBody,
  async run({ body, lang }) {
    if (body.refreshToken) await revokeRefreshToken(body.refreshToken);
    return { body: { message: apiMessage(lang, 'auth.logout_success') } };
  },
});
