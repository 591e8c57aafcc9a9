import { describe, expect, it } from 'vitest';
import { defineList, listParam, sortRows } from './list-state.ts';

// A list of orders as a remote would define it: a status, a day range, a search, a flag under
// another URL name, and a seller id; sorted newest first unless the URL says otherwise.
const orders = defineList({
  filters: {
    status: listParam.oneOf(['paid', 'refunded'] as const),
    from: listParam.day(),
    q: listParam.text(),
    failed: { ...listParam.flag('failed'), name: 'payout' },
    seller: listParam.matching(/^[a-z0-9-]{1,20}$/),
  },
  sort: {
    keys: ['created', 'title', 'amount'] as const,
    default: 'created',
    dir: 'desc',
    descFirst: ['amount'],
  },
  search: 'q',
});

// A list in the API's order until a column is clicked.
const works = defineList({
  filters: { q: listParam.text(10) },
  sort: { keys: ['title', 'price'] as const, default: null, dir: 'asc' },
});

describe('a list kept in the URL', () => {
  it('reads every parameter and writes the same URL back, filters in their order, then sort and cursor', () => {
    const url =
      'status=refunded&from=2026-11-01&q=anna&payout=failed&seller=s-1&sort=title&dir=asc&cursor=c1';
    const state = orders.parse(new URLSearchParams(url));
    expect(state).toEqual({
      status: 'refunded',
      from: '2026-11-01',
      q: 'anna',
      failed: true,
      seller: 's-1',
      sort: 'title',
      dir: 'asc',
      cursor: 'c1',
    });
    expect(orders.params(state).toString()).toBe(url);
  });

  it('reads values it does not allow as the defaults, and writes the defaults as the plain URL', () => {
    const state = orders.parse(
      new URLSearchParams('status=lost&from=1/11/2026&payout=yes&seller=A%20B&sort=shoe&dir=up&cursor='),
    );
    expect(state).toEqual(orders.defaults);
    expect(orders.defaults).toEqual({
      status: null,
      from: '',
      q: '',
      failed: false,
      seller: null,
      sort: 'created',
      dir: 'desc',
      cursor: null,
    });
    expect(orders.params(state).toString()).toBe('');
  });

  it('writes a search trimmed, and cuts a long one', () => {
    expect(orders.params({ ...orders.defaults, q: '  anna ' }).toString()).toBe('q=anna');
    expect(works.parse(new URLSearchParams(`q=${'x'.repeat(30)}`)).q).toHaveLength(10);
  });

  it('writes the sort when either the column or the direction differs from the default', () => {
    expect(orders.params({ ...orders.defaults, dir: 'asc' }).toString()).toBe('sort=created&dir=asc');
    expect(orders.params({ ...orders.defaults, sort: 'amount' }).toString()).toBe('sort=amount&dir=desc');
  });

  it("keeps the API's order until a column is chosen, and then names it", () => {
    expect(works.defaults).toEqual({ q: '', sort: null, dir: 'asc', cursor: null });
    expect(works.params({ ...works.defaults, dir: 'desc' }).toString()).toBe('');
    const byPrice = { ...works.defaults, sort: 'price' as const };
    expect(works.params(byPrice).toString()).toBe('sort=price&dir=asc');
    expect(works.parse(works.params(byPrice))).toEqual(byPrice);
  });

  it('a new filter or search goes back to the first page; sorting, or a search differing only in spaces, does not', () => {
    const onPage2 = { ...orders.defaults, q: 'ann', cursor: 'c2' };
    expect(orders.withFilter(onPage2, { status: 'paid' }).cursor).toBeNull();
    expect(orders.withFilter(onPage2, { failed: true }).cursor).toBeNull();
    expect(orders.withFilter(onPage2, { q: 'anna' }).cursor).toBeNull();
    expect(orders.withFilter(onPage2, { q: ' ann  ' })).toEqual({ ...onPage2, q: ' ann  ' });
    expect(orders.withFilter(onPage2, { sort: 'title' }).cursor).toBe('c2');
  });

  it('a click on a column sorts by it ascending, or descending for the descFirst ones; a second click flips it', () => {
    const paged = { ...orders.defaults, cursor: 'c2' };
    expect(orders.toggleSort(paged, 'title')).toMatchObject({ sort: 'title', dir: 'asc', cursor: 'c2' });
    expect(orders.toggleSort(paged, 'amount').dir).toBe('desc');
    expect(orders.toggleSort(paged, 'created')).toMatchObject({ sort: 'created', dir: 'asc' });
    const byTitle = works.toggleSort(works.defaults, 'title');
    expect(works.toggleSort(byTitle, 'title').dir).toBe('desc');
  });

  it('asks the API for the set filters by their URL names, and the page', () => {
    const state = { ...orders.defaults, q: ' anna ', failed: true, cursor: 'c3' };
    expect(orders.filterQuery(state)).toEqual({
      status: undefined,
      from: undefined,
      q: 'anna',
      payout: 'failed',
      seller: undefined,
    });
    expect(orders.query(state)).toEqual({ ...orders.filterQuery(state), cursor: 'c3' });
  });
});

describe('sorting a page of rows', () => {
  const rows = [
    { id: 'a', title: 'Örn', amount: 100 },
    { id: 'b', title: 'zebra', amount: 50 },
    { id: 'c', title: 'Apa', amount: 100 },
  ];
  const valueOf = (row: (typeof rows)[number], key: 'title' | 'amount') =>
    key === 'title' ? row.title.toLocaleLowerCase() : row.amount;

  it('sorts text in Swedish order and numbers as numbers, ties in the order given', () => {
    expect(sortRows(rows, valueOf, 'title', 'asc').map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(sortRows(rows, valueOf, 'amount', 'asc').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, valueOf, 'amount', 'desc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it was without a column, and never changes the rows it was given', () => {
    expect(sortRows(rows, valueOf, null, 'desc').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    sortRows(rows, valueOf, 'title', 'asc');
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
