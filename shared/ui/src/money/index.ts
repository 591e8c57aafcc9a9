// A payee's money ('@konstvagg/ui/money'): the sales statement an artist and a venue read, its
// totals and payouts, and figures lists. A subpath (with its styles), so only the remotes that
// show money bundle it.
export {
  PayoutAccountNotice,
  SaleStatementTable,
  StatementTotals,
  payoutStatusKey,
  type PayoutNoticeKey,
  type PayoutStatusKey,
  type PayoutViewStatus,
  type SaleStatementKey,
  type StatementAmountColumn,
  type StatementSale,
  type StatementT,
  type StatementTotalsKey,
} from './SaleStatement.tsx';
export { Figures } from './Figures.tsx';
