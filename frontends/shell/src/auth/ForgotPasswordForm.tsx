import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@konstvagg/ui';
import { type AuthRuleKey, normalizeEmail } from '@konstvagg/rules';
import { forgotPassword } from './auth-api.ts';
import { forgotErrorText } from './errors.ts';
import { FormAlert, TextField } from '@konstvagg/ui/forms';
import { afterPress, useWhyId, whyNotText, SubmitWithWhy } from './form-help.tsx';
import { useAuthT } from './useAuthT.ts';

/**
 * The forgot-password form of both the /forgot-password page and the modal's FORGOT_PASSWORD state:
 * one email field checked by the caller's rule (the page uses the login page's, the modal its own),
 * its success and failure texts as a toast and inline, submit disabled until the email is valid.
 */
export function ForgotPasswordForm({
  emailError,
  initialEmail = '',
  onEmailChange,
  lead,
  autoFocus = false,
}: {
  emailError: (email: string) => AuthRuleKey | null;
  initialEmail?: string;
  /** Told each change of the address (the page takes it back to the login page). */
  onEmailChange?: (email: string) => void;
  lead?: ReactNode;
  /** In the modal, focus lands on the field when the state opens. */
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const whyId = useWhyId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const error = emailError(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const res = await forgotPassword(normalizeEmail(email));
      const text = t('auth.forgot_success');
      toast.success(text);
      setResult({ ok: true, text: res?.message ?? text });
    } catch (failure) {
      const text = forgotErrorText(failure, t);
      toast.error(text);
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kv-stack" onSubmit={submit} noValidate>
      {lead}
      <TextField
        label={intl.formatMessage({ id: 'form.email' })}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          onEmailChange?.(e.target.value);
        }}
        onBlur={() => afterPress(() => setTouched(true))}
        error={touched && error ? t(error) : null}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
      {result ? (
        result.ok ? (
          <p className="shell-success" role="status">
            {result.text}
          </p>
        ) : (
          <FormAlert>{result.text}</FormAlert>
        )
      ) : null}
      <SubmitWithWhy
        valid={!error}
        busy={busy}
        whyId={whyId}
        reasons={error && !touched ? [whyNotText(email, 'form.email', error, t, intl)] : []}
      >
        <FormattedMessage id="forgot.submit" />
      </SubmitWithWhy>
    </form>
  );
}
