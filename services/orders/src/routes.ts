import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The orders service's routes (below /api/v1). For now the payout accounts of artists and venues
 * (Stripe Connect Express onboarding) and the Stripe webhook; checkout, orders and payouts come
 * with the buying issue.
 */
export const routes: ServiceRoutes = {
  service: 'orders',
  routes: [
    {
      method: 'POST',
      path: '/payments/onboarding',
      access: ['artist', 'venue'],
      operation: 'startOnboarding',
    },
    {
      method: 'GET',
      path: '/payments/onboarding/status',
      access: ['artist', 'venue'],
      operation: 'onboardingStatus',
    },
    // Stripe calls this; the signature on the raw body is its authentication.
    { method: 'POST', path: '/webhooks/stripe', access: 'public', operation: 'stripeWebhook' },
  ],
};
