import { MESSAGE_NUMBERS, MODERATION_TARGET_HOURS, formatPrice } from '@konstvagg/rules';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_STATUSES, ROLES } from '@konstvagg/contracts/vocabulary';
import { adminDashboard } from '@konstvagg/contracts/endpoints';
import { Container, LinkButton, PageHeader, Skeleton, useApiData, useDocumentTitle } from '@konstvagg/ui';
import { AgeBadge } from '../../../common/components/AgeBadge.tsx';
import { LoadFailed } from '../../../common/components/LoadFailed.tsx';
import { NeedsAttention } from '../components/NeedsAttention.tsx';
import '../../../common/surfaces.css';
import '../../../common/figures.css';

/**
 * /admin/dashboard: the figures an admin starts the day with, from `GET /admin/dashboard`
 * (counters and indexed queries): GMV and sales, orders by status, pickups and refunds due,
 * failed payouts and disputes, the moderation queue, sign-ups by role and unread messages; above
 * them, what failed every retry on a money path and waits to be replayed (NeedsAttention).
 */
export default function Dashboard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { ...MESSAGE_NUMBERS, ...values });
  const lang = intl.locale === 'sv' ? 'sv' : 'en';
  useDocumentTitle(t('dashboard.title'));
  const { data, error, loading, reload } = useApiData(adminDashboard);
  const money = (cents: number) => formatPrice({ cents }, lang);
  const n = (v: number) => intl.formatNumber(v);

  return (
    <Container>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {/* First, above the figures: someone may be owed money (issue 39 §3). */}
      {data ? <NeedsAttention data={data.needs_attention} /> : null}
      {error ? <LoadFailed message={t('dashboard.error')} onRetry={reload} /> : null}
      {loading && !data ? (
        <div className="adm-dash" aria-busy="true" aria-label={t('dashboard.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="adm-card">
              <Skeleton width="8rem" height="1.25rem" />
              <Skeleton width="10rem" height="2rem" />
            </div>
          ))}
        </div>
      ) : null}
      {data ? (
        <div className="adm-dash">
          <Card id="gmv" title={t('dashboard.gmv.title')}>
            <p className="adm-card__figure" data-testid="gmv-today">
              {money(data.gmv_cents.today)}
            </p>
            <p className="adm-card__line">{t('dashboard.gmv.today', { count: data.sales.today })}</p>
            <dl className="adm-dash__list">
              <dt>{t('dashboard.gmv.week', { days: 7 })}</dt>
              <dd data-testid="gmv-7">
                {money(data.gmv_cents.last_7_days)} ·{' '}
                {t('dashboard.sales', { count: data.sales.last_7_days })}
              </dd>
              <dt>{t('dashboard.gmv.month', { days: 30 })}</dt>
              <dd data-testid="gmv-30">
                {money(data.gmv_cents.last_30_days)} ·{' '}
                {t('dashboard.sales', { count: data.sales.last_30_days })}
              </dd>
            </dl>
            <p className="kv-muted adm-card__note" data-testid="gmv-currency-note">
              {t('figures.inEuros')}
            </p>
            <LinkButton to="/admin/analytics" variant="secondary" size="sm">
              {t('dashboard.gmv.open')}
            </LinkButton>
          </Card>

          <FigureCard
            id="due"
            title={t('dashboard.due.title')}
            figure={[t('dashboard.due.pickups', { count: data.pickups_due_today }), 'pickups-due']}
            line={[t('dashboard.due.refunds', { count: data.refunds_due_24h }), 'refunds-due']}
            link={['/admin/transactions?status=paid', t('dashboard.due.open')]}
          />
          <FigureCard
            id="issues"
            title={t('dashboard.issues.title')}
            figure={[t('dashboard.issues.payouts', { count: data.failed_payouts }), 'failed-payouts']}
            line={[t('dashboard.issues.disputes', { count: data.disputes }), 'disputes']}
            link={['/admin/transactions?payout=failed', t('dashboard.issues.open')]}
          />
          <FigureCard
            id="queue"
            title={t('dashboard.queue.title')}
            figure={[t('dashboard.queue.size', { count: data.moderation.queue_size }), 'queue-size']}
            line={
              data.moderation.oldest_age_hours === null
                ? null
                : [
                    <>
                      {t('dashboard.queue.oldest')}{' '}
                      <AgeBadge
                        hours={data.moderation.oldest_age_hours}
                        overdue={data.moderation.oldest_age_hours > MODERATION_TARGET_HOURS}
                      />
                    </>,
                    'queue-oldest',
                  ]
            }
            link={['/admin/artworks/review', t('dashboard.queue.open')]}
          />
          <FigureCard
            id="inbox"
            title={t('dashboard.inbox.title')}
            figure={[t('dashboard.inbox.unread', { count: data.unread_messages }), 'unread-messages']}
            link={['/admin/inbox', t('dashboard.inbox.open')]}
          />

          <Card id="orders" title={t('dashboard.orders.title')}>
            <dl className="adm-dash__list" data-testid="orders-by-status">
              {ORDER_STATUSES.map((s) => (
                <div key={s} className="adm-dash__pair">
                  <dt>{t(`dashboard.status.${s}`)}</dt>
                  <dd>{n(data.orders_by_status[s])}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card id="signups" title={t('dashboard.signups.title')}>
            <div
              className="adm-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('dashboard.signups.caption', { week: 7, month: 30 })}
            >
              {/* Named by aria-label, not a visually hidden caption: a caption's unwrapped text set
                  the table's least width and cut off its 30-day column on a phone (issue 38). */}
              <table
                data-testid="signups"
                aria-label={t('dashboard.signups.caption', { week: 7, month: 30 })}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.signups.role')}</th>
                    <th scope="col">{t('dashboard.signups.week', { days: 7 })}</th>
                    <th scope="col">{t('dashboard.signups.month', { days: 30 })}</th>
                  </tr>
                </thead>
                <tbody>
                  {ROLES.map((r) => (
                    <tr key={r}>
                      <th scope="row">{t(`dashboard.role.${r}`)}</th>
                      <td>{n(data.signups.last_7_days[r])}</td>
                      <td>{n(data.signups.last_30_days[r])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </div>
      ) : null}
    </Container>
  );
}

/** A card of one figure, an optional line under it ([content, test id]) and a link to act on it. */
function FigureCard(props: {
  id: string;
  title: string;
  figure: [ReactNode, string];
  line?: [ReactNode, string] | null;
  link: [string, string];
}) {
  return (
    <Card id={props.id} title={props.title}>
      <p className="adm-card__figure" data-testid={props.figure[1]}>
        {props.figure[0]}
      </p>
      {props.line ? (
        <p className="adm-card__line" data-testid={props.line[1]}>
          {props.line[0]}
        </p>
      ) : null}
      <LinkButton to={props.link[0]} variant="secondary" size="sm">
        {props.link[1]}
      </LinkButton>
    </Card>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="adm-card" aria-labelledby={`adm-dash-${id}`}>
      <h2 id={`adm-dash-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
