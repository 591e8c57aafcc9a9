import type { OrderPayout } from '@konstvagg/contracts';

/** An artist's payout of 850, scheduled for the business day after the pickup (test code only). */
export function testPayout(overrides: Partial<OrderPayout> = {}): OrderPayout {
  return {
    party: 'artist',
    amount: 850,
    status: 'scheduled',
    scheduled_for: '2026-11-23',
    sent_at: null,
    waiting_reason: null,
    ...overrides,
  };
}
