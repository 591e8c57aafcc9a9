import type { ReactNode } from 'react';
import { formatPrice, formatRate } from '@konstvagg/rules';
import type { ListPrice, MoneyFiguresEuros, OrderPayout } from '@konstvagg/contracts';
import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import { LinkButton } from '../components/Button.tsx';
import { PayoutCell, StatementTable } from '../components/StatementTable.tsx';
import { StatusLineBadge } from '../components/StatusLineBadge.tsx';
import { useLanguage } from '../language/LanguageProvider.tsx';
import { Figures } from './Figures.tsx';
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
 * An area's `t` (its remoteText's, or one like it), as far as a statement part reads it: the area
 * has its own words under these keys, and a missing one fails its type check where it passes `t`.
 */
export type StatementT<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The keys PayoutAccountNotice reads. */
export type PayoutNoticeKey =
  'sales.promise' | 'sales.noAccount.title' | 'sales.noAccount.text' | 'sales.noAccount.action';

/** The keys StatementTotals reads; `otherCurrencies` says `{currency}`, the totals' currency. */
export type StatementTotalsKey =
  | 'sales.totals.count'
  | 'sales.totals.awaitingPickup'
  | 'sales.totals.onItsWay'
  | 'sales.totals.paidOut'
  | 'sales.totals.note'
  | 'sales.totals.otherCurrencies';

/**
 * The keys SaleStatementTable reads: its column headers, the line under a price charged in another
 * currency (its list price `{price}` and `{rate}`), and the payout statuses.
 */
export type SaleStatementKey =
  | 'sales.col.date'
  | 'sales.col.work'
  | 'sales.col.status'
  | 'sales.col.price'
  | 'sales.col.payout'
  | 'sales.listPrice'
  | PayoutStatusKey;

/** An amount in the reader's language: the sale's own currency for a sale, the payee's for a total. */
function useMoney() {
  const { language } = useLanguage();
  return {
    language,
    money: (amount: number, currency: string) => formatPrice(amount, language, currency),
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
  t,
  classNames,
}: {
  canReceive: boolean;
  id: string;
  onboardingPath: string;
  t: StatementT<PayoutNoticeKey>;
  /** The area's own classes for the promise's paragraph and the missing account's card (their spacing). */
  classNames: { promise: string; missing: string };
}) {
  if (canReceive) return <p className={`kv-muted ${classNames.promise}`}>{t('sales.promise')}</p>;
  return (
    <section className={`kv-card kv-payout-missing ${classNames.missing}`} aria-labelledby={id}>
      <h2 id={id}>{t('sales.noAccount.title')}</h2>
      <p>{t('sales.noAccount.text')}</p>
      <LinkButton to={onboardingPath}>{t('sales.noAccount.action')}</LinkButton>
    </section>
  );
}

/**
 * A payee's money over all its sales (the statement's `figures`): the count, what awaits pickup,
 * what it earned, what is on its way and what was paid out, then a note on when a sale is earned.
 * The totals are in the payee's currency and add the sales in it only, so when a sale shown is in
 * another currency a second note says so.
 */
export function StatementTotals({
  figures,
  sales,
  earnedLabel,
  sold,
  t,
  classNames,
}: {
  figures: MoneyFiguresEuros;
  /** The sales shown, to tell whether one is in another currency than the totals. */
  sales: readonly { currency: string }[];
  /** The name of `figures.earned` for this payee (the artist's share, the venue's commission). */
  earnedLabel: string;
  /** What the sales sold for, listed after the count, where the payee shows it. */
  sold?: { label: string; amount: number };
  t: StatementT<StatementTotalsKey>;
  /** The area's classes: the figures list's own (a width), the notes'. */
  classNames: { figures?: string; note: string };
}) {
  const { money } = useMoney();
  const total = (amount: number) => money(amount, figures.currency);
  const otherCurrencies = sales.some((s) => s.currency !== figures.currency);
  return (
    <>
      <Figures
        className={classNames.figures}
        items={[
          { label: t('sales.totals.count'), value: figures.sales },
          ...(sold ? [{ label: sold.label, value: total(sold.amount) }] : []),
          { label: t('sales.totals.awaitingPickup'), value: total(figures.awaiting_pickup) },
          { label: earnedLabel, value: total(figures.earned) },
          { label: t('sales.totals.onItsWay'), value: total(figures.on_its_way) },
          { label: t('sales.totals.paidOut'), value: total(figures.paid_out) },
        ]}
      />
      <p className={`kv-muted ${classNames.note}`}>{t('sales.totals.note')}</p>
      {otherCurrencies ? (
        <p className={`kv-muted ${classNames.note}`} data-testid="statement-other-currencies">
          {t('sales.totals.otherCurrencies', { currency: figures.currency })}
        </p>
      ) : null}
    </>
  );
}

/**
 * An amount column of a statement, right-aligned: its header, a row's amount (in the sale's
 * currency), and maybe a line under it (a percent); `strong` for the payee's own share.
 */
export interface StatementAmountColumn<T> {
  header: string;
  amount: (sale: T) => number;
  detail?: (sale: T) => string;
  strong?: boolean;
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
  t,
  payoutPending,
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
  t: StatementT<SaleStatementKey>;
  /** Said for a payout that has no day yet; nothing when left out. */
  payoutPending?: string;
}) {
  const { language, money } = useMoney();
  const amountCell = (column: StatementAmountColumn<T>, sale: T): ReactNode => {
    const amount = money(column.amount(sale), sale.currency);
    return (
      <>
        {column.strong ? <strong>{amount}</strong> : amount}
        {column.detail ? <div className="kv-muted">{column.detail(sale)}</div> : null}
      </>
    );
  };
  return (
    <StatementTable labelledBy={labelledBy} minWidth={minWidth}>
      <thead>
        <tr>
          <th scope="col">{t('sales.col.date')}</th>
          <th scope="col">{t('sales.col.work')}</th>
          <th scope="col">{t('sales.col.status')}</th>
          <th scope="col" className="num">
            {t('sales.col.price')}
          </th>
          {amounts.map((column) => (
            <th key={column.header} scope="col" className="num">
              {column.header}
            </th>
          ))}
          <th scope="col">{t('sales.col.payout')}</th>
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
                    {t('sales.listPrice', {
                      price: money(sale.list_price.amount, sale.list_price.currency),
                      rate: formatRate(sale.list_price.rate, language),
                    })}
                  </div>
                ) : null}
              </td>
              {amounts.map((column) => (
                <td key={column.header} className="num">
                  {amountCell(column, sale)}
                </td>
              ))}
              <td>
                <PayoutCell
                  status={sale.payout.status}
                  label={t(payoutStatusKey(sale.payout.status))}
                  day={day(sale.payout.sent_at ?? sale.payout.scheduled_for)}
                  pending={payoutPending}
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
