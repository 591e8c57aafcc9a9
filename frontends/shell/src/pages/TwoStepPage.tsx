import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, homeForRole, LinkButton, PageLoading, useSession, useToast } from '@konstvagg/ui';
import { FormAlert } from '@konstvagg/ui/forms';
import type { MfaSetupResponse } from '@konstvagg/contracts';
import { mfaSetup, mfaStatus, mfaVerify } from '../auth/auth-api.ts';
import { mfaStatusKey } from '../auth/AdminMfaGate.tsx';
import { serverMessage } from '../auth/errors.ts';
import { cleanCode, isCodeShaped, MfaCodeField } from '../auth/MfaCodeField.tsx';
import { MfaQr } from '../auth/MfaQr.tsx';
import { safeNext } from '../auth/useFinishSignIn.ts';
import { useAuthT } from '../auth/useAuthT.ts';
import { AccountPage } from './AccountPage.tsx';

type Phase =
  | { kind: 'loading' }
  | { kind: 'enabled' }
  | { kind: 'setup'; setup: MfaSetupResponse }
  | { kind: 'failed'; message: string };

/**
 * Two-step sign-in set-up (issue 41), /account/two-step: a QR code of the otpauth:// URI, the same
 * secret as text for typing, and the app's first code to turn it on. Admins are sent here before
 * the console opens (AdminMfaGate); anyone else may come from their profile.
 */
export function TwoStepPage() {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const from = safeNext((location.state as { from?: unknown } | null)?.from);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const status = await mfaStatus();
        if (!live) return;
        if (status.enabled) return setPhase({ kind: 'enabled' });
        const setup = await mfaSetup();
        if (live) setPhase({ kind: 'setup', setup });
      } catch (error) {
        if (live)
          setPhase({
            kind: 'failed',
            message: serverMessage(error) ?? intl.formatMessage({ id: 'mfa.loadFailed' }),
          });
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, intl]);

  if (!user) return null;
  const home = user.role === 'admin' ? (from ?? homeForRole('admin')) : '/profile';

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
      const done = await mfaVerify(cleanCode(code));
      // The console's gate reads this at once, before any refetch.
      queryClient.setQueryData(mfaStatusKey(user.id), { enabled: true, required: true });
      toast.success(done.message);
      navigate(home, { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fields.code) {
        setFieldError(error.fields.code);
        setCode('');
        return;
      }
      setFailure(serverMessage(error) ?? intl.formatMessage({ id: 'mfa.loadFailed' }));
    }
  };

  const lead = <FormattedMessage id={user.role === 'admin' ? 'mfa.setupLead' : 'mfa.setupLeadOptional'} />;
  if (phase.kind === 'loading')
    return (
      <AccountPage titleId="mfa.setupTitle" lead={lead}>
        <PageLoading />
      </AccountPage>
    );
  if (phase.kind === 'enabled')
    return (
      <AccountPage titleId="mfa.enabledTitle">
        <p>
          <FormattedMessage id="mfa.enabledText" />
        </p>
        <div>
          <LinkButton to={home}>
            <FormattedMessage id={user.role === 'admin' ? 'mfa.toConsole' : 'mfa.toProfile'} />
          </LinkButton>
        </div>
      </AccountPage>
    );
  if (phase.kind === 'failed')
    return (
      <AccountPage titleId="mfa.setupTitle" lead={lead}>
        <FormAlert>{phase.message}</FormAlert>
        <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          <FormattedMessage id="mfa.retry" />
        </Button>
      </AccountPage>
    );
  const { setup } = phase;
  return (
    <AccountPage titleId="mfa.setupTitle" lead={lead}>
      <div className="shell-mfa kv-stack">
        <p>
          <FormattedMessage id="mfa.step1" />
        </p>
        <MfaQr value={setup.otpauth_uri} label={intl.formatMessage({ id: 'mfa.qrLabel' })} />
        <p>
          <FormattedMessage id="mfa.secretLabel" />{' '}
          <code className="shell-mfa__secret" data-testid="mfa-secret">
            {setup.secret}
          </code>
        </p>
        <form className="kv-stack shell-req-form" onSubmit={submit} noValidate>
          <p>
            <FormattedMessage id="mfa.step2" />
          </p>
          <MfaCodeField
            value={code}
            onChange={(v) => {
              setCode(v);
              setFieldError(null);
            }}
            error={fieldError}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Button type="submit" busy={busy}>
            <FormattedMessage id="mfa.setupSubmit" />
          </Button>
        </form>
      </div>
    </AccountPage>
  );
}
