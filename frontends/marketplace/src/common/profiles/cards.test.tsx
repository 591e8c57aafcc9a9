// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWith } from '../render.test-helpers.tsx';
import { ArtistCard } from './cards.tsx';
import { testArtist } from './fixtures.test-helpers.ts';

afterEach(cleanup);

describe('the artist card', () => {
  it('shows the artist’s location in their own words, then the city (spec: the card shows location)', () => {
    renderWith(<ArtistCard artist={testArtist({ location: 'Ateljé på Södermalm', city: 'Gothenburg' })} />, {
      lang: 'sv',
    });
    expect(screen.getByTestId('artist-location').textContent).toBe('Ateljé på Södermalm · Göteborg');
  });

  it('shows the city alone when the artist wrote no location', () => {
    renderWith(<ArtistCard artist={testArtist({ location: null, city: 'Stockholm' })} />);
    expect(screen.getByTestId('artist-location').textContent).toBe('Stockholm');
  });
});
