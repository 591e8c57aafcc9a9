import { formatPrice, formatRate, LIST_CURRENCY, MESSAGE_NUMBERS } from '@konstvagg/rules';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { VenueCommission } from '@konstvagg/contracts';
import { venueCommissions } from '@konstvagg/contracts/endpoints';
import {
  Container,
  EmptyState,
  LinkButton,
  ORDER_STATUS_LINE_TONE,
  orderStatusLineKey,
  PageHeader,
  PayoutCell,
  ShowMore,
  StatementTable,
  useApiList,
  useDocumentTitle,
  useLanguage,
} from '@konstvagg/ui';
import type { VenueMessageKey } from '../../../messages/index.ts';
import { LoadError, LoadingLines } from '../../../common/text.tsx';
import { formatDay, timeLeft } from '../time.ts';
import '../commissions.css';

/** The scanner page where the venue reads a buyer's pickup code (the exhibitions pages own it). */
const SCANNER_PATH = '/venue/scan';
/** Where the venue connects its payout account. */
const ONBOARDING_PATH = '/venue/stripe/onboarding';

function useT() {
  const intl = useIntl();
  return (id: VenueMessageKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...values });
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const PAYOUT_LABEL: Record<VenueCommission['payout']['status'], VenueMessageKey> = {
  not_scheduled: 'sales.payout.not_scheduled',
  scheduled: 'sales.payout.scheduled',
  waiting_for_account: 'sales.payout.waiting_for_account',
  sent: 'sales.payout.sent',
  failed: 'sales.payout.failed',
  reversed: 'sales.payout.reversed',
  cancelled: 'sales.payout.cancelled',
};

/**
 * /venue/sales: the pickups due at this venue (buyers who paid and come to collect, with the time
 * left), then the commissions it earned, with their totals and payouts (issue 12).
 */
export default function CommissionsPage() {
  const t = useT();
  const { language: lang } = useLanguage();
  useDocumentTitle(t('sales.title'));
  // 100 sales at a time (the API's largest page); "Show more" adds the next.
  const query = useApiList(venueCommissions, 'commissions', { query: { limit: 100 } });
  const data = query.data;
  const sales = query.items;
  const due = sales
    .filter((c) => c.status === 'paid')
    .sort((a, b) => (a.pickup_deadline ?? '').localeCompare(b.pickup_deadline ?? ''));
  // A sale's amounts in its own currency; the totals in the venue's (figures.currency), which add
  // the sales in it only (issue 40).
  const money = (amount: number, currency: string) => formatPrice(amount, lang, currency);
  const total = (amount: number) => money(amount, data?.figures.currency ?? LIST_CURRENCY);
  const otherCurrencies = data ? sales.some((c) => c.currency !== data.figures.currency) : false;

  const section = (id: string, title: VenueMessageKey, body: ReactNode, action?: ReactNode) => (
    <section className="kv-card vsales-card" aria-labelledby={`vsales-${id}`}>
      <div className="vsales-card__head">
        <h2 id={`vsales-${id}`}>{t(title)}</h2>
        {action}
      </div>
      {data ? body : query.error ? null : <LoadingLines />}
    </section>
  );

  return (
    <Container>
      <PageHeader title={t('sales.title')} description={t('sales.description')} />
      {query.error ? <LoadError what="sales.loadError" error={query.error} retry={query.reload} /> : null}
      {data ? (
        data.can_receive_payouts ? (
          <p className="kv-muted vsales-promise">{t('sales.promise')}</p>
        ) : (
          <section className="kv-card vsales-card vsales-no-account" aria-labelledby="vsales-no-account">
            <h2 id="vsales-no-account">{t('sales.noAccount.title')}</h2>
            <p>{t('sales.noAccount.text')}</p>
            <LinkButton to={ONBOARDING_PATH}>{t('sales.noAccount.action')}</LinkButton>
          </section>
        )
      ) : null}

      {section(
        'due',
        'sales.due.title',
        due.length === 0 ? (
          <p className="kv-muted">{t('sales.due.none')}</p>
        ) : (
          <ul className="vsales-due">
            {due.map((c) => (
              <DueRow key={c.order_id} sale={c} />
            ))}
          </ul>
        ),
        <LinkButton to={SCANNER_PATH} variant={due.length > 0 ? 'primary' : 'secondary'}>
          {t('sales.due.scan')}
        </LinkButton>,
      )}

      {section(
        'totals',
        'sales.totals.title',
        data ? (
          <>
            <dl className="vsales-figures">
              <div>
                <dt>{t('sales.totals.count')}</dt>
                <dd>{data.figures.sales}</dd>
              </div>
              <div>
                <dt>{t('sales.totals.awaitingPickup')}</dt>
                <dd>{total(data.figures.awaiting_pickup)}</dd>
              </div>
              <div>
                <dt>{t('sales.totals.commission')}</dt>
                <dd>{total(data.figures.earned)}</dd>
              </div>
              <div>
                <dt>{t('sales.totals.onItsWay')}</dt>
                <dd>{total(data.figures.on_its_way)}</dd>
              </div>
              <div>
                <dt>{t('sales.totals.paidOut')}</dt>
                <dd>{total(data.figures.paid_out)}</dd>
              </div>
            </dl>
            <p className="kv-muted vsales-note">{t('sales.totals.note')}</p>
            {otherCurrencies ? (
              <p className="kv-muted vsales-note" data-testid="vsales-other-currencies">
                {t('sales.totals.otherCurrencies', { currency: data.figures.currency })}
              </p>
            ) : null}
          </>
        ) : null,
      )}

      {section(
        'statement',
        'sales.statement.title',
        !data || sales.length === 0 ? (
          <EmptyState
            title={t('sales.none.title')}
            headingLevel={3}
            action={
              <LinkButton to="/venue/browse" variant="secondary">
                {t('action.browse')}
              </LinkButton>
            }
          >
            {t('sales.none.text')}
          </EmptyState>
        ) : (
          <>
            <StatementTable labelledBy="vsales-statement" minWidth="48rem">
              <thead>
                <tr>
                  <th scope="col">{t('sales.col.date')}</th>
                  <th scope="col">{t('sales.col.work')}</th>
                  <th scope="col">{t('sales.col.status')}</th>
                  <th scope="col" className="num">
                    {t('sales.col.price')}
                  </th>
                  <th scope="col" className="num">
                    {t('sales.col.commission')}
                  </th>
                  <th scope="col" className="num">
                    {t('sales.col.vat')}
                  </th>
                  <th scope="col">{t('sales.col.payout')}</th>
                </tr>
              </thead>
              <tbody>
                {sales.map((c) => (
                  <tr key={c.order_id}>
                    <td>{formatDay(c.sold_at, lang)}</td>
                    <td>
                      <strong>{c.title}</strong>
                      <div className="kv-muted">{c.artist_name}</div>
                    </td>
                    <td className="vsales-status">
                      <span
                        className={`kv-badge kv-badge--${ORDER_STATUS_LINE_TONE[c.status_line]}`}
                        data-status-line={c.status_line}
                      >
                        {t(orderStatusLineKey(c.status_line))}
                      </span>
                    </td>
                    <td className="num">
                      {money(c.amount, c.currency)}
                      {c.list_price ? (
                        <div className="kv-muted vsales-list-price" data-testid="sale-list-price">
                          {t('sales.listPrice', {
                            price: money(c.list_price.amount, c.list_price.currency),
                            rate: formatRate(c.list_price.rate, lang),
                          })}
                        </div>
                      ) : null}
                    </td>
                    <td className="num">
                      <strong>{money(c.commission, c.currency)}</strong>
                      <div className="kv-muted">{t('sales.percent', { value: c.commission_percent })}</div>
                    </td>
                    <td className="num">{money(c.commission_vat, c.currency)}</td>
                    <td>
                      <PayoutCell
                        status={c.payout.status}
                        label={t(PAYOUT_LABEL[c.payout.status])}
                        day={formatDay(c.payout.sent_at ?? c.payout.scheduled_for, lang)}
                        reason={c.payout.waiting_reason}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </StatementTable>
            <ShowMore list={query} label={t('browse.more')} retryLabel={t('common.retry')} />
            <p className="kv-muted vsales-note">{t('sales.vatNote')}</p>
          </>
        ),
      )}
    </Container>
  );
}

function DueRow({ sale }: { sale: VenueCommission }) {
  const t = useT();
  const { language: lang } = useLanguage();
  const now = useNow(30_000);
  const left = sale.pickup_deadline ? timeLeft(sale.pickup_deadline, now, lang) : null;
  return (
    <li className="vsales-due__row">
      <div>
        <strong>{sale.title}</strong>
        <div className="kv-muted">
          {sale.artist_name}
          {sale.buyer_name ? ` · ${t('sales.due.buyer', { name: sale.buyer_name })}` : ''}
        </div>
      </div>
      <div className="vsales-due__time">
        {left ? (
          <span className="kv-badge kv-badge--warning">{t('sales.due.left', { time: left })}</span>
        ) : (
          <span className="kv-badge kv-badge--danger">{t('sales.due.passed')}</span>
        )}
        <div className="kv-muted">{t('sales.due.by', { date: formatDay(sale.pickup_deadline, lang) })}</div>
      </div>
    </li>
  );
}
