import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@konstvagg/ui';
import { TextField } from '@konstvagg/ui/forms';
import { useAuthT } from './useAuthT.ts';

/** The authenticator app's 6 digits: a numeric keypad on phones, and the browser's one-time-code fill. */
export function MfaCodeField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'mfa.codeLabel' })}
      hint={intl.formatMessage({ id: 'mfa.codeHint' })}
      aria-required
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      // Focus moves here when the step opens, so a keyboard user types the code at once.
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** The code as the API takes it: digits only ("123 456" as apps show it is fine). */
export const cleanCode = (value: string) => value.replace(/\s+/g, '');
export const isCodeShaped = (value: string) => /^\d{6}$/.test(cleanCode(value));

/**
 * A form that sends the authenticator app's code (the sign-in's second step, the set-up's first
 * code). A code of the wrong shape is named at the field without a call; one the server turns
 * down is named there too and emptied, to be typed again. Any other failure is `failed`'s to
 * word: its text stands under the form (none when it returns null). After `send` succeeds the
 * form stays busy, as the page moves on.
 */
export function useCodeForm(
  send: (code: string) => Promise<void>,
  failed: (error: unknown) => string | null,
) {
  const t = useAuthT();
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
      await send(cleanCode(code));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fields.code) {
        setFieldError(error.fields.code);
        setCode('');
        return;
      }
      setFailure(failed(error));
    }
  };

  return {
    submit,
    busy,
    failure,
    /** MfaCodeField's value, onChange and error. */
    field: {
      value: code,
      onChange: (value: string) => {
        setCode(value);
        setFieldError(null);
      },
      error: fieldError,
    },
  };
}
