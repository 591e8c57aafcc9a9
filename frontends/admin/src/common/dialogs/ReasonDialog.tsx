import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, Button } from '@konstvagg/ui';
import { FormAlert, TextAreaField } from '@konstvagg/ui/forms';
import { ModalDialog } from './ModalDialog.tsx';

/**
 * A modal <dialog> asking for a reason (suspend: required, reactivate: optional note). showModal()
 * keeps focus inside; Escape closes it; focus goes back to the button that opened it.
 */
export function ReasonDialog({
  title,
  text,
  label,
  submit,
  min,
  max,
  onClose,
  onSubmit,
}: {
  title: string;
  text: string;
  label: string;
  submit: string;
  /** 0: optional. */
  min: number;
  max: number;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < min) {
      setFieldError(t('reason.tooShort', { min }));
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('action.error'));
      setBusy(false);
    }
  }

  return (
    <ModalDialog className="adm-dialog adm-dialog--small" onClose={onClose}>
      {(headingId) => (
        <form className="adm-reason" onSubmit={send} noValidate>
          <h2 id={headingId}>{title}</h2>
          <p>{text}</p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextAreaField
            label={label}
            hint={min > 0 ? t('reason.hint', { min, max }) : t('reason.optional')}
            value={reason}
            onChange={setReason}
            maxLength={max}
            required={min > 0}
            error={fieldError}
            rows={4}
            autoFocus
          />
          <div className="adm-reason__actions">
            <Button type="submit" busy={busy} disabled={busy}>
              {submit}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('review.close')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
