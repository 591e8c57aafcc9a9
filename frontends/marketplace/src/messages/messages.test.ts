import { describe, expect, it } from 'vitest';
import { en as coreEn } from './en.ts';
import { en as homeEn } from './home/en.ts';
import { sv as homeSv } from './home/sv.ts';
import { sv as coreSv } from './sv.ts';

// The core table and the home page's, checked together (and neither may hold the other's keys).
const en: Record<string, string> = { ...coreEn, ...homeEn };
const sv: Record<string, string> = { ...coreSv, ...homeSv };

describe('marketplace messages', () => {
  it('have the same keys in Swedish and English', () => {
    expect(Object.keys(sv).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(coreEn).filter((k) => k in homeEn)).toEqual([]);
    expect(Object.keys(homeSv).sort()).toEqual(Object.keys(homeEn).sort());
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
    for (const key of Object.keys(en)) {
      expect(placeholders(sv[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''));
    }
  });
});
