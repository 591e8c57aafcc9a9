import { describe, expect, it } from 'vitest';
import {
  collect,
  claimPayout,
  closeDispute,
  disputeHoldsPayouts,
  movePayout,
  openDispute,
  PAYOUT_LIFECYCLE,
  payoutRecordsForPickup,
  refund,
  type TransactItem,
} from './order-machine.ts';
import { disputeHoldsPayment, newPickupCodes, pickupCodeMatches, PICKUP_CODE_ALPHABET } from './orders.ts';
import { pathTo } from './lifecycle.ts';
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

describe('the money machine: collect (for validate-pickup)', () => {
  it('moves the order paid -> collected before its deadline and schedules both payouts for T+1 09:00 Stockholm', () => {
    // Thursday 24 June 2027, 20:30 in Stockholm; Friday is Midsummer Eve: the payout goes on Monday.
    const items = collect(
      order,
      { table: 'konstvagg', at: '2027-06-24T18:30:00.000Z', by: { by: 'user-staff', by_role: 'venue' } },
      { method: 'scanned', by: 'user-staff', by_email: 'staff@example.com' },
    );
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

const update = (item: TransactItem | undefined) =>
  (item as unknown as { Update: Record<string, unknown> }).Update;
const values = (item: TransactItem | undefined) =>
  update(item).ExpressionAttributeValues as Record<string, unknown>;
const step = { table: 'konstvagg', at: '2027-06-22T12:00:00.000Z' };

describe('the money machine', () => {
  it('records how the pickup was validated and appends one history entry with the new status', () => {
    const [item] = collect(order, step, { method: 'typed', by: 'u1', by_email: 'staff@example.com' });
    const v = Object.values(values(item));
    expect(v).toContain('typed');
    expect(v).toContain('staff@example.com');
    const history = v.find((x) => Array.isArray(x) && x.length === 1) as { what: string; status: string }[];
    expect(history[0]).toMatchObject({ what: 'collected', status: 'collected', by: 'system' });
    expect(update(item).UpdateExpression).toContain('list_append(if_not_exists(');
  });

  it('moves the version on a dispute (a sub-state), only once, and keeps the pickup protection', () => {
    const collected = {
      ...order,
      status: 'collected' as const,
      collected_at: step.at,
      pickup_method: 'scanned' as const,
    };
    const [item] = openDispute(collected, step, {
      id: 'dp_1',
      reason: 'fraudulent',
      amount_cents: 45_000,
      due_by: null,
    });
    expect(update(item).UpdateExpression).toContain('#version = #version + :one');
    expect(update(item).ConditionExpression).toContain('#version = :expected');
    expect(update(item).ConditionExpression).toContain('attribute_not_exists(disputed_at)');
    expect(Object.values(values(item))).toContain(true); // dispute_protected
    const [unprotected] = openDispute({ ...collected, pickup_method: null }, step, {
      id: 'dp_2',
      reason: null,
      amount_cents: null,
      due_by: null,
    });
    expect(Object.values(values(unprotected))).not.toContain(true);
  });

  it('records the platform’s loss when a protected dispute is lost, and nothing when it is won', () => {
    const disputed = {
      ...order,
      status: 'payout_scheduled' as const,
      disputed_at: step.at,
      collected_at: step.at,
      pickup_method: 'typed' as const,
    };
    const opening = { id: 'dp_1', reason: null, amount_cents: 45_000, due_by: null };
    expect(Object.values(values(closeDispute(disputed, step, 'lost', opening)[0]))).toContain(45_000);
    expect(Object.values(values(closeDispute(disputed, step, 'won', opening)[0]))).not.toContain(45_000);
  });

  it('holds payouts while a dispute is open, unless the pickup was validated and the evidence is in since', () => {
    const open = { disputed_at: step.at, dispute_outcome: null, collected_at: step.at, pickup_method: null };
    const validated = { ...open, pickup_method: 'scanned' as const };
    expect(disputeHoldsPayouts(open)).toBe(true);
    expect(disputeHoldsPayouts(validated)).toBe(true);
    expect(disputeHoldsPayouts({ ...validated, dispute_evidence_with_pickup: true })).toBe(false);
    // Evidence saved before the pickup has no pickup in it: the payouts wait for evidence that does.
    expect(disputeHoldsPayouts({ ...validated, dispute_evidence_with_pickup: false })).toBe(true);
    expect(disputeHoldsPayouts({ ...validated, dispute_outcome: 'lost' })).toBe(false);
    expect(disputeHoldsPayouts({ ...open, dispute_outcome: 'lost' })).toBe(true);
    expect(disputeHoldsPayouts({ ...open, dispute_outcome: 'won' })).toBe(false);
    expect(disputeHoldsPayouts({ ...open, disputed_at: null })).toBe(false);
  });

  it('refuses a refund from a status its reason does not allow', () => {
    expect(() => refund(order, step, 'not_collected', {}, { from: ['collected'] })).toThrow(RangeError);
    expect(() => refund(order, step, 'admin', {}, { from: ['paid_out'] })).not.toThrow();
  });

  it('claims a payout only with the order still being paid out at the version read', () => {
    const [payout] = payoutRecordsForPickup(order, step.at);
    const items = claimPayout(payout!, { ...order, status: 'collected' }, step);
    expect(Object.values(values(items[0]))).toContain('sending');
    const check = (
      items[1] as { ConditionCheck: { ConditionExpression: string; ExpressionAttributeValues: object } }
    ).ConditionCheck;
    expect(check.ConditionExpression).toContain('#version = :version');
    expect(Object.values(check.ExpressionAttributeValues)).toEqual([
      'collected',
      'payout_scheduled',
      order.version,
    ]);
  });

  it('moves a payout only along its lifecycle: nothing leaves reversed, a sent one is never cancelled', () => {
    const [payout] = payoutRecordsForPickup(order, step.at);
    expect(pathTo(PAYOUT_LIFECYCLE, 'sent')).toEqual(['scheduled', 'sending', 'sent']);
    expect(() =>
      movePayout({ ...payout!, status: 'sent' }, step, 'cancelled', {}, { from: ['sent'] }),
    ).toThrow(RangeError);
    expect(() =>
      movePayout({ ...payout!, status: 'reversed' }, step, 'sent', {}, { from: ['reversed'] }),
    ).toThrow(RangeError);
    expect(PAYOUT_LIFECYCLE.transitions.reversed).toEqual([]);
  });
});
