import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { Button, useSession } from '@konstvagg/ui';
import type { Area } from '../app/route-table.ts';
import { useAuthT } from '../auth/useAuthT.ts';
import { useResendVerification } from '../auth/useResendVerification.ts';

/**
 * A role area: its sidebar (spec §2 Navigation, with Back to Marketplace) beside the page. The
 * items come from the area remote's routes module, in its order and its words.
 */
export function DashboardLayout({
  area,
  sidebar,
  children,
}: {
  area: Area;
  sidebar: { to: string; label: string }[];
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="shell-dashboard kv-container">
      <aside className="shell-sidebar">
        <nav aria-label={intl.formatMessage({ id: `sidebar.${area}` })}>
          <ul>
            {sidebar.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="shell-sidebar__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/" className="shell-sidebar__back">
            ← <FormattedMessage id="sidebar.back" />
          </Link>
        </nav>
      </aside>
      <div className="shell-dashboard__content">
        {area === 'artist' || area === 'venue' ? <UnverifiedBanner /> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * An artist or venue whose email is not verified yet cannot publish or be paid (the contract's
 * user.restrictions): say so, and offer the link again (POST /auth/resend-verification).
 */
function UnverifiedBanner() {
  const { user } = useSession();
  const t = useAuthT();
  const intl = useIntl();
  const { resend, sending } = useResendVerification();
  if (!user?.restrictions?.length) return null;
  return (
    <div className="shell-banner" role="region" aria-label={intl.formatMessage({ id: 'verify.bannerLabel' })}>
      <p>{t('auth.unverified_restriction')}</p>
      <Button variant="secondary" size="sm" onClick={() => void resend()} busy={sending}>
        <FormattedMessage id="verify.resend" />
      </Button>
    </div>
  );
}
