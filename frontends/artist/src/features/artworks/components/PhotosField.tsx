import { MAX_ARTWORK_IMAGES } from '@konstvagg/rules';
import { useRef } from 'react';
import { Button } from '@konstvagg/ui';
import { ImageUploadList } from '@konstvagg/ui/image-uploads';
import type { FormImage } from './form-state.ts';
import { useFormText } from './form-text.ts';
import type { ArtworkFormState } from './use-artwork-form.ts';

/**
 * The work's photos: add (each upload with its progress bar), reorder by dragging or with the
 * buttons, make one the primary image (the first), remove; every change said to screen readers.
 */
export function PhotosField({
  images,
  photos,
  error,
  announcement,
}: {
  images: FormImage[];
  photos: ArtworkFormState['photos'];
  error: string | null;
  announcement: string;
}) {
  const t = useFormText();
  const dragFrom = useRef<number | null>(null);
  return (
    <fieldset className="kv-artwork-form__group">
      <legend>{t('form.photos.legend')}</legend>
      <p className="kv-artwork-form__hint" id="kv-photos-hint">
        {t('form.photos.hint')}
      </p>
      <label className="kv-artwork-form__file">
        <span className="kv-button kv-button--secondary">{t('form.photos.add')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-describedby="kv-photos-hint"
          disabled={images.length >= MAX_ARTWORK_IMAGES}
          onChange={(e) => {
            photos.add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      <ImageUploadList
        className="kv-artwork-form__uploads"
        uploads={photos.uploads}
        onDismiss={photos.dismiss}
        text={{
          progress: (name) => t('form.photos.progress', { name }),
          failed: t('form.photos.failed'),
          dismiss: t('form.photos.dismiss'),
        }}
      />
      {images.length > 0 ? (
        <ol className="kv-artwork-form__photos" aria-label={t('form.photos.list')}>
          {images.map((img, i) => (
            <li
              key={img.url}
              draggable
              data-testid="artwork-photo"
              data-url={img.url}
              onDragStart={(e) => {
                dragFrom.current = i;
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom.current !== null) photos.move(dragFrom.current, i);
                dragFrom.current = null;
              }}
            >
              <img src={img.thumb_url} alt={t('form.photos.alt', { position: i + 1 })} />
              {i === 0 ? (
                <strong className="kv-artwork-form__primary">{t('form.photos.primary')}</strong>
              ) : null}
              <div className="kv-artwork-form__photo-actions">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  onClick={() => photos.move(i, i - 1)}
                  aria-label={t('form.photos.up', { position: i + 1 })}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === images.length - 1}
                  onClick={() => photos.move(i, i + 1)}
                  aria-label={t('form.photos.down', { position: i + 1 })}
                >
                  ↓
                </Button>
                {i > 0 ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => photos.move(i, 0)}
                    aria-label={t('form.photos.makePrimary', { position: i + 1 })}
                  >
                    {t('form.photos.makePrimaryShort')}
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => photos.remove(i)}
                  aria-label={t('form.photos.remove', { position: i + 1 })}
                >
                  {t('form.photos.removeShort')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? <p className="kv-field__error">{error}</p> : null}
      <p className="kv-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
