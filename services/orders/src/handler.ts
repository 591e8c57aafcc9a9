import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { startOnboarding } from './onboarding/start-onboarding.ts';
import { onboardingStatus } from './onboarding/onboarding-status.ts';
import { stripeWebhook } from './webhooks/stripe-webhook.ts';

/** The orders Lambda: payout onboarding and the Stripe webhook (checkout and payouts come later). */
export const handler = createHttpHandler(routes, { startOnboarding, onboardingStatus, stripeWebhook });
