import { FormattedMessage } from 'react-intl';
import { ApiError, Button, useToast } from '@konstvagg/ui';
import { FormAlert } from '@konstvagg/ui/forms';
import { loginWithCode, type MfaChallenge, type SignedIn } from './auth-api.ts';
import { loginErrorTexts } from './errors.ts';
import { MfaCodeField, useCodeForm } from './MfaCodeField.tsx';
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
  const form = useCodeForm(
    async (code) => onSignedIn(await loginWithCode(challenge, code)),
    (error) => {
      const texts = loginErrorTexts(error, t);
      if (error instanceof ApiError && error.code === 'mfa_session_expired') {
        onBack(texts.inline);
        return null;
      }
      toast.error(texts.toast);
      return texts.inline;
    },
  );

  return (
    <form
      className="kv-stack shell-req-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby="mfa-login-title"
    >
      <h2 id="mfa-login-title">
        <FormattedMessage id="mfa.loginTitle" />
      </h2>
      <p>
        <FormattedMessage id="mfa.loginLead" />
      </p>
      <MfaCodeField {...form.field} autoFocus />
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" busy={form.busy}>
        <FormattedMessage id="mfa.loginSubmit" />
      </Button>
      <Button type="button" variant="secondary" onClick={() => onBack()}>
        <FormattedMessage id="mfa.back" />
      </Button>
    </form>
  );
}
