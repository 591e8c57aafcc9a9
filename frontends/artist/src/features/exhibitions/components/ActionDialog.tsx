import { useState, type FormEvent } from 'react';
import { presignDamagePhoto } from '@konstvagg/contracts/endpoints';
import { ApiError, Button, call, uploadToBucket, useToast } from '@konstvagg/ui';
import { FieldError, FormAlert, TextAreaField, TextField } from '@konstvagg/ui/forms';
import { UploadProgressList, useUploadOnSubmit } from '@konstvagg/ui/image-uploads';
import { useT } from '../../../common/text.tsx';
import { LabelLink } from './LabelLink.tsx';
import { Modal } from './Modal.tsx';
import { DAMAGE_LIMITS, actionRequest, type ExhibitionAction, type ExhibitionView } from '../model.ts';

/** The actions that open this dialog (accept and confirm_return run at once). */
export type DialogAction = Extract<
  ExhibitionAction,
  'reject' | 'cancel' | 'ship' | 'request_return' | 'report_damage'
>;

/**
 * One dialog for the actions that ask for something first: a reason (reject, cancel, request a
 * return), the carrier and tracking (ship), or a description and photos (report damage).
 */
export function ActionDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: ExhibitionView | null;
  action: DialogAction | null;
  onClose: () => void;
  onDone: (updated: ExhibitionView | undefined) => void;
}) {
  const open = Boolean(item && action);
  return (
    <Modal open={open} onClose={onClose} labelledBy="exh-action-title">
      {item && action ? (
        <ActionForm
          key={`${item.id}:${action}`}
          item={item}
          action={action}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </Modal>
  );
}

function ActionForm({
  item,
  action,
  onClose,
  onDone,
}: {
  item: ExhibitionView;
  action: DialogAction;
  onClose: () => void;
  onDone: (updated: ExhibitionView | undefined) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useUploadOnSubmit();
  const names = { title: item.artwork.title, venue: item.venue.venue_name };

  const descriptionError =
    action === 'report_damage' && tried && description.trim().length < DAMAGE_LIMITS.descriptionMin
      ? t('exhibitions.field.descriptionShort', { min: DAMAGE_LIMITS.descriptionMin })
      : null;
  const photosError =
    photos.length > DAMAGE_LIMITS.photosMax
      ? t('exhibitions.field.tooManyPhotos', { max: DAMAGE_LIMITS.photosMax })
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (
      action === 'report_damage' &&
      (description.trim().length < DAMAGE_LIMITS.descriptionMin || photosError)
    )
      return;
    setBusy(true);
    setProblem(null);
    try {
      const photoKeys: string[] = [];
      if (action === 'report_damage') {
        // Each photo straight to the bucket (a phone photo does not fit through the API), then the
        // report names them.
        const presign = { endpoint: presignDamagePhoto, params: { id: item.id } };
        photoKeys.push(
          ...(await sending.send(photos, (photo, onProgress) => uploadToBucket(presign, photo, onProgress))),
        );
      }
      const request = actionRequest(item.id, action, { reason, carrier, tracking, description, photoKeys });
      const updated = await call(request.endpoint, request);
      toast.success(t(`exhibitions.done.${action}`, names));
      onDone(updated);
    } catch (err) {
      // The server says why in the reader's language (a 409 when the state moved on meanwhile).
      setProblem(err instanceof ApiError && err.message ? err.message : t('exhibitions.actionError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="exh-action-title" className="exh-dialog__title">
        {t(`exhibitions.dialog.${action}.title`, names)}
      </h2>
      <p>{t(`exhibitions.dialog.${action}.text`, names)}</p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {action === 'ship' ? (
        <>
          <p className="exh-address">
            <strong>{item.venue.venue_name}</strong>
            <br />
            {t('exhibitions.shipTo', {
              address: item.venue.address,
              postalCode: item.venue.postal_code,
              city: item.venue.city,
            })}
          </p>
          <p>
            <LabelLink artworkId={item.artwork.id} />
          </p>
          <TextField
            label={t('exhibitions.field.carrier')}
            hint={t('exhibitions.field.carrierHint')}
            value={carrier}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setCarrier(e.target.value)}
            data-autofocus
          />
          <TextField
            label={t('exhibitions.field.tracking')}
            value={tracking}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setTracking(e.target.value)}
          />
        </>
      ) : action === 'report_damage' ? (
        <>
          <TextAreaField
            label={t('exhibitions.field.description')}
            hint={t('exhibitions.field.descriptionHint', {
              min: DAMAGE_LIMITS.descriptionMin,
              max: DAMAGE_LIMITS.descriptionMax,
            })}
            value={description}
            onChange={setDescription}
            maxLength={DAMAGE_LIMITS.descriptionMax}
            error={descriptionError}
            required
            data-autofocus
          />
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="exh-damage-photos">
              {t('exhibitions.field.photos', { max: DAMAGE_LIMITS.photosMax })}
            </label>
            <input
              id="exh-damage-photos"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              aria-invalid={photosError ? true : undefined}
              aria-describedby={photosError ? 'exh-damage-photos-error' : undefined}
              onChange={(e) => setPhotos([...(e.target.files ?? [])])}
            />
            <FieldError id="exh-damage-photos-error">{photosError}</FieldError>
          </div>
          <UploadProgressList
            uploads={sending.uploads}
            label={(name) => t('exhibitions.field.uploading', { name })}
          />
        </>
      ) : (
        <TextAreaField
          label={t('exhibitions.field.reason')}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={3}
          data-autofocus
        />
      )}
      <div className="studio-work__actions exh-dialog__buttons">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('exhibitions.dialog.close')}
        </Button>
        <Button type="submit" busy={busy}>
          {t(`exhibitions.action.${action}`)}
        </Button>
      </div>
    </form>
  );
}
