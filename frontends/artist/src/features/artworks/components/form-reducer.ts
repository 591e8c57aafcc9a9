import type { Artwork } from '@konstvagg/contracts';
import { emptyValues, valuesOf, type FieldName, type FormImage, type FormValues } from './form-state.ts';

/** All the artwork form holds but its uploads under way (the kit's useImageUploads keeps those). */
export interface FormState {
  values: FormValues;
  /** The values as last saved, as JSON: the form has unsaved changes while they differ. */
  saved: string;
  /** The server's words about the fields it named on the last save; a field's go when it changes. */
  serverErrors: Partial<Record<string, string>>;
  /** Above the fields: the checks' summary, or the server's message. */
  formError: string | null;
  /** A save was tried: the checks show from then on. */
  attempted: boolean;
  busy: 'save' | 'submit' | null;
  /** What the photo part last told screen readers (aria-live). */
  announcement: string;
}

export type FormAction =
  | { type: 'changed'; field: FieldName; value: FormValues[FieldName] }
  /** Finished uploads, in the order their files were chosen. */
  | { type: 'photosJoined'; images: FormImage[] }
  /** A photo is up: the server's word that one is missing no longer holds. */
  | { type: 'photoUploaded'; announcement: string }
  | { type: 'announced'; announcement: string }
  /** A new work takes the profile's default commission once the profile is there; not a change. */
  | { type: 'commissionDefaulted'; commission: string }
  | { type: 'busy'; busy: FormState['busy'] }
  /** A save was tried; `problem` is the checks' summary when they fail (nothing is sent then). */
  | { type: 'saveTried'; problem: string | null }
  | { type: 'saved'; values: FormValues }
  /** The server refused the save, naming fields or not. */
  | { type: 'refused'; fields: Record<string, string>; message: string }
  /** No answer, or a refused submit: only the message above the fields. */
  | { type: 'failed'; message: string };

export function initialFormState(artwork?: Artwork): FormState {
  const values = artwork ? valuesOf(artwork) : emptyValues();
  return {
    values,
    saved: JSON.stringify(values),
    serverErrors: {},
    formError: null,
    attempted: false,
    busy: null,
    announcement: '',
  };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'changed': {
      const { [action.field]: _, ...serverErrors } = state.serverErrors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        serverErrors: state.serverErrors[action.field] ? serverErrors : state.serverErrors,
      };
    }
    case 'photosJoined':
      return { ...state, values: { ...state.values, images: [...state.values.images, ...action.images] } };
    case 'photoUploaded': {
      const { images: _, ...serverErrors } = state.serverErrors;
      return { ...state, serverErrors, announcement: action.announcement };
    }
    case 'announced':
      return { ...state, announcement: action.announcement };
    case 'commissionDefaulted':
      return {
        ...state,
        values: { ...state.values, venue_commission: action.commission },
        saved: JSON.stringify({
          ...(JSON.parse(state.saved) as FormValues),
          venue_commission: action.commission,
        }),
      };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'saveTried':
      return { ...state, attempted: true, formError: action.problem };
    case 'saved':
      return { ...state, values: action.values, saved: JSON.stringify(action.values), serverErrors: {} };
    case 'refused':
      return { ...state, serverErrors: action.fields, formError: action.message };
    case 'failed':
      return { ...state, formError: action.message };
  }
}

/** True while the form holds what was not saved. */
export function hasChanges(state: FormState): boolean {
  return JSON.stringify(state.values) !== state.saved;
}
