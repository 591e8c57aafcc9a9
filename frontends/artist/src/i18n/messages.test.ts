import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('messages', () => {
  it('have the same keys in Swedish and English', () => {
    expect(Object.keys(messages.sv).sort()).toEqual(Object.keys(messages.en).sort());
  });
  it('have no empty value', () => {
    for (const lang of ['sv', 'en'] as const) {
      for (const [key, value] of Object.entries(messages[lang]))
        expect(value.trim(), `${lang} ${key}`).not.toBe('');
    }
  });
  it('use the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(messages.en)) {
      expect(placeholders((messages.sv as Record<string, string>)[key] ?? ''), key).toEqual(
        placeholders(value),
      );
    }
  });
});
