import { describe, expect, it } from 'vitest';
import type { OrderRecord, PayoutRecord } from './records.ts';
import { moneyFigures, orderStatusLine, shareState } from './sale-view.ts';

const order = (id: string, over: Partial<OrderRecord>): OrderRecord =>
  ({
    entity: 'order',
    id,
    status: 'paid',
    amount_cents: 100_00,
    artist_cents: 85_00,
    venue_cents: 10_00,
    platform_cents: 5_00,
    ...over,
  }) as OrderRecord;
const payout = (order_id: string, party: 'artist' | 'venue', status: PayoutRecord['status']) =>
  ({
    entity: 'payout',
    order_id,
    party,
    status,
    amount_cents: party === 'artist' ? 85_00 : 10_00,
  }) as PayoutRecord;

describe('the status line', () => {
  it('names each state once, a refund by its reason, a dispute that holds the payment first', () => {
    expect(orderStatusLine(order('a', { status: 'pending_payment' }))).toBe('awaiting_payment');
    expect(orderStatusLine(order('a', { status: 'cancelled' }))).toBe('cancelled');
    expect(orderStatusLine(order('a', { status: 'paid' }))).toBe('awaiting_pickup');
    expect(orderStatusLine(order('a', { status: 'collected' }))).toBe('collected');
    expect(orderStatusLine(order('a', { status: 'payout_scheduled' }))).toBe('payout_scheduled');
    expect(orderStatusLine(order('a', { status: 'paid_out' }))).toBe('paid_out');
    for (const reason of ['not_collected', 'late_payment', 'admin', 'dispute_lost'] as const)
      expect(orderStatusLine(order('a', { status: 'refunded', refund_reason: reason }))).toBe(
        `refunded_${reason}`,
      );
    // A refunded order never reads "awaiting pickup", whatever else it holds.
    expect(orderStatusLine(order('a', { status: 'refunded', refund_reason: null }))).toBe('refunded_admin');
    expect(orderStatusLine(order('a', { status: 'paid', disputed_at: 'x' }))).toBe('disputed');
    expect(
      orderStatusLine(order('a', { status: 'collected', disputed_at: 'x', dispute_outcome: 'won' })),
    ).toBe('collected');
  });
});

describe('earned, on its way, paid out', () => {
  it('counts an uncollected sale as awaiting pickup, never as earned; a refunded one not at all', () => {
    const orders = [
      order('paid', { status: 'paid' }),
      order('collected', { status: 'collected' }),
      order('sending', { status: 'payout_scheduled' }),
      order('out', { status: 'paid_out' }),
      order('refunded', { status: 'refunded', refund_reason: 'not_collected' }),
      order('reversed', { status: 'refunded', refund_reason: 'admin' }),
      order('lost', { status: 'collected', disputed_at: 'x', dispute_outcome: 'lost' }),
    ];
    const payouts = [
      payout('collected', 'venue', 'waiting_for_account'),
      payout('sending', 'venue', 'sent'),
      payout('sending', 'artist', 'failed'),
      payout('out', 'venue', 'sent'),
      payout('out', 'artist', 'sent'),
      payout('reversed', 'venue', 'reversed'),
      payout('lost', 'venue', 'scheduled'),
    ];
    expect(moneyFigures('venue', orders, payouts)).toEqual({
      sales: 5,
      sales_cents: 500_00,
      awaiting_pickup_cents: 10_00,
      earned_cents: 30_00,
      on_its_way_cents: 10_00,
      paid_out_cents: 20_00,
    });
    expect(moneyFigures('artist', orders, payouts)).toMatchObject({
      awaiting_pickup_cents: 85_00,
      on_its_way_cents: 170_00,
      paid_out_cents: 85_00,
      earned_cents: 255_00,
    });
    expect(shareState(order('x', { status: 'refunded' }), undefined)).toBe('none');
  });
});
