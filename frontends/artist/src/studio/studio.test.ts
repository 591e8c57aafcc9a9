import { describe, expect, it } from 'vitest';
import { allowedActions } from '../pages/Artworks.tsx';
import { profileBody } from '../pages/Settings.tsx';

describe('the actions a work offers its artist', () => {
  it('follows docs/decisions.md#artist-studio per status', () => {
    expect(allowedActions('draft')).toEqual({ edit: true, actions: ['submit', 'delete'] });
    expect(allowedActions('pending_review')).toEqual({ edit: true, actions: ['withdraw', 'delete'] });
    expect(allowedActions('available')).toEqual({ edit: true, actions: ['withdraw', 'delete'] });
    expect(allowedActions('unavailable')).toEqual({ edit: true, actions: ['relist', 'delete'] });
    // At a venue only the terms change; bought works not at all.
    expect(allowedActions('exhibited')).toEqual({ edit: true, actions: [] });
    for (const s of ['reserved', 'sold', 'delivered'] as const)
      expect(allowedActions(s)).toEqual({ edit: false, actions: [] });
  });
});

describe('the settings form body', () => {
  it('trims, clears empty optional fields and sends the commission as a number', () => {
    expect(
      profileBody({
        artist_name: ' Anna ',
        bio: ' A painter of light and water. ',
        location: ' Studio in Södermalm ',
        city: '',
        website: ' https://anna.se ',
        instagram: '   ',
        default_venue_commission: '12',
      }),
    ).toEqual({
      artist_name: 'Anna',
      bio: 'A painter of light and water.',
      location: 'Studio in Södermalm',
      city: null,
      website: 'https://anna.se',
      instagram: null,
      default_venue_commission: 12,
    });
  });
});
