import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MESSAGE_NUMBERS } from '@konstvagg/rules';
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

/**
 * Konstvägg's social accounts: each the platform's real page of
 * the name, opened in a new tab. The icons are drawn here, 24 px on a 44 px target.
 */
const SOCIAL_LINKS = [
  {
    id: 'instagram',
    href: 'https://www.instagram.com/konstvagg',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.4" cy="6.6" r="1.2" fill="currentColor" />
      </>
    ),
  },
  {
    id: 'facebook',
    href: 'https://www.facebook.com/konstvagg',
    icon: (
      <path
        fill="currentColor"
        d="M13.6 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z"
      />
    ),
  },
  {
    id: 'linkedin',
    href: 'https://www.linkedin.com/company/konstvagg',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="7" y="10" width="2.2" height="7" fill="currentColor" />
        <circle cx="8.1" cy="7.4" r="1.3" fill="currentColor" />
        <path
          fill="currentColor"
          d="M11 10h2.1v1c.5-.8 1.3-1.2 2.4-1.2 1.9 0 2.7 1.2 2.7 3.3V17H16v-3.6c0-1.1-.3-1.7-1.2-1.7-1 0-1.6.7-1.6 1.9V17H11z"
        />
      </>
    ),
  },
] as const;

/** The row of social links under the brand: icons with the account's name for screen readers. */
function SocialLinks() {
  const intl = useIntl();
  return (
    <ul className="shell-footer__social" aria-label={intl.formatMessage({ id: 'footer.social' })}>
      {SOCIAL_LINKS.map((link) => {
        const name = intl.formatMessage({ id: `footer.social.${link.id}` });
        return (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={name} title={name}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {link.icon}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Footer with its four groups (platform, support, legal, company); every link is a route the shell
 * serves, and the social links.
 */
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
            <SocialLinks />
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
