import { describe, expect, it } from 'vitest';
import { profileBody } from './Settings.tsx';

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
