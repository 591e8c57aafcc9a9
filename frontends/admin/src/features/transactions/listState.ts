import { ORDER_STATUSES, type AdminTransaction } from '@konstvagg/contracts/vocabulary';
import { defineList, listParam, sortRows, type SortDir } from '@konstvagg/ui/list';

/** The transactions table's state, kept in the URL (/admin/transactions?status&from&to&q&payout&sort&dir&cursor). */
export const TX_STATUSES = ORDER_STATUSES;
export const TX_SORT_KEYS = ['created', 'title', 'buyer', 'status', 'amount'] as const;
export type TxSortKey = (typeof TX_SORT_KEYS)[number];

/** Newest first unless the URL says otherwise; a click on created or amount starts newest, largest first. */
export const txList = defineList({
  filters: {
    status: listParam.oneOf(TX_STATUSES),
    from: listParam.day(),
    to: listParam.day(),
    q: listParam.text(),
    /** Only orders with a failed payout (the dashboard's "failed payouts" link: ?payout=failed). */
    failedPayout: { ...listParam.flag('failed'), name: 'payout' },
  },
  sort: { keys: TX_SORT_KEYS, default: 'created', dir: 'desc', descFirst: ['created', 'amount'] },
  search: 'q',
});
export type TxListState = (typeof txList)['defaults'];

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
  sortRows(rows, sortValue, sort, dir);
