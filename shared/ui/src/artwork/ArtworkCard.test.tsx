// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { IntlProvider } from 'react-intl';
import type { Artwork } from '@konstvagg/contracts';
import { artworkMessages } from './artwork-message-keys.ts';
import { ArtworkCard } from './ArtworkCard.tsx';
import { testArtwork } from './fixtures.test-helpers.ts';

afterEach(cleanup);

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

function renderCard(artwork: Artwork, locale: 'sv' | 'en' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={artworkMessages[locale]}>
      <MemoryRouter>
        <ArtworkCard artwork={artwork} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('ArtworkCard', () => {
  it('shows title, artist, localized badges, size, location and links to the artwork', () => {
    renderCard(
      testArtwork({
        category: 'photography',
        style: 'black_and_white',
        currentLocation: { venue_id: 'v', venue_name: 'Hotell Nord', city: 'Gothenburg' },
      }),
      'sv',
    );
    const link = screen.getByRole('link', { name: 'Morgon över Riddarfjärden' });
    expect(link.getAttribute('href')).toBe('/artworks/aw-1');
    expect(screen.getByText('Elsa Berg')).toBeTruthy();
    expect(screen.getByText('Fotografi')).toBeTruthy();
    expect(screen.getByText('Svartvitt')).toBeTruthy();
    expect(screen.getByText(/60 × 80 cm · M/)).toBeTruthy();
    expect(screen.getByText(/Hotell Nord, Göteborg/)).toBeTruthy();
    const img = screen.getByRole('img');
    expect(img.getAttribute('alt')).toBe('Morgon över Riddarfjärden, fotografi av Elsa Berg');
    expect(img.getAttribute('src')).toBe('/media/artworks/aw-1/img-1-thumb.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('1600');
  });

  it('shows the price in kronor under the euro price, "≈ 5 200 kr" / "≈ SEK 5,200", read out in words', () => {
    const local_price = { amount: 5200, currency: 'SEK', rate: 11.5556, rate_date: '2026-12-01' };
    const sv = renderCard(testArtwork({ price: 450, local_price }), 'sv');
    const shown = sv.container.querySelector('.kv-artwork-card__local');
    expect(plain(shown?.querySelector('[aria-hidden="true"]')?.textContent)).toBe('≈ 5 200 kr');
    expect(plain(shown?.querySelector('.kv-visually-hidden')?.textContent)).toBe(
      'cirka 5 200 kr enligt dagens växelkurs',
    );
    // Inside the price line, after the euro price: "Pris: 450 € inkl. moms, cirka 5 200 kr …".
    expect(shown?.closest('.kv-artwork-card__price')).toBeTruthy();
    sv.unmount();
    const en = renderCard(testArtwork({ price: 450, local_price }), 'en');
    const enShown = en.container.querySelector('.kv-artwork-card__local');
    expect(plain(enShown?.querySelector('[aria-hidden="true"]')?.textContent)).toBe('≈ SEK 5,200');
    expect(plain(enShown?.querySelector('.kv-visually-hidden')?.textContent)).toBe(
      'about SEK 5,200 at today’s exchange rate',
    );
    en.unmount();
  });

  it('shows no kronor without a local price (no usable rate, or an answer without one)', () => {
    const none = renderCard(testArtwork({ price: 450, local_price: null }), 'sv');
    expect(none.container.querySelector('.kv-artwork-card__local')).toBeNull();
    expect(none.container.textContent).not.toContain('≈');
    none.unmount();
    const absent = renderCard(testArtwork({ price: 450 }), 'en');
    expect(absent.container.querySelector('.kv-artwork-card__local')).toBeNull();
  });

  it('formats the price exactly as entered, VAT included, per language (no 1.24 markup)', () => {
    const { container, unmount } = renderCard(testArtwork({ price: 4500 }), 'sv');
    expect(plain(container.querySelector('.kv-artwork-card__amount')?.textContent)).toBe('4 500 €');
    expect(screen.getByText('inkl. moms')).toBeTruthy();
    unmount();
    const en = renderCard(testArtwork({ price: 4500 }), 'en');
    expect(en.container.querySelector('.kv-artwork-card__amount')?.textContent).toBe('€4,500');
    expect(screen.getByText('incl. VAT')).toBeTruthy();
    en.unmount();
    const cents = renderCard(testArtwork({ price: 382.5 }), 'en');
    expect(cents.container.querySelector('.kv-artwork-card__amount')?.textContent).toBe('€382.50');
  });

  it('shows no badge for an available work', () => {
    const { container } = renderCard(testArtwork({ status: 'available' }));
    expect(container.querySelector('.kv-artwork-card__flags')).toBeNull();
  });

  it('shows SOLD for sold and delivered works, and no second status badge', () => {
    for (const status of ['sold', 'delivered'] as const) {
      const { container, unmount } = renderCard(testArtwork({ status }));
      expect(screen.getByText('SOLD')).toBeTruthy();
      expect(container.querySelectorAll('.kv-artwork-card__flags .kv-badge')).toHaveLength(1);
      unmount();
    }
    renderCard(testArtwork({ status: 'sold' }), 'sv');
    expect(screen.getByText('SÅLD')).toBeTruthy();
  });

  it('shows a status badge in words for the other statuses', () => {
    const { container, unmount } = renderCard(testArtwork({ status: 'exhibited' }));
    expect(plain(container.querySelector('.kv-artwork-card__status')?.textContent)).toBe(
      'Status: On display',
    );
    unmount();
    const sv = renderCard(testArtwork({ status: 'reserved' }), 'sv');
    expect(plain(sv.container.querySelector('.kv-artwork-card__status')?.textContent)).toBe(
      'Status: Reserverad',
    );
  });

  it('falls back to Unknown artist, a placeholder image and a not-on-display note', () => {
    renderCard(testArtwork({ artist_name: '', images: [], primary_image: null, currentLocation: null }));
    expect(screen.getByText('Unknown artist')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No image yet' })).toBeTruthy();
    expect(screen.getByText('Not on display right now')).toBeTruthy();
  });

  it('renders no favourite or other actions unless a remote passes them', () => {
    const { container } = renderCard(testArtwork());
    expect(container.querySelector('.kv-artwork-card__actions')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
