import { describe, expect, it } from 'vitest';
import type { MyVenue } from './profile-state.ts';
import {
  canSave,
  draftFromVenue,
  draftToBody,
  movePhoto,
  profileProblems,
  sameDraft,
} from './profile-state.ts';

const venue: MyVenue = {
  id: 'v1',
  user_id: 'u1',
  user: { first_name: 'Lina', last_name: 'Berg' },
  country: 'SE',
  is_verified: true,
  is_featured: false,
  artwork_count: 2,
  current_exhibitions_count: 1,
  stripe_account_id: null,
  is_kyc_verified: false,
  can_receive_payouts: false,
  version: 3,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
  venue_name: 'Café Linné',
  venue_type: 'cafe',
  description: 'Coffee and art',
  address: 'Linnégatan 1',
  postal_code: '114 47',
  city: 'Stockholm',
  latitude: 59.33,
  longitude: 18.07,
  opening_hours: { monday: { open: '08:00', close: '17:00' }, tuesday: null },
  gallery_images: ['a.jpg', 'b.jpg'],
  profile_image_url: null,
  phone: null,
  email: 'hej@linne.se',
  website: null,
  accepts_commission_only: true,
};

describe('venue settings form', () => {
  it('starts from the profile and saves it back unchanged', () => {
    const draft = draftFromVenue(venue);
    expect(canSave(draft)).toBe(true);
    const body = draftToBody(draft);
    expect(body).toMatchObject({
      venue_name: 'Café Linné',
      latitude: 59.33,
      longitude: 18.07,
      email: 'hej@linne.se',
      phone: null,
      gallery_images: ['a.jpg', 'b.jpg'],
    });
    expect((body.opening_hours as Record<string, unknown>).monday).toEqual({ open: '08:00', close: '17:00' });
    expect(sameDraft(draft, draftFromVenue(venue))).toBe(true);
  });

  it('carries the profile photo: sent with the other fields, a change or removal is unsaved', () => {
    const photo = '/media/venues/uploads/v1/img-1/640w-abc.webp';
    const draft = draftFromVenue({ ...venue, profile_image_url: photo });
    expect(draft.profile_image_url).toBe(photo);
    expect(draftToBody(draft)).toMatchObject({ profile_image_url: photo });
    expect(draftToBody({ ...draft, profile_image_url: null })).toMatchObject({ profile_image_url: null });
    expect(sameDraft(draft, { ...draft, profile_image_url: null })).toBe(false);
    expect(sameDraft(draft, draftFromVenue({ ...venue, profile_image_url: photo }))).toBe(true);
    expect(draftFromVenue(venue).profile_image_url).toBeNull();
  });

  it('notices a change (the unsaved-changes warning)', () => {
    const draft = draftFromVenue(venue);
    expect(sameDraft(draft, { ...draft, city: 'Malmö' })).toBe(false);
  });

  it('refuses a missing name, a bad email, a pin outside the globe or Sweden, and half a pin', () => {
    const draft = draftFromVenue(venue);
    expect(profileProblems({ ...draft, venue_name: ' ' })).toEqual({ venue_name: 'required' });
    expect(profileProblems({ ...draft, email: 'nope' })).toEqual({ email: 'email' });
    expect(profileProblems({ ...draft, latitude: '91' })).toEqual({ latitude: 'lat' });
    expect(profileProblems({ ...draft, longitude: '' })).toEqual({ longitude: 'pinPair' });
    expect(profileProblems({ ...draft, latitude: '59,5' })).toEqual({});
    expect(profileProblems({ ...draft, latitude: '48.85', longitude: '2.35' })).toEqual({
      latitude: 'outsideSweden',
      longitude: 'outsideSweden',
    });
  });

  it('sends a typed pin with a decimal comma as numbers, and removes the pin when both are empty', () => {
    const draft = draftFromVenue(venue);
    expect(draftToBody({ ...draft, latitude: '59,5', longitude: '18,1' })).toMatchObject({
      latitude: 59.5,
      longitude: 18.1,
    });
    expect(draftToBody({ ...draft, latitude: '', longitude: '' })).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('moves a photo one step and leaves the ends alone', () => {
    expect(movePhoto(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
