import { useRef, useState } from 'react';
import { Button, cardImageUrl, uploadErrorText } from '@konstvagg/ui';
import { uploadArtistImage } from '../artwork-form/upload.ts';
import { useT } from './common.tsx';

/**
 * The profile photo of the settings form: the photo as the form holds it (or the initial, as the
 * public cards show a profile without one), a file input that uploads a new one with progress, and
 * Remove. It only changes the form's value: the upload's card-sized variant (cardImageUrl), or
 * null. The form's Save sends it.
 */
export function ProfilePhotoField({
  value,
  changed,
  name,
  disabled = false,
  onChange,
}: {
  /** The photo the form holds: a media URL, or null for none. */
  value: string | null;
  /** True when `value` is not the saved photo (the form says Save is still to come). */
  changed: boolean;
  /** The artist name, whose initial stands in for a missing photo. */
  name: string;
  disabled?: boolean;
  onChange: (url: string | null) => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      onChange(cardImageUrl(await uploadArtistImage(file, setProgress)));
    } catch (err) {
      setError(uploadErrorText(err, t('settings.photo.uploadError')));
    } finally {
      setProgress(null);
    }
  };

  const status = uploading
    ? t('settings.photo.uploading', { percent: Math.round(progress * 100) })
    : changed
      ? t(value ? 'settings.photo.notSaved' : 'settings.photo.removedNotSaved')
      : '';

  return (
    <fieldset className="studio-photo">
      <legend className="studio-photo__legend">{t('settings.photo.title')}</legend>
      <div className="studio-photo__layout">
        {value ? (
          <img
            className="studio-photo__preview"
            src={value}
            alt={t('settings.photo.alt')}
            width={400}
            height={300}
            data-testid="profile-photo"
          />
        ) : (
          <div
            className="studio-photo__preview studio-photo__preview--empty"
            data-testid="profile-photo-none"
          >
            <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '·'}</span>
            <span className="studio-photo__none">{t('settings.photo.none')}</span>
          </div>
        )}
        <div className="studio-photo__controls">
          <div className="kv-field">
            <label className="kv-field__label" htmlFor="settings-photo">
              {t('settings.photo.choose')}
            </label>
            <input
              ref={input}
              id="settings-photo"
              className="studio-photo__input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={disabled || uploading}
              aria-describedby={error ? 'settings-photo-hint settings-photo-error' : 'settings-photo-hint'}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <p id="settings-photo-hint" className="kv-field__hint">
              {t('settings.photo.hint')}
            </p>
          </div>
          <p className="studio-photo__status" role="status">
            {uploading ? (
              <progress max={1} value={progress} aria-label={t('settings.photo.progress')} />
            ) : null}
            {status}
          </p>
          {error ? (
            <p id="settings-photo-error" className="kv-field__error" role="alert">
              {error}
            </p>
          ) : null}
          {value ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled || uploading}
                onClick={() => {
                  setError(null);
                  onChange(null);
                  // The button goes with the photo: keep the keyboard where the next step is.
                  input.current?.focus();
                }}
              >
                {t('settings.photo.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
