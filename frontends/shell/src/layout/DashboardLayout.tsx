import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router';
import { SIDEBARS, type Area } from '../app/route-table.ts';

/** A role area: its sidebar (spec §2 Navigation, with Back to Marketplace) beside the page. */
export function DashboardLayout({ area }: { area: Area }) {
  const intl = useIntl();
  return (
    <div className="shell-dashboard kv-container">
      <aside className="shell-sidebar">
        <nav aria-label={intl.formatMessage({ id: `sidebar.${area}` })}>
          <ul>
            {SIDEBARS[area].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="shell-sidebar__link">
                  <FormattedMessage id={item.label} />
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
        <Outlet />
      </div>
    </div>
  );
}
