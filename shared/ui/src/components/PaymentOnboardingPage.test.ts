import { describe, expect, it } from 'vitest';
import type { OnboardingStatus } from '@konstvagg/contracts';
import { dueItems, onboardingState } from './PaymentOnboardingPage.tsx';

const base: OnboardingStatus = {
  account_id: null,
  details_submitted: false,
  charges_enabled: false,
  payouts_enabled: false,
  currently_due: [],
  disabled_reason: null,
  is_kyc_verified: false,
  can_receive_payouts: false,
};

describe('the payout account state', () => {
  it('is not started before the first onboarding call', () => {
    expect(onboardingState(base)).toBe('notStarted');
  });
  it('is missing details while Stripe lists requirements', () => {
    expect(
      onboardingState({
        ...base,
        account_id: 'acct_1',
        details_submitted: true,
        currently_due: ['external_account'],
      }),
    ).toBe('missing');
    expect(onboardingState({ ...base, account_id: 'acct_1' })).toBe('missing');
  });
  it('is being checked when everything is sent but payouts are not on yet', () => {
    expect(onboardingState({ ...base, account_id: 'acct_1', details_submitted: true })).toBe('checking');
  });
  it('is ready when the profile shows the Pro badge, even before an account is read', () => {
    expect(onboardingState({ ...base, is_kyc_verified: true, can_receive_payouts: true })).toBe('ready');
  });
  it('is ready when payouts are enabled', () => {
    expect(
      onboardingState({
        ...base,
        account_id: 'acct_1',
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        can_receive_payouts: true,
      }),
    ).toBe('ready');
  });
});

describe("Stripe's requirements in plain words", () => {
  it('names each kind once', () => {
    expect(
      dueItems([
        'external_account',
        'individual.first_name',
        'individual.dob.day',
        'individual.verification.document',
        'tos_acceptance.date',
        'individual.email',
        'business_profile.url',
        'settings.payments.statement_descriptor',
      ]),
    ).toEqual([
      'payments.due.external_account',
      'payments.due.person',
      'payments.due.document',
      'payments.due.tos',
      'payments.due.contact',
      'payments.due.business',
      'payments.due.other',
    ]);
  });
});
