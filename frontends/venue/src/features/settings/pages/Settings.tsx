import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { VENUE_TYPES, type VenueType } from '@konstvagg/contracts/vocabulary';
import {
  Button,
  Container,
  PageHeader,
  Spinner,
  call,
  useApiData,
  useDocumentTitle,
  useToast,
} from '@konstvagg/ui';
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from '@konstvagg/ui/forms';
// Its own entry, not the forms barrel (the artist's settings say why).
import { ProfilePhotoField } from '@konstvagg/ui/profile-photo';
import { useLeaveBlocker } from '@konstvagg/ui/leave-guard';
import { Dialog } from '../../../common/Dialog.tsx';
import { LoadError, LoadingLines, errorText, useT } from '../../../common/text.tsx';
import { hoursProblems } from '../hours.ts';
import { myVenueProfile, updateVenueProfile } from '@konstvagg/contracts/endpoints';
import { GalleryEditor } from '../components/GalleryEditor.tsx';
import { HoursEditor } from '../components/HoursEditor.tsx';
import {
  LIMITS,
  canSave,
  draftFromVenue,
  draftToBody,
  profileProblems,
  roundCoord,
  sameDraft,
  type ProfileDraft,
} from '../profile-state.ts';
import { uploadVenueImage } from '../api/upload.ts';
import '../../../venue.css';

const MapPin = lazy(() => import('../components/MapPin.tsx'));

type TextKey = 'venue_name' | 'address' | 'postal_code' | 'city' | 'phone' | 'email' | 'website';

export default function Settings() {
  const t = useT();
  const toast = useToast();
  useDocumentTitle(t('settings.title'));
  const me = useApiData(myVenueProfile);
  const venue = me.data?.venue;
  const [saved, setSaved] = useState<ProfileDraft | null>(null);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!venue || saved) return;
    const d = draftFromVenue(venue);
    setSaved(d);
    setDraft(d);
  }, [venue, saved]);

  const dirty = draft !== null && saved !== null && !sameDraft(draft, saved);
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problems = useMemo(() => (draft ? profileProblems(draft) : {}), [draft]);
  const set = (change: Partial<ProfileDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const fieldError = (key: keyof ProfileDraft): string | null => {
    if (fieldErrors[key]) return fieldErrors[key]!;
    const p = tried ? problems[key] : undefined;
    return p ? t(`settings.error.${p}`) : null;
  };

  const save = async () => {
    if (!draft || !venue) return;
    setTried(true);
    setFailure(null);
    setFieldErrors({});
    if (!canSave(draft)) {
      setFailure(t('settings.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const payload = draftToBody(draft);
      // Fields left out keep their value: photos are sent only when they changed, so a profile
      // whose photos predate the venue uploads can still save its other fields.
      if (saved && JSON.stringify(saved.gallery) === JSON.stringify(draft.gallery))
        delete payload.gallery_images;
      if (saved && saved.profile_image_url === draft.profile_image_url) delete payload.profile_image_url;
      const { venue: fresh } = await call(updateVenueProfile, { params: { id: venue.id }, body: payload });
      const next = draftFromVenue(fresh);
      setSaved(next);
      setDraft(next);
      setTried(false);
      toast.success(t('settings.saved'));
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields ?? {};
      setFieldErrors(fields);
      // Every field the server named, in its words (nested ones such as opening_hours.friday.close
      // have no box of their own here).
      const details = Object.values(fields).filter((m, i, all) => m && all.indexOf(m) === i);
      setFailure([errorText(err, t('settings.saveError')), ...details].join(' '));
    } finally {
      setBusy(false);
    }
  };

  const text = (key: TextKey, type = 'text', autoComplete?: string) =>
    draft ? (
      <TextField
        label={t(`settings.field.${key}`)}
        name={key}
        type={type}
        autoComplete={autoComplete}
        value={draft[key]}
        maxLength={LIMITS[key]}
        error={fieldError(key)}
        onChange={(e) => set({ [key]: e.target.value } as Partial<ProfileDraft>)}
      />
    ) : null;

  const lat = draft && draft.latitude.trim() !== '' && !problems.latitude ? Number(draft.latitude) : null;
  const lng = draft && draft.longitude.trim() !== '' && !problems.longitude ? Number(draft.longitude) : null;

  return (
    <Container>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {me.error ? <LoadError what="settings.loadError" error={me.error} retry={me.reload} /> : null}
      {!draft ? (
        <section className="kv-card" aria-labelledby="vs-loading">
          <h2 id="vs-loading" className="venue-card-title">
            {t('settings.profile')}
          </h2>
          {me.error ? null : <LoadingLines lines={5} />}
        </section>
      ) : (
        <form
          className="venue-settings"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <section className="kv-card venue-form" aria-labelledby="vs-profile">
            <h2 id="vs-profile" className="venue-card-title">
              {t('settings.profile')}
            </h2>
            {text('venue_name', 'text', 'organization')}
            <SelectField
              label={t('settings.field.venue_type')}
              value={draft.venue_type}
              onChange={(e) => set({ venue_type: e.target.value as VenueType })}
            >
              {VENUE_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`venueType.${v}`)}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('settings.field.description')}
              value={draft.description}
              maxLength={LIMITS.description}
              onChange={(description) => set({ description })}
              rows={5}
            />
            <div className="venue-form__row">
              {text('phone', 'tel', 'tel')}
              {text('email', 'email', 'email')}
            </div>
            {text('website', 'url', 'url')}
            <CheckboxField
              label={t('settings.field.accepts_commission_only')}
              checked={draft.accepts_commission_only}
              onChange={(accepts_commission_only) => set({ accepts_commission_only })}
            />
          </section>

          {/* The profile photo is part of the draft like every field here: an upload only puts it
              in the draft (unsaved, Discard takes it back), and the save bar saves it with the rest. */}
          <ProfilePhotoField
            className="kv-card venue-form"
            heading={{ level: 2, className: 'venue-card-title' }}
            value={draft.profile_image_url}
            name={draft.venue_name || venue?.venue_name || ''}
            text={{
              title: t('settings.photo'),
              alt: t('photo.alt'),
              none: t('photo.none'),
              choose: t('photo.choose'),
              hint: t('photo.hint'),
              uploading: (percent) => t('photo.uploading', { percent }),
              progress: t('photo.progress'),
              uploadError: t('photo.uploadError'),
              remove: t('photo.remove'),
            }}
            upload={uploadVenueImage}
            onChange={(profile_image_url) => set({ profile_image_url })}
          />

          <section className="kv-card venue-form" aria-labelledby="vs-place">
            <h2 id="vs-place" className="venue-card-title">
              {t('settings.place')}
            </h2>
            {text('address', 'text', 'street-address')}
            <div className="venue-form__row">
              {text('postal_code', 'text', 'postal-code')}
              {text('city', 'text', 'address-level2')}
            </div>
            <p className="kv-muted">{t('settings.pinHelp')}</p>
            <Suspense
              fallback={
                <div className="venue-map venue-map--loading">
                  <Spinner />
                </div>
              }
            >
              <MapPin
                lat={lat}
                lng={lng}
                label={t('settings.pin')}
                zoomIn={t('settings.zoomIn')}
                zoomOut={t('settings.zoomOut')}
                onPick={(la, ln) => set({ latitude: roundCoord(la), longitude: roundCoord(ln) })}
              />
            </Suspense>
            <div className="venue-form__row">
              <TextField
                label={t('settings.field.latitude')}
                name="latitude"
                inputMode="decimal"
                value={draft.latitude}
                error={fieldError('latitude')}
                onChange={(e) => set({ latitude: e.target.value })}
              />
              <TextField
                label={t('settings.field.longitude')}
                name="longitude"
                inputMode="decimal"
                value={draft.longitude}
                error={fieldError('longitude')}
                onChange={(e) => set({ longitude: e.target.value })}
              />
            </div>
          </section>

          <section className="kv-card venue-form" aria-labelledby="vs-hours">
            <h2 id="vs-hours" className="venue-card-title">
              {t('settings.hours')}
            </h2>
            <HoursEditor value={draft.hours} onChange={(hours) => set({ hours })} showErrors={tried} />
          </section>

          <section className="kv-card venue-form" aria-labelledby="vs-gallery">
            <h2 id="vs-gallery" className="venue-card-title">
              {t('settings.gallery')}
            </h2>
            <GalleryEditor value={draft.gallery} onChange={(gallery) => set({ gallery })} />
          </section>

          <div className="venue-savebar" data-dirty={dirty} role="region" aria-label={t('settings.saveBar')}>
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            {tried && Object.keys(hoursProblems(draft.hours)).length > 0 ? (
              <p className="kv-field__error">{t('settings.hoursErrors')}</p>
            ) : null}
            <p className="kv-muted" aria-live="polite">
              {dirty ? t('settings.unsaved') : t('settings.allSaved')}
            </p>
            <div className="venue-actions">
              <Button variant="secondary" disabled={!dirty || busy} onClick={() => saved && setDraft(saved)}>
                {t('settings.discard')}
              </Button>
              <Button type="submit" busy={busy} disabled={!dirty}>
                {t('settings.save')}
              </Button>
            </div>
          </div>
        </form>
      )}
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset()}
        title={t('settings.leave.title')}
      >
        <p>{t('settings.leave.text')}</p>
        <div className="venue-actions">
          <Button variant="secondary" onClick={() => blocker.reset()} autoFocus>
            {t('settings.leave.stay')}
          </Button>
          <Button onClick={() => blocker.proceed()}>{t('settings.leave.go')}</Button>
        </div>
      </Dialog>
    </Container>
  );
}
