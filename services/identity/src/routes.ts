import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The identity service's routes (below /api/v1): accounts, sessions and the mail links. There is
 * never a route that creates an admin (`npm run admin:create` does, see scripts/admin-create.ts).
 */
export const routes: ServiceRoutes = {
  service: 'identity',
  routes: [
    { method: 'POST', path: '/auth/register', access: 'public', operation: 'register' },
    { method: 'POST', path: '/auth/login', access: 'public', operation: 'login' },
    // TOTP multi-factor sign-in (issue 41, operations/mfa.ts).
    { method: 'POST', path: '/auth/login/mfa', access: 'public', operation: 'loginMfa' },
    {
      method: 'GET',
      path: '/auth/mfa',
      access: ['artist', 'venue', 'buyer', 'admin'],
      operation: 'mfaStatus',
    },
    {
      method: 'POST',
      path: '/auth/mfa/setup',
      access: ['artist', 'venue', 'buyer', 'admin'],
      operation: 'mfaSetup',
    },
    {
      method: 'POST',
      path: '/auth/mfa/verify',
      access: ['artist', 'venue', 'buyer', 'admin'],
      operation: 'mfaVerify',
    },
    { method: 'POST', path: '/auth/refresh', access: 'public', operation: 'refresh' },
    { method: 'POST', path: '/auth/logout', access: 'public', operation: 'logout' },
    { method: 'GET', path: '/auth/me', access: ['artist', 'venue', 'buyer', 'admin'], operation: 'me' },
    { method: 'POST', path: '/auth/forgot-password', access: 'public', operation: 'forgotPassword' },
    { method: 'POST', path: '/auth/reset-password', access: 'public', operation: 'resetPassword' },
    {
      method: 'POST',
      path: '/auth/reset-password/check',
      access: 'public',
      operation: 'checkResetLink',
    },
    { method: 'POST', path: '/auth/verify-email', access: 'public', operation: 'verifyEmail' },
    {
      method: 'POST',
      path: '/auth/resend-verification',
      access: 'optional',
      operation: 'resendVerification',
    },
    // Google and Apple sign-in (src/oauth/).
    { method: 'GET', path: '/auth/providers', access: 'public', operation: 'providers' },
    { method: 'POST', path: '/auth/oauth/google', access: 'public', operation: 'oauthGoogle' },
    { method: 'POST', path: '/auth/oauth/apple', access: 'public', operation: 'oauthApple' },
    // Apple's form_post answer (a form Apple's page posts in the popup), handed on to /auth/callback.
    {
      method: 'POST',
      path: '/auth/oauth/apple/callback',
      access: 'public',
      operation: 'oauthAppleCallback',
    },
  ],
};
