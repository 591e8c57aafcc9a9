import { describe, expect, it } from 'vitest';
import { LOCAL_STANDIN_PUBLISHABLE_KEY, paymentImplementation, paymentIntentId } from './picker.ts';

describe('payment implementation picker', () => {
  it('gives the local stand-in form only for the stand-in key', () => {
    expect(paymentImplementation(LOCAL_STANDIN_PUBLISHABLE_KEY)).toBe('local');
    expect(paymentImplementation('pk_test_51Habc')).toBe('stripe');
    expect(paymentImplementation('pk_live_51Habc')).toBe('stripe');
    expect(paymentImplementation(`${LOCAL_STANDIN_PUBLISHABLE_KEY}x`)).toBe('stripe');
  });

  it('reads the PaymentIntent id from a client secret', () => {
    expect(paymentIntentId('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(paymentIntentId('pi_123')).toBe('pi_123');
  });
});
