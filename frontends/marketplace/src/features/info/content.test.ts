import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { Language } from '@konstvagg/i18n';
import { en } from '../../messages/info/en.ts';
import { sv } from '../../messages/info/sv.ts';
import { INFO_PAGES, infoKeys, infoText, infoValues, type InfoText } from './content.ts';
import { INFO_PATHS, isInfoPath, normalizeInfoPath, type InfoPath } from './paths.ts';

/** Every page as InfoPage shows it in each language, formatted by react-intl from the info table. */
const INFO_CONTENT = Object.fromEntries(
  INFO_PATHS.map((path) => [
    path,
    Object.fromEntries(
      (['en', 'sv'] as const).map((lang) => {
        const intl = createIntl({ locale: lang, messages: lang === 'sv' ? sv : en });
        return [lang, infoText(path, lang, (id, values) => intl.formatMessage({ id }, values))];
      }),
    ),
  ]),
) as Record<InfoPath, Record<Language, InfoText>>;

describe('information pages', () => {
  it('have a title, a lead and at least one paragraph in Swedish and English for every path', () => {
    for (const path of INFO_PATHS) {
      for (const lang of ['sv', 'en'] as const) {
        const page = INFO_CONTENT[path][lang];
        expect(page.title.trim(), `${path} ${lang}`).not.toBe('');
        expect(page.lead.trim(), `${path} ${lang}`).not.toBe('');
        expect(page.body.length, `${path} ${lang}`).toBeGreaterThan(0);
        for (const p of page.body) expect(p.trim().length, `${path} ${lang}`).toBeGreaterThan(40);
        expect(page.links?.length ?? 0, `${path}: links in both languages`).toBe(
          INFO_CONTENT[path][lang === 'sv' ? 'en' : 'sv'].links?.length ?? 0,
        );
      }
    }
  });

  it('state the product rules, never a marked-up price', () => {
    const all = JSON.stringify(INFO_CONTENT);
    expect(all).not.toMatch(/1[.,]24|24 ?%/);
    expect(INFO_CONTENT['/faq/artists'].en.body.join(' ')).toContain('382.50\u00a0€');
    expect(INFO_CONTENT['/faq/artists'].sv.body.join(' ')).toContain('382,50\u00a0€');
    expect(INFO_CONTENT['/contact'].sv.lead).toContain('9–18 CET');
  });

  it('keep a number on one line with its unit, and break long Swedish titles at their joints', () => {
    for (const [path, texts] of Object.entries(INFO_CONTENT))
      for (const [lang, page] of Object.entries(texts)) {
        const text = [page.title, page.lead, ...page.body].join(' ');
        expect(text, `${path} ${lang}`).not.toMatch(/\d (€|%|days|dagar|hours|timmar|months|månader)\b/);
        // Sixteen letters fit a heading line on any phone; a longer part needs a break point.
        for (const word of page.title.split(' '))
          for (const part of word.split('\u00ad'))
            expect(part.length, `${path} ${lang}: ${word}`).toBeLessThanOrEqual(16);
      }
    expect(INFO_CONTENT['/about'].en.body[0]).toContain('within 7\u00a0days');
    expect(INFO_CONTENT['/marketing-resources'].sv.title).toBe('Marknadsförings\u00admaterial');
  });

  it('have exactly the texts INFO_PAGES names, and a value for every {name} in them', () => {
    const keys = INFO_PATHS.flatMap((path) => {
      const k = infoKeys(path);
      return [k.title, k.lead, ...k.body, ...k.links.map((l) => l.label)];
    });
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
    expect(Object.keys(sv).sort()).toEqual([...keys].sort());
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...INFO_PATHS].sort());
    const values = Object.keys(infoValues('en'));
    for (const text of [...Object.values(en), ...Object.values(sv)])
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(values, text).toContain(name);
  });

  it('normalizes trailing slashes and case, and rejects unknown paths', () => {
    expect(normalizeInfoPath('/FAQ/Artists/')).toBe('/faq/artists');
    expect(isInfoPath(normalizeInfoPath('/faq/artists/'))).toBe(true);
    expect(isInfoPath('/nope')).toBe(false);
  });
});
