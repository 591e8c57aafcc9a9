import { onboardingStatusSchema } from '@konstvagg/contracts';
import type { OnboardingStatus } from '@konstvagg/contracts';
import { defineOperation } from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { callPayments } from '../payments-call.ts';
import { payeeOfCaller } from './payee.ts';

/**
 * GET /payments/onboarding/status: the caller's connected account as Stripe reports it now.
 * Reaching return_url does not mean onboarding is complete, so the complete page reads this; the
 * profile's own flags (is_kyc_verified, can_receive_payouts) are the webhook's to write.
 */
export const onboardingStatus = defineOperation({
  response: onboardingStatusSchema,
  async run({ caller }) {
    const { profile } = await payeeOfCaller(caller);
    const flags = {
      is_kyc_verified: Boolean(profile.is_kyc_verified),
      can_receive_payouts: Boolean(profile.can_receive_payouts),
    };
    const accountId = profile.stripe_account_id;
    let body: OnboardingStatus;
    if (!accountId) {
      body = {
        account_id: null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        currently_due: [],
        disabled_reason: null,
        ...flags,
      };
    } else {
      const account = await callPayments('retrieve account', () => payments().retrieveAccount(accountId));
      body = {
        account_id: account.id,
        details_submitted: account.detailsSubmitted,
        charges_enabled: account.chargesEnabled,
        payouts_enabled: account.payoutsEnabled,
        currently_due: account.currentlyDue,
        disabled_reason: account.disabledReason,
        ...flags,
      };
    }
    return { body, headers: { 'Cache-Control': 'no-store' } };
  },
});
