import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { artworkMessages } from './artwork-message-keys.ts';
import { artworkWords, cityName } from './words.ts';

const wordsIn = (lang: 'sv' | 'en') =>
  artworkWords(createIntl({ locale: lang, messages: artworkMessages[lang] }));

describe('artwork messages', () => {
  it('have the same keys in Swedish and English, and no empty value', () => {
    expect(Object.keys(artworkMessages.sv).sort()).toEqual(Object.keys(artworkMessages.en).sort());
    for (const lang of ['sv', 'en'] as const) {
      for (const [key, value] of Object.entries(artworkMessages[lang])) {
        const shown = createIntl({ locale: lang, messages: artworkMessages[lang] }).formatMessage(
          { id: key },
          { amount: 'T', title: 'T', category: 'C', artist: 'A' },
        );
        expect(value.trim().length > 0 && shown.trim().length > 0, `${lang}.${key}`).toBe(true);
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(artworkMessages.en))
      expect(placeholders(artworkMessages.sv[key as keyof typeof artworkMessages.sv]), key).toEqual(
        placeholders(value),
      );
  });

  it('say the words with their values as before', () => {
    const en = wordsIn('en');
    const sv = wordsIn('sv');
    expect(en.imageAlt('Morgon', 'Photography', 'Elsa Berg')).toBe('Morgon, photography by Elsa Berg');
    expect(sv.imageAlt('Morgon', 'Fotografi', 'Elsa Berg')).toBe('Morgon, fotografi av Elsa Berg');
    expect(en.localPriceLabel('SEK 5,200')).toBe('about SEK 5,200 at today’s exchange rate');
    expect(sv.favoriteLabel('Morgon')).toBe('Spara ”Morgon” bland favoriterna');
    expect(sv.status('delivered')).toBe('Såld');
    expect(en.word('artwork.sold')).toBe('SOLD');
    expect(sv.lang).toBe('sv');
    // A value the vocabulary does not know yet is shown as the API wrote it.
    expect(en.category('sculpture' as never)).toBe('sculpture');
  });
});

describe('city names (issue 38)', () => {
  it('shows each served city in the reader’s language however it was written', () => {
    const sv = wordsIn('sv');
    const en = wordsIn('en');
    for (const written of ['Gothenburg', 'Göteborg', 'goteborg', ' GÖTEBORG ']) {
      expect(cityName(written, sv)).toBe('Göteborg');
      expect(cityName(written, en)).toBe('Gothenburg');
    }
    for (const written of ['Malmö', 'Malmo']) {
      expect(cityName(written, sv)).toBe('Malmö');
      expect(cityName(written, en)).toBe('Malmö');
    }
    expect(cityName('Uppsala', sv)).toBe('Uppsala');
  });
});
