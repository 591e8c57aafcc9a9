import type { Context } from 'aws-lambda';
import { createHttpHandler, type HttpEvent } from '@konstvagg/lambda-kit';
import { tracedHandler } from '@konstvagg/lambda-kit/tracing';
import { routes } from './routes.ts';
import { register } from './operations/register.ts';
import { login } from './operations/login.ts';
import { loginMfa, mfaSetup, mfaStatus, mfaVerify } from './operations/mfa.ts';
import { refresh } from './operations/refresh.ts';
import { logout } from './operations/logout.ts';
import { me } from './operations/me.ts';
import { forgotPassword } from './operations/forgot-password.ts';
import { resetPassword } from './operations/reset-password.ts';
import { checkResetLink } from './operations/check-reset-link.ts';
import { verifyEmail } from './operations/verify-email.ts';
import { resendVerification } from './operations/resend-verification.ts';
import { handleCognitoTrigger, isCognitoTriggerEvent } from './triggers.ts';
import { oauthApple, oauthGoogle, providers } from './oauth/operations.ts';
import { oauthAppleCallback } from './oauth/apple-callback.ts';

/** The HTTP API half: every /auth/* route of routes.ts. */
export const httpHandler = createHttpHandler(routes, {
  register,
  login,
  loginMfa,
  mfaStatus,
  mfaSetup,
  mfaVerify,
  refresh,
  logout,
  me,
  forgotPassword,
  resetPassword,
  checkResetLink,
  verifyEmail,
  resendVerification,
  providers,
  oauthGoogle,
  oauthApple,
  oauthAppleCallback,
});

/**
 * The identity Lambda. API Gateway calls it for the /auth/* routes; Cognito calls it for the user
 * pool's triggers (events that carry `triggerSource`). The two event kinds are told apart here,
 * inside one X-Ray handler segment (the HTTP half does not open a second one).
 */
export const handler = tracedHandler(
  'identity',
  async (event: unknown, context: Context): Promise<unknown> => {
    if (isCognitoTriggerEvent(event)) return handleCognitoTrigger(event, context);
    return httpHandler(event as HttpEvent, context);
  },
);
