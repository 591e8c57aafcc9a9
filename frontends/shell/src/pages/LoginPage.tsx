import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, homeForRole, useToast } from '@konstvagg/ui';
import { loginErrors, normalizeEmail } from '@konstvagg/rules';
import { isMfaChallenge, login, type MfaChallenge, type SignedIn } from '../auth/auth-api.ts';
import { MfaLoginStep } from '../auth/MfaLoginStep.tsx';
import { loginErrorTexts } from '../auth/errors.ts';
import { CheckboxField, FormAlert, TextField } from '@konstvagg/ui/forms';
import { Divider, PasswordField, ProviderButtons } from '../auth/fields.tsx';
import { RequiredNote, useLeaveTouched, useWhyId, whyNotText, WhyDisabled } from '../auth/form-help.tsx';
import { OAuthRolePanel, OAuthWaiting, usePageOAuth } from '../auth/usePageOAuth.tsx';
import { useAuthT } from '../auth/useAuthT.ts';
import { safeNext, useFinishSignIn } from '../auth/useFinishSignIn.ts';
import { AccountPage } from './AccountPage.tsx';

/**
 * Login: email, password with show/hide, remember me, forgot-password link, Google and Apple, a
 * link to register. Submit stays disabled until the email is valid and the password has 6+
 * characters, and says why under it (issue 38); errors as auth/errors.ts words them.
 */
export function LoginPage() {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { from?: unknown; email?: unknown };
  const origin = safeNext(state.from) ?? safeNext(params.get('next'));
  const finish = useFinishSignIn();

  const [email, setEmail] = useState(typeof state.email === 'string' ? state.email : '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the password was right and the account has two-step sign-in (issue 41).
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const { touched, leave } = useLeaveTouched<'email' | 'password'>();
  const whyId = useWhyId();
  const errors = loginErrors({ email, password });
  const valid = Object.keys(errors).length === 0;
  const reasons = [
    !touched.email && errors.email && whyNotText(email, 'form.email', errors.email, t, intl),
    !touched.password && errors.password && whyNotText(password, 'form.password', errors.password, t, intl),
  ].filter((r): r is string => Boolean(r));

  const done = (result: SignedIn, keep: boolean) =>
    finish(result, origin ?? homeForRole(result.user.role), { remember: keep });
  const oauth = usePageOAuth((result) => done(result, true));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await login(normalizeEmail(email), password);
      if (isMfaChallenge(result)) {
        setChallenge(result);
        setBusy(false);
      } else done(result, remember);
    } catch (error) {
      const texts = loginErrorTexts(error, t);
      toast.error(texts.toast);
      setFailure(texts.inline);
      setBusy(false);
    }
  };

  return (
    <AccountPage titleId="login.title" lead={<FormattedMessage id="login.lead" />}>
      {challenge ? (
        <MfaLoginStep
          challenge={challenge}
          onSignedIn={(result) => done(result, remember)}
          onBack={(message) => {
            setChallenge(null);
            setPassword('');
            setFailure(message ?? null);
          }}
        />
      ) : oauth.phase.kind === 'loading' ? (
        <OAuthWaiting provider={oauth.phase.provider} onCancel={oauth.cancel} />
      ) : oauth.phase.kind === 'role' ? (
        <OAuthRolePanel onChoose={oauth.chooseRole} onCancel={oauth.cancel} />
      ) : (
        <>
          <ProviderButtons mode="signin" onChoose={oauth.start} />
          <Divider />
          <form className="kv-stack shell-req-form" onSubmit={submit} noValidate>
            <RequiredNote />
            <TextField
              label={intl.formatMessage({ id: 'form.email' })}
              aria-required
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => leave('email')}
              error={touched.email && errors.email ? t(errors.email) : null}
            />
            <PasswordField
              label={intl.formatMessage({ id: 'form.password' })}
              aria-required
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => leave('password')}
              error={touched.password && errors.password ? t(errors.password) : null}
            />
            <div className="shell-form-row">
              <CheckboxField
                label={<FormattedMessage id="login.remember" />}
                checked={remember}
                onChange={setRemember}
              />
              <Link to="/forgot-password">
                <FormattedMessage id="login.forgot" />
              </Link>
            </div>
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <Button type="submit" disabled={!valid} aria-describedby={valid ? undefined : whyId} busy={busy}>
              <FormattedMessage id="login.submit" />
            </Button>
            <WhyDisabled id={whyId} reasons={reasons} />
          </form>
        </>
      )}
      <p>
        <FormattedMessage id="login.noAccount" />{' '}
        <Link to="/register">
          <FormattedMessage id="login.toRegister" />
        </Link>
      </p>
    </AccountPage>
  );
}
