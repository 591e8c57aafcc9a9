import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@konstvagg/ui';
import { resendVerification } from './auth-api.ts';
import { serverMessage } from './errors.ts';
import { useAuthT } from './useAuthT.ts';

/**
 * "Send the link again", from the dashboard's unverified banner and the verify page: the server's
 * answer (or its error) in a toast; `sending` is true while the request runs.
 */
export function useResendVerification() {
  const t = useAuthT();
  const intl = useIntl();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const res = await resendVerification();
      toast.success(res?.message ?? t('auth.verification_sent'));
    } catch (error) {
      toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'verify.resendFailed' }));
    } finally {
      setSending(false);
    }
  };
  return { resend, sending };
}
