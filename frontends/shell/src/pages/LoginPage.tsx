import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { homeForRole } from '@konstvagg/ui';
import { loginErrors } from '@konstvagg/rules';
import type { SignedIn } from '../auth/auth-api.ts';
import { MfaLoginStep } from '../auth/MfaLoginStep.tsx';
import { SignInFields, usePasswordSignIn } from '../auth/password-sign-in.tsx';
import { CheckboxField, FormAlert } from '@konstvagg/ui/forms';
import { Divider, ProviderButtons } from '../auth/fields.tsx';
import { RequiredNote, SubmitWithWhy } from '../auth/form-help.tsx';
import { OAuthRolePanel, OAuthWaiting, usePageOAuth } from '../auth/usePageOAuth.tsx';
import { safeNext, useFinishSignIn } from '../auth/useFinishSignIn.ts';
import { AccountPage } from './AccountPage.tsx';

/**
 * Login: email, password with show/hide, remember me, forgot-password link, Google and Apple, a
 * link to register. Submit stays disabled until the email is valid and the password has 6+
 * characters, and says why under it (issue 38); errors as auth/errors.ts words them.
 */
export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { from?: unknown; email?: unknown };
  const origin = safeNext(state.from) ?? safeNext(params.get('next'));
  const finish = useFinishSignIn();

  const [remember, setRemember] = useState(false);

  const done = (result: SignedIn, keep: boolean) =>
    finish(result, origin ?? homeForRole(result.user.role), { remember: keep });
  const oauth = usePageOAuth((result) => done(result, true));
  const form = usePasswordSignIn({
    initialEmail: typeof state.email === 'string' ? state.email : '',
    validate: loginErrors,
    onSignedIn: (result) => done(result, remember),
  });

  return (
    <AccountPage titleId="login.title" lead={<FormattedMessage id="login.lead" />}>
      {form.challenge ? (
        <MfaLoginStep
          challenge={form.challenge}
          onSignedIn={(result) => done(result, remember)}
          onBack={form.back}
        />
      ) : oauth.phase.kind === 'loading' ? (
        <OAuthWaiting provider={oauth.phase.provider} onCancel={oauth.cancel} />
      ) : oauth.phase.kind === 'role' ? (
        <OAuthRolePanel onChoose={oauth.chooseRole} onCancel={oauth.cancel} />
      ) : (
        <>
          <ProviderButtons mode="signin" onChoose={oauth.start} />
          <Divider />
          <form className="kv-stack shell-req-form" onSubmit={form.submit} noValidate>
            <RequiredNote />
            <SignInFields form={form} page />
            <div className="shell-form-row">
              <CheckboxField
                label={<FormattedMessage id="login.remember" />}
                checked={remember}
                onChange={setRemember}
              />
              {/* The address typed here is the one to reset: the forgot page starts with it, and
                  its way back returns it, with the page the visitor was going to. */}
              <Link to="/forgot-password" state={{ email: form.email, from: state.from }}>
                <FormattedMessage id="login.forgot" />
              </Link>
            </div>
            {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
            <SubmitWithWhy valid={form.valid} busy={form.busy} whyId={form.whyId} reasons={form.reasons}>
              <FormattedMessage id="login.submit" />
            </SubmitWithWhy>
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
