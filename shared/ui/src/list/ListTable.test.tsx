// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../api/client.ts';
import { defineList, listParam, sortRows } from './list-state.ts';
import { ListTable, type ListTableProps } from './ListTable.tsx';
import { SEARCH_DEBOUNCE_MS, useListState } from './use-list-state.ts';

afterEach(cleanup);

const texts = {
  caption: 'Orders',
  errorTitle: 'The orders could not be loaded',
  errorText: 'Try again in a moment.',
  retry: 'Try again',
  emptyTitle: 'No orders',
  emptyText: 'Nothing matches.',
  pages: 'Pages',
  firstPage: 'First page',
  nextPage: 'Next page',
};
const classNames = { table: 'my-table', count: 'my-count', sort: 'my-sort', pager: 'my-pager' };
type Row = { id: string; title: string; amount: number };
const rows: Row[] = [
  { id: 'a', title: 'Örn', amount: 100 },
  { id: 'b', title: 'Apa', amount: 50 },
];

function table(over: Partial<ListTableProps<Row, 'title' | 'amount'>> = {}) {
  const props: ListTableProps<Row, 'title' | 'amount'> = {
    columns: [
      { key: 'image', label: 'Image' },
      { sort: 'title', label: 'Title' },
      { sort: 'amount', label: 'Amount' },
    ],
    page: { rows, hasMore: false, nextCursor: null },
    renderRow: (row) => (
      <tr key={row.id} data-testid="row">
        <td />
        <td>{row.title}</td>
        <td>{row.amount}</td>
      </tr>
    ),
    count: '2 orders',
    state: { sort: 'title', dir: 'asc', cursor: null },
    onSort: vi.fn(),
    onPage: vi.fn(),
    loading: false,
    error: undefined,
    onRetry: vi.fn(),
    texts,
    classNames,
    ...over,
  };
  render(<ListTable {...props} />);
  return props;
}

describe('ListTable', () => {
  it('shows the count and a captioned table whose sorted column says so; a header click sorts', () => {
    const props = table();
    expect(screen.getByText('2 orders').className).toBe('my-count');
    const grid = screen.getByRole('table', { name: 'Orders' });
    expect(grid.className).toBe('my-table');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'ascending', null]);
    expect(headers[0]!.querySelector('button')).toBeNull();
    const byAmount = screen.getByRole('button', { name: 'Amount' });
    expect(byAmount.className).toBe('my-sort');
    // The arrow is for the eye; a screen reader hears the header's aria-sort instead.
    expect(screen.getByRole('button', { name: 'Title' }).textContent).toBe('Title ▲');
    fireEvent.click(byAmount);
    expect(props.onSort).toHaveBeenCalledWith('amount');
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says a descending column with aria-sort and an arrow only sighted readers see', () => {
    table({ state: { sort: 'amount', dir: 'desc', cursor: null } });
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(header.querySelector('[aria-hidden="true"]')!.textContent).toBe(' ▼');
  });

  it('pages: to the next page while there is one, back to the first from a later page', () => {
    const props = table({
      page: { rows, hasMore: true, nextCursor: 'c3' },
      state: { sort: null, dir: 'asc', cursor: 'c2' },
    });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.className).toBe('my-pager');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPage).toHaveBeenLastCalledWith('c3');
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(props.onPage).toHaveBeenLastCalledWith(null);
  });

  it('shows a spinner before the first page, then the empty state when there are no rows', () => {
    table({ page: undefined, loading: true });
    expect(document.querySelector('.kv-page-loading')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    table({ page: { rows: [], hasMore: false, nextCursor: null } });
    expect(screen.getByRole('heading', { level: 2, name: 'No orders' })).toBeTruthy();
    expect(screen.getByText('Nothing matches.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows an error with the server's words, or its own, and a retry", () => {
    const props = table({ error: new ApiError(500, 'internal', 'The server is down.') });
    expect(screen.getByRole('heading', { level: 2, name: texts.errorTitle })).toBeTruthy();
    expect(screen.getByText('The server is down.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
    cleanup();
    table({ error: new TypeError('Failed to fetch') });
    expect(screen.getByText(texts.errorText)).toBeTruthy();
  });
});

// A page with its list in the URL, as a remote writes one.
const orders = defineList({
  filters: { status: listParam.oneOf(['paid', 'refunded'] as const), q: listParam.text() },
  sort: { keys: ['title', 'amount'] as const, default: null, dir: 'asc' },
  search: 'q',
});

function OrdersPage() {
  const list = useListState(orders);
  const { state } = list;
  return (
    <>
      <input
        aria-label="Search"
        value={list.search.value}
        onChange={(e) => list.search.onChange(e.target.value)}
      />
      <button type="button" onClick={() => list.filter({ status: 'paid' })}>
        Paid
      </button>
      <ListTable
        columns={[
          { sort: 'title', label: 'Title' },
          { sort: 'amount', label: 'Amount' },
        ]}
        page={{
          rows: sortRows(rows, (r, k) => (k === 'title' ? r.title : r.amount), state.sort, state.dir),
          hasMore: true,
          nextCursor: 'c2',
        }}
        renderRow={(row) => (
          <tr key={row.id}>
            <td>{row.title}</td>
            <td>{row.amount}</td>
          </tr>
        )}
        count="2 orders"
        state={state}
        onSort={list.sortBy}
        onPage={list.toPage}
        loading={false}
        error={undefined}
        onRetry={() => {}}
        texts={texts}
        classNames={classNames}
      />
    </>
  );
}

describe('useListState', () => {
  function show(at: string) {
    const router = createMemoryRouter([{ path: '/orders', element: <OrdersPage /> }], {
      initialEntries: ['/start', at],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    return {
      url: () => `${router.state.location.pathname}${router.state.location.search}`,
      action: () => router.state.historyAction,
    };
  }
  const titles = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.firstElementChild!.textContent);

  it('sorts from the URL and writes a header click back to it, replacing the entry', async () => {
    const page = show('/orders?sort=amount&dir=desc');
    expect(titles()).toEqual(['Örn', 'Apa']);
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(page.url()).toBe('/orders?sort=amount&dir=asc'));
    expect(page.action()).toBe('REPLACE');
    expect(titles()).toEqual(['Apa', 'Örn']);
  });

  it('a filter and a page each push an entry; a filter goes back to the first page', async () => {
    const page = show('/orders?cursor=c1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(page.url()).toBe('/orders?cursor=c2'));
    expect(page.action()).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(page.url()).toBe('/orders?status=paid'));
    expect(page.action()).toBe('PUSH');
  });

  it('the search reaches the URL after a pause in the typing, from the first page', async () => {
    vi.useFakeTimers();
    try {
      const page = show('/orders?cursor=c1');
      fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'an' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'anna ' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(page.url()).toBe('/orders?cursor=c1');
      act(() => vi.advanceTimersByTime(1));
      expect(page.url()).toBe('/orders?q=anna');
      expect(page.action()).toBe('REPLACE');
    } finally {
      vi.useRealTimers();
    }
  });
});
