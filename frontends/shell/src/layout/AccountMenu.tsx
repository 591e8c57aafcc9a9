import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { displayName, homeForRole, useSession, type SessionUser } from '@konstvagg/ui';

/** Account menu: dashboard by role, profile, logout. A disclosure: Escape and outside clicks close it. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const initial = displayName(user).trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="shell-account" ref={root}>
      <button
        ref={button}
        type="button"
        className="shell-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="shell-account__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="shell-account__name">{displayName(user)}</span>
        <span className="kv-visually-hidden">
          <FormattedMessage id="nav.account" />
        </span>
      </button>
      <div id={menuId} className="shell-account__menu" hidden={!open}>
        <p className="shell-account__who">
          <span>{displayName(user)}</span>
          <span className="kv-muted">
            <FormattedMessage id={`role.${user.role}`} />
          </span>
        </p>
        <ul>
          <li>
            <Link to={homeForRole(user.role)}>
              <FormattedMessage id={user.role === 'buyer' ? 'nav.purchases' : 'nav.dashboard'} />
            </Link>
          </li>
          <li>
            <Link to="/profile">
              <FormattedMessage id="nav.profile" />
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void signOut()}>
              <FormattedMessage id="nav.logout" />
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
