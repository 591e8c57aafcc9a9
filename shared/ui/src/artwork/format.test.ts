import { describe, expect, it } from 'vitest';
import { formatDimensions } from './format.ts';

// formatDimensions writes digits by hand (no Intl.NumberFormat while a landing page hydrates):
// character for character what Intl writes, no-break spaces and all.
describe('formatDimensions', () => {
  it('writes dimensions as Intl.NumberFormat does, to one decimal', () => {
    const intl = (cm: number, lang: 'sv' | 'en') =>
      new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(cm);
    const lengths = [0, 0.25, 0.5, 1, 9.95, 12.5, 60, 60.5, 99.99, 100, 120.04, 1000, 1234.56, 25000];
    for (const lang of ['sv', 'en'] as const)
      for (const w of lengths)
        expect(formatDimensions(w, 80, lang), `${w} (${lang})`).toBe(
          `${intl(w, lang)}\u00a0×\u00a0${intl(80, lang)}\u00a0cm`,
        );
  });
  it('keeps a measure on one line, with its depth when there is one', () => {
    expect(formatDimensions(92, 73, 'en')).toBe('92\u00a0×\u00a073\u00a0cm');
    expect(formatDimensions(60.5, 80, 'sv', 4)).toBe('60,5\u00a0×\u00a080\u00a0×\u00a04\u00a0cm');
    expect(formatDimensions(60, 80, 'en', null)).not.toMatch(/\s(?<!\u00a0)/);
  });
});
