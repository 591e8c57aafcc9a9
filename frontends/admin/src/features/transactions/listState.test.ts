import { describe, expect, it } from 'vitest';
import type { AdminTransaction } from '@konstvagg/contracts/vocabulary';
import { sortTransactions, txList } from './listState.ts';

const DEFAULT_TX_STATE = txList.defaults;

const row = (id: string, created_at: string, amount: number, title: string): AdminTransaction => ({
  id,
  status: 'paid',
  status_line: 'awaiting_pickup',
  created_at,
  paid_at: created_at,
  title,
  artwork_id: `art-${id}`,
  artist_name: 'A',
  venue_name: 'V',
  buyer_name: null,
  buyer_email: `${id}@example.com`,
  amount,
  currency: 'EUR',
  split: { artist: 0, venue: 0, platform: 0 },
  disputed: false,
  dispute: null,
  payout_failed: false,
});

describe('the transactions table state in the URL', () => {
  it('reads filters, sort and cursor, and drops values it does not know', () => {
    const state = txList.parse(
      new URLSearchParams('status=refunded&from=2026-11-01&to=nonsense&q=ab&sort=amount&dir=asc&cursor=c1'),
    );
    expect(state).toEqual({
      status: 'refunded',
      from: '2026-11-01',
      to: '',
      q: 'ab',
      failedPayout: false,
      sort: 'amount',
      dir: 'asc',
      cursor: 'c1',
    });
    expect(txList.parse(new URLSearchParams('status=lost&sort=x'))).toEqual(DEFAULT_TX_STATE);
    expect(DEFAULT_TX_STATE).toEqual({
      status: null,
      from: '',
      to: '',
      q: '',
      failedPayout: false,
      sort: 'created',
      dir: 'desc',
      cursor: null,
    });
    // The dashboard's "failed payouts" link.
    const failed = txList.parse(new URLSearchParams('payout=failed'));
    expect(failed.failedPayout).toBe(true);
    expect(txList.params(failed).toString()).toBe('payout=failed');
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    expect(txList.params(DEFAULT_TX_STATE).toString()).toBe('');
    const state = { ...DEFAULT_TX_STATE, status: 'paid' as const, q: ' anna ', from: '2026-01-02' };
    const params = txList.params(state);
    expect(params.toString()).toBe('status=paid&from=2026-01-02&q=anna');
    expect(txList.parse(params)).toEqual({ ...state, q: 'anna' });
  });

  it('a new filter or search goes back to the first page; sorting keeps it', () => {
    const paged = { ...DEFAULT_TX_STATE, cursor: 'c2' };
    expect(txList.withFilter(paged, { to: '2026-02-01' }).cursor).toBeNull();
    expect(txList.withFilter(paged, { q: 'x' }).cursor).toBeNull();
    expect(txList.withFilter(paged, { q: '' }).cursor).toBe('c2');
    expect(txList.toggleSort(paged, 'title')).toMatchObject({ sort: 'title', dir: 'asc', cursor: 'c2' });
    expect(txList.toggleSort(paged, 'amount').dir).toBe('desc');
    expect(txList.toggleSort(paged, 'created').dir).toBe('asc');
    expect(txList.query(paged)).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      cursor: 'c2',
    });
  });

  it('sorts the page by a column, ties in the API order', () => {
    const rows = [
      row('a', '2026-01-01T10:00:00Z', 100, 'Öga'),
      row('b', '2026-01-03T10:00:00Z', 50, 'Zebra'),
      row('c', '2026-01-02T10:00:00Z', 100, 'apa'),
    ];
    expect(sortTransactions(rows, 'created', 'desc').map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(sortTransactions(rows, 'amount', 'desc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(sortTransactions(rows, 'title', 'asc').map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it("sorts amounts in kronor and euros by their value in euros, at each order's own rate", () => {
    const kronor = (id: string, amount: number, rate: number): AdminTransaction => ({
      ...row(id, '2026-12-01T10:00:00Z', amount, id),
      currency: 'SEK',
      list_price: { amount: Math.round(amount / rate), currency: 'EUR', rate, rate_date: '2026-12-01' },
    });
    const rows = [
      row('eur-450', '2026-12-01T10:00:00Z', 450, 'a'),
      kronor('sek-5200', 5200, 11.5556),
      kronor('sek-1200', 1200, 11.5),
    ];
    expect(sortTransactions(rows, 'amount', 'desc').map((r) => r.id)).toEqual([
      'eur-450',
      'sek-5200',
      'sek-1200',
    ]);
  });
});
