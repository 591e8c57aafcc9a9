import { createHttpHandler } from '@konstvagg/lambda-kit';
import { STRIPE_SETTINGS } from '@konstvagg/lambda-kit/config';
import { loadSecretSettings } from '@konstvagg/lambda-kit/secret-settings';
import { routes } from './routes.ts';
import { startOnboarding } from './onboarding/start-onboarding.ts';
import { onboardingStatus } from './onboarding/onboarding-status.ts';
import { stripeWebhook } from './webhooks/stripe-webhook.ts';

/** The orders Lambda: payout onboarding and the Stripe webhook (checkout and payouts come later). */
export const handler = createHttpHandler(
  routes,
  { startOnboarding, onboardingStatus, stripeWebhook },
  {
    // On AWS the Stripe keys live in SSM SecureString parameters named by the CDK app; locally the
    // stand-in's keys are set directly.
    prepare: () =>
      loadSecretSettings([
        { valueVar: 'STRIPE_SECRET_KEY', nameVar: STRIPE_SETTINGS.secretName },
        { valueVar: 'STRIPE_WEBHOOK_SECRET', nameVar: STRIPE_SETTINGS.webhookSecretName },
      ]),
  },
);
