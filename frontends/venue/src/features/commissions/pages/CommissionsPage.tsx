import { formatSwedishDate, MESSAGE_NUMBERS } from '@konstvagg/rules';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { VenueCommission } from '@konstvagg/contracts';
import { venueCommissions } from '@konstvagg/contracts/endpoints';
import {
  Container,
  EmptyState,
  LinkButton,
  PageHeader,
  ShowMore,
  useApiList,
  useDocumentTitle,
  useLanguage,
  useNow,
} from '@konstvagg/ui';
import { PayoutAccountNotice, SaleStatementTable, StatementTotals } from '@konstvagg/ui/money';
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

/**
 * /venue/sales: the pickups due at this venue (buyers who paid and come to collect, with the time
 * left), then the commissions it earned, with their totals and payouts (issue 12).
 */
export default function CommissionsPage() {
  const t = useT();
  useDocumentTitle(t('sales.title'));
  // 100 sales at a time (the API's largest page); "Show more" adds the next.
  const query = useApiList(venueCommissions, 'commissions', { query: { limit: 100 } });
  const data = query.data;
  const sales = query.items;
  const due = sales
    .filter((c) => c.status === 'paid')
    .sort((a, b) => (a.pickup_deadline ?? '').localeCompare(b.pickup_deadline ?? ''));
  const { language: lang } = useLanguage();

  const section = (id: string, title: VenueMessageKey, body: ReactNode, action?: ReactNode) => (
    <section className="kv-card vsales-card" aria-labelledby={`vsales-${id}`}>
      <div className="kv-statement-head">
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
        <PayoutAccountNotice
          canReceive={data.can_receive_payouts}
          id="vsales-no-account"
          onboardingPath={ONBOARDING_PATH}
          t={t}
          classNames={{ promise: 'vsales-promise', missing: 'vsales-card' }}
        />
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
          <StatementTotals
            figures={data.figures}
            sales={sales}
            earnedLabel={t('sales.totals.commission')}
            t={t}
            classNames={{ figures: 'vsales-figures', note: 'vsales-note' }}
          />
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
            <SaleStatementTable
              labelledBy="vsales-statement"
              minWidth="48rem"
              sales={sales}
              // The statement's days are days (as the artist's); the pickup list above keeps the time.
              day={(iso) => formatSwedishDate(iso, lang)}
              party={(c) => c.artist_name}
              amounts={[
                {
                  header: t('sales.col.commission'),
                  amount: (c) => c.commission,
                  detail: (c) => t('sales.percent', { value: c.commission_percent }),
                  strong: true,
                },
                { header: t('sales.col.vat'), amount: (c) => c.commission_vat },
              ]}
              t={t}
            />
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
