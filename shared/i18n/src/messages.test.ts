import { describe, expect, it } from 'vitest';
import { apiMessage, apiMessages } from './api-messages.ts';
import { formatText, messageOf, placeholdersOf, textProblemsIn, type MessageTable } from './format.ts';
import { SERVER_TEXTS } from './server-texts.ts';
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

describe('the server texts', () => {
  for (const [name, table] of Object.entries(SERVER_TEXTS))
    it(`${name}: the same keys and placeholders in both languages, none empty, each valid ICU`, () => {
      expect(Object.keys(table.sv).sort()).toEqual(Object.keys(table.en).sort());
      for (const [key, en] of Object.entries(table.en)) {
        const sv = table.sv[key]!;
        expect(sv.trim(), key).not.toBe('');
        expect(en.trim(), key).not.toBe('');
        expect(placeholdersOf(sv, 'sv'), key).toEqual(placeholdersOf(en, 'en'));
      }
    });

  it('render every template in both languages from a value for each placeholder', () => {
    for (const [name, table] of Object.entries(SERVER_TEXTS))
      for (const lang of ['en', 'sv'] as const)
        for (const key of Object.keys(table.en)) {
          const values = Object.fromEntries(placeholdersOf(table.en[key]!).map((p) => [p, 2]));
          const { result, problems } = textProblemsIn(() => messageOf(table, lang, key, values));
          expect(problems, `${name} ${key}`).toEqual([]);
          expect(result, `${name} ${key}`).not.toMatch(/[{}]/);
        }
  });

  it('report a missing value or key while a check runs, and leave the placeholder shown', () => {
    const table = { en: { 'a.b': 'Hi {name}' }, sv: {} } as unknown as MessageTable;
    const { result, problems } = textProblemsIn(() => messageOf(table, 'sv', 'a.b'));
    expect(result).toBe('Hi {name}');
    expect(problems).toEqual(['sv a.b: no such text', 'sv a.b: no value for {name}']);
  });

  it('take plurals and numbers through ICU, and plain values as given', () => {
    const days = '{days, plural, one {#\u00a0day} other {#\u00a0days}}';
    expect(formatText('en', days, { days: 1 })).toBe('1\u00a0day');
    expect(formatText('en', days, { days: 7 })).toBe('7\u00a0days');
    expect(formatText('sv', 'kursen {rate, number, ::.######}', { rate: 11.55671234 })).toBe(
      'kursen 11,556712',
    );
    expect(formatText('en', 'at most {max}', { max: 5000 })).toBe('at most 5000');
    // Tags and apostrophes are characters here.
    expect(formatText('en', "<b>don't</b> {x}", { x: '<i>' })).toBe("<b>don't</b> <i>");
  });

  it('leave every API message as it read before ICU (plain {name} filled in, the rest verbatim)', () => {
    const before = (text: string, values: Record<string, string | number>) =>
      text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
    for (const lang of ['en', 'sv'] as const)
      for (const [key, text] of Object.entries(apiMessages[lang] as Record<string, string>)) {
        expect(apiMessage(lang, key), key).toBe(text);
        const values = Object.fromEntries(placeholdersOf(text).map((p, i) => [p, i === 0 ? 5000 : 'x']));
        expect(apiMessage(lang, key, values), key).toBe(before(text, values));
      }
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
