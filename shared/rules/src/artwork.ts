/** An artwork's size band by its longest side: S up to 40 cm, M 41-80, L 81-120, XL 121+. */
export const SIZE_CATEGORIES = ['S', 'M', 'L', 'XL'] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** An artwork has 1 to this many photos, the primary first. */
export const MAX_ARTWORK_IMAGES = 8;
/** An artwork title's length in characters. */
export const ARTWORK_TITLE_LIMITS = { min: 2, max: 120 } as const;

/** Size category by the longest side: S up to 40 cm, M 41-80, L 81-120, XL 121+. */
export function sizeCategoryFor(widthCm: number, heightCm: number): SizeCategory {
  const longest = Math.max(widthCm, heightCm);
  if (longest <= 40) return 'S';
  if (longest <= 80) return 'M';
  if (longest <= 120) return 'L';
  return 'XL';
}
