import { useEffect, useState, type FormEvent } from 'react';
import {
  AUTH_LIMITS,
  MAX_COMMISSION_PERCENT,
  MESSAGE_NUMBERS,
  MIN_COMMISSION_PERCENT,
} from '@konstvagg/rules';
import type { MyArtistProfileResponse, UpdateArtistProfileBody } from '@konstvagg/contracts';
import { myArtistProfile, updateArtistProfile } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Button,
  Container,
  LinkButton,
  PageHeader,
  call,
  useApiData,
  useDocumentTitle,
  useToast,
} from '@konstvagg/ui';
import { FormAlert, TextAreaField, TextField } from '@konstvagg/ui/forms';
// Its own entry, not the forms barrel: the marketplace's landing pages import that barrel, and
// would take this field's stylesheet into their first-visit CSS.
import { ProfilePhotoField, type ProfilePhotoFieldText } from '@konstvagg/ui/profile-photo';
import { uploadArtistImage } from '../../../common/upload.ts';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import '../../../artist.css';

const FIELDS = [
  'artist_name',
  'bio',
  'location',
  'city',
  'website',
  'instagram',
  'default_venue_commission',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

function toValues(artist: MyArtistProfileResponse['artist']): Values {
  return {
    artist_name: artist.artist_name,
    bio: artist.bio,
    location: artist.location ?? '',
    city: artist.city ?? '',
    website: artist.website ?? '',
    instagram: artist.instagram ?? '',
    default_venue_commission: String(artist.default_venue_commission),
  };
}

/** The body PUT /artists/{id} takes: empty optional fields are cleared (null). */
export function profileBody(v: Values): UpdateArtistProfileBody {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    artist_name: v.artist_name.trim(),
    bio: v.bio.trim(),
    location: orNull(v.location),
    city: orNull(v.city),
    website: orNull(v.website),
    instagram: orNull(v.instagram),
    default_venue_commission: Number(v.default_venue_commission),
  };
}

/**
 * The photo as PUT /artists/{id} takes it: only when it changed. The server takes only the
 * artist's own uploads (docs/decisions.md, "Artist studio"), and a photo from before (the demo
 * profiles') is not one, so sending it back unchanged would refuse every other field.
 */
function photoBody(photo: string | null, saved: string | null): UpdateArtistProfileBody {
  return photo === saved ? {} : { profile_image_url: photo };
}

/** The photo field's words, from this remote's messages. */
function usePhotoText(): ProfilePhotoFieldText {
  const t = useT();
  return {
    title: t('settings.photo.title'),
    alt: t('settings.photo.alt'),
    none: t('settings.photo.none'),
    choose: t('settings.photo.choose'),
    hint: t('settings.photo.hint'),
    uploading: (percent) => t('settings.photo.uploading', { percent }),
    progress: t('settings.photo.progress'),
    uploadError: t('settings.photo.uploadError'),
    remove: t('settings.photo.remove'),
    notSaved: t('settings.photo.notSaved'),
    removedNotSaved: t('settings.photo.removedNotSaved'),
  };
}

export default function Settings() {
  const t = useT();
  const photoText = usePhotoText();
  const toast = useToast();
  useDocumentTitle(t('settings.title'));
  const profile = useApiData(myArtistProfile);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The photo is one more field of this form: an upload only puts it here (the file is stored,
  // the profile is not changed), and Save sends it with the other fields, as every field of this
  // page waits for its one Save button. `savedPhoto` is the profile's, to tell a change.
  const [photo, setPhoto] = useState<string | null>(null);
  const [savedPhoto, setSavedPhoto] = useState<string | null>(null);
  const artist = profile.data?.artist;

  useEffect(() => {
    if (!artist) return;
    setValues(toValues(artist));
    setPhoto(artist.profile_image_url);
    setSavedPhoto(artist.profile_image_url);
  }, [artist]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!artist || !values) return;
    const bioLength = values.bio.trim().length;
    if (bioLength < AUTH_LIMITS.bioMin) {
      setErrors({ bio: t('settings.bioShort', { min: AUTH_LIMITS.bioMin }) });
      document.getElementById('settings-bio')?.focus();
      return;
    }
    setSaving(true);
    setFailed(null);
    setErrors({});
    try {
      const saved = await call(updateArtistProfile, {
        params: { id: artist.id },
        body: { ...profileBody(values), ...photoBody(photo, savedPhoto) },
      });
      setValues(toValues(saved.artist));
      setPhoto(saved.artist.profile_image_url);
      setSavedPhoto(saved.artist.profile_image_url);
      toast.success(t('settings.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
        setErrors(err.fields as Partial<Record<FieldName, string>>);
        setFailed(t('settings.saveError'));
        const first = FIELDS.find((f) => err.fields[f]);
        if (first) document.getElementById(`settings-${first}`)?.focus();
        else if (err.fields.profile_image_url) {
          setFailed(err.fields.profile_image_url);
          document.getElementById('settings-photo')?.focus();
        }
      } else {
        setFailed(err instanceof ApiError && err.message ? err.message : t('settings.saveError'));
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Exclude<FieldName, 'bio'>) => ({
    id: `settings-${name}`,
    name,
    value: values?.[name] ?? '',
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => (v ? { ...v, [name]: e.target.value } : v)),
  });

  return (
    <Container>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <section aria-labelledby="settings-profile" className="kv-card">
        <h2 id="settings-profile" style={{ marginTop: 0 }}>
          {t('settings.formTitle')}
        </h2>
        {profile.error ? (
          <LoadError what="settings.loadError" error={profile.error} retry={profile.reload} />
        ) : !values ? (
          <LoadingLines lines={5} />
        ) : (
          <form className="studio-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            {failed ? <FormAlert>{failed}</FormAlert> : null}
            <ProfilePhotoField
              id="settings-photo"
              value={photo}
              changed={photo !== savedPhoto}
              name={values.artist_name || artist?.artist_name || ''}
              text={photoText}
              upload={uploadArtistImage}
              disabled={saving}
              onChange={setPhoto}
            />
            <TextField
              label={t('settings.artistName')}
              required
              minLength={AUTH_LIMITS.artistNameMin}
              maxLength={AUTH_LIMITS.nameMax}
              {...field('artist_name')}
            />
            <TextAreaField
              id="settings-bio"
              name="bio"
              label={t('settings.bio')}
              required
              rows={6}
              maxLength={AUTH_LIMITS.bioMax}
              value={values.bio}
              onChange={(bio) => setValues((v) => (v ? { ...v, bio } : v))}
              error={errors.bio}
              hint={t('settings.bioCount', {
                count: values.bio.trim().length,
                max: AUTH_LIMITS.bioMax,
                min: AUTH_LIMITS.bioMin,
              })}
            />
            <TextField
              label={t('settings.location')}
              hint={t('settings.locationHint')}
              maxLength={100}
              {...field('location')}
            />
            <TextField label={t('settings.city')} autoComplete="address-level2" {...field('city')} />
            <TextField
              label={t('settings.website')}
              type="url"
              inputMode="url"
              hint={t('settings.websiteHint')}
              {...field('website')}
            />
            <TextField
              label={t('settings.instagram')}
              hint={t('settings.instagramHint')}
              {...field('instagram')}
            />
            <TextField
              label={t('settings.commission')}
              type="number"
              inputMode="numeric"
              min={MIN_COMMISSION_PERCENT}
              max={MAX_COMMISSION_PERCENT}
              step={1}
              hint={t('settings.commissionHint', MESSAGE_NUMBERS)}
              {...field('default_venue_commission')}
            />
            <div>
              <Button type="submit" disabled={saving}>
                {saving ? t('settings.saving') : t('settings.save')}
              </Button>
            </div>
          </form>
        )}
      </section>
      <section
        aria-labelledby="settings-payouts"
        className="kv-card"
        style={{ marginTop: 'var(--kv-space-4)' }}
      >
        <h2 id="settings-payouts" style={{ marginTop: 0 }}>
          {t('settings.payouts')}
        </h2>
        <p>{t('settings.payoutsText')}</p>
        <LinkButton variant="secondary" to="/artist/stripe/onboarding">
          {t('settings.payouts')}
        </LinkButton>
      </section>
    </Container>
  );
}
