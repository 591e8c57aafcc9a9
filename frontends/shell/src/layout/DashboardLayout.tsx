import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, useSession } from '@konstvagg/ui';
import type { Area } from '../app/route-table.ts';
import { useAuthT } from '../auth/useAuthT.ts';
import { useResendVerification } from '../auth/useResendVerification.ts';

/**
 * A role area: its sidebar (with Back to Marketplace, a link to /) beside the page. The
 * items come from the area remote's routes module, in its order and its words. On a phone the
 * sidebar is one row, a button naming the area's menu and the page you are on, that opens the
 * list (issue 38: wrapped chips took some 250 px before any content); from 60rem it is a column.
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
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => setOpen(false), [pathname]);
  const current = sidebar
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  const menuName = intl.formatMessage({ id: `sidebar.${area}` });
  return (
    <div className="shell-dashboard kv-container">
      <aside className="shell-sidebar">
        <nav aria-label={menuName}>
          <button
            type="button"
            className="shell-sidebar__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <span className="shell-sidebar__toggle-name">{menuName}</span>
            {current ? <span className="shell-sidebar__toggle-current">{current.label}</span> : null}
            <span className="shell-sidebar__chevron" aria-hidden="true" />
          </button>
          <div
            id={listId}
            className={`shell-sidebar__panel${open ? ' is-open' : ''}`}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                setOpen(false);
                (event.currentTarget.previousElementSibling as HTMLElement | null)?.focus();
              }
            }}
          >
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
          </div>
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
