import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MESSAGE_NUMBERS } from '@konstvagg/contracts/vocabulary';
import { Logo, useHydrated } from '@konstvagg/ui';
import { FOOTER_GROUPS } from '../app/route-table.ts';

/**
 * The copyright year. `/` is rendered when the frontends are built, and a page rendered in December
 * is still served in January. Hydration renders a value no year has (the span keeps the server's
 * text: `suppressHydrationWarning`), so when `useHydrated` turns true the browser always writes
 * its own year, instead of a hydration error over one number.
 */
function CopyrightYear() {
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  return <span suppressHydrationWarning>{hydrated || typeof window === 'undefined' ? year : 0}</span>;
}

/** Footer with the four groups of spec §2; every link is a route the shell serves. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="shell-footer">
      <div className="kv-container">
        <div className="shell-footer__grid">
          <div className="shell-footer__brand">
            <Link to="/" aria-label={intl.formatMessage({ id: 'nav.home' })}>
              <Logo />
            </Link>
            <p>
              <FormattedMessage id="footer.tagline" />
            </p>
            <p className="kv-muted">
              <FormattedMessage id="footer.cities" />
              <br />
              <FormattedMessage id="footer.supportHours" values={MESSAGE_NUMBERS} />
            </p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} className="shell-footer__group" aria-labelledby={`footer-${group.title}`}>
              <h2 id={`footer-${group.title}`}>
                <FormattedMessage id={group.title} />
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>
                      <FormattedMessage id={link.label} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="shell-footer__legal kv-muted">
          <FormattedMessage id="footer.copyright" values={{ year: <CopyrightYear /> }} />
        </p>
      </div>
    </footer>
  );
}
