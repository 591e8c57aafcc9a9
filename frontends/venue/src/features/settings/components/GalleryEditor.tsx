import { useState } from 'react';
import { Button, uploadErrorText } from '@konstvagg/ui';
import { useT } from '../../../common/text.tsx';
import { MAX_GALLERY, movePhoto } from '../profile-state.ts';
import { uploadGalleryImage } from '../api/upload.ts';

/** Up to ten gallery photos: upload (with progress), reorder with buttons, remove. */
export function GalleryEditor({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const t = useT();
  const [uploading, setUploading] = useState<{ name: string; share: number }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const room = MAX_GALLERY - value.length - uploading.length;

  const add = async (files: File[]) => {
    setError(null);
    const picked = files.slice(0, Math.max(0, room));
    if (files.length > picked.length) setError(t('gallery.tooMany', { max: MAX_GALLERY }));
    let list = value;
    for (const file of picked) {
      setUploading((u) => [...u, { name: file.name, share: 0 }]);
      try {
        const url = await uploadGalleryImage(file, (share) =>
          setUploading((u) => u.map((x) => (x.name === file.name ? { ...x, share } : x))),
        );
        list = [...list, url];
        onChange(list);
      } catch (err) {
        // The server's words about the file (too large, not an image), as the artwork form shows them.
        const reason = uploadErrorText(err, '');
        setError(
          reason
            ? t('gallery.uploadErrorReason', { name: file.name, reason })
            : t('gallery.uploadError', { name: file.name }),
        );
      } finally {
        setUploading((u) => u.filter((x) => x.name !== file.name));
      }
    }
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
      {uploading.map((u) => (
        <p key={u.name} className="kv-muted" role="status">
          {t('gallery.uploading', { name: u.name, percent: Math.round(u.share * 100) })}
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
            void add(files);
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
