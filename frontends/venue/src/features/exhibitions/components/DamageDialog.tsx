import { useEffect, useState } from 'react';
import type { ExhibitionView } from '@konstvagg/contracts';
import { presignDamagePhoto, reportDamage } from '@konstvagg/contracts/endpoints';
import { Button, call, uploadToBucket, useToast } from '@konstvagg/ui';
import { FormAlert, TextAreaField } from '@konstvagg/ui/forms';
import { UploadProgressList, useUploadOnSubmit } from '@konstvagg/ui/image-uploads';
import { errorText, useT } from '../../../common/text.tsx';
import { DAMAGE_MAX, DAMAGE_MIN, MAX_DAMAGE_PHOTOS, damageProblem } from '../../../common/exhibitions.ts';
import { Dialog } from '../../../common/Dialog.tsx';

/**
 * Report damage: a description (10-1000 characters) and up to five photos, sent as one multipart
 * POST /exhibitions/{id}/report-damage (fields `description` and `photos`).
 */
export function DamageDialog({
  view,
  onClose,
  onDone,
}: {
  view: ExhibitionView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const sending = useUploadOnSubmit();

  useEffect(() => {
    setDescription('');
    setPhotos([]);
    setTried(false);
    setFailure(null);
  }, [view?.id]);
  useEffect(() => {
    const urls = photos.map((p) => URL.createObjectURL(p));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [photos]);

  const problem = damageProblem(description, photos.length);
  const descriptionError =
    tried && (problem === 'short' || problem === 'long')
      ? t(`damage.error.${problem}`, { min: DAMAGE_MIN, max: DAMAGE_MAX })
      : null;

  const submit = async () => {
    setTried(true);
    if (!view || problem) return;
    setBusy(true);
    setFailure(null);
    try {
      // Each photo straight to the bucket (a phone photo does not fit through the API), then the
      // report names them.
      const presign = { endpoint: presignDamagePhoto, params: { id: view.id } };
      const photoKeys = await sending.send(photos, (photo, onProgress) =>
        uploadToBucket(presign, photo, onProgress),
      );
      await call(reportDamage, {
        params: { id: view.id },
        body: { description: description.trim(), photo_keys: photoKeys },
      });
      toast.success(t('damage.done', { title: view.artwork.title }));
      onDone();
    } catch (err) {
      setFailure(errorText(err, t('exh.actionError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={view !== null}
      onClose={onClose}
      title={view ? t('damage.title', { title: view.artwork.title }) : ''}
      wide
    >
      <form
        className="venue-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="kv-muted">{t('damage.text')}</p>
        <TextAreaField
          label={t('damage.description')}
          hint={t('damage.descriptionHint', { min: DAMAGE_MIN, max: DAMAGE_MAX })}
          value={description}
          onChange={setDescription}
          error={descriptionError}
          maxLength={DAMAGE_MAX}
          rows={4}
          required
        />
        <div className="kv-field">
          <label className="kv-field__label" htmlFor="venue-damage-photos">
            {t('damage.photos', { max: MAX_DAMAGE_PHOTOS })}
          </label>
          <input
            id="venue-damage-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={photos.length >= MAX_DAMAGE_PHOTOS}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              setPhotos((p) => [...p, ...picked].slice(0, MAX_DAMAGE_PHOTOS));
              e.target.value = '';
            }}
          />
          <p className="kv-field__hint">
            {t('damage.photosHint', { count: photos.length, max: MAX_DAMAGE_PHOTOS })}
          </p>
        </div>
        {photos.length ? (
          <ul className="venue-photos">
            {photos.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                <img src={previews[i]} alt="" />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setPhotos((all) => all.filter((_, j) => j !== i))}
                  aria-label={t('damage.removePhoto', { name: p.name })}
                >
                  {t('common.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <UploadProgressList uploads={sending.uploads} label={(name) => t('damage.uploading', { name })} />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="venue-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('damage.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
