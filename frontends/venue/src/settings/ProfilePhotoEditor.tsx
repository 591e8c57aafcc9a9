import { useRef, useState } from 'react';
import { Button, cardImageUrl, uploadErrorText } from '@konstvagg/ui';
import { useT } from '../lib/common.tsx';
import { uploadVenueImage } from './upload.ts';

/**
 * The venue's profile photo in the settings draft: the photo (or the initial, as the public cards
 * show a venue without one), a file input that uploads a new one with progress, and Remove. It only
 * changes the draft: the upload's card-sized variant (cardImageUrl), or null; the save bar saves it.
 */
export function ProfilePhotoEditor({
  value,
  name,
  onChange,
}: {
  value: string | null;
  /** The venue name, whose initial stands in for a missing photo. */
  name: string;
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
      onChange(cardImageUrl(await uploadVenueImage(file, setProgress)));
    } catch (err) {
      setError(uploadErrorText(err, t('photo.uploadError')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="venue-photo">
      {value ? (
        <img
          className="venue-photo__preview"
          src={value}
          alt={t('photo.alt')}
          width={400}
          height={300}
          data-testid="profile-photo"
        />
      ) : (
        <div className="venue-photo__preview venue-photo__preview--empty" data-testid="profile-photo-none">
          <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '·'}</span>
          <span className="venue-photo__none">{t('photo.none')}</span>
        </div>
      )}
      <div className="venue-photo__controls">
        <div className="kv-field">
          <label className="kv-field__label" htmlFor="venue-photo-input">
            {t('photo.choose')}
          </label>
          <input
            ref={input}
            id="venue-photo-input"
            className="venue-photo__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            aria-describedby={error ? 'venue-photo-hint venue-photo-error' : 'venue-photo-hint'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <p id="venue-photo-hint" className="kv-field__hint">
            {t('photo.hint')}
          </p>
        </div>
        <p className="venue-photo__status" role="status">
          {uploading ? (
            <>
              <progress max={1} value={progress} aria-label={t('photo.progress')} />
              {t('photo.uploading', { percent: Math.round(progress * 100) })}
            </>
          ) : null}
        </p>
        {error ? (
          <p id="venue-photo-error" className="kv-field__error" role="alert">
            {error}
          </p>
        ) : null}
        {value ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={uploading}
              onClick={() => {
                setError(null);
                onChange(null);
                // The button goes with the photo: keep the keyboard where the next step is.
                input.current?.focus();
              }}
            >
              {t('photo.remove')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
