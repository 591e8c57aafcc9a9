import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { sv } from './sv.ts';

describe('marketplace messages', () => {
  it('have the same keys in Swedish and English', () => {
    expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty value', () => {
    for (const [lang, table] of Object.entries({ en, sv })) {
      for (const [key, value] of Object.entries(table)) {
        expect(value.trim(), `${lang}: ${key}`).not.toBe('');
      }
    }
  });

  it('use the same ICU placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(sv[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
