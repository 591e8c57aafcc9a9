import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from './AccountPage.tsx';

const ROLES = ['artist', 'venue', 'buyer'] as const;
type SignupRole = (typeof ROLES)[number];
const isSignupRole = (v: string | null): v is SignupRole => (ROLES as readonly (string | null)[]).includes(v);

/** Spec §2: optional ?role=artist|venue|buyer preselects the role (admin cannot self-register). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const role = params.get('role');
  return (
    <AccountPage titleId="register.title" lead={<FormattedMessage id="register.lead" />}>
      {isSignupRole(role) ? (
        <p>
          <strong>
            <FormattedMessage
              id="register.asRole"
              values={{ role: intl.formatMessage({ id: `role.${role}` }) }}
            />
          </strong>
        </p>
      ) : null}
      <ul className="shell-role-list">
        {ROLES.map((r) => (
          <li key={r}>
            <Link to={`/register?role=${r}`} aria-current={role === r ? 'true' : undefined}>
              <FormattedMessage id={`register.${r}`} />
            </Link>
          </li>
        ))}
      </ul>
      <p className="kv-muted">
        <FormattedMessage id="register.soon" />
      </p>
      <p>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link to="/login">
          <FormattedMessage id="register.toLogin" />
        </Link>
      </p>
    </AccountPage>
  );
}
