import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { OnboardingStatus } from '@konstvagg/contracts';
import { onboardingStatus, startOnboarding } from '@konstvagg/contracts/endpoints';
import { call } from '../api/client.ts';
import { useApiData } from '../api/useApiData.ts';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Container, PageHeader } from './Layout.tsx';
import { Skeleton } from './Skeleton.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

type State = 'notStarted' | 'missing' | 'checking' | 'ready';

/** Where an account stands, from what Stripe reports now (docs/api.md, payout accounts). */
export function onboardingState(s: OnboardingStatus): State {
  // The profile's flag (the Pro badge) is what buyers and venues see; seeded accounts have it alone.
  if (s.can_receive_payouts) return 'ready';
  if (!s.account_id) return 'notStarted';
  if (s.currently_due.length > 0 || !s.details_submitted) return 'missing';
  return s.payouts_enabled ? 'ready' : 'checking';
}

/** Stripe's requirement names in plain words (message ids), each said once. */
export function dueItems(currentlyDue: readonly string[]): string[] {
  const word = (name: string): string => {
    if (name === 'external_account') return 'payments.due.external_account';
    if (name.includes('verification.document')) return 'payments.due.document';
    if (name.endsWith('id_number')) return 'payments.due.id_number';
    if (name.startsWith('tos_acceptance')) return 'payments.due.tos';
    if (name.startsWith('business_profile') || name.startsWith('company')) return 'payments.due.business';
    if (name.endsWith('.email') || name.endsWith('.phone')) return 'payments.due.contact';
    if (name.startsWith('individual') || name.startsWith('representative')) return 'payments.due.person';
    return 'payments.due.other';
  };
  return [...new Set(currentlyDue.map(word))];
}

/**
 * The artist's and the venue's payout account (…/stripe/onboarding), and Stripe's return
 * (…/onboarding/complete) and refresh (…/onboarding/refresh) addresses: one screen reading
 * GET /payments/onboarding/status, with a button that mints an Account Link and goes there. The
 * return address reads the status again (coming back does not mean finished); the refresh address
 * says why a new link is needed. Messages `payments.*` come from the remote.
 */
export function PaymentOnboardingPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t('payments.title'));
  const status = useApiData(onboardingStatus);
  const [opening, setOpening] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  const start = async () => {
    setOpening(true);
    setStartFailed(false);
    try {
      const link = await call(startOnboarding);
      window.location.assign(link.url);
    } catch {
      setStartFailed(true);
      setOpening(false);
    }
  };

  const from = pathname.endsWith('/complete') ? 'complete' : pathname.endsWith('/refresh') ? 'refresh' : null;
  const state = status.data ? onboardingState(status.data) : null;
  const action =
    state === 'notStarted' ? 'payments.start' : state === 'ready' ? 'payments.update' : 'payments.continue';

  return (
    <Container>
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      {from ? (
        <div className="kv-card" role="note" style={{ marginBottom: 'var(--kv-space-5)' }}>
          <strong>{t(`payments.${from}.title`)}</strong>
          <p className="kv-muted" style={{ margin: 0 }}>
            {t(`payments.${from}.text`)}
          </p>
        </div>
      ) : null}
      <section className="kv-card" aria-labelledby="kv-payout-status" aria-busy={status.loading}>
        <h2 id="kv-payout-status" style={{ marginTop: 0 }}>
          {t('payments.statusTitle')}
        </h2>
        {status.loading && !status.data ? (
          <div>
            <Skeleton width="40%" height="1.5em" />
            <Skeleton width="80%" />
          </div>
        ) : status.error || !status.data || !state ? (
          <div role="alert">
            <p>{t('payments.loadError')}</p>
            <Button variant="secondary" onClick={status.reload}>
              {t('payments.retry')}
            </Button>
          </div>
        ) : (
          <div role="status">
            <p style={{ display: 'flex', gap: 'var(--kv-space-2)', alignItems: 'center', flexWrap: 'wrap' }}>
              <strong>{t(`payments.${state}.title`)}</strong>
              {state === 'ready' ? <Badge tone="success">{t('payments.ready.badge')}</Badge> : null}
            </p>
            {state === 'missing' ? (
              <>
                <p>{t('payments.missing.text')}</p>
                <ul>
                  {dueItems(status.data.currently_due).map((id) => (
                    <li key={id}>{t(id)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="kv-muted">{t(`payments.${state}.text`)}</p>
            )}
          </div>
        )}
        {state && state !== 'checking' ? (
          <Button
            onClick={() => void start()}
            disabled={opening}
            variant={state === 'ready' ? 'secondary' : 'primary'}
          >
            {opening ? t('payments.opening') : t(action)}
          </Button>
        ) : null}
        {startFailed ? <p role="alert">{t('payments.startError')}</p> : null}
      </section>
    </Container>
  );
}
