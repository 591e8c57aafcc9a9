import { describe, expect, it } from 'vitest';
import {
  collectOrderItems,
  disputeHoldsPayment,
  newPickupCodes,
  payoutRecordsForPickup,
  pickupCodeMatches,
  PICKUP_CODE_ALPHABET,
} from './orders.ts';
import type { OrderRecord } from './records.ts';

const order: OrderRecord = {
  entity: 'order',
  id: 'ord_test1',
  artwork_id: 'art-001',
  status: 'paid',
  amount_cents: 45_000,
  currency: 'EUR',
  artist_id: 'artist-1',
  artist_name: 'Test Artist',
  title: 'Ljus över Mälaren',
  venue_id: 'venue-1',
  venue_name: 'Testcaféet',
  buyer_id: null,
  buyer_email: 'guest@example.com',
  venue_commission: 10,
  venue_cents: 4_500,
  platform_fee_bps: 500,
  platform_cents: 2_250,
  artist_cents: 38_250,
  paid_at: '2027-06-20T10:00:00.000Z',
  pickup_deadline: '2027-06-27T10:00:00.000Z',
  collected_at: null,
  paid_out_at: null,
  created_at: '2027-06-20T09:58:00.000Z',
  updated_at: '2027-06-20T10:00:00.000Z',
  version: 2,
};

describe('disputeHoldsPayment', () => {
  it('holds the money (no refund, no payout) while a dispute is open and after a lost one, not otherwise', () => {
    const at = '2027-06-22T10:00:00.000Z';
    const cases: [Partial<OrderRecord>, boolean][] = [
      [{}, false],
      [{ disputed_at: null, dispute_outcome: null }, false],
      [{ disputed_at: at }, true],
      [{ disputed_at: at, dispute_outcome: null }, true],
      [{ disputed_at: at, dispute_outcome: 'lost' }, true],
      [{ disputed_at: at, dispute_outcome: 'won' }, false],
      [{ disputed_at: at, dispute_outcome: 'warning_closed' }, false],
    ];
    for (const [dispute, held] of cases)
      expect(disputeHoldsPayment({ ...order, ...dispute }), JSON.stringify(dispute)).toBe(held);
  });
});

describe('pickup codes', () => {
  it('are unguessable for the QR and short, unambiguous to type', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const c = newPickupCodes();
      expect(c.pickup_code.length).toBeGreaterThanOrEqual(32);
      expect(c.pickup_code_short).toMatch(new RegExp(`^[${PICKUP_CODE_ALPHABET}]{8}$`));
      seen.add(c.pickup_code_short);
    }
    expect(seen.size).toBe(200);
    for (const lookalike of ['0', 'O', '1', 'I', 'L', 'S', '5', 'B', '8', 'Z', '2'])
      expect(PICKUP_CODE_ALPHABET).not.toContain(lookalike);
  });

  it('match either form, typed in lower case with spaces, and nothing else', () => {
    const codes = { pickup_code: 'qr-secret-abc', pickup_code_short: 'ACDE3479' };
    expect(pickupCodeMatches(codes, 'qr-secret-abc')).toBe(true);
    expect(pickupCodeMatches(codes, 'acde 3479')).toBe(true);
    expect(pickupCodeMatches(codes, 'ACDE-3478')).toBe(false);
    expect(pickupCodeMatches(codes, '')).toBe(false);
  });
});

describe('collectOrderItems (for validate-pickup)', () => {
  it('moves the order paid -> collected before its deadline and schedules both payouts for T+1 09:00 Stockholm', () => {
    // Thursday 24 June 2027, 20:30 in Stockholm; Friday is Midsummer Eve: the payout goes on Monday.
    const items = collectOrderItems(order, '2027-06-24T18:30:00.000Z', 'konstvagg');
    // The order, its two payouts, then the pickup's counters (stats.ts) in the same transaction.
    expect(items.slice(3).map((i) => Object.keys(i)[0])).toEqual(items.slice(3).map(() => 'Update'));
    expect(
      items.slice(3).map((i) => (i as unknown as { Update: { Key: { PK: string } } }).Update.Key.PK),
    ).toContain('STAT#2027-06');
    const update = (items[0] as unknown as { Update: Record<string, unknown> }).Update;
    expect(update.TableName).toBe('konstvagg');
    expect(update.Key).toEqual({ PK: 'ORDER#ord_test1', SK: 'ORDER' });
    expect(update.ConditionExpression).toContain('pickup_deadline > :cdeadline');
    expect(Object.values(update.ExpressionAttributeValues as object)).toContain('collected');
    const puts = items
      .slice(1, 3)
      .map((i) => (i as unknown as { Put: { Item: Record<string, unknown> } }).Put.Item);
    expect(puts.map((p) => [p.party, p.amount_cents, p.status, p.scheduled_for])).toEqual([
      ['artist', 38_250, 'scheduled', '2027-06-28T07:00:00.000Z'],
      ['venue', 4_500, 'scheduled', '2027-06-28T07:00:00.000Z'],
    ]);
    expect(puts[0]).toMatchObject({
      PK: 'ORDER#ord_test1',
      SK: 'PAYOUT#artist',
      GSI5PK: 'PAYOUTS#scheduled',
    });
  });

  it('pays no venue that earns nothing (0 % commission)', () => {
    const records = payoutRecordsForPickup(
      { ...order, venue_cents: 0, artist_cents: 42_750 },
      order.paid_at!,
    );
    expect(records.map((r) => r.party)).toEqual(['artist']);
  });
});
