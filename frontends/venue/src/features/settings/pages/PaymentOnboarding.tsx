// /venue/stripe/onboarding and the payment provider's return and refresh addresses: the screen the
// artist and venue areas share, with this remote's messages.
export { PaymentOnboardingPage as default } from '@konstvagg/ui';
