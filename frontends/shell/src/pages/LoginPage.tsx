import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AccountPage } from './AccountPage.tsx';

export function LoginPage() {
  return (
    <AccountPage titleId="login.title" lead={<FormattedMessage id="login.lead" />}>
      <p className="kv-muted">
        <FormattedMessage id="login.soon" />
      </p>
      <p>
        <FormattedMessage id="login.noAccount" />{' '}
        <Link to="/register">
          <FormattedMessage id="login.toRegister" />
        </Link>
      </p>
      <p>
        <Link to="/forgot-password">
          <FormattedMessage id="login.forgot" />
        </Link>
      </p>
    </AccountPage>
  );
}
