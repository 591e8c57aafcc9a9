import { useRef, useState } from 'react';
import { Button } from '../components/Button.tsx';
import { cardImageUrl, uploadErrorText, type UploadedImageVariants } from '../uploads.ts';
import { useFieldIds } from './fields.tsx';
import './profile-photo.css';

/** Every word the profile photo field shows, in the person's language (the kit has no app messages). */
export interface ProfilePhotoFieldText {
  /** The part's name: the fieldset's legend, or the heading of its section (`heading`). */
  title: string;
  /** The photo's alt text. */
  alt: string;
  /** Under the initial when there is no photo. */
  none: string;
  /** The file input's label. */
  choose: string;
  /** Under the file input: the accepted types and where the photo shows. */
  hint: string;
  /** The status while uploading; `percent` is 0-100. */
  uploading: (percent: number) => string;
  /** The progress bar's accessible name. */
  progress: string;
  /** The error when the server said nothing about the file (no connection, a proxy's answer). */
  uploadError: string;
  /** The Remove button. */
  remove: string;
  /** The status when `changed` and there is a photo: uploaded, not saved yet. */
  notSaved?: string;
  /** The status when `changed` and there is none: removed, not saved yet. */
  removedNotSaved?: string;
}

/**
 * A profile photo as a form holds it: the photo (or the name's initial, as the public cards show a
 * profile without one) at the cards' 4:3, a labelled file input that uploads a new one through
 * `upload` with progress, the upload's error (the server's words about the file, see
 * uploadErrorText), and Remove, which hands the keyboard on to the file input. It only changes the
 * value: `onChange` gets the upload's card-sized variant (cardImageUrl) or null; the page saves it.
 *
 * By default a fieldset named by its legend (`text.title`), one field among a form's fields. With
 * `heading`, a section of its own under a heading of that level (a card of a settings page), named
 * by it; `className` then is the section's, `heading.className` the heading's.
 */
export function ProfilePhotoField({
  value,
  name,
  text,
  upload,
  onChange,
  changed = false,
  disabled = false,
  id,
  className,
  heading,
}: {
  /** The photo the form holds: a media URL, or null for none. */
  value: string | null;
  /** The profile's name, whose initial stands in for a missing photo. */
  name: string;
  text: ProfilePhotoFieldText;
  /** Uploads one file, reporting progress as 0-1; rejects with the API's ApiError. */
  upload: (file: File, onProgress: (share: number) => void) => Promise<UploadedImageVariants>;
  onChange: (url: string | null) => void;
  /**
   * True when `value` is not the saved photo and the field itself should say so (the status line
   * shows text.notSaved or text.removedNotSaved). A page that shows unsaved changes on its own
   * leaves it out.
   */
  changed?: boolean;
  disabled?: boolean;
  /** The file input's id; by default a generated one (React's useId). Hint and error ids derive from it. */
  id?: string;
  className?: string;
  heading?: { level: 2 | 3 | 4; className?: string };
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;
  const ids = useFieldIds(id, { hint: true, error });
  const titleId = `${ids.controlId}-title`;

  const choose = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      onChange(cardImageUrl(await upload(file, setProgress)));
    } catch (err) {
      setError(uploadErrorText(err, text.uploadError));
    } finally {
      setProgress(null);
    }
  };

  const status = uploading
    ? text.uploading(Math.round(progress * 100))
    : changed
      ? ((value ? text.notSaved : text.removedNotSaved) ?? '')
      : '';

  const body = (
    <div className="kv-photo-field__layout">
      {value ? (
        <img
          className="kv-photo-field__preview"
          src={value}
          alt={text.alt}
          width={400}
          height={300}
          data-testid="profile-photo"
        />
      ) : (
        <div
          className="kv-photo-field__preview kv-photo-field__preview--empty"
          data-testid="profile-photo-none"
        >
          <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '·'}</span>
          <span className="kv-photo-field__none">{text.none}</span>
        </div>
      )}
      <div className="kv-photo-field__controls">
        <div className="kv-field">
          <label className="kv-field__label" htmlFor={ids.controlId}>
            {text.choose}
          </label>
          <input
            ref={input}
            id={ids.controlId}
            className="kv-photo-field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={disabled || uploading}
            aria-describedby={ids.control['aria-describedby']}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void choose(file);
            }}
          />
          <p id={ids.hintId} className="kv-field__hint">
            {text.hint}
          </p>
        </div>
        <p className="kv-photo-field__status" role="status">
          {uploading ? <progress max={1} value={progress} aria-label={text.progress} /> : null}
          {status}
        </p>
        {error ? (
          <p id={ids.errorId} className="kv-field__error" role="alert">
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
              {text.remove}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );

  if (heading) {
    const Heading = `h${heading.level}` as const;
    return (
      <section className={className} aria-labelledby={titleId}>
        <Heading id={titleId} className={heading.className}>
          {text.title}
        </Heading>
        {body}
      </section>
    );
  }
  return (
    <fieldset className={className ? `kv-photo-field ${className}` : 'kv-photo-field'}>
      <legend className="kv-photo-field__legend">{text.title}</legend>
      {body}
    </fieldset>
  );
}
