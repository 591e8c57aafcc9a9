import { AppError } from '@konstvagg/lambda-kit';
import { FALLBACK_JPEG_WIDTH, MAX_IMAGE_PIXELS, RESPONSIVE_WIDTHS, type ImageFormat } from './limits.ts';
import { sniffImageFormat } from './sniff.ts';

interface RenderedVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  contentType: string;
  data: Buffer;
}

export interface RenderedImage {
  /** The detected input format. */
  source: ImageFormat;
  /** The original's size, upright (after EXIF rotation). */
  width: number;
  height: number;
  /** WebP at each responsive width, narrowest first, then the JPEG fallback. */
  variants: RenderedVariant[];
}

const invalid = (status: 400 | 415, field: string, key: string) =>
  new AppError(status, 'validation_failed', 'error.validation_failed', { [field]: key });

/** sharp is loaded on first use only, so a presign request does not pay for it on a cold start. */
async function loadSharp() {
  return (await import('sharp')).default;
}

/** The widths to produce for an original this wide: the standard steps below it, and never wider than it. */
export function targetWidths(originalWidth: number): number[] {
  const largest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]!;
  const widths: number[] = RESPONSIVE_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth <= largest) widths.push(originalWidth);
  return widths;
}

/**
 * Checks that `input` is a JPEG, PNG or WebP by its bytes and that it decodes, then renders the
 * responsive sizes: turned upright by its EXIF orientation, converted to sRGB, every metadata
 * block (EXIF, GPS, XMP, ICC) dropped. Errors name `field`: 415 for another type, 400 for a file
 * that does not decode.
 */
export async function renderArtworkImage(input: Buffer, field: string): Promise<RenderedImage> {
  const source = sniffImageFormat(input);
  if (!source) throw invalid(415, field, 'validation.image_type');
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const };

  let meta;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw invalid(400, field, 'validation.image_unreadable');
  }
  if (meta.format !== source || !meta.width || !meta.height)
    throw invalid(400, field, 'validation.image_unreadable');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw invalid(400, field, 'validation.image_too_many_pixels');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;

  // Decode once, upright and no wider than the largest size; every size is made from this.
  const widths = targetWidths(width);
  const largest = widths[widths.length - 1]!;
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await sharp(input, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(400, field, 'validation.image_unreadable');
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const resized = (w: number) => sharp(base.data, raw).resize({ width: w, withoutEnlargement: true });

  const variants: RenderedVariant[] = [];
  for (const w of widths) {
    const out = await resized(w).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    variants.push({
      width: out.info.width,
      height: out.info.height,
      format: 'webp',
      contentType: 'image/webp',
      data: out.data,
    });
  }
  const jpeg = await resized(Math.min(FALLBACK_JPEG_WIDTH, width))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, progressive: true })
    .toBuffer({ resolveWithObject: true });
  variants.push({
    width: jpeg.info.width,
    height: jpeg.info.height,
    format: 'jpeg',
    contentType: 'image/jpeg',
    data: jpeg.data,
  });
  return { source, width, height, variants };
}
