import type { ReactNode } from 'react';
import { formatPrice, formatRate, LIST_CURRENCY } from '@konstvagg/rules';
import type { ListPrice, OrderPayout } from '@konstvagg/contracts';
import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import { LinkButton } from '../components/Button.tsx';
import { PayoutCell, StatementTable } from '../components/StatementTable.tsx';
import { StatusLineBadge } from '../components/StatusLineBadge.tsx';
import { useLanguage } from '../language/LanguageProvider.tsx';
import './sale-statement.css';

/** A payout's status as its payee reads it (the contracts' PAYOUT_VIEW_STATUSES). */
export type PayoutViewStatus = OrderPayout['status'];

/** What every row of a payee's sales statement has: an artist's sale, a venue's commission. */
export interface StatementSale {
  order_id: string;
  status_line: OrderStatusLine;
  title: string;
  sold_at: string | null;
  /** The price paid, in `currency`; every amount of the row is in it. */
  amount: number;
  currency: string;
  /** The list price and rate, when the sale was charged in another currency than the list price's. */
  list_price?: ListPrice | null;
  payout: OrderPayout;
}

/** The message key of a payout status: an area names its words for them `sales.payout.<status>`. */
export type PayoutStatusKey = `sales.payout.${PayoutViewStatus}`;
export const payoutStatusKey = (status: PayoutViewStatus): PayoutStatusKey => `sales.payout.${status}`;

/**
 * A statement's amounts in the reader's language: `money` an amount in a sale's own currency,
 * `total` one of the statement's totals, which are in the payee's currency (`figures.currency`)
 * and add the sales in it only; `otherCurrencies` says that some sales shown are in another.
 */
export function useStatementMoney(
  statement: { figures: { currency: string } } | undefined,
  sales: readonly { currency: string }[],
) {
  const { language } = useLanguage();
  const money = (amount: number, currency: string) => formatPrice(amount, language, currency);
  const currency = statement?.figures.currency;
  return {
    language,
    money,
    total: (amount: number) => money(amount, currency ?? LIST_CURRENCY),
    otherCurrencies: currency !== undefined && sales.some((s) => s.currency !== currency),
  };
}

/**
 * Above a payee's statement: the payout promise when its payout account can receive payouts,
 * else what is missing and the link to the onboarding (a card whose heading has the id `id`).
 */
export function PayoutAccountNotice({
  canReceive,
  id,
  onboardingPath,
  texts,
  classNames,
}: {
  canReceive: boolean;
  id: string;
  onboardingPath: string;
  texts: { promise: string; title: string; text: string; action: string };
  /** The area's own classes for the promise's paragraph and the missing account's card (their spacing). */
  classNames: { promise: string; missing: string };
}) {
  if (canReceive) return <p className={`kv-muted ${classNames.promise}`}>{texts.promise}</p>;
  return (
    <section className={`kv-card kv-payout-missing ${classNames.missing}`} aria-labelledby={id}>
      <h2 id={id}>{texts.title}</h2>
      <p>{texts.text}</p>
      <LinkButton to={onboardingPath}>{texts.action}</LinkButton>
    </section>
  );
}

/** An amount column of a statement: its header, and a row's cell (right-aligned as amounts are). */
export interface StatementAmountColumn<T> {
  header: string;
  cell: (sale: T) => ReactNode;
}

export interface SaleStatementTexts {
  /** The column headers. */
  date: string;
  work: string;
  status: string;
  price: string;
  payout: string;
  /** The line under a price charged in another currency: its list price and the rate. */
  listPrice: (values: { price: string; rate: string }) => string;
  /** A payout's status in words (the area's `payoutStatusKey` messages). */
  payoutStatus: (status: PayoutViewStatus) => string;
  /** Said for a payout that has no day yet; nothing when left out. */
  payoutPending?: string;
}

/**
 * A payee's sales as a statement table, one row a sale: the day it was sold, the work (and the
 * other party under it), its status line, the price (with the list price and rate when charged in
 * another currency), the payee's `amounts` columns, and the payout with its day and status.
 */
export function SaleStatementTable<T extends StatementSale>({
  labelledBy,
  minWidth,
  sales,
  day,
  party,
  amounts,
  texts,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  minWidth?: string;
  sales: readonly T[];
  /** A day as the reader reads it: the sale's, and its payout's. */
  day: (iso: string | null) => string;
  /** The other party of the sale, under the work's title (the venue for an artist, the artist for a venue). */
  party: (sale: T) => string | null;
  amounts: readonly StatementAmountColumn<T>[];
  texts: SaleStatementTexts;
}) {
  const { language } = useLanguage();
  const money = (amount: number, currency: string) => formatPrice(amount, language, currency);
  return (
    <StatementTable labelledBy={labelledBy} minWidth={minWidth}>
      <thead>
        <tr>
          <th scope="col">{texts.date}</th>
          <th scope="col">{texts.work}</th>
          <th scope="col">{texts.status}</th>
          <th scope="col" className="num">
            {texts.price}
          </th>
          {amounts.map((column) => (
            <th key={column.header} scope="col" className="num">
              {column.header}
            </th>
          ))}
          <th scope="col">{texts.payout}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => {
          const other = party(sale);
          return (
            <tr key={sale.order_id}>
              <td>{day(sale.sold_at)}</td>
              <td>
                <strong>{sale.title}</strong>
                {other ? <div className="kv-muted">{other}</div> : null}
              </td>
              <td className="kv-statement__status">
                <StatusLineBadge line={sale.status_line} />
              </td>
              <td className="num">
                {money(sale.amount, sale.currency)}
                {sale.list_price ? (
                  <div className="kv-muted kv-statement__list-price" data-testid="sale-list-price">
                    {texts.listPrice({
                      price: money(sale.list_price.amount, sale.list_price.currency),
                      rate: formatRate(sale.list_price.rate, language),
                    })}
                  </div>
                ) : null}
              </td>
              {amounts.map((column) => (
                <td key={column.header} className="num">
                  {column.cell(sale)}
                </td>
              ))}
              <td>
                <PayoutCell
                  status={sale.payout.status}
                  label={texts.payoutStatus(sale.payout.status)}
                  day={day(sale.payout.sent_at ?? sale.payout.scheduled_for)}
                  pending={texts.payoutPending}
                  reason={sale.payout.waiting_reason}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </StatementTable>
  );
}
