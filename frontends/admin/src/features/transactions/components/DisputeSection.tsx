import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AdminDispute, AdminTransactionDetailResponse } from '@konstvagg/contracts/vocabulary';
import { formatPrice } from '@konstvagg/rules';
import { ApiError, Badge, Button } from '@konstvagg/ui';
import { FormAlert, TextAreaField } from '@konstvagg/ui/forms';
import { formatDateTime } from '../../../common/format/dates.ts';
import { DISPUTE_NOTE_MAX, saveDisputeEvidence } from '../api/actions.ts';
import { ModalDialog } from '../../../common/dialogs/ModalDialog.tsx';

/** A text longer than this many characters is folded (a <details> the admin opens). */
const FOLD_AT = 280;

/** Asks before the evidence goes to the bank (it cannot change after). Escape or Cancel says no. */
function ConfirmSubmit({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ModalDialog className="adm-dialog adm-dialog--small" onClose={onClose}>
      {(headingId) => (
        <div className="adm-reason">
          <h2 id={headingId}>{t('dispute.confirm.title')}</h2>
          <p>{t('dispute.confirm.text')}</p>
          <div className="adm-reason__actions">
            <Button type="button" onClick={onConfirm} autoFocus>
              {t('dispute.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('dispute.confirm.cancel')}
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

/**
 * The transaction page's dispute: where it stands, whether the seller is protected, the evidence
 * as it was sent to Stripe, and, while it is open, not submitted and not due, a note to add to it
 * (saved, or submitted to the bank now, after a confirmation).
 */
export function DisputeSection({
  orderId,
  dispute,
  currency,
  onChanged,
}: {
  orderId: string;
  dispute: AdminDispute;
  /** The order's currency (ISO 4217): the disputed amount and the platform's loss are in it. */
  currency: string;
  onChanged: (after: AdminTransactionDetailResponse, submitted: boolean) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lang = intl.locale === 'sv' ? 'sv' : 'en';
  const when = (iso: string) => formatDateTime(iso, intl.locale);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const reasonKey = `dispute.reason.${dispute.reason ?? 'unknown'}`;
  const reason = intl.messages[reasonKey] ? t(reasonKey) : (dispute.reason ?? t('dispute.reason.unknown'));
  const statusTone = dispute.status === 'won' ? 'success' : dispute.status === 'lost' ? 'danger' : 'warning';

  function check(): string | null {
    const trimmed = note.trim();
    if (!trimmed) {
      setFieldError(t('dispute.note.required'));
      noteRef.current?.focus();
      return null;
    }
    setFieldError(null);
    return trimmed;
  }

  async function send(submit: boolean) {
    const trimmed = check();
    if (!trimmed) return;
    setError(null);
    setBusy(submit ? 'submit' : 'save');
    try {
      const after = await saveDisputeEvidence(orderId, trimmed, submit);
      setNote('');
      onChanged(after, submit);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('action.error'));
    } finally {
      setBusy(null);
    }
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  return (
    <section className="adm-card adm-dispute" aria-labelledby="adm-tx-dispute" data-testid="dispute">
      <h2 id="adm-tx-dispute">{t('dispute.title')}</h2>
      <p className="adm-badges">
        <Badge tone={statusTone}>{t(`dispute.status.${dispute.status}`)}</Badge>
        <Badge tone={dispute.protected ? 'success' : 'neutral'}>
          {t(dispute.protected ? 'dispute.protected.badge' : 'dispute.unprotected.badge')}
        </Badge>
      </p>
      <dl className="adm-facts">
        <dt>{t('dispute.reason')}</dt>
        <dd>{reason}</dd>
        {dispute.due_by ? (
          <>
            <dt>{t('dispute.dueBy')}</dt>
            <dd>{when(dispute.due_by)}</dd>
          </>
        ) : null}
        <dt>{t('dispute.evidenceState')}</dt>
        <dd data-testid="dispute-evidence-state">
          {dispute.evidence_submitted_at
            ? t('dispute.submittedAt', { at: when(dispute.evidence_submitted_at) })
            : dispute.evidence_saved_at
              ? t('dispute.savedAt', { at: when(dispute.evidence_saved_at) })
              : t('dispute.notSaved')}
        </dd>
        {dispute.platform_loss !== null ? (
          <>
            <dt>{t('dispute.platformLoss')}</dt>
            <dd>{formatPrice(dispute.platform_loss, lang, currency)}</dd>
          </>
        ) : null}
      </dl>
      <p className="adm-sub">
        {t(dispute.protected ? 'dispute.protected.text' : 'dispute.unprotected.text')}
      </p>

      <h3>{t('dispute.sent')}</h3>
      {dispute.evidence.length === 0 ? (
        <p>{t('dispute.sent.none')}</p>
      ) : (
        <dl className="adm-evidence">
          {dispute.evidence.map((f) => (
            <div key={f.field} data-testid={`evidence-${f.field}`}>
              <dt>{f.label}</dt>
              <dd>
                {f.text.length > FOLD_AT ? (
                  <details>
                    <summary>
                      {f.text.slice(0, 120).replace(/\s+\S*$/, '')}…{' '}
                      <span className="adm-sub">{t('dispute.showAll')}</span>
                    </summary>
                    <pre className="adm-evidence__text">{f.text}</pre>
                  </details>
                ) : (
                  <pre className="adm-evidence__text">{f.text}</pre>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}

      {dispute.can_add_evidence ? (
        <form className="adm-evidence__form" onSubmit={onSave} noValidate>
          <h3>{t('dispute.add')}</h3>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextAreaField
            label={t('dispute.note.label')}
            hint={t('dispute.note.hint', { max: DISPUTE_NOTE_MAX })}
            value={note}
            onChange={setNote}
            maxLength={DISPUTE_NOTE_MAX}
            error={fieldError}
            rows={4}
            inputRef={noteRef}
          />
          <div className="adm-section-actions">
            <Button type="submit" variant="secondary" busy={busy === 'save'} disabled={busy !== null}>
              {t('dispute.save')}
            </Button>
            <Button
              type="button"
              busy={busy === 'submit'}
              disabled={busy !== null}
              onClick={() => {
                if (check()) setConfirming(true);
              }}
            >
              {t('dispute.submit')}
            </Button>
          </div>
        </form>
      ) : dispute.status === 'open' && !dispute.evidence_submitted_at ? (
        <p className="adm-sub">{t('dispute.pastDue')}</p>
      ) : null}
      {confirming ? (
        <ConfirmSubmit
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send(true);
          }}
        />
      ) : null}
    </section>
  );
}
