import type { SizeCategory } from '@konstvagg/contracts';

/** Spec §3: S up to 40 cm, M 41-80, L 81-120, XL 121+, by the longest side. */
export function sizeCategoryFor(widthCm: number, heightCm: number): SizeCategory {
  const longest = Math.max(widthCm, heightCm);
  if (longest <= 40) return 'S';
  if (longest <= 80) return 'M';
  if (longest <= 120) return 'L';
  return 'XL';
}

/**
 * Where an artist's uploaded artwork images live in the media bucket (services/media writes them):
 * an artwork or profile may only point at images below its own artist's prefix.
 */
export const artworkUploadPrefix = (artistId: string) => `artworks/uploads/${artistId}/`;
