// A payee's money ('@konstvagg/ui/money'): the sales statement an artist and a venue read, its
// payouts, and figures such as its totals. A subpath (with its styles), so only the remotes that
// show money bundle it.
export {
  PayoutAccountNotice,
  SaleStatementTable,
  payoutStatusKey,
  useStatementMoney,
  type PayoutStatusKey,
  type PayoutViewStatus,
  type SaleStatementTexts,
  type StatementAmountColumn,
  type StatementSale,
} from './SaleStatement.tsx';
export { Figures } from './Figures.tsx';
