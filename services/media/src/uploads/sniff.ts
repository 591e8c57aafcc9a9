import type { ImageFormat } from './limits.ts';

/**
 * The image format judged by the file's first bytes (its magic number), never by the file name or
 * the declared Content-Type, which the client chooses freely.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (i: number) => bytes[i];
  // JPEG: SOI marker FF D8 followed by another marker FF.
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  // PNG: the fixed 8-byte signature.
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b)) return 'png';
  // WebP: a RIFF container whose form type is WEBP.
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
