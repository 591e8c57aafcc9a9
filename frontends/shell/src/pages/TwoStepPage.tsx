import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, homeForRole, LinkButton, PageLoading, useSession, useToast } from '@konstvagg/ui';
import { FormAlert } from '@konstvagg/ui/forms';
import type { MfaSetupResponse } from '@konstvagg/contracts';
import { mfaSetup, mfaStatus, mfaVerify } from '../auth/auth-api.ts';
import { mfaStatusKey } from '../auth/AdminMfaGate.tsx';
import { serverMessage } from '../auth/errors.ts';
import { MfaCodeField, useCodeForm } from '../auth/MfaCodeField.tsx';
import { MfaQr } from '../auth/MfaQr.tsx';
import { safeNext } from '../auth/useFinishSignIn.ts';
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
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const from = safeNext((location.state as { from?: unknown } | null)?.from);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const home = user?.role === 'admin' ? (from ?? homeForRole('admin')) : '/profile';
  const form = useCodeForm(
    async (code) => {
      if (!user) return;
      const done = await mfaVerify(code);
      // The console's gate reads this at once, before any refetch.
      queryClient.setQueryData(mfaStatusKey(user.id), { enabled: true, required: true });
      toast.success(done.message);
      navigate(home, { replace: true });
    },
    (error) => serverMessage(error) ?? intl.formatMessage({ id: 'mfa.loadFailed' }),
  );

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
        <form className="kv-stack shell-req-form" onSubmit={form.submit} noValidate>
          <p>
            <FormattedMessage id="mfa.step2" />
          </p>
          <MfaCodeField {...form.field} />
          {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
          <Button type="submit" busy={form.busy}>
            <FormattedMessage id="mfa.setupSubmit" />
          </Button>
        </form>
      </div>
    </AccountPage>
  );
}
