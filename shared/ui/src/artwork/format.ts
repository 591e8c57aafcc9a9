import type { Language } from '@konstvagg/i18n';
import { formatDigits, plainDigits } from '@konstvagg/rules';

const numberFormats = new Map<Language, Intl.NumberFormat>();

function numberFormat(lang: Language): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 });
    numberFormats.set(lang, f);
  }
  return f;
}

/** A length with at most one decimal, as Intl writes it ("60,5" / "60.5"); by hand when it can (formatDigits). */
function formatLength(cm: number, lang: Language): string {
  if (!plainDigits(cm, 1)) return numberFormat(lang).format(cm);
  const tenths = Math.round(cm * 10);
  return formatDigits(cm, lang, tenths % 10 === 0 ? 0 : 1);
}

const NBSP = '\u00a0';

/**
 * Width × height (× depth) as the artist measured it: "60 × 80 cm" ("60,5 × 80 cm" in Swedish),
 * "60 × 80 × 4 cm". No-break spaces: the measure never breaks across lines.
 */
export function formatDimensions(
  widthCm: number,
  heightCm: number,
  lang: Language,
  depthCm?: number | null,
): string {
  const sides = [widthCm, heightCm, ...(depthCm ? [depthCm] : [])];
  return `${sides.map((cm) => formatLength(cm, lang)).join(`${NBSP}×${NBSP}`)}${NBSP}cm`;
}
