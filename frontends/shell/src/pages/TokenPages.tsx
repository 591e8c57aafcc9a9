import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AccountPage } from './AccountPage.tsx';

export function ForgotPasswordPage() {
  return (
    <AccountPage titleId="forgot.title" lead={<FormattedMessage id="forgot.lead" />}>
      <p className="kv-muted">
        <FormattedMessage id="forgot.soon" />
      </p>
      <p>
        <Link to="/login">
          <FormattedMessage id="forgot.back" />
        </Link>
      </p>
    </AccountPage>
  );
}

export function ResetPasswordPage() {
  return (
    <AccountPage titleId="reset.title" lead={<FormattedMessage id="reset.lead" />}>
      <p className="kv-muted">
        <FormattedMessage id="reset.soon" />
      </p>
      <p>
        <Link to="/login">
          <FormattedMessage id="forgot.back" />
        </Link>
      </p>
    </AccountPage>
  );
}

export function VerifyEmailPage() {
  return (
    <AccountPage titleId="verify.title" lead={<FormattedMessage id="verify.lead" />}>
      <p className="kv-muted">
        <FormattedMessage id="verify.soon" />
      </p>
      <p>
        <Link to="/login">
          <FormattedMessage id="forgot.back" />
        </Link>
      </p>
    </AccountPage>
  );
}
