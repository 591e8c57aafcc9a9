import { useIntl } from 'react-intl';
import { TextField } from '@konstvagg/ui/forms';

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
