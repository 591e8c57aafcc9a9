import { AppError, defineOperation, refuseSuspended, verifyAccessToken } from '@konstvagg/lambda-kit';
import { refreshSession } from '../accounts/cognito.ts';
import { refreshBody } from './schemas.ts';
import { refreshResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/refresh {refreshToken} -> {accessToken}; a revoked, expired or unknown token is 401
 * refresh_invalid; a suspended account's is 403 account_suspended.
 */
export const refresh = defineOperation({
  errors: ['refresh_invalid', 'account_suspended'],
  response: refreshResponseSchema,
  body: refreshBody,
  async run({ body }) {
    const accessToken = await refreshSession(body.refreshToken);
    if (!accessToken) throw new AppError(401, 'refresh_invalid', 'auth.refresh_invalid');
    // A suspended account gets no new access token (its session ends at /login, which says why).
    await refuseSuspended(await verifyAccessToken(accessToken));
    return { body: { accessToken }, headers: { 'Cache-Control': 'no-store' } };
  },
});
