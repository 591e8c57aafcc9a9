import { MESSAGE_NUMBERS, formatPrice } from '@konstvagg/rules';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ARTWORK_STATUSES } from '@konstvagg/contracts/vocabulary';
import type { ArtistDashboardResponse } from '@konstvagg/contracts';
import { artistDashboard, onboardingStatus } from '@konstvagg/contracts/endpoints';
import { Container, LinkButton, PageHeader, useApiData, useDocumentTitle, useLanguage } from '@konstvagg/ui';
import { Figures } from '@konstvagg/ui/money';
import type { ArtistMessageKey } from '../../../messages/index.ts';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import '../../../artist.css';

/** The one thing to do next: payouts first (a sale cannot be paid without), then works. */
function NextStep({ data, payoutReady }: { data: ArtistDashboardResponse; payoutReady: boolean | null }) {
  const t = useT();
  const [text, action] =
    data.artworks.total === 0
      ? ([
          'dashboard.next.upload',
          <LinkButton to="/artist/artworks/create">{t('action.upload')}</LinkButton>,
        ] as const)
      : payoutReady === false
        ? ([
            'dashboard.next.payouts',
            <LinkButton to="/artist/stripe/onboarding">{t('dashboard.next.payoutsAction')}</LinkButton>,
          ] as const)
        : (data.artworks.by_status.draft ?? 0) > 0
          ? ([
              'dashboard.next.submit',
              <LinkButton to="/artist/artworks">{t('dashboard.next.submitAction')}</LinkButton>,
            ] as const)
          : ([
              'dashboard.next.done',
              <LinkButton variant="secondary" to="/artist/artworks/create">
                {t('action.upload')}
              </LinkButton>,
            ] as const);
  return (
    <section className="kv-card studio-next" aria-labelledby="studio-next">
      <h2 id="studio-next">{t('dashboard.next.title')}</h2>
      <p>{t(text)}</p>
      {action}
    </section>
  );
}

export default function Dashboard() {
  const t = useT();
  const { language } = useLanguage();
  useDocumentTitle(t('dashboard.title'));
  const dash = useApiData(artistDashboard);
  const payout = useApiData(onboardingStatus);
  const data = dash.data;
  // Each amount in its own currency: the figures in the artist's, a payout in its order's.
  const money = (amount: number, currency: string) => formatPrice(amount, language, currency);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(language === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long' });
  const section = (id: string, title: ArtistMessageKey, body: React.ReactNode) => (
    <section className="kv-card" aria-labelledby={`studio-${id}`}>
      <h2 id={`studio-${id}`}>{t(title)}</h2>
      {data ? body : dash.error ? null : <LoadingLines />}
    </section>
  );

  return (
    <Container>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {dash.error ? <LoadError what="dashboard.loadError" error={dash.error} retry={dash.reload} /> : null}
      {data ? (
        <NextStep
          data={data}
          payoutReady={payout.data ? payout.data.can_receive_payouts || payout.data.payouts_enabled : null}
        />
      ) : null}
      <div className="studio-grid">
        {section(
          'works',
          'dashboard.works.title',
          data && (
            <>
              <p className="kv-muted">{t('dashboard.works.total', { count: data.artworks.total })}</p>
              <Figures
                items={ARTWORK_STATUSES.filter((s) => (data.artworks.by_status[s] ?? 0) > 0).map((s) => ({
                  label: t(`status.${s}`),
                  value: data.artworks.by_status[s],
                }))}
              />
            </>
          ),
        )}
        {section(
          'display',
          'dashboard.display.title',
          data &&
            (data.on_display.length === 0 ? (
              <p className="kv-muted">{t('dashboard.display.none')}</p>
            ) : (
              <>
                <ul className="studio-list">
                  {data.on_display.map((v) => (
                    <li key={v.venue_id}>
                      <strong>{v.venue_name}</strong>
                      {v.city ? `, ${v.city}` : ''}:{' '}
                      {t('dashboard.display.count', { count: v.artworks.length })}
                      <span className="kv-muted"> ({v.artworks.map((a) => a.title).join(', ')})</span>
                    </li>
                  ))}
                </ul>
                <p>
                  <Link to="/artist/exhibitions?tab=on_display">{t('dashboard.display.link')}</Link>
                </p>
              </>
            )),
        )}
        {section(
          'requests',
          'dashboard.requests.title',
          data && (
            <>
              <p>{t('dashboard.requests.count', { count: data.open_exhibition_requests })}</p>
              {data.open_exhibition_requests > 0 ? (
                <p>
                  <Link to="/artist/exhibitions?tab=requests">{t('dashboard.requests.link')}</Link>
                </p>
              ) : null}
            </>
          ),
        )}
        {section(
          'sales',
          'dashboard.sales.title',
          data && (
            <Figures
              items={[
                { label: t('dashboard.sales.count'), value: data.sales.count },
                {
                  label: t('dashboard.sales.revenue'),
                  value: money(data.sales.revenue, data.sales.currency),
                },
                {
                  label: t('dashboard.sales.awaitingPickup'),
                  value: money(data.sales.awaiting_pickup, data.sales.currency),
                },
                {
                  label: t('dashboard.sales.earnings'),
                  value: money(data.sales.earnings, data.sales.currency),
                },
                {
                  label: t('dashboard.sales.pending'),
                  value: money(data.sales.pending, data.sales.currency),
                },
                {
                  label: t('dashboard.sales.paidOut'),
                  value: money(data.sales.paid_out, data.sales.currency),
                },
              ]}
            />
          ),
        )}
        {section(
          'payouts',
          'dashboard.payouts.title',
          data &&
            (data.upcoming_payouts.length === 0 ? (
              <p className="kv-muted">{t('dashboard.payouts.none')}</p>
            ) : (
              <ul className="studio-list">
                {data.upcoming_payouts.map((p) => (
                  <li key={p.order_id}>
                    {t('dashboard.payouts.item', {
                      amount: money(p.amount, p.currency),
                      date: date(p.scheduled_for),
                    })}
                  </li>
                ))}
              </ul>
            )),
        )}
        {section(
          'fee',
          'dashboard.fee.title',
          data && (
            <>
              <p>{t('dashboard.fee.current', { percent: data.platform_fee.percent })}</p>
              {data.platform_fee.early_access_seat !== null && data.platform_fee.early_access_ends_at ? (
                <p className="kv-muted">
                  {/* The server charges the early fee only until the seat's end: a fee in force
                      other than it means that day has passed. */}
                  <FormattedMessage
                    id={
                      data.platform_fee.percent === MESSAGE_NUMBERS.earlyFee
                        ? 'dashboard.fee.early'
                        : 'dashboard.fee.earlyEnded'
                    }
                    values={{
                      seat: data.platform_fee.early_access_seat,
                      date: date(data.platform_fee.early_access_ends_at),
                      platformFee: MESSAGE_NUMBERS.platformFee,
                      earlyFee: MESSAGE_NUMBERS.earlyFee,
                    }}
                  />
                </p>
              ) : null}
            </>
          ),
        )}
      </div>
    </Container>
  );
}
