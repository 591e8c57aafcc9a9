import { useEffect, useRef, useState } from 'react';
import { Button } from '@konstvagg/ui';
import { useImageUploads } from '@konstvagg/ui/image-uploads';
import { useT } from '../../../common/text.tsx';
import { MAX_GALLERY, movePhoto } from '../profile-state.ts';
import { uploadGalleryImage } from '../api/upload.ts';

/** Up to ten gallery photos: upload (with progress), reorder with buttons, remove. */
export function GalleryEditor({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  // The list as last handed on: two uploads may finish before the page has rendered the first.
  const sent = useRef(value);
  useEffect(() => {
    sent.current = value;
  }, [value]);
  const { uploads, room, choose } = useImageUploads({
    upload: uploadGalleryImage,
    max: MAX_GALLERY,
    taken: value.length,
    onUploaded: (urls) => {
      sent.current = [...sent.current, ...urls];
      onChange(sent.current);
    },
    // The server's words about the file (too large, not an image), as the artwork form shows them.
    onSettled: (file, outcome) => {
      if (outcome.ok) return;
      setError(
        outcome.reason
          ? t('gallery.uploadErrorReason', { name: file.name, reason: outcome.reason })
          : t('gallery.uploadError', { name: file.name }),
      );
    },
    keepFailed: false,
  });

  const add = (files: File[]) => {
    setError(null);
    if (choose(files) > 0) setError(t('gallery.tooMany', { max: MAX_GALLERY }));
  };

  return (
    <div className="venue-gallery">
      {value.length ? (
        <ol className="venue-gallery__list">
          {value.map((url, i) => (
            <li key={url} className="venue-gallery__item">
              <img src={url} alt={t('gallery.photoN', { n: i + 1 })} />
              <div className="venue-gallery__buttons">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  aria-label={t('gallery.earlier', { n: i + 1 })}
                  onClick={() => onChange(movePhoto(value, i, -1))}
                >
                  ←
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === value.length - 1}
                  aria-label={t('gallery.later', { n: i + 1 })}
                  onClick={() => onChange(movePhoto(value, i, 1))}
                >
                  →
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('gallery.remove', { n: i + 1 })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  ✕
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="kv-muted">{t('gallery.none')}</p>
      )}
      {uploads.map((u) => (
        <p key={u.key} className="kv-muted" role="status">
          {t('gallery.uploading', { name: u.name, percent: Math.round(u.progress * 100) })}
        </p>
      ))}
      <div className="kv-field">
        <label className="kv-field__label" htmlFor="venue-gallery-input">
          {t('gallery.add')}
        </label>
        <input
          id="venue-gallery-input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={room <= 0}
          aria-describedby="venue-gallery-hint"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            add(files);
          }}
        />
        <p id="venue-gallery-hint" className="kv-field__hint">
          {t('gallery.hint', { count: value.length, max: MAX_GALLERY })}
        </p>
      </div>
      {error ? (
        <p className="kv-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
