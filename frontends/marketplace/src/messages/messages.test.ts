import { describe, expect, it } from 'vitest';
import { en as buyingEn } from './buying/en.ts';
import { sv as buyingSv } from './buying/sv.ts';
import { en as coreEn } from './en.ts';
import { en as homeEn } from './home/en.ts';
import { sv as homeSv } from './home/sv.ts';
import { en as infoEn } from './info/en.ts';
import { sv as infoSv } from './info/sv.ts';
import { sv as coreSv } from './sv.ts';

// The core table, the home page's, buying's and the info pages', checked together (no key in two of them).
const tables = {
  core: [coreEn, coreSv],
  home: [homeEn, homeSv],
  buying: [buyingEn, buyingSv],
  info: [infoEn, infoSv],
} as const;
const en: Record<string, string> = { ...coreEn, ...homeEn, ...buyingEn, ...infoEn };
const sv: Record<string, string> = { ...coreSv, ...homeSv, ...buyingSv, ...infoSv };

describe('marketplace messages', () => {
  it('have the same keys in Swedish and English, each key in one table', () => {
    for (const [name, [tableEn, tableSv]] of Object.entries(tables))
      expect(Object.keys(tableSv).sort(), name).toEqual(Object.keys(tableEn).sort());
    const count = Object.values(tables).reduce((sum, [tableEn]) => sum + Object.keys(tableEn).length, 0);
    expect(Object.keys(en)).toHaveLength(count);
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
