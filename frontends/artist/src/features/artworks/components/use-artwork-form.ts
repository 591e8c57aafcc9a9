import { MAX_ARTWORK_IMAGES } from '@konstvagg/rules';
import { useEffect, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Artwork } from '@konstvagg/contracts';
import { createArtwork, submitArtwork, updateArtwork } from '@konstvagg/contracts/endpoints';
import { ApiError, call, useToast } from '@konstvagg/ui';
import { useImageUploads } from '@konstvagg/ui/image-uploads';
import { useLeaveBlocker } from '@konstvagg/ui/leave-guard';
import { useMyProfile } from '../api/profile.ts';
import { uploadArtworkImage } from '../api/upload.ts';
import { formReducer, hasChanges, initialFormState } from './form-reducer.ts';
import { bodyOf, moveImage, validate, valuesOf, type FieldName, type FormValues } from './form-state.ts';
import { useFormText } from './form-text.ts';

/** The fields typed as text (the rest are picked from lists, or are the photos). */
type TypedField = Exclude<FieldName, 'category' | 'style' | 'images'>;

/** What each group of fields gets: the values, a setter, the error to show at a field. */
export interface FieldsProps {
  values: FormValues;
  set: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
  /** The server's words about the field, else its check's once a save was tried; null for none. */
  errorOf: (field: FieldName) => string | null;
  /** A text input's value, change and error, bound to one field. */
  input: (field: TypedField) => {
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
    error: string | null;
  };
}

/**
 * The artwork form's state and steps: the values (a new work's commission from the profile), the
 * photo uploads, the checks shown once a save is tried, the server's words at the fields it names,
 * save and submit for review, and the guard against leaving with unsaved changes.
 */
export function useArtworkForm(artwork?: Artwork) {
  const t = useFormText();
  const navigate = useNavigate();
  const toast = useToast();
  const artist = useMyProfile().data?.artist;
  const [state, dispatch] = useReducer(formReducer, artwork, initialFormState);
  const { values, serverErrors, attempted } = state;
  // Set just before the form navigates itself after a save: nothing is left unsaved then.
  const leaving = useRef(false);

  // A new work starts with the profile's default commission, once the profile has loaded.
  const commissionSet = useRef(Boolean(artwork));
  useEffect(() => {
    if (commissionSet.current || !artist) return;
    commissionSet.current = true;
    dispatch({ type: 'commissionDefaulted', commission: String(artist.default_venue_commission) });
  }, [artist]);

  // Photos join the list in the order they were chosen, whichever upload finishes first.
  const photos = useImageUploads({
    upload: uploadArtworkImage,
    max: MAX_ARTWORK_IMAGES,
    taken: values.images.length,
    onUploaded: (images) => dispatch({ type: 'photosJoined', images }),
    onSettled: (file, outcome) =>
      dispatch(
        outcome.ok
          ? { type: 'photoUploaded', announcement: t('form.photos.uploaded', { name: file.name }) }
          : { type: 'announced', announcement: outcome.reason ?? t('form.photos.failed') },
      ),
  });
  const announce = (announcement: string) => dispatch({ type: 'announced', announcement });

  const dirty = hasChanges(state) || photos.uploads.some((u) => !u.failed);
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
  const set: FieldsProps['set'] = (field, value) => dispatch({ type: 'changed', field, value });
  const input: FieldsProps['input'] = (field) => ({
    value: values[field],
    onChange: (e) => set(field, e.target.value),
    error: errorOf(field),
  });

  const addPhotos = (files: FileList | null) => {
    if (photos.choose(files) > 0) announce(t('form.photos.tooMany'));
  };
  const movePhoto = (from: number, to: number) => {
    if (to < 0 || to >= values.images.length) return;
    set('images', moveImage(values.images, from, to));
    announce(t('form.photos.moved', { position: to + 1, count: values.images.length }));
  };
  const removePhoto = (at: number) => {
    set(
      'images',
      values.images.filter((_, j) => j !== at),
    );
    announce(t('form.photos.removed', { position: at + 1 }));
  };

  const save = async (): Promise<Artwork | null> => {
    if (Object.keys(validate(values)).length > 0) {
      dispatch({ type: 'saveTried', problem: t('form.error.summary') });
      return null;
    }
    dispatch({ type: 'saveTried', problem: null });
    try {
      const body = bodyOf(values);
      const res = artwork
        ? await call(updateArtwork, { params: { id: artwork.id }, body })
        : await call(createArtwork, { body });
      dispatch({ type: 'saved', values: valuesOf(res.artwork) });
      return res.artwork;
    } catch (error) {
      dispatch(
        error instanceof ApiError
          ? { type: 'refused', fields: error.fields ?? {}, message: error.message }
          : { type: 'failed', message: t('form.error.network') },
      );
      return null;
    }
  };

  const go = (path: string) => {
    leaving.current = true;
    void navigate(path, { replace: path.startsWith('/artist/artworks/edit/') });
  };

  const saveDraft = async (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'busy', busy: 'save' });
    const result = await save();
    dispatch({ type: 'busy', busy: null });
    if (!result) return;
    toast.success(t('form.saved'));
    if (!artwork) go(`/artist/artworks/edit/${encodeURIComponent(result.id)}`);
  };

  const submitForReview = async () => {
    dispatch({ type: 'busy', busy: 'submit' });
    const result = await save();
    if (!result) return dispatch({ type: 'busy', busy: null });
    try {
      await call(submitArtwork, { params: { id: result.id } });
      toast.success(t('form.submitted'));
      go('/artist/artworks');
    } catch (error) {
      dispatch({
        type: 'failed',
        message: error instanceof ApiError ? error.message : t('form.error.network'),
      });
      if (!artwork) go(`/artist/artworks/edit/${encodeURIComponent(result.id)}`);
    } finally {
      dispatch({ type: 'busy', busy: null });
    }
  };

  return {
    ...state,
    artist,
    set,
    errorOf,
    input,
    photos: { ...photos, add: addPhotos, move: movePhoto, remove: removePhoto },
    saveDraft,
    submitForReview,
    blocker,
  };
}

export type ArtworkFormState = ReturnType<typeof useArtworkForm>;
