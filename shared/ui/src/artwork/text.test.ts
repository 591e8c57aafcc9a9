import { describe, expect, it } from 'vitest';
import { artworkText, cityName } from './text.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('artwork texts', () => {
  it('have the same keys in Swedish and English, and no empty value', () => {
    expect(keys(artworkText.sv).sort()).toEqual(keys(artworkText.en).sort());
    for (const lang of ['sv', 'en'] as const) {
      for (const key of keys(artworkText[lang])) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], artworkText[lang]);
        const shown =
          typeof value === 'function' ? (value as (...a: string[]) => string)('T', 'C', 'A') : value;
        expect(typeof shown === 'string' && shown.trim().length > 0, `${lang}.${key}`).toBe(true);
      }
    }
  });
});

describe('city names (issue 38)', () => {
  it('shows each served city in the reader’s language however it was written', () => {
    for (const written of ['Gothenburg', 'Göteborg', 'goteborg', ' GÖTEBORG ']) {
      expect(cityName(written, artworkText.sv)).toBe('Göteborg');
      expect(cityName(written, artworkText.en)).toBe('Gothenburg');
    }
    for (const written of ['Malmö', 'Malmo']) {
      expect(cityName(written, artworkText.sv)).toBe('Malmö');
      expect(cityName(written, artworkText.en)).toBe('Malmö');
    }
    expect(cityName('Uppsala', artworkText.sv)).toBe('Uppsala');
  });
});
