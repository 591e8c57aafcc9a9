import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo, useSession } from '@konstvagg/ui';
import { useAuthModal } from '../auth/AuthModalHost.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';

const PUBLIC_NAV = [
  { to: '/artworks', label: 'nav.browse' },
  { to: '/artists', label: 'nav.artists' },
  { to: '/venues', label: 'nav.venues' },
  { to: '/how-it-works', label: 'nav.howItWorks' },
] as const;

/**
 * Public top navigation. On small screens the links fold into a Menu disclosure: opaque,
 * over a backdrop that closes it, and Escape closes it too.
 */
export function Header() {
  const { user } = useSession();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const modal = useAuthModal();
  useEffect(() => setOpen(false), [location.pathname]);
  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(navId)}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, navId]);

  return (
    <>
      {open ? (
        <div className="shell-header__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      ) : null}
      <header className={`shell-header${open ? ' shell-header--open' : ''}`}>
        <div className="shell-header__bar kv-container">
          <Link to="/" className="shell-header__logo" aria-label={intl.formatMessage({ id: 'nav.home' })}>
            <Logo />
          </Link>
          <button
            type="button"
            className="shell-header__menu-button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="shell-burger" aria-hidden="true" />
            <FormattedMessage id="nav.menu" />
          </button>
          <div id={navId} className={`shell-header__panel${open ? ' is-open' : ''}`}>
            <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="shell-nav">
              <ul>
                {PUBLIC_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="shell-nav__link">
                      <FormattedMessage id={item.label} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="shell-header__actions">
              <LanguageToggle />
              {user ? (
                <AccountMenu user={user} />
              ) : (
                <>
                  {/* Sign in opens the modal's WELCOME, Sign up its EMAIL_SIGNUP. The
                    /login and /register pages stay reachable (guards, links, the modal). */}
                  <button
                    type="button"
                    className="kv-button kv-button--ghost kv-button--sm"
                    onClick={modal.openSignIn}
                    onPointerEnter={modal.preload}
                    onFocus={modal.preload}
                    aria-haspopup="dialog"
                  >
                    <FormattedMessage id="nav.login" />
                  </button>
                  <button
                    type="button"
                    className="kv-button kv-button--primary kv-button--sm"
                    onClick={() => modal.openSignUp()}
                    onPointerEnter={modal.preload}
                    onFocus={modal.preload}
                    aria-haspopup="dialog"
                  >
                    <FormattedMessage id="nav.register" />
                  </button>
                </>
              )}
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
