import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { sv } from './sv.ts';

const shellMessages = { en, sv };

describe('shell messages', () => {
  it('have the same keys in Swedish and English', () => {
    expect(Object.keys(shellMessages.sv).sort()).toEqual(Object.keys(shellMessages.en).sort());
  });
  it('have no empty value in either language', () => {
    for (const lang of ['sv', 'en'] as const) {
      for (const [key, value] of Object.entries(shellMessages[lang]))
        expect(value.trim(), `${lang} ${key}`).not.toBe('');
    }
  });
  it('use the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(shellMessages.en)) {
      expect(placeholders(shellMessages.sv[key as keyof typeof shellMessages.sv]), key).toEqual(
        placeholders(value),
      );
    }
  });
});
