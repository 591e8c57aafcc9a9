import { describe, expect, it } from 'vitest';
import { apiMessage, apiMessages } from './api-messages.ts';
import { detectLanguage, languageFromAcceptLanguage } from './language.ts';

describe('API messages', () => {
  it('have the same keys in Swedish and English, none empty, with the same placeholders', () => {
    expect(Object.keys(apiMessages.sv).sort()).toEqual(Object.keys(apiMessages.en).sort());
    for (const [key, en] of Object.entries(apiMessages.en)) {
      const sv = (apiMessages.sv as Record<string, string>)[key]!;
      expect(sv.trim(), key).not.toBe('');
      expect(sv.match(/\{\w+\}/g) ?? [], key).toEqual(en.match(/\{\w+\}/g) ?? []);
    }
  });

  it('fill in values and fall back to English, then to the key', () => {
    expect(apiMessage('sv', 'validation.too_short', { min: 8 })).toBe('Måste vara minst 8 tecken.');
    expect(apiMessage('en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('language choice', () => {
  it('uses a valid stored choice, else the browser language, else English', () => {
    expect(detectLanguage('sv', 'en-US')).toBe('sv');
    expect(detectLanguage('de', 'sv-SE')).toBe('sv');
    expect(detectLanguage(null, 'fi-FI')).toBe('en');
  });

  it('reads Accept-Language by q-value', () => {
    expect(languageFromAcceptLanguage('de-DE,sv;q=0.8,en;q=0.5')).toBe('sv');
    expect(languageFromAcceptLanguage('en;q=0.4, sv;q=0.9')).toBe('sv');
    expect(languageFromAcceptLanguage('fr')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
