import { describe, expect, it } from 'vitest';
import {
  formReducer,
  hasChanges,
  initialFormState,
  type FormAction,
  type FormState,
} from './form-reducer.ts';
import { emptyValues } from './form-state.ts';

const image = (n: number) => ({
  url: `/media/a/${n}.webp`,
  thumb_url: `/media/a/${n}-t.webp`,
  width: 8,
  height: 6,
});
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);

describe('the artwork form state', () => {
  it('starts clean: nothing unsaved, no checks shown, nothing said', () => {
    const state = initialFormState();
    expect(state.values).toEqual(emptyValues());
    expect(hasChanges(state)).toBe(false);
    expect(state).toMatchObject({ attempted: false, formError: null, busy: null, announcement: '' });
  });

  it("takes the profile's commission for a new work without counting it as a change", () => {
    const state = run(initialFormState(), { type: 'commissionDefaulted', commission: '12' });
    expect(state.values.venue_commission).toBe('12');
    expect(hasChanges(state)).toBe(false);
    expect(hasChanges(run(state, { type: 'changed', field: 'title', value: 'Hamnljus' }))).toBe(true);
  });

  it("drops the server's words about a field once it changes, and only that field's", () => {
    const refused = run(initialFormState(), {
      type: 'refused',
      fields: { title: 'Taken.', price: 'Too high.' },
      message: 'Some fields are not valid.',
    });
    expect(refused.formError).toBe('Some fields are not valid.');
    const state = run(refused, { type: 'changed', field: 'title', value: 'Hamnljus i november' });
    expect(state.serverErrors).toEqual({ price: 'Too high.' });
    expect(state.formError).toBe('Some fields are not valid.');
  });

  it('a saved answer becomes the values and the new saved point, and clears the server words', () => {
    const saved = { ...emptyValues(), title: 'Hamnljus' };
    const state = run(
      initialFormState(),
      { type: 'changed', field: 'title', value: ' Hamnljus ' },
      { type: 'refused', fields: { title: 'Taken.' }, message: 'No.' },
      { type: 'saveTried', problem: null },
      { type: 'saved', values: saved },
    );
    expect(state.values).toEqual(saved);
    expect(hasChanges(state)).toBe(false);
    expect(state).toMatchObject({ serverErrors: {}, formError: null, attempted: true });
  });

  it('a failed check shows its summary, and the checks from then on', () => {
    const state = run(initialFormState(), { type: 'saveTried', problem: 'Some fields need attention.' });
    expect(state).toMatchObject({ attempted: true, formError: 'Some fields need attention.' });
  });

  it('adds finished photos after those there; a photo that is up answers the server’s "add a photo"', () => {
    const state = run(
      initialFormState(),
      { type: 'changed', field: 'images', value: [image(1)] },
      { type: 'refused', fields: { images: 'Add at least one photo.' }, message: 'No.' },
      { type: 'photoUploaded', announcement: 'b.jpg uploaded' },
      { type: 'photosJoined', images: [image(2), image(3)] },
    );
    expect(state.values.images.map((i) => i.url)).toEqual([
      '/media/a/1.webp',
      '/media/a/2.webp',
      '/media/a/3.webp',
    ]);
    expect(state.serverErrors).toEqual({});
    expect(state.announcement).toBe('b.jpg uploaded');
  });
});
