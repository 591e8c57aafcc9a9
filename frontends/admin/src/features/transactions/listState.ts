import { ORDER_STATUSES, type AdminTransaction } from '@konstvagg/contracts/vocabulary';
import { oneOf, sortRowsBy, toggleSortOf, type SortDir } from '../users/listState.ts';

/** The transactions table's state, kept in the URL (/admin/transactions?status&from&to&q&sort&dir&cursor). */
export const TX_STATUSES = ORDER_STATUSES;
export const TX_SORT_KEYS = ['created', 'title', 'buyer', 'status', 'amount'] as const;
export type TxSortKey = (typeof TX_SORT_KEYS)[number];

export interface TxListState {
  status: (typeof TX_STATUSES)[number] | null;
  from: string;
  to: string;
  q: string;
  /** Only orders with a failed payout. */
  failedPayout: boolean;
  sort: TxSortKey;
  dir: SortDir;
  cursor: string | null;
}

export const DEFAULT_TX_STATE: TxListState = {
  status: null,
  from: '',
  to: '',
  q: '',
  failedPayout: false,
  sort: 'created',
  dir: 'desc',
  cursor: null,
};

const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');

/** Reads the state from the URL; unknown values fall back to the defaults. */
export function parseTxListState(params: URLSearchParams): TxListState {
  return {
    status: oneOf(TX_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').slice(0, 100),
    failedPayout: params.get('payout') === 'failed',
    sort: oneOf(TX_SORT_KEYS, params.get('sort')) ?? DEFAULT_TX_STATE.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_TX_STATE.dir,
    cursor: params.get('cursor') || null,
  };
}

/** The filters alone (for the list and the CSV export). */
export function txFilterQuery(state: TxListState): Record<string, string | undefined> {
  return {
    status: state.status ?? undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    q: state.q.trim() || undefined,
    payout: state.failedPayout ? 'failed' : undefined,
  };
}

/** Writes the state back, leaving defaults out so the plain URL stays plain. */
export function txListParams(state: TxListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(txFilterQuery(state))) if (v) params.set(k, v);
  if (state.sort !== DEFAULT_TX_STATE.sort || state.dir !== DEFAULT_TX_STATE.dir) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.cursor) params.set('cursor', state.cursor);
  return params;
}

/** A new filter or search starts from the first page; sorting keeps the page. */
export function withTxFilter(state: TxListState, change: Partial<TxListState>): TxListState {
  const next = { ...state, ...change };
  const same = (['status', 'from', 'to', 'failedPayout'] as const).every((k) => next[k] === state[k]);
  return same && next.q.trim() === state.q.trim() ? next : { ...next, cursor: null };
}

export const toggleTxSort = (state: TxListState, key: TxSortKey) =>
  toggleSortOf(state, key, ['created', 'amount']);

/** The query for GET /admin/transactions (sorting is done on the page's rows). */
export const txListQuery = (state: TxListState) => ({
  ...txFilterQuery(state),
  cursor: state.cursor ?? undefined,
});

function sortValue(row: AdminTransaction, key: TxSortKey): string | number {
  switch (key) {
    case 'created':
      return Date.parse(row.created_at) || 0;
    case 'title':
      return row.title.toLocaleLowerCase();
    case 'buyer':
      return (row.buyer_name || row.buyer_email).toLocaleLowerCase();
    case 'status':
      return row.status;
    case 'amount':
      // Rows in different currencies compare in the list currency, at each order's own rate.
      return row.list_price ? row.amount / row.list_price.rate : row.amount;
  }
}

export const sortTransactions = (rows: readonly AdminTransaction[], sort: TxSortKey, dir: SortDir) =>
  sortRowsBy(rows, sortValue, sort, dir);
