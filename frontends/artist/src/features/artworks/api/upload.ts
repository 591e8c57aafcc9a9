import { uploadArtistImage } from '../../../common/upload.ts';
import type { FormImage } from '../components/form-state.ts';

/** An artwork photo: the upload as the artwork form keeps it (its WebP sizes only). */
export async function uploadArtworkImage(
  file: File,
  onProgress: (share: number) => void,
): Promise<FormImage> {
  const image = await uploadArtistImage(file, onProgress);
  return {
    id: image.id,
    url: image.url,
    thumb_url: image.thumb_url,
    width: image.width,
    height: image.height,
    sizes: image.sizes
      .filter((size) => size.format === 'webp')
      .map(({ url, width, height }) => ({ url, width, height })),
  };
}
