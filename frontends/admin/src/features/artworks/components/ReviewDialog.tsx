import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, Button } from '@konstvagg/ui';
import { FormAlert, TextAreaField } from '@konstvagg/ui/forms';
import { ArtworkPreview } from './Preview.tsx';
import { decide, type QueuedArtwork } from '../api/queue.ts';
import { REASON_MAX, REASON_MIN, REJECT_REASONS, composeReason, type RejectReason } from '../reasons.ts';
import { ModalDialog } from '../../../common/dialogs/ModalDialog.tsx';

export type Outcome = 'approved' | 'rejected' | 'conflict';

/**
 * One work under review, in a modal <dialog>: showModal() makes the page behind inert (focus stays
 * inside), Escape closes it, and focus returns to the button that opened it.
 */
export function ReviewDialog({
  artwork,
  onClose,
  onDecided,
}: {
  artwork: QueuedArtwork;
  onClose: () => void;
  onDecided: (outcome: Outcome, artwork: QueuedArtwork) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [preset, setPreset] = useState<RejectReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function run(kind: 'approve' | 'reject', reason?: string) {
    setBusy(kind);
    setError(null);
    try {
      await decide(artwork.id, reason === undefined ? { approve: true } : { reason });
      onDecided(kind === 'approve' ? 'approved' : 'rejected', artwork);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) onDecided('conflict', artwork);
      else setError(e instanceof ApiError ? e.message : t('review.error'));
    } finally {
      setBusy(null);
    }
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    const reason = composeReason(preset ? t(`reject.reason.${preset}`) : null, text);
    if (reason.length < REASON_MIN) {
      setReasonError(t('reject.reasonRequired', { min: REASON_MIN }));
      return;
    }
    setReasonError(null);
    void run('reject', reason);
  }

  return (
    <ModalDialog className="adm-dialog" onClose={onClose}>
      {(headingId) => (
        <>
          <div className="adm-dialog__bar">
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('review.close')}
            </Button>
          </div>
          <ArtworkPreview artwork={artwork} headingId={headingId} />
          <section className="adm-decide" aria-label={t('review.decision')}>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <Button onClick={() => void run('approve')} busy={busy === 'approve'} disabled={busy !== null}>
              {t('review.approve')}
            </Button>
            <form className="adm-reject" onSubmit={reject} noValidate>
              <fieldset>
                <legend>{t('reject.legend')}</legend>
                {REJECT_REASONS.map((key) => (
                  <label key={key} className="adm-reject__option">
                    <input
                      type="radio"
                      name="reject-reason"
                      value={key}
                      checked={preset === key}
                      onChange={() => setPreset(key)}
                    />
                    {t(`reject.reason.${key}`)}
                  </label>
                ))}
                <label className="adm-reject__option">
                  <input
                    type="radio"
                    name="reject-reason"
                    value=""
                    checked={preset === null}
                    onChange={() => setPreset(null)}
                  />
                  {t('reject.reason.own')}
                </label>
              </fieldset>
              <TextAreaField
                label={t('reject.text')}
                hint={t('reject.textHint')}
                value={text}
                onChange={setText}
                maxLength={REASON_MAX}
                error={reasonError}
                rows={3}
              />
              <Button type="submit" variant="secondary" busy={busy === 'reject'} disabled={busy !== null}>
                {t('review.reject')}
              </Button>
            </form>
          </section>
        </>
      )}
    </ModalDialog>
  );
}
