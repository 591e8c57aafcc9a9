import type { Language } from '@konstvagg/i18n';

const numberFormats = new Map<Language, Intl.NumberFormat>();

function numberFormat(lang: Language): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 });
    numberFormats.set(lang, f);
  }
  return f;
}

/** Width × height as the artist measured it: "60 × 80 cm" ("60,5 × 80 cm" in Swedish). */
export function formatDimensions(widthCm: number, heightCm: number, lang: Language): string {
  const f = numberFormat(lang);
  return `${f.format(widthCm)} × ${f.format(heightCm)} cm`;
}
