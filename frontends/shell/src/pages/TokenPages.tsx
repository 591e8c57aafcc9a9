import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, Button, homeForRole, LinkButton, Spinner, useSession, useToast } from '@konstvagg/ui';
import { AUTH_LIMITS, isValidEmail, passwordScore, registerErrors } from '@konstvagg/rules';
import { checkResetLink, resetPassword, verifyEmail } from '../auth/auth-api.ts';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm.tsx';
import { resetErrorText, serverMessage } from '../auth/errors.ts';
import { FormAlert } from '@konstvagg/ui/forms';
import { RequiredNote, useLeaveTouched, useWhyId, whyNotText, SubmitWithWhy } from '../auth/form-help.tsx';
import { PasswordField, StrengthMeter } from '../auth/fields.tsx';
import { useAuthT } from '../auth/useAuthT.ts';
import { useResendVerification } from '../auth/useResendVerification.ts';
import { AccountPage } from './AccountPage.tsx';

/**
 * /forgot-password: one email field (the login page's rule); success and failure as a toast and
 * inline. It starts with the address the login page had typed, and "Back to login" takes it back.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const passed = (location.state ?? {}) as { email?: unknown; from?: unknown };
  const [email, setEmail] = useState(typeof passed.email === 'string' ? passed.email : '');
  return (
    <AccountPage titleId="forgot.title" lead={<FormattedMessage id="forgot.lead" />}>
      <ForgotPasswordForm
        initialEmail={email}
        onEmailChange={setEmail}
        emailError={(value) => (isValidEmail(value) ? null : 'auth.email_invalid')}
      />
      <BackToLogin email={email} from={passed.from} />
    </AccountPage>
  );
}

/**
 * "Back to login" under an account form, with the address to sign in with and the page the login
 * was for, where the login page passed them.
 */
function BackToLogin({ email = '', from }: { email?: string; from?: unknown }) {
  return (
    <p>
      <Link to="/login" state={{ email, from }}>
        <FormattedMessage id="forgot.back" />
      </Link>
    </p>
  );
}

/** A reset link that cannot be used: why, with a way to ask for a new one (when one would help). */
function LinkAlert({ text, offerNew }: { text: string; offerNew: boolean }) {
  return (
    <FormAlert
      action={
        offerNew ? (
          <Link to="/forgot-password">
            <FormattedMessage id="reset.newLink" />
          </Link>
        ) : null
      }
    >
      {text}
    </FormAlert>
  );
}

/**
 * /reset-password/:token: a new password and its confirmation, with the sign-up rules.
 * The link is checked first (issue 38): a used or expired one says so, with a way to a new link,
 * instead of a form that fails only once the new password is typed.
 */
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
  const { touched, leave } = useLeaveTouched<'password' | 'confirm'>();
  const whyId = useWhyId();
  const [link, setLink] = useState<'checking' | 'usable' | { text: string }>('checking');
  useEffect(() => {
    let active = true;
    setLink('checking');
    checkResetLink(token).then(
      () => active && setLink('usable'),
      (error: unknown) => {
        // Offline or a server failure: show the form; submitting says what went wrong.
        const refused = error instanceof ApiError && error.status === 400;
        if (active) setLink(refused ? { text: serverMessage(error) ?? t('auth.link_invalid') } : 'usable');
      },
    );
    return () => {
      active = false;
    };
    // Only the token decides the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const all = registerErrors({ password, confirmPassword: confirm }, [2]);
  const errors = { password: all.password, confirm: all.confirmPassword };
  const valid = !errors.password && !errors.confirm;
  const reasons = [
    !touched.password &&
      errors.password &&
      whyNotText(password, 'form.newPassword', errors.password, t, intl),
    !touched.confirm &&
      errors.confirm &&
      whyNotText(confirm, 'form.confirmPassword', errors.confirm, t, intl),
  ].filter((r): r is string => Boolean(r));

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

  if (link === 'checking')
    return (
      <AccountPage titleId="reset.title">
        <Spinner />
      </AccountPage>
    );
  if (typeof link === 'object')
    return (
      <AccountPage titleId="reset.title">
        <LinkAlert text={link.text} offerNew />
        <BackToLogin />
      </AccountPage>
    );

  return (
    <AccountPage titleId="reset.title" lead={<FormattedMessage id="reset.lead" values={AUTH_LIMITS} />}>
      <form className="kv-stack shell-req-form" onSubmit={submit} noValidate>
        <RequiredNote />
        <PasswordField
          label={intl.formatMessage({ id: 'form.newPassword' })}
          aria-required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => leave('password')}
          error={touched.password && errors.password ? t(errors.password) : null}
          hint={<StrengthMeter score={passwordScore(password)} />}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'form.confirmPassword' })}
          aria-required
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => leave('confirm')}
          error={touched.confirm && errors.confirm ? t(errors.confirm) : null}
        />
        {failure ? <LinkAlert text={failure.text} offerNew={failure.expired} /> : null}
        <SubmitWithWhy valid={valid} busy={busy} whyId={whyId} reasons={reasons}>
          <FormattedMessage id="reset.submit" />
        </SubmitWithWhy>
      </form>
      <BackToLogin />
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
        if (!active) return;
        // A used link while signed in to a verified account (the server says so itself for the
        // link's own account): say so, and lead on (issue 38).
        const verified =
          error instanceof ApiError && error.code === 'link_invalid' && user?.email_verified === true;
        if (verified) setResult({ ok: true, text: serverMessage(error) ?? t('auth.already_verified') });
        else setResult({ ok: false, text: serverMessage(error) ?? t('auth.link_invalid') });
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
