import { ARTWORK_TITLE_LIMITS, MAX_ARTWORK_IMAGES, MESSAGE_NUMBERS } from '@konstvagg/rules';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Artwork } from '@konstvagg/contracts';
import { createArtwork, myArtistProfile, submitArtwork, updateArtwork } from '@konstvagg/contracts/endpoints';
import { CATEGORIES, STYLES, type Category, type Style } from '@konstvagg/contracts/vocabulary';
import { ApiError, Button, call, useToast } from '@konstvagg/ui';
import { ArtworkCard, useArtworkText, type ArtworkCardData } from '@konstvagg/ui/artwork';
import {
  FormAlert,
  ImageUploadList,
  SelectField,
  TextAreaField,
  TextField,
  useImageUploads,
} from '@konstvagg/ui/forms';
import { useLeaveBlocker } from '@konstvagg/ui/leave-guard';
import {
  bodyOf,
  emptyValues,
  moveImage,
  parseNumber,
  sizeBandOf,
  validate,
  valuesOf,
  type FieldName,
  type FormValues,
} from './form-state.ts';
import { SplitPreview } from './SplitPreview.tsx';
import { uploadArtworkImage } from '../api/upload.ts';
import './artwork-form.css';

export const profileQueryKey = ['artists', 'profile', 'me'] as const;

/**
 * The one artwork form behind /artist/artworks/create and /artist/artworks/edit/{id}: photos,
 * details, size band, price with its split, a live card preview; saves as draft or submits.
 */
export function ArtworkForm({ artwork }: { artwork?: Artwork }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage(
      { id },
      {
        ...MESSAGE_NUMBERS,
        maxImages: MAX_ARTWORK_IMAGES,
        titleMin: ARTWORK_TITLE_LIMITS.min,
        titleMax: ARTWORK_TITLE_LIMITS.max,
        ...values,
      },
    );
  const { text, lang } = useArtworkText();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: () => call(myArtistProfile),
  });
  const artist = profile.data?.artist;

  const [values, setValues] = useState<FormValues>(() => (artwork ? valuesOf(artwork) : emptyValues()));
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragFrom = useRef<number | null>(null);
  // Set just before the form navigates itself after a save: nothing is left unsaved then.
  const leaving = useRef(false);

  // A new work starts with the profile's default commission, once the profile has loaded.
  const commissionSet = useRef(Boolean(artwork));
  useEffect(() => {
    if (commissionSet.current || !artist) return;
    commissionSet.current = true;
    const commission = String(artist.default_venue_commission);
    setValues((v) => ({ ...v, venue_commission: commission }));
    setSaved((s) => JSON.stringify({ ...(JSON.parse(s) as FormValues), venue_commission: commission }));
  }, [artist]);

  // Photos join the list in the order they were chosen, whichever upload finishes first.
  const photos = useImageUploads({
    upload: uploadArtworkImage,
    max: MAX_ARTWORK_IMAGES,
    taken: values.images.length,
    onUploaded: (images) => setValues((v) => ({ ...v, images: [...v.images, ...images] })),
    onSettled: (file, outcome) => {
      if (outcome.ok) {
        setServerErrors(({ images: _, ...rest }) => rest);
        setAnnouncement(t('form.photos.uploaded', { name: file.name }));
      } else setAnnouncement(outcome.reason ?? t('form.photos.failed'));
    },
  });

  const dirty = JSON.stringify(values) !== saved || photos.uploads.some((u) => !u.failed);
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clientErrors = validate(values);
  const errorOf = (field: FieldName): string | null => {
    if (serverErrors[field]) return serverErrors[field];
    const key = clientErrors[field];
    return attempted && key ? t(`form.error.${key}`) : null;
  };
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const band = sizeBandOf(values);

  const onFiles = (files: FileList | null) => {
    if (photos.choose(files) > 0) setAnnouncement(t('form.photos.tooMany'));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= values.images.length) return;
    set('images', moveImage(values.images, from, to));
    setAnnouncement(t('form.photos.moved', { position: to + 1, count: values.images.length }));
  };

  const save = async (): Promise<Artwork | null> => {
    setAttempted(true);
    setFormError(null);
    if (Object.keys(validate(values)).length > 0) {
      setFormError(t('form.error.summary'));
      return null;
    }
    try {
      const body = bodyOf(values);
      const res = artwork
        ? await call(updateArtwork, { params: { id: artwork.id }, body })
        : await call(createArtwork, { body });
      const next = valuesOf(res.artwork);
      setValues(next);
      setSaved(JSON.stringify(next));
      setServerErrors({});
      return res.artwork;
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(error.fields ?? {});
        setFormError(error.message);
      } else setFormError(t('form.error.network'));
      return null;
    }
  };

  const go = (path: string) => {
    leaving.current = true;
    void navigate(path, { replace: path.startsWith('/artist/artworks/edit/') });
  };

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('save');
    const result = await save();
    setBusy(null);
    if (!result) return;
    toast.success(t('form.saved'));
    if (!artwork) go(`/artist/artworks/edit/${encodeURIComponent(result.id)}`);
  };

  const onSubmitForReview = async () => {
    setBusy('submit');
    const result = await save();
    if (!result) return setBusy(null);
    try {
      await call(submitArtwork, { params: { id: result.id } });
      toast.success(t('form.submitted'));
      go('/artist/artworks');
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('form.error.network'));
      if (!artwork) go(`/artist/artworks/edit/${encodeURIComponent(result.id)}`);
    } finally {
      setBusy(null);
    }
  };

  const preview: ArtworkCardData = useMemo(
    () => ({
      id: artwork?.id ?? 'preview',
      title: values.title.trim() || t('form.preview.untitled'),
      category: values.category,
      style: values.style,
      price: parseNumber(values.price) || 0,
      width_cm: parseNumber(values.width_cm) || 0,
      height_cm: parseNumber(values.height_cm) || 0,
      size_category: band ?? 'S',
      status: 'available',
      artist_name: artist?.artist_name ?? artwork?.artist_name ?? '',
      images: values.images.map((img, i) => ({ ...img, id: img.id ?? img.url, is_primary: i === 0 })),
      primary_image: values.images[0]?.url ?? null,
      currentLocation: null,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, band, artist, artwork],
  );

  const rejected = artwork?.status === 'draft' && artwork.rejection_reason;
  const canSubmit = !artwork || artwork.status === 'draft';

  return (
    <div className="kv-artwork-form">
      {rejected ? (
        <section className="kv-artwork-form__rejected" aria-labelledby="kv-rejected-title">
          <h2 id="kv-rejected-title">{t('form.rejected.title')}</h2>
          <p>{artwork.rejection_reason}</p>
          <p>{t('form.rejected.next')}</p>
        </section>
      ) : null}
      {artwork && artwork.status !== 'draft' ? (
        <p className="kv-artwork-form__status">{t('form.status', { status: text.status[artwork.status] })}</p>
      ) : null}
      <div className="kv-artwork-form__layout">
        <form className="kv-artwork-form__fields" onSubmit={onSave} noValidate>
          {formError ? <FormAlert>{formError}</FormAlert> : null}

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
                disabled={values.images.length >= MAX_ARTWORK_IMAGES}
                onChange={(e) => {
                  onFiles(e.target.files);
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
            {values.images.length > 0 ? (
              <ol className="kv-artwork-form__photos" aria-label={t('form.photos.list')}>
                {values.images.map((img, i) => (
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
                      if (dragFrom.current !== null) move(dragFrom.current, i);
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
                        onClick={() => move(i, i - 1)}
                        aria-label={t('form.photos.up', { position: i + 1 })}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={i === values.images.length - 1}
                        onClick={() => move(i, i + 1)}
                        aria-label={t('form.photos.down', { position: i + 1 })}
                      >
                        ↓
                      </Button>
                      {i > 0 ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          onClick={() => move(i, 0)}
                          aria-label={t('form.photos.makePrimary', { position: i + 1 })}
                        >
                          {t('form.photos.makePrimaryShort')}
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          set(
                            'images',
                            values.images.filter((_, j) => j !== i),
                          );
                          setAnnouncement(t('form.photos.removed', { position: i + 1 }));
                        }}
                        aria-label={t('form.photos.remove', { position: i + 1 })}
                      >
                        {t('form.photos.removeShort')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ol>
            ) : null}
            {errorOf('images') ? <p className="kv-field__error">{errorOf('images')}</p> : null}
            <p className="kv-visually-hidden" aria-live="polite">
              {announcement}
            </p>
          </fieldset>

          <fieldset className="kv-artwork-form__group">
            <legend>{t('form.details.legend')}</legend>
            <TextField
              label={t('form.title')}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              error={errorOf('title')}
              required
              maxLength={ARTWORK_TITLE_LIMITS.max}
            />
            <TextAreaField
              label={t('form.description')}
              value={values.description}
              onChange={(v) => set('description', v)}
              error={errorOf('description')}
              maxLength={2000}
            />
            <SelectField
              label={t('form.category')}
              value={values.category}
              onChange={(e) => set('category', e.target.value as Category)}
              error={errorOf('category')}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {text.category[c]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('form.style')}
              value={values.style}
              onChange={(e) => set('style', e.target.value as Style)}
              error={errorOf('style')}
            >
              {STYLES.map((s) => (
                <option key={s} value={s}>
                  {text.style[s]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('form.technique')}
              hint={t('form.technique.hint')}
              value={values.technique}
              onChange={(e) => set('technique', e.target.value)}
              error={errorOf('technique')}
              maxLength={120}
            />
            <TextField
              label={t('form.year')}
              value={values.year}
              onChange={(e) => set('year', e.target.value)}
              error={errorOf('year')}
              inputMode="numeric"
            />
          </fieldset>

          <fieldset className="kv-artwork-form__group">
            <legend>{t('form.size.legend')}</legend>
            <div className="kv-artwork-form__row">
              <TextField
                label={t('form.width')}
                value={values.width_cm}
                onChange={(e) => set('width_cm', e.target.value)}
                error={errorOf('width_cm')}
                inputMode="decimal"
                required
              />
              <TextField
                label={t('form.height')}
                value={values.height_cm}
                onChange={(e) => set('height_cm', e.target.value)}
                error={errorOf('height_cm')}
                inputMode="decimal"
                required
              />
              <TextField
                label={t('form.depth')}
                value={values.depth_cm}
                onChange={(e) => set('depth_cm', e.target.value)}
                error={errorOf('depth_cm')}
                inputMode="decimal"
              />
            </div>
            <p className="kv-artwork-form__derived" aria-live="polite" data-testid="size-band">
              {band
                ? t('form.size.band', { band, name: text.sizeCategory[band], range: text.sizeRange[band] })
                : t('form.size.bandPending')}
            </p>
          </fieldset>

          <fieldset className="kv-artwork-form__group">
            <legend>{t('form.price.legend')}</legend>
            <TextField
              label={t('form.price')}
              hint={t('form.price.hint')}
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              error={errorOf('price')}
              inputMode="decimal"
              required
            />
            <TextField
              label={t('form.commission')}
              hint={t('form.commission.hint')}
              value={values.venue_commission}
              onChange={(e) => set('venue_commission', e.target.value)}
              error={errorOf('venue_commission')}
              inputMode="decimal"
            />
            <SplitPreview values={values} fee={artist?.platform_fee} lang={lang} />
          </fieldset>

          <div className="kv-artwork-form__actions">
            <Button
              type="submit"
              variant={canSubmit ? 'secondary' : 'primary'}
              busy={busy === 'save'}
              disabled={busy !== null}
            >
              {t(canSubmit ? 'form.saveDraft' : 'form.save')}
            </Button>
            {canSubmit ? (
              <Button
                type="button"
                busy={busy === 'submit'}
                disabled={busy !== null}
                onClick={() => void onSubmitForReview()}
              >
                {t('form.submit')}
              </Button>
            ) : null}
          </div>
          <p className="kv-artwork-form__hint">{t('form.submit.hint')}</p>
        </form>

        <aside className="kv-artwork-form__preview" aria-labelledby="kv-preview-title">
          <h2 id="kv-preview-title">{t('form.preview.title')}</h2>
          <p className="kv-artwork-form__hint">{t('form.preview.hint')}</p>
          {/* The card as buyers see it; inert, since the draft has no public page yet. */}
          <div inert>
            <ArtworkCard artwork={preview} headingLevel={3} />
          </div>
        </aside>
      </div>

      {blocker.state === 'blocked' ? (
        <div
          className="kv-artwork-form__leave"
          role="alertdialog"
          aria-modal="false"
          aria-labelledby="kv-leave-title"
        >
          <p id="kv-leave-title">{t('form.leave.text')}</p>
          <div className="kv-artwork-form__actions">
            <Button type="button" variant="secondary" onClick={() => blocker.reset()} autoFocus>
              {t('form.leave.stay')}
            </Button>
            <Button type="button" onClick={() => blocker.proceed()}>
              {t('form.leave.go')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
