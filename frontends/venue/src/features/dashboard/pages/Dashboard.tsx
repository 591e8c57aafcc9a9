import { formatPrice } from '@konstvagg/rules';
import type { OnboardingStatus } from '@konstvagg/contracts';
import { onboardingStatus, venueDashboard } from '@konstvagg/contracts/endpoints';
import {
  Badge,
  Container,
  LinkButton,
  PageHeader,
  useApiData,
  useDocumentTitle,
  useLanguage,
} from '@konstvagg/ui';
import { Link } from 'react-router';
import { STATUS_TONE } from '../../../common/exhibitions.ts';
import { LoadError, LoadingLines, useDates, useT } from '../../../common/text.tsx';
import type { VenueMessageKey } from '../../../messages/index.ts';
import '../../../venue.css';

/** The payout account's state in one word, and what to do about it. */
function payoutState(s: OnboardingStatus): 'ready' | 'checking' | 'missing' | 'notStarted' {
  if (s.can_receive_payouts || s.payouts_enabled) return 'ready';
  if (!s.account_id) return 'notStarted';
  if (s.currently_due.length > 0) return 'missing';
  return s.details_submitted ? 'checking' : 'missing';
}

export default function Dashboard() {
  const t = useT();
  const { language } = useLanguage();
  const { date } = useDates();
  useDocumentTitle(t('dashboard.title'));
  const dash = useApiData(venueDashboard);
  const payout = useApiData(onboardingStatus);
  const data = dash.data;

  const figures: { key: VenueMessageKey; value: number; to: string }[] = data
    ? [
        { key: 'dashboard.figure.onDisplay', value: data.on_display, to: '/venue/exhibitions?tab=display' },
        {
          key: 'dashboard.figure.incoming',
          value: data.requests_incoming,
          to: '/venue/exhibitions?tab=requests',
        },
        {
          key: 'dashboard.figure.outgoing',
          value: data.requests_outgoing,
          to: '/venue/exhibitions?tab=requests',
        },
        {
          key: 'dashboard.figure.awaitingScan',
          value: data.shipments_awaiting_scan,
          to: '/venue/exhibitions?tab=shipments',
        },
      ]
    : [];
  const state = payout.data ? payoutState(payout.data) : null;

  return (
    <Container>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={<LinkButton to="/venue/browse">{t('action.browse')}</LinkButton>}
      />
      {dash.error ? <LoadError what="dashboard.loadError" error={dash.error} retry={dash.reload} /> : null}
      <section aria-labelledby="vd-figures">
        <h2 id="vd-figures" className="kv-visually-hidden">
          {t('dashboard.figures')}
        </h2>
        {data ? (
          <ul className="venue-figures">
            {figures.map((f) => (
              <li key={f.key}>
                <Link to={f.to} className="kv-card venue-figure">
                  <span className="venue-figure__value">{f.value}</span>
                  <span className="venue-figure__label">{t(f.key, { count: f.value })}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to="/venue/sales" className="kv-card venue-figure">
                <span className="venue-figure__value">
                  {formatPrice(data.commission_earned, language, data.commission_currency)}
                </span>
                <span className="venue-figure__label">{t('dashboard.figure.commission')}</span>
                <span className="venue-figure__label">
                  {t('dashboard.figure.commissionDetail', {
                    paidOut: formatPrice(data.commission_paid_out, language, data.commission_currency),
                    onItsWay: formatPrice(data.commission_on_its_way, language, data.commission_currency),
                  })}
                </span>
              </Link>
            </li>
          </ul>
        ) : dash.error ? null : (
          <LoadingLines lines={2} />
        )}
      </section>
      <div className="venue-columns">
        <section className="kv-card" aria-labelledby="vd-recent">
          <h2 id="vd-recent" className="venue-card-title">
            {t('dashboard.recent.title')}
          </h2>
          {data ? (
            data.recent.length === 0 ? (
              <p className="kv-muted">{t('dashboard.recent.none')}</p>
            ) : (
              <ul className="venue-recent">
                {data.recent.map((v) => (
                  <li key={v.id}>
                    {v.artwork.primary_image ? (
                      <img src={v.artwork.primary_image} alt="" loading="lazy" />
                    ) : (
                      <span aria-hidden="true" />
                    )}
                    <div>
                      <strong>{v.artwork.title}</strong>
                      <span className="kv-muted"> · {v.artist.artist_name}</span>
                      <div className="venue-recent__meta">
                        <Badge tone={STATUS_TONE[v.status]}>{t(`exhStatus.${v.status}`)}</Badge>
                        <span className="kv-muted">{date(v.updated_at)}</span>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )
          ) : dash.error ? null : (
            <LoadingLines />
          )}
          <LinkButton variant="secondary" size="sm" to="/venue/exhibitions">
            {t('dashboard.recent.all')}
          </LinkButton>
        </section>
        <section className="kv-card" aria-labelledby="vd-pickups">
          <h2 id="vd-pickups" className="venue-card-title">
            {t('dashboard.pickups.title')}
          </h2>
          {data ? (
            data.pickups_due.length === 0 ? (
              <p className="kv-muted">{t('dashboard.pickups.none')}</p>
            ) : (
              <ul className="venue-plain-list">
                {data.pickups_due.map((p) => (
                  <li key={p.order_id}>
                    {p.pickup_deadline
                      ? t('dashboard.pickups.item', { title: p.artwork_title, date: date(p.pickup_deadline) })
                      : p.artwork_title}
                  </li>
                ))}
              </ul>
            )
          ) : dash.error ? null : (
            <LoadingLines lines={2} />
          )}
        </section>
        <section className="kv-card" aria-labelledby="vd-payouts">
          <h2 id="vd-payouts" className="venue-card-title">
            {t('dashboard.payouts.title')}
          </h2>
          {payout.error ? (
            <LoadError what="payments.loadError" error={payout.error} retry={payout.reload} />
          ) : state ? (
            <>
              <p>
                <Badge tone={state === 'ready' ? 'success' : state === 'checking' ? 'accent' : 'warning'}>
                  {t(`payments.${state}.title`)}
                </Badge>
              </p>
              <p className="kv-muted">{t(`dashboard.payouts.${state}`)}</p>
              <LinkButton
                size="sm"
                variant={state === 'ready' ? 'secondary' : 'primary'}
                to="/venue/stripe/onboarding"
              >
                {t(
                  state === 'ready'
                    ? 'dashboard.payouts.view'
                    : state === 'notStarted'
                      ? 'payments.start'
                      : 'payments.continue',
                )}
              </LinkButton>
            </>
          ) : (
            <LoadingLines lines={2} />
          )}
        </section>
      </div>
    </Container>
  );
}
