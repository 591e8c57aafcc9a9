import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@konstvagg/ui';
import { TextField } from '@konstvagg/ui/forms';
import { normalizeEmail, type AuthFieldErrors } from '@konstvagg/rules';
import { isMfaChallenge, login, type MfaChallenge, type SignedIn } from './auth-api.ts';
import { loginErrorTexts } from './errors.ts';
import { PasswordField } from './fields.tsx';
import { useLeaveTouched, useWhyId, whyNotText } from './form-help.tsx';
import { useAuthT } from './useAuthT.ts';

/**
 * The email-and-password sign-in of the login page and of the sign-in dialog: the two fields and
 * the rules they break (`validate`, the page's or the dialog's), why submit is disabled, the call,
 * and its failure (a toast, and the line in the form). An account with two-step sign-in answers
 * with a `challenge`: MfaLoginStep then takes over, and `back` returns from it with the password
 * emptied and the step's words, if any, as the failure.
 */
export function usePasswordSignIn({
  initialEmail,
  validate,
  onSignedIn,
}: {
  initialEmail: string;
  validate: (values: { email: string; password: string }) => AuthFieldErrors;
  onSignedIn: (result: SignedIn) => void;
}) {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the password was right and the account has two-step sign-in (issue 41).
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const { touched, leave } = useLeaveTouched<'email' | 'password'>();
  const whyId = useWhyId();
  const errors = validate({ email, password });
  const valid = Object.keys(errors).length === 0;
  const reasons = [
    !touched.email && errors.email && whyNotText(email, 'form.email', errors.email, t, intl),
    !touched.password && errors.password && whyNotText(password, 'form.password', errors.password, t, intl),
  ].filter((r): r is string => Boolean(r));

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
      } else onSignedIn(result);
    } catch (error) {
      const texts = loginErrorTexts(error, t);
      toast.error(texts.toast);
      setFailure(texts.inline);
      setBusy(false);
    }
  };

  const back = (message?: string) => {
    setChallenge(null);
    setPassword('');
    setFailure(message ?? null);
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    touched,
    leave,
    errors,
    busy,
    failure,
    challenge,
    valid,
    whyId,
    reasons,
    submit,
    back,
  };
}

/**
 * The sign-in's email and password fields, each naming its error once left. On the login page
 * they are marked required and named for password managers; in the dialog the email field takes
 * the focus as it opens.
 */
export function SignInFields({
  form,
  page = false,
}: {
  form: ReturnType<typeof usePasswordSignIn>;
  page?: boolean;
}) {
  const intl = useIntl();
  const t = useAuthT();
  const { email, password, touched, errors } = form;
  const onPage = (name: string) => (page ? { 'aria-required': true, name } : {});
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'form.email' })}
        {...onPage('email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => form.setEmail(e.target.value)}
        onBlur={() => form.leave('email')}
        error={touched.email && errors.email ? t(errors.email) : null}
        {...(page ? {} : { 'data-autofocus': true })}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'form.password' })}
        {...onPage('password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => form.setPassword(e.target.value)}
        onBlur={() => form.leave('password')}
        error={touched.password && errors.password ? t(errors.password) : null}
      />
    </>
  );
}
