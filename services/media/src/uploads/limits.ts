/** The rules an artwork image upload is held to (docs/api.md, "Artwork images"). */

// The size limit is the product's one MAX_IMAGE_BYTES (@konstvagg/rules).

/** The multipart field that carries the file; `file` is accepted too, as many upload widgets name it so. */
export const IMAGE_FIELDS = ['image', 'file'] as const;
export const DEFAULT_IMAGE_FIELD = IMAGE_FIELDS[0];

/** Decompression-bomb guard: a small file may still declare an enormous canvas. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Responsive widths served as WebP (never wider than the original). */
export const RESPONSIVE_WIDTHS = [320, 640, 1024, 1600] as const;

/** The JPEG fallback, for clients without WebP. */
export const FALLBACK_JPEG_WIDTH = 1024;

export type ImageFormat = 'jpeg' | 'png' | 'webp';
