import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AreaPage } from './AreaPage.tsx';

/**
 * The artist's and the venue's payment onboarding (…/stripe/onboarding), and the payment
 * provider's return (…/onboarding/complete) and refresh (…/onboarding/refresh) addresses: the
 * same screen, with a line about where the person came from. Messages come from the remote:
 * `payments.*` (see AreaPage), `payments.complete.title`, `payments.refresh.title` and `.text`.
 */
export function PaymentOnboardingPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const note = pathname.endsWith('/complete') ? (
    <p className="kv-card" role="status">
      {intl.formatMessage({ id: 'payments.complete.title' })}
    </p>
  ) : pathname.endsWith('/refresh') ? (
    <div className="kv-card" role="status">
      <strong>{intl.formatMessage({ id: 'payments.refresh.title' })}</strong>
      <p className="kv-muted" style={{ margin: 0 }}>
        {intl.formatMessage({ id: 'payments.refresh.text' })}
      </p>
    </div>
  ) : null;
  return (
    <AreaPage id="payments">
      {note ? <div style={{ marginBottom: 'var(--kv-space-5)' }}>{note}</div> : null}
    </AreaPage>
  );
}
