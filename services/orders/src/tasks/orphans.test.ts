import { afterEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '@konstvagg/lambda-kit';
import { usePayments, type PaymentsPort } from '@konstvagg/lambda-kit/ports/payments';
import { ORPHAN_MIN_AGE_SECONDS, ORPHAN_WINDOW_HOURS, sweepOrphanPayments } from './orphans.ts';

afterEach(() => {
  usePayments(null);
  setClockOffset(0);
});

describe('the orphan sweep', () => {
  it('reads the intents of the last day except the last 5 minutes, where a checkout may still be writing its order', async () => {
    const asked: { createdFrom: number; createdTo: number }[] = [];
    // Only the one call the sweep makes when Stripe has no intents in the window.
    usePayments({
      // eslint-disable-next-line require-yield
      async *listPaymentIntents(input: { createdFrom: number; createdTo: number }) {
        asked.push(input);
      },
    } as unknown as PaymentsPort);
    const at = Date.parse('2026-12-03T10:00:00Z');
    setClockOffset(at - Date.now());
    expect(await sweepOrphanPayments()).toEqual({ orphans_cancelled: 0, orphans_attached: 0 });
    expect(asked).toHaveLength(1);
    const nowSeconds = at / 1000;
    expect(ORPHAN_MIN_AGE_SECONDS).toBe(300);
    expect(nowSeconds - asked[0]!.createdTo).toBeGreaterThanOrEqual(ORPHAN_MIN_AGE_SECONDS - 1);
    expect(nowSeconds - asked[0]!.createdTo).toBeLessThanOrEqual(ORPHAN_MIN_AGE_SECONDS + 1);
    expect(asked[0]!.createdTo - asked[0]!.createdFrom).toBeGreaterThanOrEqual(
      ORPHAN_WINDOW_HOURS * 3600 - ORPHAN_MIN_AGE_SECONDS - 1,
    );
  });
});
