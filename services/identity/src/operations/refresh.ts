import { AppError, defineOperation } from '@konstvagg/lambda-kit';
import { refreshSession } from '../accounts/cognito.ts';
import { refreshBody } from './schemas.ts';
import { refreshResponseSchema } from '@konstvagg/contracts';

/** POST /auth/refresh {refreshToken} -> {accessToken}; a revoked, expired or unknown token is 401 refresh_invalid. */
export const refresh = defineOperation({
  response: refreshResponseSchema,
  body: refreshBody,
  async run({ body }) {
    const accessToken = await refreshSession(body.refreshToken);
    if (!accessToken) throw new AppError(401, 'refresh_invalid', 'auth.refresh_invalid');
    return { body: { accessToken }, headers: { 'Cache-Control': 'no-store' } };
  },
});
