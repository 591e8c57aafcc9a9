import { describe, expect, it } from 'vitest';
import { keys, statsBackfill } from '@konstvagg/domain';
import { analytics, breakdown, lastDays, type StatItem } from './aggregate.ts';

const day = (d: string, fields: Record<string, number>): StatItem => ({
  ...keys.statDay(d),
  entity: 'stat_day',
  day: d,
  ...fields,
});
const dim = (
  d: string,
  dimension: string,
  value: string,
  sales: number,
  gmv: number,
  label?: string,
): StatItem => ({
  entity: 'stat_dimension',
  day: d,
  dimension,
  value,
  sales,
  gmv_cents: gmv,
  ...(label ? { label } : {}),
});

describe('analytics', () => {
  const items = [
    day('2026-11-23', {
      sales: 1,
      gmv_cents: 1000,
      qr_visits: 10,
      checkouts: 3,
      pickups: 1,
      pickup_minutes: 60,
    }),
    day('2026-11-29', {
      sales: 2,
      gmv_cents: 5000,
      refunds: 1,
      refunded_cents: 1000,
      decisions: 2,
      decision_minutes: 90,
    }),
    day('2026-11-30', { sales: 1, gmv_cents: 2000, pickups: 1, pickup_minutes: 121 }),
    dim('2026-11-29', 'venue', 'v1', 2, 5000, 'Café Ett'),
    dim('2026-11-30', 'venue', 'v2', 1, 2000, 'Bar Två'),
    dim('2026-11-23', 'venue', 'v1', 1, 1000, 'Café Ett'),
  ];

  it('answers QR visits, checkouts and paid sales as separate counts, never as a funnel (issue 38)', () => {
    // The demo's "1 → 6 → 5": most checkouts start on the website, without a QR scan.
    const a = analytics(
      [day('2026-11-23', { qr_visits: 1, checkouts: 6, sales: 5, gmv_cents: 5000 })],
      '2026-11-23',
      '2026-11-23',
      'day',
    );
    expect(a.activity).toEqual({ qr_visits: 1, checkouts: 6, paid: 5 });
    expect(a).not.toHaveProperty('funnel');
  });

  it('sums days into ISO weeks, keeps empty buckets, and derives the activity counts and the averages', () => {
    const a = analytics(items, '2026-11-23', '2026-12-02', 'week');
    expect(a.series.map((s) => [s.bucket, s.sales, s.gmv_cents])).toEqual([
      ['2026-11-23', 3, 6000],
      ['2026-11-30', 1, 2000],
    ]);
    expect(a.activity).toEqual({ qr_visits: 10, checkouts: 3, paid: 4 });
    expect(a.avg_pickup_minutes).toBe(90.5);
    expect(a.refund_rate).toBe(0.25);
    expect(a.avg_moderation_minutes).toBe(45);
    expect(a.breakdowns.venue).toEqual([
      { key: 'v1', label: 'Café Ett', sales: 3, gmv_cents: 6000 },
      { key: 'v2', label: 'Bar Två', sales: 1, gmv_cents: 2000 },
    ]);
    const byDay = analytics(items, '2026-11-29', '2026-11-30', 'day');
    expect(byDay.series.map((s) => s.sales)).toEqual([2, 1]);
    expect(byDay.totals.gmv_cents).toBe(7000);
    expect(byDay.breakdowns.venue.map((r) => r.key)).toEqual(['v1', 'v2']);
    const empty = analytics([], '2026-01-01', '2026-03-31', 'month');
    expect(empty.series).toHaveLength(3);
    expect([empty.avg_pickup_minutes, empty.refund_rate, empty.avg_moderation_minutes]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('lists the top values by GMV and sums the rest as other', () => {
    const many = Array.from({ length: 13 }, (_, i) => dim('2026-11-01', 'city', `c${i}`, 1, (i + 1) * 100));
    const rows = breakdown(many, 'city', 10);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toMatchObject({ key: 'c12', gmv_cents: 1300 });
    expect(rows[10]).toEqual({ key: 'other', label: null, sales: 3, gmv_cents: 100 + 200 + 300 });
  });

  it('the dashboard windows end today and include it', () => {
    expect(lastDays(items, '2026-11-30', 1).sales).toBe(1);
    // 7 days up to the 30th start on the 24th: the 23rd is one day too early.
    expect(lastDays(items, '2026-11-30', 7).sales).toBe(3);
    expect(lastDays(items, '2026-11-30', 8).sales).toBe(4);
    expect(lastDays(items, '2026-11-29', 7).gmv_cents).toBe(6000);
  });

  it('reads a backfill the way it reads live counters', () => {
    const backfill = statsBackfill(
      {
        orders: [
          {
            artwork_id: 'a',
            status: 'collected',
            amount_cents: 700,
            currency: 'EUR',
            created_at: '2026-11-10T10:00:00Z',
            paid_at: '2026-11-10T10:05:00Z',
            collected_at: '2026-11-11T10:05:00Z',
            venue_id: 'v',
            venue_name: 'V',
          },
        ],
        artworks: new Map([['a', { city: 'Stockholm', category: 'painting', style: 'abstract' }]]),
        users: [],
        decisions: [],
      },
      '2026-11-20T00:00:00Z',
    ) as StatItem[];
    const a = analytics(backfill, '2026-11-01', '2026-11-30', 'month');
    expect(a.totals).toMatchObject({ sales: 1, gmv_cents: 700, checkouts: 1, pickups: 1 });
    expect(a.avg_pickup_minutes).toBe(24 * 60);
    expect(a.breakdowns.city).toEqual([{ key: 'Stockholm', label: null, sales: 1, gmv_cents: 700 }]);
  });
});
