import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, Button, homeForRole, LinkButton, Spinner, useSession, useToast } from '@konstvagg/ui';
import { AUTH_LIMITS, isValidEmail, passwordScore, registerErrors } from '@konstvagg/domain/auth-rules';
import { resetPassword, verifyEmail } from '../auth/auth-api.ts';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm.tsx';
import { resetErrorText, serverMessage } from '../auth/errors.ts';
import { FormAlert, useTouched } from '@konstvagg/ui/forms';
import { PasswordField, StrengthMeter } from '../auth/fields.tsx';
import { useAuthT } from '../auth/useAuthT.ts';
import { useResendVerification } from '../auth/useResendVerification.ts';
import { AccountPage } from './AccountPage.tsx';

/** /forgot-password: one email field (the login page's rule); spec §8 texts. */
export function ForgotPasswordPage() {
  return (
    <AccountPage titleId="forgot.title" lead={<FormattedMessage id="forgot.lead" />}>
      <ForgotPasswordForm emailError={(email) => (isValidEmail(email) ? null : 'auth.email_invalid')} />
      <p>
        <Link to="/login">
          <FormattedMessage id="forgot.back" />
        </Link>
      </p>
    </AccountPage>
  );
}

/** /reset-password/:token: a new password and its confirmation, with the sign-up rules (spec §5). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const { touched, touch } = useTouched<'password' | 'confirm'>();
  const all = registerErrors({ password, confirmPassword: confirm }, [2]);
  const errors = { password: all.password, confirm: all.confirmPassword };
  const valid = !errors.password && !errors.confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetPassword(token, password);
      toast.success(t('auth.reset_success'));
      navigate('/login');
    } catch (error) {
      const text = resetErrorText(error, t);
      toast.error(text);
      setFailure({
        text,
        expired:
          error instanceof ApiError && (error.code === 'link_expired' || error.code === 'link_invalid'),
      });
      setBusy(false);
    }
  };

  return (
    <AccountPage titleId="reset.title" lead={<FormattedMessage id="reset.lead" values={AUTH_LIMITS} />}>
      <form className="kv-stack" onSubmit={submit} noValidate>
        <PasswordField
          label={intl.formatMessage({ id: 'form.newPassword' })}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => touch('password')}
          error={touched.password && errors.password ? t(errors.password) : null}
          hint={<StrengthMeter score={passwordScore(password)} />}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'form.confirmPassword' })}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => touch('confirm')}
          error={touched.confirm && errors.confirm ? t(errors.confirm) : null}
        />
        {failure ? (
          <FormAlert
            action={
              failure.expired ? (
                <Link to="/forgot-password">
                  <FormattedMessage id="reset.newLink" />
                </Link>
              ) : null
            }
          >
            {failure.text}
          </FormAlert>
        ) : null}
        <Button type="submit" disabled={!valid} busy={busy}>
          <FormattedMessage id="reset.submit" />
        </Button>
      </form>
      <p>
        <Link to="/login">
          <FormattedMessage id="forgot.back" />
        </Link>
      </p>
    </AccountPage>
  );
}

/** One verification call per token, also under StrictMode's double effects (links are single use). */
const verifications = new Map<string, ReturnType<typeof verifyEmail>>();

/** /verify-email/:token: verifies on load; on failure a signed-in person can ask for a new link. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const t = useAuthT();
  const { user, updateUser } = useSession();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { resend, sending } = useResendVerification();

  useEffect(() => {
    let active = true;
    let call = verifications.get(token);
    if (!call) {
      call = verifyEmail(token);
      verifications.set(token, call);
    }
    call.then(
      (res) => {
        if (!active) return;
        setResult({ ok: true, text: res?.message ?? t('auth.email_verified') });
        const fresh = res?.user;
        const current = user;
        if (fresh && current && fresh.id === current.id) updateUser({ ...current, ...fresh });
      },
      (error: unknown) => {
        if (active) setResult({ ok: false, text: serverMessage(error) ?? t('auth.link_invalid') });
      },
    );
    return () => {
      active = false;
    };
    // Only the token decides the call; the user is read when it answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <AccountPage titleId="verify.title" lead={<FormattedMessage id="verify.lead" />}>
      {!result ? (
        <Spinner />
      ) : result.ok ? (
        <>
          <p className="shell-success" role="status">
            {result.text}
          </p>
          <div>
            <LinkButton to={user ? homeForRole(user.role) : '/login'}>
              <FormattedMessage id={user ? 'profile.toDashboard' : 'login.submit'} />
            </LinkButton>
          </div>
        </>
      ) : (
        <>
          <FormAlert
            action={
              user ? (
                <Button variant="secondary" size="sm" onClick={() => void resend()} busy={sending}>
                  <FormattedMessage id="verify.resend" />
                </Button>
              ) : null
            }
          >
            {result.text}
          </FormAlert>
          {user ? null : (
            <p className="kv-muted">
              <FormattedMessage id="verify.signInToResend" />
            </p>
          )}
          <p>
            <Link to={user ? homeForRole(user.role) : '/login'}>
              <FormattedMessage id={user ? 'profile.toDashboard' : 'forgot.back'} />
            </Link>
          </p>
        </>
      )}
    </AccountPage>
  );
}
