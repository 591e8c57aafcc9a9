import { createHash, randomBytes } from 'node:crypto';
import { mediaUrl, type MediaObject } from '@konstvagg/lambda-kit/ports/files';
import type { RenderedImage } from './render.ts';
import { writeAllOrNothing } from './store.ts';

interface UploadedImageSize {
  width: number;
  height: number;
  url: string;
  format: 'webp' | 'jpeg';
}

/**
 * Writes every rendered size of one image below `ownerPrefix` (the artist's or the venue's upload
 * prefix), under a new image id and content-hashed names (so they can be cached for a year), all or
 * nothing. Answers 201 `{ image: { id, url, thumb_url, width, height, original, sizes } }`.
 */
export async function storeUploadedImage(rendered: RenderedImage, ownerPrefix: string) {
  const id = `img-${randomBytes(8).toString('hex')}`;
  const prefix = `${ownerPrefix}${id}/`;
  const objects: (MediaObject & UploadedImageSize)[] = rendered.variants.map((v) => {
    const hash = createHash('sha256').update(v.data).digest('hex').slice(0, 10);
    const key = `${prefix}${v.width}w-${hash}.${v.format === 'jpeg' ? 'jpg' : 'webp'}`;
    return {
      key,
      body: v.data,
      contentType: v.contentType,
      width: v.width,
      height: v.height,
      url: mediaUrl(key),
      format: v.format,
    };
  });
  await writeAllOrNothing(objects);

  const sizes: UploadedImageSize[] = objects.map(({ width, height, url, format }) => ({
    width,
    height,
    url,
    format,
  }));
  const webp = sizes.filter((s) => s.format === 'webp');
  const main = webp[webp.length - 1]!;
  return {
    status: 201 as const,
    headers: { 'Cache-Control': 'no-store' },
    body: {
      image: {
        id,
        url: main.url,
        thumb_url: webp[0]!.url,
        width: main.width,
        height: main.height,
        original: { width: rendered.width, height: rendered.height, format: rendered.source },
        sizes,
      },
    },
  };
}
