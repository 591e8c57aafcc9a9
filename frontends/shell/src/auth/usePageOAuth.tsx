import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Spinner, useToast } from '@konstvagg/ui';
import type { SignupRole } from '@konstvagg/rules';
import type { Provider, SignedIn } from './auth-api.ts';
import { oauthErrorText } from './errors.ts';
import { RoleChoice } from './fields.tsx';
import type { PendingOAuth } from './modal-machine.ts';
import { exchange, finishWithRole, openOAuthPopup, type PopupHandle } from './oauth.ts';
import { useAuthT } from './useAuthT.ts';

type Phase =
  { kind: 'idle' } | { kind: 'loading'; provider: Provider } | { kind: 'role'; pending: PendingOAuth };

/**
 * The popup flow of the modal and the pages: one popup at a time. A new start() or cancel() makes an
 * earlier popup's answer arrive nowhere; unmounting closes the popup. fail() says what went wrong
 * in a toast, then calls `on.failed`.
 */
export function useOAuthPopup(on: {
  signedIn: (result: SignedIn) => void;
  roleRequired: (pending: PendingOAuth) => void;
  failed: () => void;
}) {
  const popup = useRef<PopupHandle | null>(null);
  const attempt = useRef(0);
  const toast = useToast();
  const t = useAuthT();

  useEffect(() => () => popup.current?.cancel(), []);

  const fail = (provider: Provider, error: unknown) => {
    toast.error(oauthErrorText(provider, error, t));
    on.failed();
  };

  const start = (provider: Provider, presetRole?: SignupRole) => {
    const id = ++attempt.current;
    popup.current?.cancel();
    const handle = openOAuthPopup(provider);
    popup.current = handle;
    handle.answer
      .then((answer) => exchange(provider, answer, presetRole))
      .then((outcome) => {
        if (id !== attempt.current) return;
        if (outcome.kind === 'signed-in') on.signedIn(outcome.result);
        else on.roleRequired(outcome.pending);
      })
      .catch((error: unknown) => {
        if (id === attempt.current) fail(provider, error);
      })
      .finally(() => {
        if (popup.current === handle) popup.current = null;
      });
  };

  const cancel = () => {
    attempt.current++;
    popup.current?.cancel();
    popup.current = null;
  };

  return { start, cancel, fail };
}

/**
 * Google and Apple on the login and register pages: the same popup flow as the modal; a new user
 * picks a role afterwards, unless the page already knows it.
 */
export function usePageOAuth(onSignedIn: (result: SignedIn) => void, presetRole?: SignupRole) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const popup = useOAuthPopup({
    signedIn: onSignedIn,
    roleRequired: (pending) => setPhase({ kind: 'role', pending }),
    failed: () => setPhase({ kind: 'idle' }),
  });

  const start = (provider: Provider) => {
    popup.start(provider, presetRole);
    setPhase({ kind: 'loading', provider });
  };

  const cancel = () => {
    popup.cancel();
    setPhase({ kind: 'idle' });
  };

  const chooseRole = async (role: SignupRole) => {
    if (phase.kind !== 'role') return;
    const { pending } = phase;
    try {
      onSignedIn(await finishWithRole(pending, role));
    } catch (error) {
      popup.fail(pending.provider, error);
    }
  };

  return { phase, start, cancel, chooseRole };
}

export function OAuthWaiting({ provider, onCancel }: { provider: Provider; onCancel: () => void }) {
  const intl = useIntl();
  const name = provider === 'apple' ? 'Apple' : 'Google';
  return (
    <div className="kv-stack shell-oauth-wait">
      <Spinner label={intl.formatMessage({ id: 'modal.oauthLoading.wait' }, { provider: name })} />
      <p className="kv-muted">
        <FormattedMessage id="modal.oauthLoading.text" values={{ provider: name }} />
      </p>
      <Button variant="secondary" onClick={onCancel}>
        <FormattedMessage id="modal.cancel" />
      </Button>
    </div>
  );
}

/**
 * A new OAuth user picks a role. On a page it has its own heading and a cancel button (`onCancel`);
 * in the modal, whose title already names the step and which has its own back button, neither.
 */
export function OAuthRolePanel({
  onChoose,
  onCancel,
}: {
  onChoose: (role: SignupRole) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useAuthT();
  const [role, setRole] = useState<SignupRole | ''>('');
  const [busy, setBusy] = useState(false);
  const submit = (
    <Button type="submit" disabled={!role} busy={busy}>
      <FormattedMessage id="modal.continue" />
    </Button>
  );
  return (
    <form
      className="kv-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!role || busy) return;
        setBusy(true);
        void onChoose(role).finally(() => setBusy(false));
      }}
    >
      {onCancel ? (
        <h2 className="shell-step-title">
          <FormattedMessage id="modal.roleSelection.title" />
        </h2>
      ) : null}
      <p>{t('auth.oauth_role_required')}</p>
      <RoleChoice value={role} onChange={setRole} />
      {onCancel ? (
        <div className="shell-form-actions">
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="modal.cancel" />
          </Button>
          {submit}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
