import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError, Button, useToast } from '@konstvagg/ui';
import { FormAlert } from '@konstvagg/ui/forms';
import { loginWithCode, type MfaChallenge, type SignedIn } from './auth-api.ts';
import { loginErrorTexts } from './errors.ts';
import { cleanCode, isCodeShaped, MfaCodeField } from './MfaCodeField.tsx';
import { useAuthT } from './useAuthT.ts';

/**
 * The second step of a sign-in with two-step sign-in (issue 41): the authenticator app's code.
 * A wrong code is named at the field and can be typed again; a stale session goes back to the
 * password step with the server's words.
 */
export function MfaLoginStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: MfaChallenge;
  onSignedIn: (result: SignedIn) => void;
  onBack: (message?: string) => void;
}) {
  const t = useAuthT();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isCodeShaped(code)) {
      setFieldError(t('auth.mfa_code_format'));
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      onSignedIn(await loginWithCode(challenge, cleanCode(code)));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fields.code) {
        setFieldError(error.fields.code);
        setCode('');
        return;
      }
      const texts = loginErrorTexts(error, t);
      if (error instanceof ApiError && error.code === 'mfa_session_expired') {
        onBack(texts.inline);
        return;
      }
      toast.error(texts.toast);
      setFailure(texts.inline);
    }
  };

  return (
    <form className="kv-stack shell-req-form" onSubmit={submit} noValidate aria-labelledby="mfa-login-title">
      <h2 id="mfa-login-title">
        <FormattedMessage id="mfa.loginTitle" />
      </h2>
      <p>
        <FormattedMessage id="mfa.loginLead" />
      </p>
      <MfaCodeField
        value={code}
        onChange={(v) => {
          setCode(v);
          setFieldError(null);
        }}
        error={fieldError}
        autoFocus
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" busy={busy}>
        <FormattedMessage id="mfa.loginSubmit" />
      </Button>
      <Button type="button" variant="secondary" onClick={() => onBack()}>
        <FormattedMessage id="mfa.back" />
      </Button>
    </form>
  );
}
