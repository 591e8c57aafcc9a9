import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  bucketsOf,
  checkoutStats,
  collectedStats,
  daysInRange,
  isCalendarDay,
  monthsOf,
  paidStats,
  refundedStats,
  signupStats,
  statsBackfill,
  statUpdateItems,
  stockholmDay,
} from './stats.ts';
import { keys } from './keys.ts';

describe('Swedish calendar days', () => {
  it('buckets by the day in Stockholm, not in UTC (winter +1 h, summer +2 h)', () => {
    expect(stockholmDay('2026-01-14T22:59:59Z')).toBe('2026-01-14');
    expect(stockholmDay('2026-01-14T23:00:00Z')).toBe('2026-01-15');
    expect(stockholmDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(stockholmDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    // New Year's Eve at 23:30 in Stockholm is still the old year's last day.
    expect(stockholmDay('2026-12-31T22:30:00Z')).toBe('2026-12-31');
    expect(stockholmDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it('knows a real calendar date from a look-alike', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });
});

describe('buckets', () => {
  it('weeks start on Monday (ISO), months on the 1st', () => {
    expect(bucketStart('2026-11-25', 'week')).toBe('2026-11-23'); // a Wednesday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23'); // the Monday itself
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // the Sunday
    expect(bucketStart('2027-01-01', 'week')).toBe('2026-12-28'); // across the new year
    expect(bucketStart('2026-11-25', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('lists every bucket a range meets, partial ends included', () => {
    expect(bucketsOf('2026-11-28', '2026-12-02', 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(bucketsOf('2026-11-25', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(bucketsOf('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(bucketsOf('2026-12-15', '2027-01-10', 'month')).toEqual(['2026-12-01', '2027-01-01']);
    expect(monthsOf('2025-12-01', '2026-12-31')).toHaveLength(13);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3); // across the switch to summer time
  });
});

describe('counter updates', () => {
  const order = {
    amount_cents: 45_000,
    currency: 'EUR',
    created_at: '2026-11-24T23:30:00Z',
    paid_at: '2026-11-24T23:40:00Z',
  };
  const facts = {
    city: 'Stockholm',
    category: 'painting',
    style: 'abstract',
    venue_id: 'v1',
    venue_name: 'Café Ett',
  };

  it('a payment adds one sale and its price to the day and to its city, category, style and venue, and moves the status count', () => {
    const items = statUpdateItems(paidStats(order, facts, order.paid_at), 'T', order.paid_at);
    const byKey = new Map(items.map((i) => [`${i.Update.Key.PK} ${i.Update.Key.SK}`, i.Update]));
    // 23:40 UTC on the 24th is the 25th in Stockholm.
    const day = byKey.get(`${keys.statDay('2026-11-25').PK} ${keys.statDay('2026-11-25').SK}`)!;
    expect(day.UpdateExpression).toMatch(/ADD #a0 :a0, #a1 :a1$/);
    expect([day.ExpressionAttributeNames['#a0'], day.ExpressionAttributeValues[':a0']]).toEqual(['sales', 1]);
    expect([day.ExpressionAttributeNames['#a1'], day.ExpressionAttributeValues[':a1']]).toEqual([
      'gmv_cents',
      45_000,
    ]);
    for (const [dim, value] of [
      ['city', 'Stockholm'],
      ['category', 'painting'],
      ['style', 'abstract'],
      ['venue', 'v1'],
    ] as const) {
      const k = keys.statDimension('2026-11-25', dim, value);
      expect(byKey.has(`${k.PK} ${k.SK}`), dim).toBe(true);
    }
    const venue = byKey.get(
      `${keys.statDimension('2026-11-25', 'venue', 'v1').PK} ${keys.statDimension('2026-11-25', 'venue', 'v1').SK}`,
    )!;
    expect(Object.values(venue.ExpressionAttributeValues)).toContain('Café Ett');
    const status = byKey.get(`${keys.orderStatusCounts().PK} ${keys.orderStatusCounts().SK}`)!;
    const adds = Object.fromEntries(
      Object.entries(status.ExpressionAttributeNames)
        .filter(([p]) => p.startsWith('#a'))
        .map(([p, name]) => [name, status.ExpressionAttributeValues[`:a${p.slice(2)}`]]),
    );
    expect(adds).toEqual({ paid: 1, pending_payment: -1 });
    expect(items).toHaveLength(6);
  });

  it('names each item once per transaction, summing deltas on the same item', () => {
    const items = statUpdateItems(
      [...checkoutStats(order), ...checkoutStats({ created_at: '2026-11-24T23:50:00Z' })],
      'T',
      order.created_at,
    );
    expect(items).toHaveLength(2);
    const status = items.find((i) => i.Update.Key.SK === 'COUNTS')!;
    expect(Object.values(status.Update.ExpressionAttributeValues)).toContain(2);
  });

  it('a pickup counts the minutes since payment; a refund the refunded cents', () => {
    const [pickup] = collectedStats(order, '2026-11-26T09:40:00Z');
    expect(pickup).toEqual({ kind: 'day', day: '2026-11-26', add: { pickups: 1, pickup_minutes: 34 * 60 } });
    const [refund, status] = refundedStats(order, 'paid', '2026-12-01T23:41:00Z');
    expect(refund).toEqual({ kind: 'day', day: '2026-12-02', add: { refunds: 1, refunded_cents: 45_000 } });
    expect(status).toEqual({ kind: 'order_status', add: { refunded: 1, paid: -1 } });
    expect(signupStats({ role: 'venue', created_at: '2026-11-25T10:00:00Z' })[0]!.add).toEqual({
      signups_venue: 1,
    });
  });

  it('counts a sale in kronor in euros at its own order rate, never at a later one', () => {
    // 450 € at 11.5556 was charged as 5 200 kr: counted as 450.00 €, and refunded as such.
    const sek = {
      ...order,
      amount_cents: 520_000,
      currency: 'SEK',
      fx_rate: 11.5556,
      list_price_cents: 45_000,
    };
    const [day] = paidStats(sek, facts, sek.paid_at);
    expect(day).toMatchObject({ kind: 'day', add: { sales: 1, gmv_cents: 45_000 } });
    const [refund] = refundedStats(sek, 'paid', '2026-12-01T10:00:00Z');
    expect(refund).toMatchObject({ add: { refunds: 1, refunded_cents: 45_000 } });
    // An order that kept no rate cannot be converted: it counts the sale but no money.
    const [bare] = paidStats({ ...sek, fx_rate: null }, facts, sek.paid_at);
    expect(bare).toMatchObject({ add: { sales: 1, gmv_cents: 0 } });
  });
});

describe('statsBackfill', () => {
  it('counts what the events would have counted, once, whatever the order was last', () => {
    const orders = [
      { ...order(), status: 'paid_out' as const, collected_at: '2026-11-03T12:00:00Z' },
      { ...order(), status: 'refunded' as const, refunded_at: '2026-11-09T12:00:00Z' },
      { ...order(), status: 'cancelled' as const, paid_at: null },
      // Two disputes: one still open, one closed (won). Only the open one is counted.
      { ...order(), status: 'paid' as const, disputed_at: '2026-11-02T09:00:00Z' },
      {
        ...order(),
        status: 'paid' as const,
        disputed_at: '2026-11-02T09:00:00Z',
        dispute_closed_at: '2026-11-05T09:00:00Z',
      },
    ];
    const items = statsBackfill(
      {
        orders,
        artworks: new Map([['a1', { city: 'Malmö', category: 'photography', style: 'portrait' }]]),
        users: [{ role: 'buyer', created_at: '2026-11-01T08:00:00Z' }],
        decisions: [{ submitted_at: '2026-11-01T08:00:00Z', decided_at: '2026-11-01T10:30:00Z' }],
      },
      '2026-11-20T00:00:00Z',
    );
    const get = (k: { PK: string; SK: string }) => items.find((i) => i.PK === k.PK && i.SK === k.SK)!;
    expect(get(keys.statDay('2026-11-01'))).toMatchObject({
      checkouts: 5,
      sales: 4,
      gmv_cents: 40_000,
      signups_buyer: 1,
      decisions: 1,
      decision_minutes: 150,
    });
    expect(get(keys.statDay('2026-11-03'))).toMatchObject({ pickups: 1, pickup_minutes: 2 * 24 * 60 });
    expect(get(keys.statDay('2026-11-09'))).toMatchObject({ refunds: 1, refunded_cents: 10_000 });
    expect(get(keys.statDimension('2026-11-01', 'city', 'Malmö'))).toMatchObject({
      sales: 4,
      gmv_cents: 40_000,
    });
    expect(get(keys.orderStatusCounts())).toMatchObject({
      paid_out: 1,
      refunded: 1,
      cancelled: 1,
      paid: 2,
      disputes: 1,
    });

    function order() {
      return {
        artwork_id: 'a1',
        amount_cents: 10_000,
        currency: 'EUR',
        created_at: '2026-11-01T11:57:00Z',
        paid_at: '2026-11-01T12:00:00Z' as string | null,
        collected_at: null as string | null,
        venue_id: 'v1',
        venue_name: 'Galleri',
      };
    }
  });
});
